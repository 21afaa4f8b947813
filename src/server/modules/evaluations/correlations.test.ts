import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Issue 29 / ADR 0059: rank correlations between uncertain drivers, saved with the evaluation inputs,
// validated with translated 400s, applied on every run and recorded in the stored version.
// Oracle for "applied": Spearman's ρ computed here from the stored version's samples CSV (the drivers'
// own draws, regenerated from the stored input and seed), against the target within 3/√(n − 1) — three
// standard errors of a rank correlation under independence, the largest it has (for |ρ| > 0 it is smaller).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const assumptions = simplePlan({
  pricePerUnit: { value: 10, dist: { type: 'triangular', min: 7, mode: 10, max: 14 } },
  churnRate: { value: 0.2, dist: { type: 'uniform', min: 0.05, max: 0.4 } },
  fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 30 } },
});
const base = { assumptions, market: { tamEur: 300_000_000 }, revenueModel: 'recurring', complianceAnswers: {} };
const triple = [
  { a: 'pricePerUnit', b: 'churnRate', rho: 0.9 },
  { a: 'pricePerUnit', b: 'fixedCosts', rho: 0.9 },
  { a: 'churnRate', b: 'fixedCosts', rho: -0.9 },
];

async function project(cookie: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { title: 'Correlated', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 },
  });
  return res.json().id as string;
}

const put = (id: string, cookie: string, payload: object, lang = 'en') =>
  t.call({ method: 'PUT', url: `/api/projects/${id}/evaluation-inputs`, cookie, payload, headers: { 'accept-language': lang } });

/** Spearman's ρ: Pearson's correlation of the ranks (continuous draws: no ties). */
function spearman(x: number[], y: number[]): number {
  const rank = (v: number[]) => {
    const r = new Array<number>(v.length);
    Array.from(v.keys())
      .sort((a, b) => v[a]! - v[b]!)
      .forEach((i, k) => (r[i] = k));
    return r;
  };
  const [a, b] = [rank(x), rank(y)];
  const m = (x.length - 1) / 2;
  let sab = 0;
  let saa = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (a[i]! - m) * (b[i]! - m);
    saa += (a[i]! - m) ** 2;
  }
  return sab / saa;
}

