import {
  evaluatePlan,
  simulatePlan,
  tornado as computeTornado,
  defaultScenarios,
  evaluateScenarios,
  type BusinessPlanAssumptions,
  type PlanProblem,
  type PlanResult,
  type ConvergenceOptions,
  type PlanSimulation,
  type SamplingMethod,
  type ScenarioAnalysis,
  type Tornado,
} from '../finance/index.ts';
import {
  computeCrScore,
  computeCrScoreV2,
  type ComplianceHubSummary,
  financialInputFromPlan,
  type ComplianceAnswer,
  type CrMarketInput,
  type CrScore,
  type CrScoreInput,
  type RevenueModel,
} from '../scoring/index.ts';
import { appliedCorrelation, rankCorrelationOf, type AppliedCorrelation, type DriverCorrelation } from './correlations.ts';

/** Version of the financial model itself, stored with every evaluation beside the methodology version. */
/**
 * Stored with every version. finance-2 (2026-11-29, ADR 0050 amended): Latin Hypercube draws changed
 * (stratum order, quantile table, block size); plain Monte Carlo draws are identical to finance-1.
 */
export const ENGINE_VERSION = 'finance-2';

/** Everything an evaluation is computed from (stored with it, so it can be recomputed). */
export interface EvaluationInput {
  readonly assumptions: BusinessPlanAssumptions;
  readonly market: CrMarketInput;
  readonly revenueModel: RevenueModel | null;
  /** `hub`: the compliance hub's summary (issue 13); present → the score uses cr-v2, absent → cr-v1. */
  readonly compliance: { readonly answers: Readonly<Partial<Record<string, ComplianceAnswer>>>; readonly hub?: ComplianceHubSummary };
  /** Sub-factors a reviewed document supports (accepted figures, the documents feature); absent = none. */
  readonly evidence?: CrScoreInput['evidence'];
  /** Rank correlations between uncertain drivers (issue 29, ADR 0059); absent or empty = independent draws. */
  readonly correlations?: readonly DriverCorrelation[];
}

export interface EvaluationOptions {
  /** Monte Carlo iterations, 1 … 1,000,000 (0 skips the simulation: a quick preview); ignored with `convergence`. */
  readonly iterations: number;
  readonly seed: number;
  /** 'random' (default) or Latin Hypercube ('lhs'). */
  readonly sampling?: SamplingMethod;
  /** Run until the NPV's mean, P10 and P90 are within the tolerance at 95 % confidence (docs/decisions/0050). */
  readonly convergence?: ConvergenceOptions;
  readonly keepSamples?: boolean;
}

/** A simulation as an evaluation stores it: with the rank correlations it applied, when any (ADR 0059). */
export type EvaluationSimulation = PlanSimulation & { readonly rankCorrelation?: AppliedCorrelation };

/** The outputs of one evaluation. */
export interface EvaluationResult {
  readonly methodologyVersion: string;
  readonly plan: PlanResult;
  readonly simulation: EvaluationSimulation | null;
  readonly tornado: Tornado | null;
  readonly scenarios: ScenarioAnalysis | null;
  readonly scoreInput: CrScoreInput;
  readonly score: CrScore;
}

export type EvaluationRun =
  { readonly ok: true; readonly result: EvaluationResult } | { readonly ok: false; readonly problems: readonly PlanProblem[] };

/**
 * One evaluation, start to end: the business plan → yearly cash flows and metrics; Monte Carlo of
 * the uncertain drivers → distributions, P(NPV < 0), minimum DSCR at P10; tornado on NPV; the
 * best/base/worst scenarios; then the CR score (methodology cr-v1, or cr-v2
 * when the input carries the compliance hub's summary) from
 * the declared market data, the plan, the simulation and the declared compliance answers.
 * Pure: the same input, iterations and seed give the same result (server and browser alike).
 * `simulated`: the simulation already computed (the server's threads, mergePlanChunks), used as is.
 * @example runEvaluation({ assumptions, market: { tamEur: 5e8 }, revenueModel: 'recurring', compliance: { answers: {} } }, { iterations: 10_000, seed: 1 })
 */
export function runEvaluation(input: EvaluationInput, options: EvaluationOptions, simulated?: PlanSimulation | null): EvaluationRun {
  const evaluated = evaluatePlan(input.assumptions);
  if (!evaluated.ok) return { ok: false, problems: evaluated.problems };
  const correlation = appliedCorrelation(input.assumptions.drivers, input.correlations);
  if (!correlation.ok) return { ok: false, problems: correlation.problems };
  const applied = correlation.applied;
  let simulation: EvaluationSimulation | null = simulated ?? null;
  if (simulated === undefined && (options.iterations > 0 || options.convergence)) {
    const run = simulatePlan(input.assumptions, {
      iterations: options.iterations,
      seed: options.seed,
      ...(options.sampling ? { sampling: options.sampling } : {}),
      ...(applied ? { rankCorrelation: rankCorrelationOf(input) } : {}),
      ...(options.convergence ? { convergence: options.convergence } : {}),
      keepSamples: options.keepSamples ?? false,
    });
    if (!run.ok) return { ok: false, problems: run.problems };
    simulation = run.simulation;
  }
  if (simulation && applied) simulation = withCorrelation(simulation, applied);
  const t = computeTornado(input.assumptions, 'npv');
  const scenarios = evaluateScenarios(input.assumptions, defaultScenarios(input.assumptions));
  const scoreInput: CrScoreInput = {
    market: input.market,
    financial: financialInputFromPlan(evaluated.plan, simulation, input.revenueModel),
    compliance: input.compliance,
    ...(input.evidence ? { evidence: input.evidence } : {}),
  };
  const score = input.compliance.hub ? computeCrScoreV2(scoreInput) : computeCrScore(scoreInput);
  return {
    ok: true,
    result: {
      methodologyVersion: score.version,
      plan: evaluated.plan,
      simulation,
      tornado: t.ok ? t.tornado : null,
      scenarios: scenarios.ok ? scenarios.analysis : null,
      scoreInput,
      score,
    },
  };
}

/**
 * The simulation with what its draws applied (ADR 0059): `rankCorrelation` (the pairs asked for, the
 * matrix used) and, when that matrix is the nearest PSD one, `correlationWarning` — set here whichever
 * path computed the draws (one thread, or the pool's merged chunks), so a stored version says it.
 */
function withCorrelation(simulation: PlanSimulation, applied: AppliedCorrelation): EvaluationSimulation {
  return {
    ...simulation,
    rankCorrelation: applied,
    ...(applied.adjusted
      ? { correlationWarning: { code: 'nearest-correlation' as const, used: applied.matrix, maxChange: applied.maxChange } }
      : {}),
  };
}
