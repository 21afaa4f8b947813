import { describe, expect, it } from 'vitest';
import { evaluatePlan, normalCdf, normalQuantile } from '../finance/index.ts';
import { simplePlan } from '../finance/plan-fixtures.ts';
import {
  holdingWeight,
  projectSeed,
  simulateMcChunk,
  simulateProjectNpv,
  summarizeMc,
  type McDraws,
  type McHolding,
} from './monte-carlo.ts';

// Oracle: with no tax, no debt and no terminal value, a plan's NPV is a constant minus its initial
// investment (paid at t = 0). Drawing only the initial investment from N(μ, σ) makes each project's NPV
// normal with sd σ, and a weighted sum of independent normals has mean Σ wᵢ·NPVᵢ(μ) and variance Σ wᵢ²σᵢ²
// (closed form; the point NPV from evaluatePlan, the engine's deterministic path).
const normalPlan = (mu: number, sd: number) => simplePlan({ initialInvestment: { value: mu, dist: { type: 'normal', mean: mu, sd } } });
const npvAt = (mu: number) => {
  const e = evaluatePlan(simplePlan({ initialInvestment: { value: mu } }));
  if (!e.ok) throw new Error('plan');
  return e.plan.metrics.npv;
};
const SPEC = [
  { mu: 600, sd: 40, w: 0.5 },
  { mu: 800, sd: 100, w: 1 },
  { mu: 500, sd: 20, w: 0.25 },
  { mu: 1_000, sd: 150, w: 0.8 },
  { mu: 700, sd: 60, w: 0.1 },
];
const holdings: McHolding[] = SPEC.map((s, i) => ({
  holdingId: `h${i}`,
  projectId: `00000000-0000-4000-8000-00000000000${i}`,
  name: `P${i}`,
  weight: s.w,
  assumptions: normalPlan(s.mu, s.sd),
}));
const N = 16_384;

function run(items: McHolding[], seed: number, chunkSize: number) {
  const draws: McDraws[] = [];
  for (let i = 0; i < items.length; i += chunkSize) draws.push(...simulateMcChunk(items.slice(i, i + chunkSize), seed, N));
  const byId = new Map(items.map((h) => [h.projectId, h]));
  return summarizeMc(draws.map((d) => ({ holding: byId.get(d.projectId)!, npv: d.ok ? d.npv : new Float64Array() })));
}