/** The columns of the version's samples CSV, by header. */
async function samples(id: string, cookie: string, version: number): Promise<Record<string, number[]>> {
  const res = await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/${version}/samples.csv`, cookie });
  expect(res.statusCode).toBe(200);
  const [head, ...rows] = res.body.trim().split('\n');
  const names = head!.split(',');
  const cols: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const row of rows) row.split(',').forEach((v, i) => cols[names[i]!]!.push(Number(v)));
  return cols;
}

describe('correlations in the evaluation inputs', () => {
  it('are saved with the inputs and read back; an input without them has none', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    const correlations = [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.5 }];
    const saved = await put(id, u.cookie, { ...base, correlations });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().correlations).toEqual(correlations);
    const read = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(read.correlations).toEqual(correlations);
    expect((await put(id, u.cookie, base)).json().correlations).toBeUndefined();
  });

  it.each([
    ['ρ outside [−1, 1]', { a: 'pricePerUnit', b: 'fixedCosts', rho: 1.5 }, 'rho', 'correlation.rho-range', /from -1 to 1/, /tra -1 e 1/],
    [
      'an unknown driver',
      { a: 'pricePerUnit', b: 'nonsense', rho: 0.5 },
      'b',
      'correlation.unknown-driver',
      /not a driver/,
      /non è una variabile/,
    ],
    [
      'a driver without uncertainty',
      { a: 'unitsYear1', b: 'fixedCosts', rho: 0.5 },
      'a',
      'correlation.no-uncertainty',
      /no uncertainty/,
      /non ha incertezza/,
    ],
    ['a pair with itself', { a: 'fixedCosts', b: 'fixedCosts', rho: 0.5 }, 'b', 'correlation.self-pair', /itself/, /sé stessa/],
  ])('refuses %s with a 400 naming the field, in the caller’s language', async (_name, pair, part, code, en, it_) => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    const res = await put(id, u.cookie, { ...base, correlations: [pair] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const field = res.json().details.fields.find((f: { path: string }) => f.path === `correlations.0.${part}`);
    expect(field).toMatchObject({ code });
    expect(field.message).toMatch(en);
    const italian = await put(id, u.cookie, { ...base, correlations: [pair] }, 'it');
    expect(italian.json().details.fields.find((f: { path: string }) => f.path === `correlations.0.${part}`).message).toMatch(it_);
    // nothing saved
    const read = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(read.correlations).toBeUndefined();
  });

  it('refuses a pair given twice (in either order)', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    const res = await put(id, u.cookie, {
      ...base,
      correlations: [
        { a: 'pricePerUnit', b: 'fixedCosts', rho: 0.5 },
        { a: 'fixedCosts', b: 'pricePerUnit', rho: 0.2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'correlations.1.b', code: 'correlation.duplicate-pair', message: expect.stringMatching(/already/) },
    ]);
  });

  it('are applied on the run: the drivers’ draws reach the target rank correlation; the version records what was applied', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    expect((await put(id, u.cookie, { ...base, correlations: [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.7 }] })).statusCode).toBe(200);
    const run = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/evaluations`,
      cookie: u.cookie,
      payload: { iterations: 20_000, seed: 11 },
    });
    expect(run.statusCode).toBe(201);
    const sim = run.json().result.simulation;
    expect(sim.rankCorrelation).toMatchObject({
      drivers: ['pricePerUnit', 'churnRate', 'fixedCosts'],
      pairs: [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.7, used: 0.7 }],
      adjusted: false,
    });
    expect(sim.correlationWarning).toBeUndefined();
    expect(run.json().input.correlations).toEqual([{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.7 }]);
    const cols = await samples(id, u.cookie, 1);
    const n = cols.npv!.length;
    expect(n).toBe(sim.validIterations);
    const tolerance = 3 / Math.sqrt(n - 1);
    expect(Math.abs(spearman(cols.draw_pricePerUnit!, cols.draw_fixedCosts!) - 0.7)).toBeLessThanOrEqual(tolerance);
    // The control the check above can fail against: the same plan without correlations draws independently.
    expect((await put(id, u.cookie, base)).statusCode).toBe(200);
    await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 20_000, seed: 11 } });
    expect((await put(id, u.cookie, { ...base, correlations: [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0 }] })).statusCode).toBe(200);
    await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 20_000, seed: 11 } });
    const zero = await samples(id, u.cookie, 3);
    expect(Math.abs(spearman(zero.draw_pricePerUnit!, zero.draw_fixedCosts!))).toBeLessThanOrEqual(tolerance);
    const v2 = await samples(id, u.cookie, 2);
    expect(v2.draw_pricePerUnit).toBeUndefined(); // a version without correlations: the CSV's columns as before
  });

  it('an inconsistent triple (0.9 / 0.9 / −0.9) runs with the nearest PSD matrix and a warning; the draws follow the matrix used; a re-run reproduces it', async () => {
    const u = await signUp(t);
    const id = await project(u.cookie);
    expect((await put(id, u.cookie, { ...base, correlations: triple })).statusCode).toBe(200);
    const payload = { iterations: 20_000, seed: 5 };
    const first = (await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload })).json();
    const sim = first.result.simulation;
    expect(sim.correlationWarning.code).toBe('nearest-correlation');
    expect(sim.correlationWarning.used).toEqual(sim.rankCorrelation.matrix);
    expect(sim.rankCorrelation.adjusted).toBe(true);
    const m: number[][] = sim.rankCorrelation.matrix;
    // Oracle for "positive semi-definite": the 3×3 determinant and the 2×2 minors, computed here.
    const det =
      m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
      m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
      m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
    expect(det).toBeGreaterThanOrEqual(-1e-9);
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const)
      expect(1 - m[i]![j]! ** 2).toBeGreaterThanOrEqual(0);
    // The inputs asked for are not PSD: 1 + 2·0.9·0.9·(−0.9) − 0.81·3 < 0.
    expect(1 + 2 * 0.9 * 0.9 * -0.9 - 3 * 0.81).toBeLessThan(0);
    const cols = await samples(id, u.cookie, 1);
    const tolerance = 3 / Math.sqrt(cols.npv!.length - 1);
    const pairs: { a: string; b: string; used: number }[] = sim.rankCorrelation.pairs;
    for (const p of pairs) expect(Math.abs(spearman(cols[`draw_${p.a}`]!, cols[`draw_${p.b}`]!) - p.used)).toBeLessThanOrEqual(tolerance);
    const again = (await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload })).json();
    expect(again.result).toEqual(first.result);
  });
});
