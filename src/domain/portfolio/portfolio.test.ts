import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  headerSignature,
  hhi,
  parseDate,
  parseNumber,
  percentile,
  shares,
  summarizePortfolio,
  validateRows,
  type HoldingFacts,
} from './index.ts';

const holding = (over: Partial<HoldingFacts> & { id: string }): HoldingFacts => ({
  name: over.id,
  source: 'import',
  industryCode: '62.01',
  region: 'ITC4',
  invested: 0,
  committed: null,
  crScore: null,
  previousCrScore: null,
  npv: null,
  irr: null,
  probabilityNpvNegative: null,
  runwayMonths: null,
  milestoneDue: null,
  ...over,
});

describe('percentile (type 7: Excel PERCENTILE.INC, numpy default)', () => {
  it('matches hand-computed values on five values', () => {
    // Sorted x = [10, 20, 30, 40, 100], n = 5, h = (n − 1)·p = 4p.
    const x = [40, 10, 100, 30, 20];
    // p = 0.1: h = 0.4 → x[0] + 0.4·(x[1] − x[0]) = 10 + 0.4·10 = 14
    expect(percentile(x, 0.1)).toBeCloseTo(14, 12);
    // p = 0.5: h = 2 → x[2] = 30
    expect(percentile(x, 0.5)).toBe(30);
    // p = 0.9: h = 3.6 → x[3] + 0.6·(x[4] − x[3]) = 40 + 0.6·60 = 76 (numpy.percentile(x, 90) = 76.0)
    expect(percentile(x, 0.9)).toBeCloseTo(76, 12);
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('shares and HHI', () => {
  it('on a three-holding example: amounts 500, 300, 200 → shares 0.5, 0.3, 0.2, HHI 0.38 (3,800 on the ×10,000 scale)', () => {
    const s = shares([
      { key: 'A', weight: 300 },
      { key: 'B', weight: 500 },
      { key: 'C', weight: 200 },
    ]);
    expect(s.map((x) => [x.code, x.share])).toEqual([
      ['B', 0.5],
      ['A', 0.3],
      ['C', 0.2],
    ]);
    // 0.5² + 0.3² + 0.2² = 0.25 + 0.09 + 0.04 = 0.38
    expect(hhi(s.map((x) => x.share))).toBeCloseTo(0.38, 12);
  });
  it('counts holdings when nothing is invested yet', () => {
    expect(
      shares([
        { key: 'A', weight: 0 },
        { key: 'A', weight: 0 },
        { key: 'B', weight: 0 },
      ]).map((x) => x.share),
    ).toEqual([2 / 3, 1 / 3]);
  });
});

describe('summarizePortfolio', () => {
  const h = [
    // Industry divisions 62, 62, 35; regions ITC4, ITC4, ITI4. Invested 500 + 300 + 200 = 1000.
    holding({
      id: 'a',
      industryCode: '62.01',
      region: 'ITC4',
      invested: 500,
      committed: 600,
      crScore: 82,
      previousCrScore: 80,
      npv: 100,
      irr: 0.2,
    }),
    holding({
      id: 'b',
      industryCode: '62.02',
      region: 'itc4',
      invested: 300,
      crScore: 55,
      previousCrScore: 70,
      npv: -50,
      irr: 0.05,
      runwayMonths: 4,
    }),
    holding({ id: 'c', industryCode: '35.11', region: 'ITI4', invested: 200, crScore: 70, npv: 20, milestoneDue: '2026-11-01' }),
  ];
  const s = summarizePortfolio(h, '2026-11-25');
  it('adds amounts, averages scores and bands them', () => {
    expect([s.holdings, s.invested, s.committed]).toEqual([3, 1000, 1100]); // committed: max(600, 500) + 300 + 200
    expect(s.avgCrScore).toBeCloseTo((82 + 55 + 70) / 3, 12);
    expect(s.crDistribution.map((b) => b.count)).toEqual([0, 0, 1, 1, 1]);
  });
  it('weights concentration by the amount invested, at NACE division level', () => {
    // Industry: 62 → 800/1000 = 0.8, 35 → 0.2; HHI = 0.64 + 0.04 = 0.68.
    expect(s.byIndustry.map((x) => [x.code, x.share])).toEqual([
      ['62', 0.8],
      ['35', 0.2],
    ]);
    expect(s.hhiIndustry).toBeCloseTo(0.68, 12);
    expect(s.byRegion.map((x) => [x.code, x.share])).toEqual([
      ['ITC4', 0.8],
      ['ITI4', 0.2],
    ]);
  });
  it('gives NPV and IRR percentiles across holdings that have them', () => {
    // NPV sorted [-50, 20, 100], h = 2p: p10 → -50 + 0.2·70 = -36; p50 → 20; p90 → h = 1.8 → 20 + 0.8·80 = 84.
    expect(s.npv.p10).toBeCloseTo(-36, 9);
    expect(s.npv.p50).toBe(20);
    expect(s.npv.p90).toBeCloseTo(84, 9);
    expect(s.irr.n).toBe(2);
  });
  it('names the riskiest holdings with reasons and raises the threshold alerts', () => {
    expect(s.riskiest[0]).toMatchObject({ id: 'b', reasons: ['shortRunway', 'crDrop', 'lowCrScore', 'negativeNpv'] });
    expect(s.riskiest.map((r) => r.id)).toEqual(['b', 'c']);
    expect(s.alerts).toEqual([
      { holdingId: 'b', name: 'b', kind: 'runway', value: 4 },
      { holdingId: 'b', name: 'b', kind: 'crDrop', value: 15 },
      { holdingId: 'c', name: 'c', kind: 'milestoneLate', value: 24 },
    ]);
  });
  it('is empty-safe', () => {
    const e = summarizePortfolio([], '2026-11-25');
    expect([e.holdings, e.invested, e.avgCrScore, e.hhiIndustry, e.npv.p50]).toEqual([0, 0, null, null, null]);
  });
});

describe('cell readers', () => {
  it('reads numbers in Italian and English formats', () => {
    expect(parseNumber('1.234,56', 'point')).toBe(1234.56);
    expect(parseNumber('1,234.56', 'comma')).toBe(1234.56);
    expect(parseNumber('€ 250.000', 'comma')).toBe(250000);
    expect(parseNumber('250,000', 'point')).toBe(250000);
    expect(parseNumber('12,5', 'point')).toBe(12.5);
    expect(parseNumber('1,234', 'comma')).toBe(1.234);
    expect(parseNumber('-1 500', 'point')).toBe(-1500);
    expect(parseNumber('(2.000)', 'comma')).toBe(-2000);
    expect(parseNumber('0,125', 'point')).toBe(0.125);
    expect(parseNumber(42, 'point')).toBe(42);
    for (const bad of ['abc', '1.2.3,4,5', '12a', '', '1,23,4']) expect(parseNumber(bad, 'point')).toBeNull();
  });
  it('reads ISO, Italian and Excel-serial dates', () => {
    expect(parseDate('2025-03-15')).toBe('2025-03-15');
    expect(parseDate('2025-03-15T00:00:00.000Z')).toBe('2025-03-15');
    expect(parseDate('15/03/2025')).toBe('2025-03-15');
    expect(parseDate('5.3.2025')).toBe('2025-03-05');
    // Excel: serial 45000 is 2023-03-15 (=DATE(2023,3,15) gives 45000 in the 1900 system).
    expect(parseDate(45000)).toBe('2023-03-15');
    expect(parseDate('45000')).toBe('2023-03-15');
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('tomorrow')).toBeNull();
  });
});

describe('import validation', () => {
  const headers = ['Progetto', 'Codice ATECO', 'Regione', 'Importo', 'Data', 'Fase', 'TIR'];
  it('guesses the mapping from Italian and English headers', () => {
    expect(guessMapping(headers)).toMatchObject({
      projectName: 'Progetto',
      industryCode: 'Codice ATECO',
      region: 'Regione',
      amount: 'Importo',
      date: 'Data',
      stage: 'Fase',
      irr: 'TIR',
      npv: null,
    });
    expect(guessMapping(['Project name', 'NACE', 'NUTS2', 'Amount', 'Date'])).toMatchObject({
      projectName: 'Project name',
      industryCode: 'NACE',
      region: 'NUTS2',
      amount: 'Amount',
      date: 'Date',
    });
    expect(headerSignature(['B', 'a '])).toBe(headerSignature(['A', 'b']));
  });
  it("names every bad cell with its spreadsheet row and the user's header, and imports only clean rows", () => {
    const mapping = guessMapping(headers);
    const rows = [
      { row: 2, cells: ['Alfa', '62.01', 'ITC4', '1.000,00', '15/03/2025', 'crescita', '12%'] },
      { row: 3, cells: ['Beta', '04.11', 'XX11', 'molto', '31/02/2025', 'boh', null] },
      { row: 4, cells: [null, '35.11', 'IT', 2000, 45000, null, 0.08] },
    ];
    const r = validateRows({ headers, rows }, mapping, 'comma');
    expect(r.errors).toEqual([
      { row: 3, column: 'Codice ATECO', field: 'industryCode', code: 'unknownIndustry' },
      { row: 3, column: 'Regione', field: 'region', code: 'unknownRegion' },
      { row: 3, column: 'Importo', field: 'amount', code: 'notANumber' },
      { row: 3, column: 'Data', field: 'date', code: 'notADate' },
      { row: 3, column: 'Fase', field: 'stage', code: 'unknownStage' },
      { row: 4, column: 'Progetto', field: 'projectName', code: 'required' },
    ]);
    expect(r.badRows).toEqual([3, 4]);
    expect(r.holdings).toEqual([
      expect.objectContaining({ row: 2, projectName: 'Alfa', amount: 1000, date: '2025-03-15', stage: 'growth', irr: 0.12 }),
    ]);
    const skipped = validateRows({ headers, rows }, mapping, 'comma', new Set([3, 4]));
    expect([skipped.errors.length, skipped.holdings.length]).toEqual([0, 1]);
  });
  it('reports a required field without a column on the header row', () => {
    const r = validateRows({ headers: ['Name'], rows: [] }, { projectName: 'Name' }, 'point');
    expect(r.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [1, 'industryCode', 'unmappedRequired'],
      [1, 'region', 'unmappedRequired'],
      [1, 'amount', 'unmappedRequired'],
      [1, 'date', 'unmappedRequired'],
    ]);
  });
});
