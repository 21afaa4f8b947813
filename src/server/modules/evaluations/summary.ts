import type { EvaluationResult } from '../../../domain/evaluation/index.ts';
import type { PlanProblem } from '../../../domain/finance/index.ts';
import type { EvaluationRow } from './repository.ts';

/** The engine's plan problems as the error handler's field issues. */
export const fieldsOf = (problems: readonly PlanProblem[], prefix: string) =>
  problems.map((p) => ({ path: `${prefix}${p.field}`, message: p.message, code: 'invalid_value' }));

export function toSummary(row: EvaluationRow) {
  const result = row.result as unknown as EvaluationResult;
  const m = result.plan.metrics;
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    methodologyVersion: row.methodologyVersion,
    iterations: row.iterations,
    seed: row.seed,
    score: { total: result.score.total, tier: result.score.tier, confidence: result.score.confidence.share },
    npv: m.npv,
    irr: m.irr,
    paybackYears: m.paybackYears,
    probabilityNpvNegative: result.simulation?.probabilityNpvNegative ?? null,
    note: row.note,
  };
}
