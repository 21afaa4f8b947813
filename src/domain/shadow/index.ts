/**
 * Shadow mode (issue 26, ADR 0057): a candidate CR methodology run over stored evaluations, compared
 * with the stored scores, without writing any score. Pure.
 * @packageDocumentation
 */
export { shadowCompare } from './compare.ts';
export type { ShadowEvaluation, ShadowRow } from './compare.ts';
export { shadowSummary, percentile, binOf, DIFF_BINS } from './summary.ts';
export type { ShadowSummary } from './summary.ts';
export { shadowCsv } from './csv.ts';
