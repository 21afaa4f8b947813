import { describe, expect, it } from 'vitest';
import { simplePlan } from './plan-fixtures.ts';
import { defaultScenarios, evaluateScenarios } from './scenarios.ts';
import { spider, tornado } from './sensitivity.ts';
import { simulatePlan } from './plan-simulation.ts';

const annuity3 = 1 / 1.1 + 1 / 1.21 + 1 / 1.331;
const baseNpv = -600 + 300 * annuity3;

describe('tornado and spider (hand computation on the simple plan: NPV is linear in each driver)', () => {
  it('ranks gross margin (±0.12 → ±120 a year), then units and price (±200 revenue → ±100 a year), by swing 2·Δ·annuity', () => {
    const r = tornado(simplePlan());
    if (!r.ok) throw new Error('invalid');
    const [first, second, third] = r.tornado.bars;
    expect(first!.driver).toBe('grossMargin');
    expect(first!.swing).toBeCloseTo(2 * 120 * annuity3, 9);
    expect([second!.driver, third!.driver]).toEqual(['unitsYear1', 'pricePerUnit']);
    expect(second!.swing).toBeCloseTo(2 * 100 * annuity3, 9);
    expect(r.tornado.base).toBeCloseTo(baseNpv, 9);
    for (let i = 1; i < r.tornado.bars.length; i++) expect(r.tornado.bars[i - 1]!.swing).toBeGreaterThanOrEqual(r.tornado.bars[i]!.swing);
  });

  it('uses explicit low/high, else the distribution’s P10/P90 (normal: mean ± 1.2815516·sd)', () => {
    const r = tornado(
      simplePlan({
        fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 10 } },
        unitsYear1: { value: 100, low: 90, high: 100 },
      }),
    );
    if (!r.ok) throw new Error('invalid');
    const fixed = r.tornado.bars.find((b) => b.driver === 'fixedCosts')!;
    expect(fixed.high - 200).toBeCloseTo(12.815515655446, 9);
    const units = r.tornado.bars.find((b) => b.driver === 'unitsYear1')!;
    expect([units.low, units.high]).toEqual([90, 100]);
  });

  it('spider: the NPV line of price is linear, slope 500·annuity per unit of relative change (hand)', () => {
    const r = spider(simplePlan());
    if (!r.ok) throw new Error('invalid');
    const price = r.lines.find((l) => l.driver === 'pricePerUnit')!;
    for (const p of price.points) expect(p.metric).toBeCloseTo(baseNpv + p.change * 500 * annuity3, 9);
    expect(r.lines.some((l) => l.driver === 'unitsGrowth')).toBe(false); // base 0: no relative scale
  });
});

describe('scenarios', () => {
  it('probability-weighted NPV Σ p·NPV: price 8/10/12 at 25/50/25 % gives the base NPV back (linear, symmetric; hand)', () => {
    const scenarios = [
      { name: 'worst', probability: 0.25, overrides: { pricePerUnit: 8 } },
      { name: 'base', probability: 0.5, overrides: {} },
      { name: 'best', probability: 0.25, overrides: { pricePerUnit: 12 } },
    ];
    const r = evaluateScenarios(simplePlan(), scenarios);
    if (!r.ok) throw new Error('invalid');
    expect(r.analysis.scenarios[0]!.npv).toBeCloseTo(-600 + 200 * annuity3, 9);
    expect(r.analysis.scenarios[0]!.totalRevenue).toBeCloseTo(2_400, 9);
    expect(r.analysis.probabilityWeightedNpv).toBeCloseTo(baseNpv, 9);
  });

  it('default scenarios order NPV worst < base < best and refuse probabilities that do not sum to 1', () => {
    const plan = simplePlan();
    const r = evaluateScenarios(plan, defaultScenarios(plan));
    if (!r.ok) throw new Error('invalid');
    const [worst, base, best] = r.analysis.scenarios;
    expect(worst!.npv).toBeLessThan(base!.npv);
    expect(base!.npv).toBeLessThan(best!.npv);
    expect(evaluateScenarios(plan, [{ name: 'only', probability: 0.9, overrides: {} }]).ok).toBe(false);
  });
});

describe('simulatePlan', () => {
  it('fixed costs ~ N(200, 30): NPV ~ N(146.06, (30·annuity)²) and P(NPV < 0) = Φ(−146.06/74.61) = 0.02513 (closed form), 4 standard errors', () => {
    const n = 40_000;
    const r = simulatePlan(simplePlan({ fixedCosts: { value: 200, dist: { type: 'normal', mean: 200, sd: 30 } } }), {
      iterations: n,
      seed: 3,
    });
    if (!r.ok) throw new Error('invalid');
    const s = r.simulation;
    const sd = 30 * annuity3;
    expect(Math.abs(s.npv.summary!.mean - baseNpv)).toBeLessThan((4 * sd) / Math.sqrt(n));
    expect(Math.abs(s.npv.summary!.std - sd)).toBeLessThan((4 * sd) / Math.sqrt(2 * n));
    const p = 0.025128;
    expect(Math.abs(s.probabilityNpvNegative - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    expect(s.uncertainDrivers).toEqual(['fixedCosts']);
    expect(s.minDscrP10).toBeNull();
    expect(s.minDscr.undefinedShare).toBe(1);
  });

  it('same seed, same distributions; invalid draws are excluded and counted, never clamped', () => {
    const plan = {
      ...simplePlan({ terminalGrowth: { value: 0.02, dist: { type: 'uniform', min: 0, max: 0.2 } } }),
      terminalValue: 'perpetuity-growth' as const,
    };
    const a = simulatePlan(plan, { iterations: 5_000, seed: 9 });
    const b = simulatePlan(plan, { iterations: 5_000, seed: 9 });
    if (!a.ok || !b.ok) throw new Error('invalid');
    expect(a.simulation.npv.summary!.mean).toBe(b.simulation.npv.summary!.mean);
    // P(growth ≥ 0.1) = 0.5 for U(0, 0.2): about half the draws are invalid (4 standard errors)
    expect(Math.abs(a.simulation.invalidIterations / 5_000 - 0.5)).toBeLessThan(4 * Math.sqrt(0.25 / 5_000));
  });
});
