import { applyFigures } from '../../../domain/evaluation/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import type { ProjectRow } from '../access/index.ts';
import { acceptedFiguresById } from './evidence.ts';
import type { DraftInputs } from './repository.ts';
import type { EvaluationDeps } from './service.ts';

const same = (a: number | null, b: number) => a !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * How many accepted figures are not in the project's draft inputs yet: those that "apply to the inputs" (the same
 * rule, domain applyFigures, on the same draft the evaluation screen shows) would change a field. A figure already
 * applied, or one with no field in the plan, is not counted. The project row is the one the access rule resolved,
 * the draft its saved inputs (draftInputsOf; null: none saved).
 */
export async function unappliedFigureCount(
  deps: Pick<EvaluationDeps, 'db' | 'defaults'>,
  p: ProjectRow,
  draft: DraftInputs | null,
): Promise<number> {
  const figures = await acceptedFiguresById(deps.db, p.id);
  if (figures.length === 0) return 0;
  const assumptions = (draft?.inputs.assumptions ??
    deps.defaults(p.industry, { estimatedBudget: p.estimatedBudget, horizonYears: p.horizonYears })) as BusinessPlanAssumptions;
  const outcome = applyFigures(
    { assumptions, market: draft?.inputs.market ?? {}, fundingSought: p.fundingSought, currency: p.currency },
    figures,
  );
  return outcome.changes.filter((c) => !same(c.before, c.after)).length;
}
