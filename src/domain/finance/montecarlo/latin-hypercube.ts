import { fastExp } from '../random/fast-exp.ts';
import { fillJitter, shuffleAccumulate, shuffleValues, stratifiedNormal } from '../random/stratified.ts';
import type { RngState } from '../random/xoshiro.ts';
import type { Marginal } from './marginal.ts';
import { marginalQuantile } from './marginal.ts';

/**
 * Rows of one Latin Hypercube replicate: a plan block, and in simulateNpv each 4,096 rows of a
 * block, are stratified on their own, so every replicate is an independent LHS sample (the
 * convergence stop's batch means rely on it; docs/decisions/0050).
 */
export const LHS_STRATA = 4_096;

/**
 * One Latin Hypercube column of n rows: out[k] = F⁻¹((k + U_k)/n) for the n equal-probability
 * strata (U_k one 32-bit jitter each), computed in stratum order, then shuffled (Fisher–Yates on
 * the values): every stratum exactly once, in random order. Draws: n jitters, then the shuffle's.
 * Normal and lognormal go through the standard normal quantile (tabled Taylor, AS 241 in the
 * tails; lognormal = exp of it); triangular by its closed form (the branch at the mode is taken
 * once, strata being in order); constant draws nothing.
 */
export function fillLatinHypercube(m: Marginal, state: RngState, out: Float64Array, n: number): void {
  if (m.dist.type === 'constant') {
    out.fill(m.dist.value, 0, n);
    return;
  }
  strataInOrder(m, state, out, n);
  shuffleValues(state, out, n);
}

/**
 * Adds weight·X_i to acc[i] for the n values X of {@link fillLatinHypercube} from the same state —
 * the same draws, with the shuffle and the accumulation fused (one pass fewer). `scratch` ≥ n.
 */
export function accumulateLatinHypercube(
  m: Marginal,
  state: RngState,
  acc: Float64Array,
  n: number,
  weight: number,
  scratch: Float64Array,
): void {
  if (m.dist.type === 'constant') {
    const add = weight * m.dist.value;
    for (let i = 0; i < n; i++) acc[i] = acc[i]! + add;
    return;
  }
  strataInOrder(m, state, scratch, n);
  shuffleAccumulate(state, scratch, n, acc, weight);
}

/** out[k] = F⁻¹((k + U_k)/n), k = 0 … n−1, the n jitters drawn first (not for constants). */
function strataInOrder(m: Marginal, state: RngState, out: Float64Array, n: number): void {
  const d = m.dist;
  fillJitter(state, out, n);
  const inv = 1 / n;
  if (d.type === 'normal') stratifiedNormal(out, n, d.mean, d.sd);
  else if (d.type === 'lognormal') {
    stratifiedNormal(out, n, d.mu, d.sigma);
    for (let k = 0; k < n; k++) out[k] = fastExp(out[k]!);
  } else if (d.type === 'triangular') {
    const min = d.min;
    const max = d.max;
    const range = max - min;
    if (range <= 0) out.fill(min, 0, n);
    else {
      const left = range * (d.mode - min);
      const right = range * (max - d.mode);
      const split = d.mode - min;
      for (let k = 0; k < n; k++) {
        const u = (k + out[k]!) * inv;
        out[k] = u * range < split ? min + Math.sqrt(u * left) : max - Math.sqrt((1 - u) * right);
      }
    }
  } else if (d.type === 'uniform') {
    const min = d.min;
    const span = d.max - d.min;
    for (let k = 0; k < n; k++) out[k] = min + span * ((k + out[k]!) * inv);
  } else {
    for (let k = 0; k < n; k++) out[k] = marginalQuantile(m, (k + out[k]!) * inv);
  }
}

/** Latin Hypercube standard normal scores (for the Gaussian copula): stratified, then shuffled. */
export function fillLatinHypercubeScores(state: RngState, out: Float64Array, n: number): void {
  fillJitter(state, out, n);
  stratifiedNormal(out, n);
  shuffleValues(state, out, n);
}
