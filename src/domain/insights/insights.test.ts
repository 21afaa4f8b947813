import { describe, expect, it } from 'vitest';
import {
  conversion,
  dealMonths,
  defaultRange,
  economyMatrix,
  funnelByMonth,
  median,
  mean,
  monthOf,
  monthsBetween,
  platformFunnel,
  rangeBounds,
  rangeLength,
  ticketBand,
  ticketOf,
  tierColumn,
  timeInStage,
  type AccountMilestones,
  type CardFact,
} from './index.ts';

const DAY = 86_400_000;
const day0 = Date.UTC(2026, 0, 1);
const at = (d: number) => new Date(day0 + d * DAY);
const ALL_TIME = { start: new Date(0), end: new Date(Date.UTC(2100, 0, 1)) };
// One pipeline: a New, b Screening, c Due diligence, d Term sheet, e Closed, f Passed.
const STAGES = [
  { id: 'a', kind: 'new' },
  { id: 'b', kind: 'screening' },
  { id: 'c', kind: 'due_diligence' },
  { id: 'd', kind: 'term_sheet' },
  { id: 'e', kind: 'closed' },
  { id: 'f', kind: 'passed' },
];
const card = (id: string, moves: Array<[string, number]>, extra: Partial<CardFact> = {}): CardFact => ({
  id,
  pipelineId: 'p',
  source: 'request',
  createdAt: at(moves[0]![1]),
  moves: moves.map(([s, d]) => ({ toStageId: s, at: at(d) })),
  decision: null,
  ...extra,
});
// The five cards of the oracles below (days from 2026-01-01, "now" = day 30).
const FIVE = [
  card('1', [['a', 0]]),
  card('2', [
    ['a', 0],
    ['b', 4],
  ]),
  card('3', [
    ['a', 1],
    ['b', 3],
    ['c', 10],
    ['f', 12],
  ]),
  card('4', [
    ['a', 2],
    ['d', 5],
  ]),
  card('5', [
    ['a', 0],
    ['b', 1],
    ['c', 2],
    ['d', 6],
    ['e', 20],
  ]),
];

describe('ticket bands and tiers (ADR 0028)', () => {
  it('bands euros with the lower bound included', () => {
    expect(ticketBand(0, 'EUR')).toBe('lt100k');
    expect(ticketBand(99_999.99, 'EUR')).toBe('lt100k');
    expect(ticketBand(100_000, 'EUR')).toBe('100k-500k');
    expect(ticketBand(499_999, 'EUR')).toBe('100k-500k');
    expect(ticketBand(500_000, 'EUR')).toBe('500k-2m');
    expect(ticketBand(2_000_000, 'EUR')).toBe('2m-10m');
    expect(ticketBand(10_000_000, 'EUR')).toBe('gte10m');
  });
  it('never guesses: no amount or another currency is unknown', () => {
    expect(ticketBand(null, 'EUR')).toBe('unknown');
    expect(ticketBand(250_000, 'USD')).toBe('unknown');
  });
  it("reads the tier with the scoring domain's thresholds (80 / 60) on the stored total", () => {
    expect([tierColumn(80), tierColumn(79.9), tierColumn(60), tierColumn(59.9), tierColumn(null)]).toEqual([
      'ready',
      'developing',
      'developing',
      'not-yet-ready',
      'unscored',
    ]);
  });
  it("takes the request's amount, else the project's funding sought", () => {
    expect(ticketOf({ amount: 300, currency: 'EUR' }, { fundingSought: 900, currency: 'USD' })).toEqual({ amount: 300, currency: 'EUR' });
    expect(ticketOf({ amount: null, currency: 'EUR' }, { fundingSought: 900, currency: 'USD' })).toEqual({ amount: 900, currency: 'USD' });
    expect(ticketOf(null, { fundingSought: null, currency: 'EUR' })).toEqual({ amount: null, currency: 'EUR' });
  });
});

