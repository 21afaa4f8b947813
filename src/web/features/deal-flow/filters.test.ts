import { describe, expect, it } from 'vitest';
import type { DealCard } from '../../../contract/deal-flow.ts';
import { filterCards, readFilters, readMode, writeQuery } from './filters.ts';
import { industryName, regionName } from './names.ts';

const card = (id: string, over: Partial<DealCard>): DealCard => ({
  id,
  projectId: id,
  pipelineId: 'p',
  stageId: 's1',
  projectTitle: id,
  source: 'request',
  crScore: null,
  crTier: null,
  industry: '35.11',
  region: 'ITC4',
  ticket: null,
  fundingRequestId: null,
  movedAt: '2026-11-25T00:00:00.000Z',
  openQuestions: 0,
  access: 'full',
  followed: false,
  showcaseSlug: null,
  ...over,
});
// Tickets 100 000, 250 000, 500 000 and one without a ticket (a shared project).
const cards = [
  card('a', { ticket: 100_000 }),
  card('b', { ticket: 250_000, crTier: 'ready', stageId: 's2' }),
  card('c', { ticket: 500_000, industry: '62.01', region: 'IT' }),
  card('none', {}),
];
const ids = (f: Parameters<typeof filterCards>[1]) => filterCards(cards, f).map((c) => c.id);

describe('deal-flow filters', () => {
  it('keeps every card when nothing is set, the ticketless one included', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'none']);
  });

  // Oracle: the rule as stated — min ≤ ticket ≤ max, both bounds inclusive; exact comparisons, no tolerance.
  it('takes ticket bounds as inclusive and leaves out a card without a ticket once any bound is set', () => {
    expect(ids({ ticketMin: 250_000 })).toEqual(['b', 'c']);
    expect(ids({ ticketMax: 250_000 })).toEqual(['a', 'b']);
    expect(ids({ ticketMin: 250_000, ticketMax: 250_000 })).toEqual(['b']);
    expect(ids({ ticketMin: 250_000.01, ticketMax: 499_999.99 })).toEqual([]);
    expect(ids({ ticketMin: 0 })).toEqual(['a', 'b', 'c']);
  });

  it('combines stage, tier (unscored as "none"), industry and region with the ticket', () => {
    expect(ids({ stage: 's2' })).toEqual(['b']);
    expect(ids({ tier: 'ready' })).toEqual(['b']);
    expect(ids({ tier: 'none' })).toEqual(['a', 'c', 'none']);
    expect(ids({ industry: '62.01' })).toEqual(['c']);
    expect(ids({ region: 'ITC4', ticketMax: 300_000 })).toEqual(['a', 'b']);
  });

  it('reads the address it writes, keeps other parameters, and ignores what it cannot read', () => {
    const base = new URLSearchParams('pipeline=p2&tier=ready');
    const next = writeQuery(base, { industry: '35.11', ticketMin: 100_000, ticketMax: 500_000 }, 'list');
    expect(next.get('pipeline')).toBe('p2');
    expect(next.get('tier')).toBeNull();
    expect(readFilters(next)).toEqual({ industry: '35.11', ticketMin: 100_000, ticketMax: 500_000 });
    expect(readMode(next)).toBe('list');
    expect(readMode(writeQuery(next, {}, 'board'))).toBe('board');
    expect(readFilters(new URLSearchParams('ticketMin=abc&ticketMax=-5&tier=gold'))).toEqual({});
  });

  it('names industries and regions in the reader’s language (catalogue titles, official NUTS names, country names)', () => {
    expect(industryName('62.01', 'en')).toBe('Computer programming activities (62.01)');
    expect(industryName('62.01', 'it')).toBe("Produzione di software non connesso all'edizione (62.01)");
    expect(regionName('ITC4', 'en')).toBe('Lombardia (ITC4)');
    expect(regionName('IT', 'en')).toBe('Italy');
    expect(regionName('IT', 'it')).toBe('Italia');
    expect(regionName('Somewhere', 'it')).toBe('Somewhere');
  });
});
