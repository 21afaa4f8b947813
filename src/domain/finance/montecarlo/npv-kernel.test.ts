import { describe, expect, it } from 'vitest';
import { normalCdf } from '../random/normal-cdf.ts';
import { createLaneStates, createStreamState } from '../random/xoshiro.ts';
import type { Distribution } from './distribution.ts';
import { mergeStats, simulateNpv } from './merge-stats.ts';
import { kernelExp, kernelLog } from './npv-kernel.ts';
import type { NpvModel } from './npv-model.ts';
import type { SamplingMethod } from './sampler.ts';
import { npvBlockCount, simulateNpvChunk } from './simulate-npv.ts';

// The SIMD kernel behind simulateNpv for independent normal, lognormal, triangular and uniform flows
// (ADR 0066). Oracles: Math.exp and Math.log (fdlibm, within 1 ulp), the closed-form CDFs, the
// normal tail probability beyond the ziggurat's base layer, and the variance of a sum of independents.

/** The draws of one distribution: a single flow at t = 0, rate 0, so each NPV is one draw. */
function draws(dist: Distribution, iterations: number, seed: number, sampling: SamplingMethod = 'random'): Float64Array {
  return simulateNpv({ rate: 0, flows: [{ t: 0, dist }] }, { iterations, seed, sampling }).samples;
}

/** Kolmogorov–Smirnov statistic of a sample against a continuous CDF. */
function ks(sample: Float64Array, cdf: (x: number) => number): number {
  const sorted = Float64Array.from(sample).sort();
  const n = sorted.length;
  let d = 0;
  for (let i = 0; i < n; i++) {
    const f = cdf(sorted[i]!);
    d = Math.max(d, (i + 1) / n - f, f - i / n);
  }
  return d;
}

const N = 200_000;
const KS_CRITICAL = 1.949 / Math.sqrt(N); // α = 0.001 (asymptotic Kolmogorov distribution)

const triangularCdf = (a: number, c: number, b: number) => (x: number) =>
  x <= a ? 0 : x >= b ? 1 : x <= c ? (x - a) ** 2 / ((b - a) * (c - a)) : 1 - (b - x) ** 2 / ((b - a) * (b - c));

const CASES: [string, Distribution, (x: number) => number][] = [
  ['normal(3, 2)', { type: 'normal', mean: 3, sd: 2 }, (x) => normalCdf((x - 3) / 2)],
  ['lognormal(1, 0.6)', { type: 'lognormal', mu: 1, sigma: 0.6 }, (x) => (x <= 0 ? 0 : normalCdf((Math.log(x) - 1) / 0.6))],
  ['triangular(50, 100, 170)', { type: 'triangular', min: 50, mode: 100, max: 170 }, triangularCdf(50, 100, 170)],
  ['uniform(−3, 9)', { type: 'uniform', min: -3, max: 9 }, (x) => Math.min(1, Math.max(0, (x + 3) / 12))],
];

describe('the kernel’s elementary functions (oracle: Math.exp and Math.log, within 1 ulp)', () => {
  it('e^x within 2 ulps over the whole double range, 0 and ∞ beyond it, NaN kept', () => {
    for (let i = 0; i <= 20_000; i++) {
      const x = -745 + (i * (709.78 + 745)) / 20_000;
      const want = Math.exp(x);
      const got = kernelExp(x);
      if (want >= 2.2250738585072014e-308) expect(Math.abs(got - want) / want).toBeLessThanOrEqual(4.5e-16);
      else expect(Math.abs(got - want)).toBeLessThanOrEqual(2 * 5e-324 + 4.5e-16 * want); // subnormal: the scaling rounds once more
    }
    expect(kernelExp(0)).toBe(1);
    expect(kernelExp(710)).toBe(Infinity);
    expect(kernelExp(-746)).toBe(0);
    expect(kernelExp(Number.NaN)).toBeNaN();
  });

  it('ln x within 2 ulps from 2^−60 to 1, and near 1 where ln x ≈ x − 1', () => {
    for (let i = 0; i <= 20_000; i++) {
      for (const x of [2 ** (-60 * (i / 20_000)), 1 - i * 1e-13, 1 - 2 ** -53 * (i + 1)]) {
        const want = Math.log(x);
        if (want === 0) expect(kernelLog(x)).toBe(0);
        else expect(Math.abs(kernelLog(x) - want) / Math.abs(want)).toBeLessThanOrEqual(4.5e-16);
      }
    }
  });
});

