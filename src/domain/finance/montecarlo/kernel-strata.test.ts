import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from '../random/normal-cdf.ts';
import { createStreamState, nextUint32 } from '../random/xoshiro.ts';
import { kernelAllowance, kernelStrata, remainder3, remainder5 } from './kernel-strata.ts';
import { kernelNormalStrata } from './npv-kernel.ts';

// The NPV kernel's normal strata (ADR 0066, "Latin Hypercube's strata"): AS 241 in the tails, the
// degree-5 Taylor expansion of Φ⁻¹ about each midpoint further in, degree 3 in the centre.
// Oracles: normalQuantile (Acklam with one Halley step on Φ, ≈ 1e−15: an algorithm independent of
// the expansion and of AS 241) and normalCdf (Marsaglia's series / Lentz's continued fraction).

/** U = (x + ½)/2^32, the kernel's jitter from a 32-bit word. */
const jitter = (x: number) => (x + 0.5) * 2 ** -32;

function words(n: number, fill: (k: number) => number): Uint32Array {
  return Uint32Array.from({ length: n }, (_, k) => fill(k) >>> 0);
}

describe('the kernel’s normal strata', () => {
  const extremes = [0, 1, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff];
  for (const n of [4_096, 904, 777, 3, 2]) {
    it(`n = ${n}: within a quarter of the jitter's step (+ rounding) of the refined quantile where expanded, 1e−13 relative by AS 241`, () => {
      const { table, lo5, lo3 } = kernelStrata(n);
      const rng = createStreamState(5, n);
      const fills: ((k: number) => number)[] = [...extremes.map((x) => () => x), () => nextUint32(rng)];
      for (const fill of fills) {
        const w = words(n, fill);
        const out = kernelNormalStrata(n, w);
        const inv = 1 / n;
        for (let k = 0; k < n; k++) {
          // p as the kernel forms it, (k + U)·(1/n): near p = 1 a last-bit difference in p moves Φ⁻¹ by 1e−7
          const exact = normalQuantile((k + jitter(w[k]!)) * inv);
          const err = Math.abs(out[k]! - exact);
          const expanded = k >= lo5 && k < n - lo5;
          if (expanded) expect(err).toBeLessThanOrEqual(kernelAllowance(table, k) + 4e-15 * Math.max(1, Math.abs(exact)));
          else expect(err).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(exact)));
        }
      }
      expect(lo3).toBeGreaterThanOrEqual(lo5);
    });
  }

  it('every value stays inside its own stratum with the jitter at its extremes (Φ of the value, n = 4,096 and 777)', () => {
    for (const n of [4_096, 777]) {
      for (const x of extremes) {
        const out = kernelNormalStrata(
          n,
          words(n, () => x),
        );
        for (let k = 0; k < n; k++) expect(Math.floor(normalCdf(out[k]!) * n)).toBe(k);
      }
    }
  });

  it('the regions: each expansion kept only where its remainder is under the allowance; at 4,096 strata over 70 % are degree 3, about 2 % AS 241', () => {
    const n = 4_096;
    const { table, lo5, lo3 } = kernelStrata(n);
    // the boundaries are where the criterion turns: just inside passes, just outside fails
    expect(remainder5(table, lo5 - 1)).toBeLessThanOrEqual(kernelAllowance(table, lo5));
    expect(remainder5(table, lo5 - 2)).toBeGreaterThan(kernelAllowance(table, lo5 - 1));
    expect(remainder3(table, lo3 - 1)).toBeLessThanOrEqual(kernelAllowance(table, lo3));
    expect(remainder3(table, lo3 - 2)).toBeGreaterThan(kernelAllowance(table, lo3 - 1));
    expect((n - 2 * lo3) / n).toBeGreaterThan(0.7);
    expect((2 * lo5) / n).toBeLessThan(0.025);
    // in absolute terms: under 6e−13 in every expanded stratum (AS 241's own accuracy is about 1e−16 relative)
    for (let k = lo5; k < n - lo5; k++) expect(kernelAllowance(table, k)).toBeLessThan(6e-13);
  });
});
