import { fastExp } from '../random/fast-exp.ts';
import { fillUniform } from '../random/xoshiro.ts';
import type { RngState } from '../random/xoshiro.ts';
import { fillStandardNormal } from '../random/ziggurat.ts';
import type { Marginal } from './marginal.ts';
import { scoresToMarginal, uniformsToMarginal } from './transforms.ts';

/**
 * Fills out[0..n) with independent draws of the marginal: ziggurat normals for normal and
 * lognormal, 53-bit uniforms through the inverse CDF for the others.
 */
export function fillMarginal(m: Marginal, state: RngState, out: Float64Array, n: number): void {
  const d = m.dist;
  switch (d.type) {
    case 'constant':
      out.fill(d.value, 0, n);
      return;
    case 'normal':
    case 'lognormal':
      fillStandardNormal(state, out, n);
      scoresToMarginal(m, out, n);
      return;
    default:
      fillUniform(state, out, n);
      uniformsToMarginal(m, out, n);
  }
}

/**
 * Adds weight·X_i to acc[i] for n independent draws X_i of the marginal — the same draws as
 * {@link fillMarginal} from the same state, fused with the accumulation (one pass fewer).
 * `scratch` must hold n values.
 */
export function accumulateMarginal(
  m: Marginal,
  state: RngState,
  acc: Float64Array,
  n: number,
  weight: number,
  scratch: Float64Array,
): void {
  const d = m.dist;
  if (d.type === 'normal') {
    fillStandardNormal(state, scratch, n);
    const a = weight * d.mean;
    const b = weight * d.sd;
    for (let i = 0; i < n; i++) acc[i] = acc[i]! + a + b * scratch[i]!;
  } else if (d.type === 'lognormal') {
    fillStandardNormal(state, scratch, n);
    const mu = d.mu;
    const sigma = d.sigma;
    for (let i = 0; i < n; i++) acc[i] = acc[i]! + weight * fastExp(mu + sigma * scratch[i]!);
  } else {
    fillMarginal(m, state, scratch, n);
    for (let i = 0; i < n; i++) acc[i] = acc[i]! + weight * scratch[i]!;
  }
}
