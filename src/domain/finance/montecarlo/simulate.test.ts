import { describe, expect, it } from 'vitest';
import { normalQuantile } from '../random/normal-cdf.ts';
import { mergeStats, simulateNpv } from './merge-stats.ts';
import type { NpvFlow, NpvModel } from './npv-model.ts';
import { validateNpvModel } from './npv-model.ts';
import { NPV_BLOCK_SIZE, npvBlockCount, simulateNpvChunk } from './simulate-npv.ts';

const n = 400_000;
const normal = (mean: number, sd: number): NpvFlow['dist'] => ({ type: 'normal', mean, sd });
const outlay: NpvFlow = { t: 0, dist: { type: 'constant', value: -1_000 } };

/** |estimate − truth| within 4 standard errors. */
function within4se(estimate: number, truth: number, se: number): void {
  expect(Math.abs(estimate - truth)).toBeLessThanOrEqual(4 * se);
}

describe('simulateNpv against closed-form distributions (4 standard errors)', () => {
  it('sum of independent discounted normals: NPV ~ N(Σw·m, Σw²·s²) — mean, std and percentiles', () => {
    const model: NpvModel = { rate: 0.1, flows: [outlay, { t: 1, dist: normal(500, 50) }, { t: 2, dist: normal(700, 80) }] };
    const mean = -1_000 + 500 / 1.1 + 700 / 1.21;
    const sd = Math.sqrt((50 / 1.1) ** 2 + (80 / 1.21) ** 2);
    const r = simulateNpv(model, { iterations: n, seed: 1 });
    within4se(r.mean, mean, sd / Math.sqrt(n));
    within4se(r.std, sd, sd / Math.sqrt(2 * n));
    expect(r.standardError).toBeCloseTo(r.std / Math.sqrt(n), 12);
    // SE of the p-quantile: √(p(1−p))/(f(q)·√n), f the normal density at q
    for (const [key, p] of [
      ['p5', 0.05],
      ['p50', 0.5],
      ['p87_5', 0.875],
    ] as const) {
      const z = normalQuantile(p);
      const density = Math.exp(-0.5 * z * z) / (sd * Math.sqrt(2 * Math.PI));
      within4se(r.percentiles[key], mean + sd * z, Math.sqrt(p * (1 - p)) / (density * Math.sqrt(n)));
    }
    expect(r.samples).toBeInstanceOf(Float64Array);
    expect(r.samples.length).toBe(n);
    expect(r.histogram.counts.reduce((a, b) => a + b, 0)).toBe(n);
    expect(r.histogram.binEdges.length).toBe(r.histogram.counts.length + 1);
  });

  it('correlated normals (equicorrelated ρ = 0.6): Var = Σσ² + 2ρΣσᵢσⱼ (closed form), and P(NPV > 0) = Φ(μ/σ)', () => {
    const flows = [normal(10, 30), normal(0, 40), normal(-5, 50)].map((dist, t) => ({ t, dist }));
    const model: NpvModel = { rate: 0, flows, correlation: { type: 'equicorrelated', rho: 0.6 } };
    const sd = Math.sqrt(30 ** 2 + 40 ** 2 + 50 ** 2 + 2 * 0.6 * (30 * 40 + 30 * 50 + 40 * 50));
    const r = simulateNpv(model, { iterations: n, seed: 2 });
    within4se(r.mean, 5, sd / Math.sqrt(n));
    within4se(r.std, sd, sd / Math.sqrt(2 * n));
    const pPositive = 1 - cdf(-5 / sd);
    within4se(r.probabilityPositive, pPositive, Math.sqrt((pPositive * (1 - pPositive)) / n));
  });

  it('pitfall: ρ = 1 breaking a plain Cholesky — a rank-one matrix is accepted and gives sd = Σσ (closed form)', () => {
    const flows = [normal(0, 1), normal(0, 2), normal(0, 3)].map((dist, t) => ({ t, dist }));
    const ones = [
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ];
    for (const correlation of [{ type: 'equicorrelated', rho: 1 } as const, { type: 'matrix', matrix: ones } as const]) {
      const r = simulateNpv({ rate: 0, flows, correlation }, { iterations: 100_000, seed: 3 });
      within4se(r.std, 6, 6 / Math.sqrt(2 * 100_000));
    }
  });

  it('refuses a correlation matrix that is not positive semi-definite, with the reason, as a value and as a throw', () => {
    const flows = [normal(0, 1), normal(0, 1), normal(0, 1)].map((dist, t) => ({ t, dist }));
    const matrix = [
      [1, 0.9, -0.9],
      [0.9, 1, 0.9],
      [-0.9, 0.9, 1],
    ];
    const model: NpvModel = { rate: 0, flows, correlation: { type: 'matrix', matrix } };
    expect(validateNpvModel(model)).toEqual({ ok: false, reason: 'correlation: correlation matrix is not positive semi-definite' });
    expect(() => simulateNpv(model, { iterations: 10, seed: 1 })).toThrow(/positive semi-definite/);
    expect(validateNpvModel({ ...model, correlation: { type: 'equicorrelated', rho: -0.6 } }).ok).toBe(false);
  });

  it('triangular: mean (a+b+c)/3 and variance (a²+b²+c²−ab−ac−bc)/18 (closed form)', () => {
    const [a, c, b] = [50, 100, 170];
    const r = simulateNpv(
      { rate: 0, flows: [{ t: 1, dist: { type: 'triangular', min: a, mode: c, max: b } }] },
      { iterations: n, seed: 4 },
    );
    const sd = Math.sqrt((a * a + b * b + c * c - a * b - a * c - b * c) / 18);
    within4se(r.mean, (a + b + c) / 3, sd / Math.sqrt(n));
    within4se(r.std, sd, (sd / Math.sqrt(2 * n)) * 1.2);
    expect(r.min).toBeGreaterThanOrEqual(a);
    expect(r.max).toBeLessThanOrEqual(b);
  });

  it('lognormal: mean e^(μ+σ²/2) and median e^μ (closed form)', () => {
    const [mu, sigma] = [Math.log(100), 0.25];
    const r = simulateNpv({ rate: 0, flows: [{ t: 0, dist: { type: 'lognormal', mu, sigma } }] }, { iterations: n, seed: 5 });
    const sd = Math.sqrt((Math.exp(sigma ** 2) - 1) * Math.exp(2 * mu + sigma ** 2));
    within4se(r.mean, Math.exp(mu + sigma ** 2 / 2), sd / Math.sqrt(n));
    // median SE = √(1/4)/(f(e^μ)·√n), f(e^μ) = 1/(e^μ·σ·√(2π))
    within4se(r.percentiles.p50, Math.exp(mu), (0.5 * Math.exp(mu) * sigma * Math.sqrt(2 * Math.PI)) / Math.sqrt(n));
  });

  it('PERT: mean (a + 4m + b)/6, variance (μ − a)(b − μ)/7 (closed form); uniform: mean (a+b)/2, variance (b−a)²/12', () => {
    const pert = simulateNpv(
      { rate: 0, flows: [{ t: 0, dist: { type: 'pert', min: 10, mode: 20, max: 60 } }] },
      { iterations: n, seed: 6 },
    );
    const mu = (10 + 80 + 60) / 6;
    within4se(pert.mean, mu, Math.sqrt(((mu - 10) * (60 - mu)) / 7 / n));
    const uni = simulateNpv({ rate: 0, flows: [{ t: 0, dist: { type: 'uniform', min: -3, max: 9 } }] }, { iterations: n, seed: 7 });
    within4se(uni.mean, 3, Math.sqrt(144 / 12 / n));
    within4se(uni.std, Math.sqrt(12), Math.sqrt(12) / Math.sqrt(n));
  });

  it('Latin Hypercube: a linear model’s mean lands far inside the plain standard error (variance reduction)', () => {
    const model: NpvModel = {
      rate: 0.05,
      flows: [outlay, { t: 1, dist: normal(600, 100) }, { t: 2, dist: { type: 'triangular', min: 300, mode: 500, max: 900 } }],
    };
    const truth = -1_000 + 600 / 1.05 + 1_700 / 3 / 1.05 ** 2;
    const r = simulateNpv(model, { iterations: 200_000, seed: 8, sampling: 'lhs' });
    expect(Math.abs(r.mean - truth)).toBeLessThan(0.1 * r.standardError);
  });
});

