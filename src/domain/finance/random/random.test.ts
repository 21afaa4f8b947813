import { describe, expect, it } from 'vitest';
import { fastExp } from './fast-exp.ts';
import { normalCdf, normalQuantile } from './normal-cdf.ts';
import { createStreamState, fillUniform, nextBelow, nextDouble, nextUint32 } from './xoshiro.ts';
import { fillStandardNormal } from './ziggurat.ts';

describe('xoshiro128**', () => {
  it('reference vector: state [1, 2, 3, 4] gives 11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849 (Vigna’s C code, transcribed to Python), exact', () => {
    const s = new Uint32Array([1, 2, 3, 4]);
    const out = Array.from({ length: 8 }, () => nextUint32(s));
    expect(out).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849]);
  });

  it('fillUniform makes the same draws as nextDouble (definition), exact', () => {
    const a = createStreamState(9, 3);
    const b = createStreamState(9, 3);
    const buf = new Float64Array(100);
    fillUniform(a, buf, 100);
    for (let i = 0; i < 100; i++) expect(buf[i]).toBe(nextDouble(b));
  });

  it('same seed and stream, same state; another stream or seed, another state', () => {
    expect(Array.from(createStreamState(5, 1))).toEqual(Array.from(createStreamState(5, 1)));
    expect(Array.from(createStreamState(5, 1))).not.toEqual(Array.from(createStreamState(5, 2)));
    expect(Array.from(createStreamState(5, 1))).not.toEqual(Array.from(createStreamState(6, 1)));
    expect(() => createStreamState(-1, 0)).toThrow(RangeError);
  });

  it('uniform mean 1/2 and variance 1/12 within 4 standard errors (closed form)', () => {
    const n = 1_000_000;
    const buf = new Float64Array(n);
    fillUniform(createStreamState(1, 0), buf, n);
    let sum = 0;
    let sq = 0;
    for (const u of buf) {
      sum += u;
      sq += (u - 0.5) ** 2;
    }
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
    // Var((U − ½)²) = 1/80 − 1/144
    expect(Math.abs(sq / n - 1 / 12)).toBeLessThan(4 * Math.sqrt((1 / 80 - 1 / 144) / n));
  });

  it('nextBelow is uniform over [0, bound): chi-square over 10 cells below the 0.999 quantile 27.88', () => {
    const s = createStreamState(2, 0);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[nextBelow(s, 10)]! += 1;
    const chi2 = counts.reduce((acc, c) => acc + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(27.88);
  });
});

describe('ziggurat normals', () => {
  const n = 2_000_000;
  const z = new Float64Array(n);
  fillStandardNormal(createStreamState(11, 0), z, n);

  it('moments of N(0, 1): mean 0, variance 1, kurtosis 3, within 4 standard errors (closed form)', () => {
    let m1 = 0;
    let m2 = 0;
    let m4 = 0;
    for (const x of z) {
      m1 += x;
      m2 += x * x;
      m4 += x ** 4;
    }
    expect(Math.abs(m1 / n)).toBeLessThan(4 / Math.sqrt(n));
    expect(Math.abs(m2 / n - 1)).toBeLessThan(4 * Math.sqrt(2 / n));
    expect(Math.abs(m4 / n - 3)).toBeLessThan(4 * Math.sqrt(96 / n));
  });

  it('Kolmogorov–Smirnov distance to Φ below 1.95/√n (the 0.001 critical value)', () => {
    const sorted = Float64Array.from(z).sort();
    let d = 0;
    for (let i = 0; i < n; i += 97) {
      const f = normalCdf(sorted[i]!);
      d = Math.max(d, Math.abs(f - i / n), Math.abs(f - (i + 1) / n));
    }
    expect(d).toBeLessThan(1.95 / Math.sqrt(n));
  });

  it('the tail beyond R = 3.6541528853610088 has probability 2Φ(−R) = 2.5803e-4 (erfc), within 4 standard errors', () => {
    let tail = 0;
    for (const x of z) if (Math.abs(x) > 3.6541528853610088) tail++;
    const p = 2.5803248765388087e-4;
    expect(Math.abs(tail - n * p)).toBeLessThan(4 * Math.sqrt(n * p));
  });
});

describe('normalCdf and normalQuantile', () => {
  it('Φ against 0.5·erfc(−x/√2) from Python’s math.erfc (x ≤ −5: φ(x)·Mills ratio in 50-digit decimal arithmetic, where libm’s erfc loses bits in the far tail), relative 1e-13', () => {
    const cases: [number, number][] = [
      [-37.5, 4.605353009581955e-308],
      [-30, 4.906713927148187e-198],
      [-8, 6.220960574271784e-16],
      [-5, 2.866515718791939e-7],
      [-3.5, 2.3262907903552504e-4],
      [-3, 1.3498980316300957e-3],
      [-1.5, 0.06680720126885809],
      [-0.3, 0.3820885778110474],
      [0, 0.5],
      [0.7, 0.758036347776927],
      [2.9, 0.998134186699616],
      [3.1, 0.9990323967867817],
      [6, 0.9999999990134123],
    ];
    for (const [x, p] of cases) expect(Math.abs(normalCdf(x) - p) / p).toBeLessThan(1e-13);
  });

  it('Φ⁻¹ against Python’s statistics.NormalDist.inv_cdf (Wichura AS241), relative 1e-13', () => {
    const cases: [number, number][] = [
      [1e-300, -37.0470962993612],
      [1e-12, -7.034483825301132],
      [0.001, -3.090232306167813],
      [0.02425, -1.9729610513118845],
      [0.05, -1.6448536269514726],
      [0.3, -0.5244005127080407],
      [0.975, 1.9599639845400536],
      [0.999999, 4.753424308817089],
    ];
    for (const [p, x] of cases) expect(Math.abs(normalQuantile(p) - x) / Math.abs(x)).toBeLessThan(1e-13);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1.5)).toBeNaN();
  });
});

describe('fastExp', () => {
  it('agrees with Math.exp within 4 ulps over [−745, 710] (relative 4·2^-52)', () => {
    let worst = 0;
    for (let i = 0; i <= 200_000; i++) {
      const x = -745 + (1_455 * i) / 200_000;
      const e = Math.exp(x);
      if (e < 1e-300 || !Number.isFinite(e)) continue;
      worst = Math.max(worst, Math.abs(fastExp(x) - e) / e);
    }
    expect(worst).toBeLessThanOrEqual(4 * Number.EPSILON);
    expect(fastExp(Number.NaN)).toBeNaN();
    expect(fastExp(1000)).toBe(Number.POSITIVE_INFINITY);
  });
});
