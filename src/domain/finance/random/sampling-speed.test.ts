import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile } from './normal-cdf.ts';
import { ppnd16 } from './ppnd16.ts';
import { createStreamState, nextBelow, shuffleInPlace } from './xoshiro.ts';

// Oracle: normalQuantile (Acklam + one Halley step on Φ, ≈ 1e−15) and Φ itself; AS 241 claims ≈ 1e−16.
describe('ppnd16 (AS 241)', () => {
  it('agrees with the refined quantile to 1e−13 (relative) in all three regions, and Φ(ppnd16(p)) = p', () => {
    for (const p of [1e-300, 1e-20, 1e-12, 1e-6, 0.001, 0.02, 0.075, 0.0751, 0.3, 0.5, 0.7, 0.9249, 0.98, 0.999, 1 - 1e-9]) {
      const z = ppnd16(p);
      expect(Math.abs(z - normalQuantile(p))).toBeLessThanOrEqual(1e-13 * Math.max(1, Math.abs(z)));
      if (p > 1e-12 && p < 1 - 1e-12) expect(Math.abs(normalCdf(z) - p)).toBeLessThanOrEqual(1e-13 * Math.min(p, 1 - p) + 1e-16);
    }
    expect(ppnd16(0.975)).toBeCloseTo(1.959963984540054, 14);
    expect(ppnd16(0.5)).toBe(0);
  });
});

describe('shuffleInPlace', () => {
  it('draws exactly what the nextBelow loop draws (same permutation, same state after)', () => {
    for (const n of [1, 2, 7, 4_096, 65_536]) {
      const a = createStreamState(9, n);
      const b = createStreamState(9, n);
      const pa = Int32Array.from({ length: n }, (_, i) => i);
      const pb = Int32Array.from(pa);
      for (let i = n - 1; i > 0; i--) {
        const r = nextBelow(a, i + 1);
        const tmp = pa[i]!;
        pa[i] = pa[r]!;
        pa[r] = tmp;
      }
      shuffleInPlace(b, pb, n);
      expect(pb).toEqual(pa);
      expect(b).toEqual(a);
    }
  });
});
