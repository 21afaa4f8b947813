import { computePlan } from './business-plan.ts';
import type { PlanMetrics } from './business-plan.ts';
import { distributionQuantile } from './montecarlo/marginal.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { PLAN_DRIVERS, pointValues, validatePlan, valueProblems } from './plan-assumptions.ts';

/** The plan outputs a sensitivity analysis can track. */
export type SensitivityMetric = 'npv' | 'irr' | 'minDscr';

/** One bar of a tornado: the metric with one driver at its low and at its high, others at base. */
export interface TornadoBar {
  readonly driver: PlanDriverKey;
  readonly low: number;
  readonly high: number;
  readonly metricAtLow: number | null;
  readonly metricAtHigh: number | null;
  /** |metricAtHigh − metricAtLow|; 0 when either is null (no answer at that end). */
  readonly swing: number;
}

/** A tornado: the metric at base values and the bars, widest swing first. */
export interface Tornado {
  readonly metric: SensitivityMetric;
  readonly base: number | null;
  readonly bars: readonly TornadoBar[];
}

/** Default relative range of a driver without low/high or dist: value·(1 ∓ 20 %). */
export const DEFAULT_RELATIVE_RANGE = 0.2;

/**
 * Low and high of a driver: its explicit low/high when both are set, else the P10 and P90 of its
 * distribution, else value·(1 ∓ 20 %) (sorted, so a negative value still gives low ≤ high).
 * @example driverRange({ value: 100 }) // { low: 80, high: 120 }
 */
export function driverRange(driver: {
  readonly value: number;
  readonly dist?: Parameters<typeof distributionQuantile>[0];
  readonly low?: number;
  readonly high?: number;
}): { low: number; high: number } {
  if (driver.low !== undefined && driver.high !== undefined) return { low: driver.low, high: driver.high };
  if (driver.dist !== undefined) return { low: distributionQuantile(driver.dist, 0.1), high: distributionQuantile(driver.dist, 0.9) };
  const a = driver.value * (1 - DEFAULT_RELATIVE_RANGE);
  const b = driver.value * (1 + DEFAULT_RELATIVE_RANGE);
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

function metricOf(m: PlanMetrics, metric: SensitivityMetric): number | null {
  return metric === 'npv' ? m.npv : metric === 'irr' ? m.irr : m.minDscr;
}

/** The metric with the given driver values, or null when the values break a rule. */
export function metricAt(
  assumptions: BusinessPlanAssumptions,
  values: Readonly<Record<PlanDriverKey, number>>,
  metric: SensitivityMetric,
): number | null {
  if (valueProblems(assumptions, values).length > 0) return null;
  return metricOf(computePlan(assumptions, values).metrics, metric);
}

/**
 * Tornado analysis: each driver in turn at its low and its high ({@link driverRange}), all others at
 * their point values; bars ranked by swing |metric(high) − metric(low)|, widest first (ties by
 * driver order). Drivers whose low equals high are left out. Invalid assumptions: `{ ok: false }`.
 * Source: Clemen & Reilly, "Making Hard Decisions", tornado diagrams.
 * @example tornado(assumptions).bars[0].driver // the driver that moves NPV most
 */
export function tornado(
  assumptions: BusinessPlanAssumptions,
  metric: SensitivityMetric = 'npv',
): { readonly ok: true; readonly tornado: Tornado } | { readonly ok: false; readonly problems: readonly PlanProblem[] } {
  const problems = validatePlan(assumptions);
  if (problems.length > 0) return { ok: false, problems };
  const base = pointValues(assumptions);
  const bars: TornadoBar[] = [];
  for (const driver of PLAN_DRIVERS) {
    const { low, high } = driverRange(assumptions.drivers[driver]);
    if (low === high) continue;
    const metricAtLow = metricAt(assumptions, { ...base, [driver]: low }, metric);
    const metricAtHigh = metricAt(assumptions, { ...base, [driver]: high }, metric);
    const swing = metricAtLow === null || metricAtHigh === null ? 0 : Math.abs(metricAtHigh - metricAtLow);
    bars.push({ driver, low, high, metricAtLow, metricAtHigh, swing });
  }
  bars.sort((a, b) => b.swing - a.swing || PLAN_DRIVERS.indexOf(a.driver) - PLAN_DRIVERS.indexOf(b.driver));
  return { ok: true, tornado: { metric, base: metricAt(assumptions, base, metric), bars } };
}

/** One line of a spider plot: the metric as one driver moves by relative steps from its base value. */
export interface SpiderLine {
  readonly driver: PlanDriverKey;
  readonly points: readonly { readonly change: number; readonly value: number; readonly metric: number | null }[];
}

/** Default relative steps of a spider plot: −30 % … +30 % by 10 %. */
export const DEFAULT_SPIDER_STEPS: readonly number[] = [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3];

/**
 * Spider analysis: for each driver whose base value is not 0, the metric at value·(1 + change) for
 * each change in `steps`, others at base (a driver at 0 has no relative scale and is left out).
 * Source: standard spider (sensitivity) plot.
 * @example spider(assumptions).lines[0].points // [{ change: -0.3, value, metric }, …]
 */
export function spider(
  assumptions: BusinessPlanAssumptions,
  metric: SensitivityMetric = 'npv',
  steps: readonly number[] = DEFAULT_SPIDER_STEPS,
): { readonly ok: true; readonly lines: readonly SpiderLine[] } | { readonly ok: false; readonly problems: readonly PlanProblem[] } {
  const problems = validatePlan(assumptions);
  if (problems.length > 0) return { ok: false, problems };
  const base = pointValues(assumptions);
  const lines: SpiderLine[] = [];
  for (const driver of PLAN_DRIVERS) {
    if (base[driver] === 0) continue;
    const points = steps.map((change) => {
      const value = base[driver] * (1 + change);
      return { change, value, metric: metricAt(assumptions, { ...base, [driver]: value }, metric) };
    });
    lines.push({ driver, points });
  }
  return { ok: true, lines };
}