describe('economyMatrix', () => {
  it('counts and sums per cell, row and column (hand tally, exact)', () => {
    const m = economyMatrix([
      { ticket: 50_000, currency: 'EUR', score: 85 }, // lt100k × ready
      { ticket: 250_000, currency: 'EUR', score: 70 }, // 100k-500k × developing
      { ticket: 300_000, currency: 'EUR', score: 59.9 }, // 100k-500k × not-yet-ready
      { ticket: 300_000, currency: 'EUR', score: null }, // 100k-500k × unscored
      { ticket: null, currency: 'EUR', score: 80 }, // unknown × ready
      { ticket: 1_000_000, currency: 'USD', score: 79.9 }, // unknown × developing (not converted)
    ]);
    expect(m.cells).toHaveLength(6 * 4);
    const cell = (band: string, tier: string) => m.cells.find((c) => c.band === band && c.tier === tier);
    expect(cell('100k-500k', 'developing')).toEqual({ band: '100k-500k', tier: 'developing', count: 1, total: 250_000 });
    expect(cell('unknown', 'developing')).toEqual({ band: 'unknown', tier: 'developing', count: 1, total: 0 });
    expect(cell('gte10m', 'ready')!.count).toBe(0);
    // Rows: lt100k 1 / 50k; 100k-500k 3 / 850k; unknown 2 / 0.
    expect(m.rows.filter((r) => r.count).map((r) => [r.band, r.count, r.total])).toEqual([
      ['lt100k', 1, 50_000],
      ['100k-500k', 3, 850_000],
      ['unknown', 2, 0],
    ]);
    // Columns: ready 2 / 50k; developing 2 / 250k; not yet ready 1 / 300k; unscored 1 / 300k.
    expect(m.columns.map((c) => [c.tier, c.count, c.total])).toEqual([
      ['ready', 2, 50_000],
      ['developing', 2, 250_000],
      ['not-yet-ready', 1, 300_000],
      ['unscored', 1, 300_000],
    ]);
    expect(m.total).toEqual({ count: 6, total: 900_000 });
  });
});

describe('conversion by stage', () => {
  it('counts a card at every stage up to its furthest, passed apart (hand count)', () => {
    // Furthest: card 1 → a, 2 → b, 3 → c (then passed), 4 → d (jumped), 5 → e.
    // Reached a 5, b 4, c 3, d 2, e 1; converted 4/5, 3/4, 2/3, 1/2; passed 1.
    const { steps, passed } = conversion(STAGES, FIVE);
    expect(steps.map((s) => [s.stageId, s.reached])).toEqual([
      ['a', 5],
      ['b', 4],
      ['c', 3],
      ['d', 2],
      ['e', 1],
    ]);
    expect(steps.map((s) => s.converted)).toEqual([null, 0.8, 0.75, 2 / 3, 0.5]);
    expect(passed).toBe(1);
  });
  it('has no share after a step nobody reached', () => {
    expect(conversion(STAGES, [card('x', [['a', 0]])]).steps.map((s) => s.converted)).toEqual([null, 0, null, null, null]);
  });
});