describe('the kernel’s draws against their distributions', () => {
  for (const sampling of ['random', 'lhs'] as const) {
    for (const [name, dist, cdf] of CASES) {
      it(`${sampling}: ${name} — Kolmogorov–Smirnov distance under the 0.1 % critical value`, () => {
        expect(ks(draws(dist, N, 11), cdf)).toBeLessThan(KS_CRITICAL);
      });
    }
  }

  it('normal tails: beyond the ziggurat base layer R = 3.6542 as often as 2·Φ(−R) says (5 standard deviations)', () => {
    const n = 2_000_000;
    const z = draws({ type: 'normal', mean: 0, sd: 1 }, n, 12);
    let beyond = 0;
    for (const x of z) if (Math.abs(x) > 3.6541528853610088) beyond++;
    const p = 2 * normalCdf(-3.6541528853610088);
    expect(Math.abs(beyond - n * p)).toBeLessThanOrEqual(5 * Math.sqrt(n * p * (1 - p)));
  });

  it('neighbouring rows (other lanes, and the same lane a step later) are uncorrelated: lags 1–8 within 4.5/√n', () => {
    const z = draws({ type: 'normal', mean: 0, sd: 1 }, N, 13);
    for (let lag = 1; lag <= 8; lag++) {
      let s = 0;
      for (let i = lag; i < N; i++) s += z[i]! * z[i - lag]!;
      expect(Math.abs(s / (N - lag))).toBeLessThan(4.5 / Math.sqrt(N));
    }
  });

  it('two flows of one model are independent: Var(X + Y) = 2σ² (the same draws would give 4σ²), 4 standard errors', () => {
    const dist: Distribution = { type: 'normal', mean: 0, sd: 10 };
    const r = simulateNpv(
      {
        rate: 0,
        flows: [
          { t: 0, dist },
          { t: 0, dist },
        ],
      },
      { iterations: N, seed: 14 },
    );
    const sd = Math.sqrt(2) * 10;
    expect(Math.abs(r.std - sd)).toBeLessThanOrEqual((4 * sd) / Math.sqrt(2 * N));
  });
});

describe('Latin Hypercube with several flows (the kernel shuffles two flows at a time, an odd one alone)', () => {
  it('three uniform(0, 1) flows: every 4,096-row replicate’s mean exact to stratified precision, and pairings independent (Var = 3/12)', () => {
    // oracle: a stratified uniform's replicate mean has sd 1/(n·√(12n)) (1.1e−6 at n = 4,096), so the
    // sum of three has sd √3 times that; a lost or doubled stratum moves it by ~1/(3n) = 8e−5. With
    // independent random pairings the flows are uncorrelated: Var(sum) = 3·(1/12); a pair sharing one
    // permutation would give (4 + 1)/12.
    const flow = { t: 0, dist: { type: 'uniform', min: 0, max: 1 } as const };
    const n = 4_096;
    const r = simulateNpv({ rate: 0, flows: [flow, flow, flow] }, { iterations: 32 * n, seed: 17, sampling: 'lhs' });
    const sdMean = Math.sqrt(3) / (n * Math.sqrt(12 * n));
    for (let start = 0; start < 32 * n; start += n) {
      let sum = 0;
      for (const x of r.samples.subarray(start, start + n)) sum += x;
      expect(Math.abs(sum / n - 1.5)).toBeLessThan(6 * sdMean);
    }
    // variance over 131,072 rows: its standard error ≈ Var·√(2/N) for a near-normal sum (0.4 %); 5 of them
    expect(Math.abs(r.std ** 2 - 0.25)).toBeLessThan(5 * 0.25 * Math.sqrt(2 / (32 * n)));
  });
});

describe('the kernel keeps the engine’s guarantees', () => {
  const model: NpvModel = {
    rate: 0.08,
    flows: [
      { t: 0, dist: { type: 'constant', value: -1_000 } },
      { t: 1, dist: { type: 'normal', mean: 400, sd: 60 } },
      { t: 2, dist: { type: 'lognormal', mu: 6, sigma: 0.3 } },
      { t: 3, dist: { type: 'triangular', min: 100, mode: 300, max: 350 } },
      { t: 4, dist: { type: 'uniform', min: 0, max: 50 } },
    ],
  };

  for (const sampling of ['random', 'lhs'] as const) {
    it(`${sampling}: chunks computed apart and merged equal one run bit for bit; another seed gives other samples`, () => {
      const options = { iterations: 250_000, seed: 21, sampling };
      const whole = simulateNpv(model, options);
      const blocks = npvBlockCount(options.iterations);
      const parts = [
        simulateNpvChunk(model, options, { firstBlock: 2, blockCount: blocks - 2 }),
        simulateNpvChunk(model, options, { firstBlock: 0, blockCount: 1 }),
        simulateNpvChunk(model, options, { firstBlock: 1, blockCount: 1 }),
      ];
      const merged = mergeStats(parts);
      expect(Array.from(merged.samples)).toEqual(Array.from(whole.samples));
      expect({ ...merged, samples: null }).toEqual({ ...whole, samples: null });
      const other = simulateNpv(model, { ...options, seed: 22 });
      expect(other.samples[0]).not.toBe(whole.samples[0]);
    });
  }

  it('lane states: twenty words, the four lanes and the spare all different, none shared with the scalar stream', () => {
    const words = createLaneStates(42, 7);
    expect(words).toHaveLength(20);
    const generators = [0, 1, 2, 3].map((lane) => [0, 1, 2, 3].map((w) => words[4 * w + lane]).join(','));
    generators.push(Array.from(words.subarray(16)).join(','));
    expect(new Set(generators).size).toBe(5);
    expect(generators).not.toContain(Array.from(createStreamState(42, 7)).join(','));
    expect(Array.from(createLaneStates(42, 7))).toEqual(Array.from(words));
    expect(Array.from(createLaneStates(42, 8))).not.toEqual(Array.from(words));
  });
});
