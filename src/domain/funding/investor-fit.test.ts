import { describe, expect, it } from 'vitest';
import { investorFit, orderByThesis, rankInvestors, type FitProject, type InvestorThesis } from './investor-fit.ts';

// Oracle for every score below: hand count, 20 points per met, 10 per unknown, 0 per not met (exact integers).
const any: InvestorThesis = { sectors: [], regions: [], stages: [], ticketMin: null, ticketMax: null, instruments: [], languages: [] };
const project: FitProject = {
  industry: 'J62.01',
  country: 'IT',
  region: 'Lombardia',
  stage: 'validation',
  fundingSought: 250_000,
  language: 'it',
};

describe('investorFit', () => {
  it('an open thesis fits everything with 5 × 20 = 100 points', () => {
    const f = investorFit(any, project);
    expect(f.fits).toBe(true);
    expect(f.score).toBe(100);
    expect(f.criteria.map((c) => c.detail)).toEqual(['any', 'any', 'any', 'any', 'any']);
  });

  it('a sector prefix, a region by country and a ticket inside the bounds are met', () => {
    const f = investorFit({ ...any, sectors: ['J'], regions: ['it'], ticketMin: 100_000, ticketMax: 500_000 }, project);
    expect(f.criteria.map((c) => c.outcome)).toEqual(['met', 'met', 'met', 'met', 'met']);
    expect(f.criteria[0]!.detail).toBe('match:J62.01');
    expect(f.criteria[3]!.detail).toBe('match:250000');
  });

  it('says why it does not fit: 1 met (20) + 1 unknown (10) + 3 not met (0) = 30', () => {
    const f = investorFit(
      { ...any, sectors: ['C'], stages: ['growth', 'expansion'], ticketMax: 1_000_000, languages: ['en'] },
      { ...project, fundingSought: null },
    );
    expect(f.fits).toBe(false);
    expect(f.criteria).toEqual([
      { name: 'sector', outcome: 'not_met', detail: 'mismatch:J62.01|C' },
      { name: 'region', outcome: 'met', detail: 'any' },
      { name: 'stage', outcome: 'not_met', detail: 'mismatch:validation|growth,expansion' },
      { name: 'ticket', outcome: 'unknown', detail: 'missing:fundingSought' },
      { name: 'language', outcome: 'not_met', detail: 'mismatch:it|en' },
    ]);
    expect(f.score).toBe(30); // region 20 + ticket unknown 10; sector, stage, language 0
  });

  it('a ticket outside the bounds names the bound; the bounds are inclusive', () => {
    expect(investorFit({ ...any, ticketMin: 300_000 }, project).criteria[3]).toEqual({
      name: 'ticket',
      outcome: 'not_met',
      detail: 'below:300000',
    });
    expect(investorFit({ ...any, ticketMax: 200_000 }, project).criteria[3]!.detail).toBe('above:200000');
    expect(investorFit({ ...any, ticketMin: 250_000, ticketMax: 250_000 }, project).criteria[3]!.outcome).toBe('met');
  });

  it('an empty project field is unknown, never a pass: 4 unknown (40) + ticket any (20) = 60', () => {
    const f = investorFit(
      { ...any, sectors: ['J'], regions: ['Lombardia'], stages: ['idea'], languages: ['it'] },
      { industry: null, country: null, region: null, stage: null, fundingSought: null, language: null },
    );
    expect(f.fits).toBe(true);
    expect(f.score).toBe(60);
    expect(f.criteria.map((c) => c.detail)).toEqual(['missing:industry', 'missing:region', 'missing:stage', 'any', 'missing:language']);
  });
});

describe('rankInvestors', () => {
  it('ranks fitting theses first by points, then the ones that do not fit, ties by name', () => {
    const inv = (id: string, name: string, thesis: InvestorThesis) => ({ id, name, thesis });
    const ranked = rankInvestors(
      [
        inv('a', 'Zeta', { ...any, sectors: ['C'] }), // does not fit: 80
        inv('b', 'Beta', { ...any, languages: ['en'], stages: ['idea'] }), // does not fit: 60
        inv('c', 'Gamma', any), // fits: 100
        inv('d', 'Alfa', any), // fits: 100, before Gamma by name
        inv('e', 'Delta', { ...any, regions: ['Lombardia'] }), // fits: 100
        inv('f', 'Eta', { ...any, stages: ['validation'] }), // fits
      ],
      { ...project, language: null },
    );
    // With language null: any-thesis → 100; Beta language unknown (10) + stage not met (0) + 3 × 20 = 70.
    expect(ranked.map((r) => [r.investor.name, r.fit.fits, r.fit.score])).toEqual([
      ['Alfa', true, 100],
      ['Delta', true, 100],
      ['Eta', true, 100],
      ['Gamma', true, 100],
      ['Zeta', false, 80],
      ['Beta', false, 70],
    ]);
  });
});

describe('orderByThesis', () => {
  it('puts the requests that fit first and keeps the given order within equal fit', () => {
    const r = (id: string, p: Partial<FitProject>) => ({ id, project: { ...project, ...p }, submittedAt: null });
    const list = [r('1', { stage: 'idea' }), r('2', {}), r('3', { stage: 'growth' }), r('4', {})];
    const out = orderByThesis({ ...any, stages: ['validation'] }, list);
    expect(out.map((x) => x.id)).toEqual(['2', '4', '1', '3']);
    expect(orderByThesis(null, list).map((x) => x.id)).toEqual(['1', '2', '3', '4']);
  });
});
