import { computePlan } from './business-plan.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { PLAN_DRIVERS, pointValues, validatePlan, valueProblems } from './plan-assumptions.ts';
import { driverRange, metricAt } from './sensitivity.ts';

/** A named scenario: driver values that differ from the base, and its probability (0…1). */
export interface Scenario {
  readonly name: string;
  readonly probability: number;
  readonly overrides: Readonly<Partial<Record<PlanDriverKey, number>>>;
}

/**
 * A scenario's outcome: the driver values it moved (how it is built), revenue by year and in total
 * over the horizon, NPV, IRR (null: no root). `overrides` is absent in results stored before it existed.
 */
export interface ScenarioOutcome {
  readonly name: string;
  readonly probability: number;
  readonly overrides?: Readonly<Partial<Record<PlanDriverKey, number>>>;
  readonly revenueByYear: readonly number[];
  readonly totalRevenue: number;
  readonly npv: number;
  readonly irr: number | null;
}

/** Outcomes of a set of scenarios and the probability-weighted NPV Σ pᵢ·NPVᵢ. */
export interface ScenarioAnalysis {
  readonly scenarios: readonly ScenarioOutcome[];
  readonly probabilityWeightedNpv: number;
}

/**
 * Worst/base/best scenarios derived from the assumptions: each driver goes to whichever end of its
 * range ({@link driverRange}) gives the lower NPV (worst) or the higher NPV (best), the other
 * drivers held at base when judging; base is the point values. Probabilities default to
 * 25 % / 50 % / 25 %.
 * @example defaultScenarios(assumptions).map((s) => s.name) // ['worst', 'base', 'best']
 */
export function defaultScenarios(assumptions: BusinessPlanAssumptions, probabilities = { worst: 0.25, base: 0.5, best: 0.25 }): Scenario[] {
  const base = pointValues(assumptions);
  const worst: Partial<Record<PlanDriverKey, number>> = {};
  const best: Partial<Record<PlanDriverKey, number>> = {};
  for (const driver of PLAN_DRIVERS) {
    const { low, high } = driverRange(assumptions.drivers[driver]);
    if (low === high) continue;
    const atLow = metricAt(assumptions, { ...base, [driver]: low }, 'npv') ?? -Infinity;
    const atHigh = metricAt(assumptions, { ...base, [driver]: high }, 'npv') ?? -Infinity;
    worst[driver] = atLow <= atHigh ? low : high;
    best[driver] = atLow <= atHigh ? high : low;
  }
  return [
    { name: 'worst', probability: probabilities.worst, overrides: worst },
    { name: 'base', probability: probabilities.base, overrides: {} },
    { name: 'best', probability: probabilities.best, overrides: best },
  ];
}

/**
 * Evaluates scenarios: each one's revenue, NPV and IRR, and the probability-weighted NPV.
 * Probabilities must be ≥ 0 and sum to 1 (within 1e−9); a scenario whose values break a rule is a
 * problem named after it. Invalid input is a value: `{ ok: false, problems }`.
 * @example evaluateScenarios(assumptions, defaultScenarios(assumptions)) // { ok: true, analysis }
 */
export function evaluateScenarios(
  assumptions: BusinessPlanAssumptions,
  scenarios: readonly Scenario[],
): { readonly ok: true; readonly analysis: ScenarioAnalysis } | { readonly ok: false; readonly problems: readonly PlanProblem[] } {
  const problems = validatePlan(assumptions);
  if (problems.length > 0) return { ok: false, problems };
  const total = scenarios.reduce((s, x) => s + x.probability, 0);
  if (scenarios.length === 0 || scenarios.some((s) => !(s.probability >= 0)) || Math.abs(total - 1) > 1e-9) {
    return { ok: false, problems: [{ field: 'scenarios', message: 'probabilities must be ≥ 0 and sum to 1' }] };
  }
  const outcomes: ScenarioOutcome[] = [];
  for (const s of scenarios) {
    const values = { ...pointValues(assumptions), ...s.overrides };
    const broken = valueProblems(assumptions, values);
    if (broken.length > 0)
      return { ok: false, problems: broken.map((p) => ({ field: `scenarios.${s.name}.${p.field}`, message: p.message })) };
    const plan = computePlan(assumptions, values);
    const revenueByYear = plan.years.map((y) => y.revenue);
    outcomes.push({
      name: s.name,
      probability: s.probability,
      overrides: s.overrides,
      revenueByYear,
      totalRevenue: revenueByYear.reduce((a, b) => a + b, 0),
      npv: plan.metrics.npv,
      irr: plan.metrics.irr,
    });
  }
  return {
    ok: true,
    analysis: { scenarios: outcomes, probabilityWeightedNpv: outcomes.reduce((acc, o) => acc + o.probability * o.npv, 0) },
  };
}
