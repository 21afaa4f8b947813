import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import type { EvaluationInput } from '../../../domain/evaluation/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import type { ComplianceHubSummary, FigureEvidence } from '../../../domain/scoring/index.ts';

/**
 * The engine's input from the saved inputs, the evidence flags and the compliance hub's summary.
 * Without any evidenced sub-factor the input carries no `evidence` key at all, as before documents
 * existed; without an assessment no `hub` (cr-v1); without rank correlations no `correlations` (ADR
 * 0059: with them, they are stored in the version's input, so a re-run draws the same). web:
 * use-preview.ts engineInput follows the same rules, so the preview equals the stored version.
 */
export const toEngineInput = (
  i: EvaluationInputs & { complianceHub?: ComplianceHubSummary | null | undefined },
  evidence: FigureEvidence | undefined,
): EvaluationInput => ({
  assumptions: i.assumptions as BusinessPlanAssumptions,
  market: i.market,
  revenueModel: i.revenueModel,
  compliance: i.complianceHub ? { answers: i.complianceAnswers, hub: i.complianceHub } : { answers: i.complianceAnswers },
  ...(evidence && Object.keys(evidence.flags).length > 0 ? { evidence: evidence.flags } : {}),
  ...(i.correlations && i.correlations.length > 0 ? { correlations: i.correlations } : {}),
});
