import { describe, expect, it } from 'vitest';
import { simulatePlan } from './index.ts';
import { simplePlan } from './plan-fixtures.ts';

const uncertain = simplePlan({
  unitsYear1: { value: 100, dist: { type: 'triangular', min: 60, mode: 100, max: 130 } },
  pricePerUnit: { value: 10, dist: { type: 'normal', mean: 10, sd: 2 } },
});

describe('simulatePlan keepSamples', () => {
  it('returns the valid iterations whose own statistics are the reported ones, without changing them', () => {
    const plain = simulatePlan(uncertain, { iterations: 20_000, seed: 7 });
    const kept = simulatePlan(uncertain, { iterations: 20_000, seed: 7, keepSamples: true });
    if (!plain.ok || !kept.ok) throw new Error('simulation refused');
    const s = kept.simulation.samples!;
    expect(plain.simulation.samples).toBeUndefined();
    expect(kept.simulation.npv).toEqual(plain.simulation.npv);
    expect(s.npv.length).toBe(kept.simulation.validIterations);
    // Oracle: the arithmetic mean and the share of negatives recomputed from the samples themselves
    // (tolerance 1e-9 relative: summation order differs).
    const mean = s.npv.reduce((a, b) => a + b, 0) / s.npv.length;
    expect(Math.abs(mean - kept.simulation.npv.summary!.mean)).toBeLessThan(1e-9 * Math.abs(mean) + 1e-9);
    expect(s.npv.filter((v) => v < 0).length / s.npv.length).toBeCloseTo(kept.simulation.probabilityNpvNegative, 12);
    expect(Array.from(s.iteration).every((it, k) => k === 0 || it > s.iteration[k - 1]!)).toBe(true);
  });
});