describe('portfolio Monte Carlo', () => {
  const s = run(holdings, 42, 5);
  const mean = SPEC.reduce((a, x) => a + x.w * npvAt(x.mu), 0);
  const variance = SPEC.reduce((a, x) => a + x.w ** 2 * x.sd ** 2, 0);
  const sd = Math.sqrt(variance);

  it('the NPV falls one for one with the initial investment (the oracle holds)', () => {
    expect(npvAt(601) - npvAt(600)).toBeCloseTo(-1, 9);
  });

  it('mean and variance of a sum of independent normals (within 4 standard errors)', () => {
    expect(Math.abs(s.mean - mean)).toBeLessThan((4 * sd) / Math.sqrt(N));
    // The sample variance's relative standard error is √(2/(n−1)) ≈ 1.1 % at n = 16,384: 4.5 % is 4 of them.
    expect(Math.abs(s.sd ** 2 / variance - 1)).toBeLessThan(0.045);
  });

  it('percentiles, probability of loss and expected shortfall match the normal closed forms', () => {
    for (const [p, got] of [
      [0.05, s.p5],
      [0.1, s.p10],
      [0.5, s.p50],
      [0.9, s.p90],
      [0.95, s.p95],
    ] as const)
      expect(Math.abs(got - (mean + sd * normalQuantile(p)))).toBeLessThan(0.06 * sd);
    // ES₉₅ of a normal: μ − σ·φ(z₀.₀₅)/0.05 = μ − 2.0627σ.
    expect(Math.abs(s.expectedShortfall5 - (mean - 2.0627 * sd))).toBeLessThan(0.08 * sd);
    const shifted = run(
      holdings.map((h) => ({ ...h, weight: 1 })),
      42,
      5,
    );
    const mShift = SPEC.reduce((a, x) => a + npvAt(x.mu), 0);
    const sShift = Math.sqrt(SPEC.reduce((a, x) => a + x.sd ** 2, 0));
    expect(Math.abs(shifted.probabilityOfLoss - normalCdf(-mShift / sShift))).toBeLessThan(0.02);
  });

  it('contributions: means add up to the portfolio mean, variance shares to 1 and to wᵢ²σᵢ²/Σ', () => {
    const sumMeans = s.contributions.reduce((a, c) => a + c.mean, 0);
    expect(sumMeans).toBeCloseTo(s.mean, 6);
    expect(s.contributions.reduce((a, c) => a + c.varianceShare!, 0)).toBeCloseTo(1, 9);
    for (const c of s.contributions) {
      const x = SPEC[Number(c.holdingId.slice(1))]!;
      expect(Math.abs(c.varianceShare! - (x.w ** 2 * x.sd ** 2) / variance)).toBeLessThan(0.03);
      expect(Math.abs(c.sd / (x.w * x.sd) - 1)).toBeLessThan(0.045);
    }
    expect(s.histogram.counts.reduce((a, b) => a + b, 0)).toBe(N);
  });

  it('is the same bit for bit whatever the holdings order and the chunking (threads)', () => {
    const reversed = run([...holdings].reverse(), 42, 2);
    const oneByOne = run([...holdings.slice(3), ...holdings.slice(0, 3)], 42, 1);
    expect(reversed).toEqual(s);
    expect(oneByOne).toEqual(s);
    expect(run(holdings, 43, 5).mean).not.toBe(s.mean);
  });

  it('projects draw from independent streams (sample correlation within 4/√n of 0)', () => {
    const a = simulateProjectNpv(holdings[0]!.assumptions, holdings[0]!.projectId, 42, N);
    const b = simulateProjectNpv(holdings[0]!.assumptions, holdings[1]!.projectId, 42, N);
    if (!a.ok || !b.ok) throw new Error('draws');
    const m = (v: Float64Array) => v.reduce((x, y) => x + y, 0) / v.length;
    const [ma, mb] = [m(a.npv), m(b.npv)];
    let cov = 0;
    let va = 0;
    let vb = 0;
    for (let i = 0; i < N; i++) {
      cov += (a.npv[i]! - ma) * (b.npv[i]! - mb);
      va += (a.npv[i]! - ma) ** 2;
      vb += (b.npv[i]! - mb) ** 2;
    }
    expect(Math.abs(cov / Math.sqrt(va * vb))).toBeLessThan(4 / Math.sqrt(N));
    expect(projectSeed(42, 'x')).not.toBe(projectSeed(42, 'y'));
    expect(Number.isSafeInteger(projectSeed(2 ** 40, 'x'))).toBe(true);
  });

  it('weights and the projects left out', () => {
    expect(holdingWeight(250_000, 1_000_000)).toEqual({ ok: true, weight: 0.25 });
    expect(holdingWeight(2_000_000, 1_000_000)).toEqual({ ok: true, weight: 1 });
    expect(holdingWeight(0, 1_000_000)).toEqual({ ok: false, reason: 'no-amount' });
    expect(holdingWeight(10, 0)).toEqual({ ok: false, reason: 'no-outlay' });
    const broken = simplePlan({ taxRate: { value: 2 } });
    expect(simulateProjectNpv(broken, 'p', 1, 100)).toEqual({ projectId: 'p', ok: false, reason: 'invalid-inputs' });
    // Every draw of the discount rate below the terminal growth breaks the Gordon rule: no valid draw at all.
    const never = {
      ...simplePlan({ discountRate: { value: 0.1, dist: { type: 'uniform', min: 0.01, max: 0.02 } }, terminalGrowth: { value: 0.03 } }),
      terminalValue: 'perpetuity-growth' as const,
    };
    expect(simulateProjectNpv(never, 'p', 1, 100)).toEqual({ projectId: 'p', ok: false, reason: 'invalid-draws' });
  });
});
