import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal-cdf.ts';
import { STRATA_TAYLOR_BOUND, fillJitter, normalStrata, shuffleValues, stratifiedNormal } from './stratified.ts';
import { createStreamState, shuffleInPlace } from './xoshiro.ts';

// Oracles: normalQuantile (Acklam + one Halley step on Φ, ≈ 1e−15, an algorithm independent of both
// the Taylor table and AS 241) and normalCdf (Marsaglia's series / Lentz's continued fraction).
describe('stratifiedNormal: Φ⁻¹((k + U)/n) in stratum order', () => {
  const jitters = [2 ** -33, 1e-6, 0.1, 0.25, 0.5, 0.75, 0.9, 1 - 1e-6, 1 - 2 ** -33];

  for (const n of [4_096, 777, 2]) {
    it(`n = ${n}: within ${STRATA_TAYLOR_BOUND} (+ rounding) of the refined quantile in the Taylor strata, 1e−13 relative in the AS 241 ones`, () => {
      const t = normalStrata(n);
      let worstTaylor = 0;
      for (const u of jitters) {
        const out = new Float64Array(n).fill(u);
        stratifiedNormal(out, n);
        for (let k = 0; k < n; k++) {
          const exact = normalQuantile((k + u) / n);
          const err = Math.abs(out[k]! - exact);
          if (k >= t.lo && k < t.hi) worstTaylor = Math.max(worstTaylor, err);
          else expect(err).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(exact)));
        }
      }
      expect(worstTaylor).toBeLessThanOrEqual(STRATA_TAYLOR_BOUND + 4e-15);
    });
  }

  it('the Taylor strata are most of them at 4,096 strata (the speed), and the table is symmetric', () => {
    const t = normalStrata(4_096);
    expect(t.hi - t.lo).toBeGreaterThan(0.9 * 4_096);
    expect(t.hi).toBe(4_096 - t.lo);
    for (const k of [t.lo, 100, 2_000]) expect(t.z[k]).toBe(-t.z[4_095 - k]!);
  });

  it('every value stays inside its own stratum, even with the jitter at its extremes (Φ of the value, n = 4,096)', () => {
    const n = 4_096;
    for (const u of [2 ** -33, 1 - 2 ** -33, 0.5]) {
      const out = new Float64Array(n).fill(u);
      stratifiedNormal(out, n);
      for (let k = 0; k < n; k++) expect(Math.floor(normalCdf(out[k]!) * n)).toBe(k);
    }
  });
});

describe('fillJitter and shuffleValues', () => {
  it('jitters lie strictly inside (0, 1), one 32-bit output each, mean ½', () => {
    const out = new Float64Array(100_000);
    fillJitter(createStreamState(3, 1), out, out.length);
    let sum = 0;
    let outside = 0;
    for (const u of out) {
      if (!(u > 0 && u < 1)) outside++;
      sum += u;
    }
    expect(outside).toBe(0);
    // mean of 1e5 uniforms: sd √(1/12/1e5) ≈ 9.1e−4; 4 sd
    expect(Math.abs(sum / out.length - 0.5)).toBeLessThan(4 * 9.2e-4);
  });

  it('shuffles values with the same Lemire draws as shuffleInPlace (its nextBelow-tested permutation, same state after)', () => {
    for (const n of [1, 2, 7, 4_096, 65_536]) {
      const a = createStreamState(11, n);
      const b = createStreamState(11, n);
      const perm = Int32Array.from({ length: n }, (_, i) => i);
      shuffleInPlace(a, perm, n);
      const values = Float64Array.from({ length: n }, (_, i) => i * 0.5);
      shuffleValues(b, values, n);
      expect(Array.from(values)).toEqual(Array.from(perm, (i) => i * 0.5));
      expect(b).toEqual(a);
    }
  });
});