describe('time in stage', () => {
  const now = at(30);
  it('medians and means of five cards, open visits running to now (hand computed, exact)', () => {
    // a: 30 (card 1, open), 4, 2, 3, 1 → sorted 1 2 3 4 30: median 3, mean 40/5 = 8, one open.
    // b: 26 (card 2, open), 7, 1 → median 7, mean 34/3. c: 2 and 4 → median 3, mean 3.
    // d: 25 (card 4, open), 14 → median 19.5, mean 19.5. Closed and passed are outcomes: left out.
    const rows = timeInStage(STAGES, FIVE, ALL_TIME, now);
    expect(rows.map((r) => r.stageId)).toEqual(['a', 'b', 'c', 'd']);
    expect(rows.map((r) => [r.cards, r.open, r.medianDays])).toEqual([
      [5, 1, 3],
      [3, 1, 7],
      [2, 0, 3],
      [2, 1, 19.5],
    ]);
    expect(rows[0]!.meanDays).toBe(8);
    expect(rows[1]!.meanDays).toBeCloseTo(34 / 3, 12);
    expect(rows[3]!.meanDays).toBe(19.5);
  });
  it("adds a card's visits to one stage into one sample", () => {
    // a 0→2 and 5→6 = 3 days; b 2→5 and 6→10 (now) = 7 days, open.
    const rows = timeInStage(
      STAGES,
      [
        card('r', [
          ['a', 0],
          ['b', 2],
          ['a', 5],
          ['b', 6],
        ]),
      ],
      ALL_TIME,
      at(10),
    );
    expect(rows.slice(0, 2).map((r) => [r.cards, r.open, r.medianDays])).toEqual([
      [1, 0, 3],
      [1, 1, 7],
    ]);
  });
  it('counts only visits that began in the range', () => {
    // Range = January 2026 from day 3: card 2's New visit (day 0) is out, its Screening (day 4) in.
    const rows = timeInStage(STAGES, [FIVE[1]!], { start: at(3), end: at(31) }, now);
    expect(rows.map((r) => r.cards)).toEqual([0, 1, 0, 0]);
  });
  it('median and mean of nothing are null; an even count averages the middle two', () => {
    expect([median([]), mean([])]).toEqual([null, null]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('months', () => {
  it('buckets in UTC and spans ranges', () => {
    expect(monthOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(rangeLength('2026-02', '2026-01')).toBe(0);
    expect(defaultRange(new Date('2026-11-25T14:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(rangeBounds('2025-12', '2025-12')).toEqual({ start: new Date('2025-12-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') });
  });
  it('counts cards filed by source and decisions per month', () => {
    const cards = [
      card('1', [['a', 0]], { source: 'grant', decision: { decision: 'pass', at: at(40) } }), // filed Jan, passed Feb
      card('2', [['a', 5]], { decision: { decision: 'invest', at: at(6) } }), // filed and invested Jan
      card('3', [['a', 35]], { source: 'showcase' }), // filed Feb
    ];
    expect(dealMonths(['2026-01', '2026-02'], cards)).toEqual([
      { month: '2026-01', newCards: 2, request: 1, grant: 1, showcase: 0, invest: 1, pass: 0 },
      { month: '2026-02', newCards: 1, request: 0, grant: 0, showcase: 1, invest: 0, pass: 1 },
    ]);
  });
});

describe('platform funnel', () => {
  const d = (s: string) => new Date(s);
  const accounts: AccountMilestones[] = [
    {
      signedUpAt: d('2026-01-05'),
      firstProjectAt: d('2026-01-06'),
      firstEvaluatedAt: d('2026-01-07'),
      firstSubmittedAt: d('2026-02-01'),
      firstFundedAt: d('2026-03-01'),
    }, // A
    {
      signedUpAt: d('2026-01-20'),
      firstProjectAt: d('2026-01-21'),
      firstEvaluatedAt: d('2026-01-22'),
      firstSubmittedAt: null,
      firstFundedAt: null,
    }, // B
    {
      signedUpAt: d('2026-02-02'),
      firstProjectAt: d('2026-02-03'),
      firstEvaluatedAt: null,
      firstSubmittedAt: d('2026-02-04'),
      firstFundedAt: null,
    }, // C: submitted, never evaluated
    { signedUpAt: d('2026-02-10'), firstProjectAt: null, firstEvaluatedAt: null, firstSubmittedAt: null, firstFundedAt: null }, // D
    {
      signedUpAt: d('2025-12-10'),
      firstProjectAt: d('2025-12-11'),
      firstEvaluatedAt: d('2025-12-12'),
      firstSubmittedAt: d('2025-12-13'),
      firstFundedAt: d('2025-12-14'),
    }, // E: outside
  ];
  it('follows the cohort that signed up in the range, in step order (hand count)', () => {
    // Cohort A B C D: 4 signed up, 3 with a project, 2 evaluated, 1 submitted (C skipped evaluation), 1 funded.
    const f = platformFunnel(accounts, rangeBounds('2026-01', '2026-02'));
    expect(f.map((s) => s.count)).toEqual([4, 3, 2, 1, 1]);
    expect(f.map((s) => s.converted)).toEqual([null, 0.75, 2 / 3, 0.5, 1]);
  });
  it('per sign-up month', () => {
    expect(funnelByMonth(['2026-01', '2026-02'], accounts)).toEqual([
      { month: '2026-01', signedUp: 2, withProject: 2, evaluated: 2, submitted: 1, funded: 1 },
      { month: '2026-02', signedUp: 2, withProject: 1, evaluated: 0, submitted: 0, funded: 0 },
    ]);
  });
});
