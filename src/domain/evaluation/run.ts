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

/** Version of the financial model itself, stored with every evaluation beside the methodology version. */
export const ENGINE_VERSION = 'finance-1';

/** Everything an evaluation is computed from (stored with it, so it can be recomputed). */
export interface EvaluationInput {
  readonly assumptions: BusinessPlanAssumptions;
  readonly market: CrMarketInput;
  readonly revenueModel: RevenueModel | null;
  /** `hub`: the compliance hub's summary (issue 13); present → the score uses cr-v2, absent → cr-v1. */
  readonly compliance: { readonly answers: Readonly<Partial<Record<string, ComplianceAnswer>>>; readonly hub?: ComplianceHubSummary };
  /** Sub-factors a reviewed document supports (accepted figures, the documents feature); absent = none. */
  readonly evidence?: CrScoreInput['evidence'];
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

/** The outputs of one evaluation. */
export interface EvaluationResult {
  readonly methodologyVersion: string;
  readonly plan: PlanResult;
  readonly simulation: PlanSimulation | null;
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
  let simulation: PlanSimulation | null = simulated ?? null;
  if (simulated === undefined && (options.iterations > 0 || options.convergence)) {
    const run = simulatePlan(input.assumptions, {
      iterations: options.iterations,
      seed: options.seed,
      ...(options.sampling ? { sampling: options.sampling } : {}),
      ...(options.convergence ? { convergence: options.convergence } : {}),
      keepSamples: options.keepSamples ?? false,
    });
    if (!run.ok) return { ok: false, problems: run.problems };
    simulation = run.simulation;
  }
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