/** Φ(x) = ½(1 + erf(x/√2)) (closed form). */
function cdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/** erf by its Maclaurin series (closed form), enough terms for |x| < 3. */
function erf(x: number): number {
  let sum = 0;
  let term = x;
  for (let k = 0; k < 200; k++) {
    sum += term / (2 * k + 1);
    term *= (-x * x) / (k + 1);
  }
  return (2 / Math.sqrt(Math.PI)) * sum;
}

describe('determinism, chunks and streaming', () => {
  const model: NpvModel = {
    rate: 0.08,
    flows: [
      outlay,
      { t: 1, dist: normal(400, 60) },
      { t: 2, dist: { type: 'lognormal', mu: 6, sigma: 0.3 } },
      { t: 3, dist: { type: 'pert', min: 100, mode: 300, max: 350 } },
    ],
  };

  it('same seed, same samples; another seed, other samples', () => {
    const a = simulateNpv(model, { iterations: 70_000, seed: 42 });
    const b = simulateNpv(model, { iterations: 70_000, seed: 42 });
    const c = simulateNpv(model, { iterations: 70_000, seed: 43 });
    expect(Array.from(a.samples)).toEqual(Array.from(b.samples));
    expect(a.samples[0]).not.toBe(c.samples[0]);
  });

  it('chunks computed apart and merged equal one single-thread run, bit for bit', () => {
    const options = { iterations: 3 * NPV_BLOCK_SIZE + 1_234, seed: 9 };
    expect(npvBlockCount(options.iterations)).toBe(4);
    const whole = simulateNpv(model, options);
    const parts = [
      simulateNpvChunk(model, options, { firstBlock: 3, blockCount: 1 }),
      simulateNpvChunk(model, options, { firstBlock: 0, blockCount: 2 }),
      simulateNpvChunk(model, options, { firstBlock: 2, blockCount: 1 }),
    ];
    const merged = mergeStats(parts);
    expect(Array.from(merged.samples)).toEqual(Array.from(whole.samples));
    expect(merged.mean).toBe(whole.mean);
    expect(merged.std).toBe(whole.std);
    expect(merged.percentiles).toEqual(whole.percentiles);
    expect(() => mergeStats(parts.slice(1))).toThrow(RangeError);
  });

  it('streamed statistics keep no samples and stay within the sketch’s 1e-4 relative error of the exact ones', () => {
    const exact = simulateNpv(model, { iterations: 150_000, seed: 10 });
    const streamed = simulateNpv(model, { iterations: 150_000, seed: 10, streaming: true });
    expect(streamed.streamed).toBe(true);
    expect(streamed.samples.length).toBe(0);
    expect(streamed.mean).toBe(exact.mean);
    for (const key of Object.keys(exact.percentiles) as (keyof typeof exact.percentiles)[]) {
      expect(Math.abs(streamed.percentiles[key] - exact.percentiles[key])).toBeLessThanOrEqual(
        1e-4 * Math.abs(exact.percentiles[key]) + 1e-9,
      );
    }
    expect(streamed.histogram.counts.reduce((a, b) => a + b, 0)).toBe(150_000);
  });

  it('streams by default above 10 million iterations', () => {
    const r = simulateNpv({ rate: 0, flows: [{ t: 0, dist: { type: 'constant', value: 5 } }] }, { iterations: 10_000_001, seed: 1 });
    expect(r.streamed).toBe(true);
    expect(r.samples.length).toBe(0);
    expect(r.percentiles.p50).toBeCloseTo(5, 3);
  });

  it('refuses bad options and models as programmer errors (RangeError) and as values from validateNpvModel', () => {
    expect(() => simulateNpv(model, { iterations: 0, seed: 1 })).toThrow(RangeError);
    expect(() => simulateNpv(model, { iterations: 10, seed: -1 })).toThrow(RangeError);
    expect(validateNpvModel({ rate: 0.1, flows: [{ t: -1, dist: normal(0, 1) }] }).ok).toBe(false);
    expect(validateNpvModel({ rate: 0.1, flows: [{ t: 1, dist: normal(0, -1) }] }).ok).toBe(false);
  });
});
