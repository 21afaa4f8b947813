import { pmt } from './annuity.ts';
import { irr } from './irr.ts';
import { cac, dscr, ltv, ltvToCac, monthlyBurn, roiMultiple, runway } from './metrics.ts';
import { npv } from './npv.ts';
import { discountedPaybackPeriod, paybackPeriod } from './payback.ts';
import type { BusinessPlanAssumptions, PlanDriverKey, PlanProblem } from './plan-assumptions.ts';
import { pointValues, validatePlan, valueProblems } from './plan-assumptions.ts';
import type { SolverFailureReason } from './result.ts';

/** One year of the plan (EUR; costs and outflows negative only where named so). */
export interface PlanYear {
  readonly year: number;
  readonly units: number;
  readonly revenue: number;
  readonly ebitda: number;
  readonly depreciation: number;
  readonly ebit: number;
  readonly capex: number;
  readonly workingCapitalChange: number;
  readonly tax: number;
  /** Unlevered free cash flow: EBITDA − tax on EBIT − capex − increase in working capital. */
  readonly freeCashFlow: number;
  /** Cash flow available for debt service: as free cash flow but with tax after interest. */
  readonly cfads: number;
  readonly interest: number;
  readonly debtService: number;
  /** CFADS / debt service; null in a year without debt service. */
  readonly dscr: number | null;
}

/**
 * The metric set of a plan. Project flows are [−initial investment, FCF_1, …, FCF_N + terminal value].
 * NPV and IRR include the terminal value; payback, discounted payback and the ROI multiple use
 * the flows without it (cash actually returned within the horizon). Null means "no answer"
 * (IRR without a root, never paid back, no churn for LTV, no debt for DSCR, not burning cash…).
 */
export interface PlanMetrics {
  readonly npv: number;
  readonly irr: number | null;
  readonly irrFailure: SolverFailureReason | null;
  readonly paybackYears: number | null;
  readonly discountedPaybackYears: number | null;
  readonly roiMultiple: number | null;
  /** First year (1-based) whose EBIT is ≥ 0. */
  readonly breakEvenYear: number | null;
  /** Year-1 revenue at which EBIT is 0: (fixed costs + depreciation) / (gross margin − S&M share). */
  readonly breakEvenRevenue: number | null;
  /** Year-1 net cash consumption per month: max(0, −(CFADS − debt service))/12. */
  readonly monthlyBurn: number;
  /** Opening cash / monthly burn, in months; null when not burning cash. */
  readonly runwayMonths: number | null;
  readonly ltv: number | null;
  readonly cac: number | null;
  readonly ltvToCac: number | null;
  readonly dscrByYear: readonly (number | null)[];
  readonly minDscr: number | null;
  readonly terminalValue: number;
}

/** A computed plan: the yearly table, the project cash flows and the metrics. */
export interface PlanResult {
  readonly years: readonly PlanYear[];
  readonly projectCashFlows: readonly number[];
  readonly metrics: PlanMetrics;
}

/** {@link evaluatePlan}'s answer: the plan, or the problems that prevent computing it. */
export type PlanEvaluation =
  { readonly ok: true; readonly plan: PlanResult } | { readonly ok: false; readonly problems: readonly PlanProblem[] };

/**
 * Computes the plan for given driver values (no validation: callers validate first).
 * Year y (1…N): units = unitsYear1·(1+unitsGrowth)^(y−1), price likewise, revenue = units·price,
 * EBITDA = revenue·(grossMargin − salesMarketingShare) − fixedCosts·(1+fixedCostGrowth)^(y−1),
 * capex = revenue·maintenanceCapexShare, depreciation straight line over depreciationYears of the
 * initial investment and of each year's capex, ΔNWC = workingCapitalShare·(revenue_y − revenue_{y−1}),
 * tax = taxRate·max(0, profit − losses carried forward), FCF = EBITDA − tax(EBIT) − capex − ΔNWC.
 * Debt: level annual payments pmt(debtInterestRate, debtTermYears, debtAmount); DSCR = CFADS/service.
 * Terminal value at N: perpetuity growth FCF_N·(1+g)/(r−g), or exitMultiple·EBITDA_N, or none.
 */
export function computePlan(a: BusinessPlanAssumptions, v: Readonly<Record<PlanDriverKey, number>>): PlanResult {
  const n = a.horizonYears;
  const years: PlanYear[] = [];
  const hasDebt = v.debtAmount > 0 && a.debtTermYears > 0;
  const payment = hasDebt ? -pmt(v.debtInterestRate, a.debtTermYears, v.debtAmount) : 0;
  let balance = hasDebt ? v.debtAmount : 0;
  const capexByYear: number[] = [];
  let prevRevenue = 0;
  let lossUnlevered = 0;
  let lossLevered = 0;
  for (let y = 1; y <= n; y++) {
    const units = v.unitsYear1 * (1 + v.unitsGrowth) ** (y - 1);
    const revenue = units * v.pricePerUnit * (1 + v.priceGrowth) ** (y - 1);
    const ebitda = revenue * (v.grossMargin - v.salesMarketingShare) - v.fixedCosts * (1 + v.fixedCostGrowth) ** (y - 1);
    const capex = revenue * v.maintenanceCapexShare;
    capexByYear.push(capex);
    let depreciation = y <= a.depreciationYears ? v.initialInvestment / a.depreciationYears : 0;
    for (let s = Math.max(1, y - a.depreciationYears + 1); s <= y; s++) depreciation += capexByYear[s - 1]! / a.depreciationYears;
    const ebit = ebitda - depreciation;
    const workingCapitalChange = v.workingCapitalShare * (revenue - prevRevenue);
    prevRevenue = revenue;
    const taxableU = ebit - lossUnlevered;
    lossUnlevered = taxableU < 0 ? -taxableU : 0;
    const tax = v.taxRate * Math.max(0, taxableU);
    const interest = hasDebt && y <= a.debtTermYears ? balance * v.debtInterestRate : 0;
    const service = hasDebt && y <= a.debtTermYears ? payment : 0;
    balance -= service - interest;
    const taxableL = ebit - interest - lossLevered;
    lossLevered = taxableL < 0 ? -taxableL : 0;
    const taxLevered = v.taxRate * Math.max(0, taxableL);
    const freeCashFlow = ebitda - tax - capex - workingCapitalChange;
    const cfads = ebitda - taxLevered - capex - workingCapitalChange;
    years.push({
      year: y,
      units,
      revenue,
      ebitda,
      depreciation,
      ebit,
      capex,
      workingCapitalChange,
      tax,
      freeCashFlow,
      cfads,
      interest,
      debtService: service,
      dscr: service > 0 ? dscr(cfads, service) : null,
    });
  }
  const last = years[n - 1]!;
  const terminalValue =
    a.terminalValue === 'perpetuity-growth'
      ? (last.freeCashFlow * (1 + v.terminalGrowth)) / (v.discountRate - v.terminalGrowth)
      : a.terminalValue === 'exit-multiple'
        ? Math.max(0, last.ebitda) * v.exitMultiple
        : 0;
  const operating = [-v.initialInvestment, ...years.map((y) => y.freeCashFlow)];
  const projectCashFlows = [...operating];
  projectCashFlows[n] = projectCashFlows[n]! + terminalValue;
  return { years, projectCashFlows, metrics: metricsOf(a, v, years, operating, projectCashFlows, terminalValue) };
}

function metricsOf(
  a: BusinessPlanAssumptions,
  v: Readonly<Record<PlanDriverKey, number>>,
  years: PlanYear[],
  operating: number[],
  flows: number[],
  terminalValue: number,
): PlanMetrics {
  const solved = irr(flows);
  const first = years[0]!;
  const contribution = v.grossMargin - v.salesMarketingShare;
  const burn = monthlyBurn(first.cfads - first.debtService, 12);
  const lifetime = ltv(v.pricePerUnit, v.grossMargin, v.churnRate);
  const acquisition = cac(first.revenue * v.salesMarketingShare, first.units);
  const dscrByYear = years.map((y) => y.dscr);
  const defined = dscrByYear.filter((d): d is number => d !== null);
  const breakEven = years.find((y) => y.ebit >= 0);
  return {
    npv: npv(v.discountRate, flows),
    irr: solved.ok ? solved.value : null,
    irrFailure: solved.ok ? null : solved.reason,
    paybackYears: paybackPeriod(operating),
    discountedPaybackYears: discountedPaybackPeriod(v.discountRate, operating),
    roiMultiple: roiMultiple(operating),
    breakEvenYear: breakEven === undefined ? null : breakEven.year,
    breakEvenRevenue: contribution > 0 ? Math.max(0, v.fixedCosts + first.depreciation) / contribution : null,
    monthlyBurn: burn,
    runwayMonths: runway(v.openingCash, burn),
    ltv: lifetime,
    cac: acquisition,
    ltvToCac: ltvToCac(lifetime, acquisition),
    dscrByYear,
    minDscr: defined.length > 0 ? Math.min(...defined) : null,
    terminalValue,
  };
}

/**
 * Evaluates a business plan at its point values: validates the assumptions, then computes the
 * yearly table, the project cash flows and the full metric set ({@link PlanMetrics}).
 * Invalid assumptions are a value: `{ ok: false, problems }` with one entry per field.
 * Source: standard unlevered DCF (e.g. Koller et al., "Valuation", McKinsey), CFADS/DSCR as in
 * project finance; method in docs/methodology/monte-carlo.md.
 * @example evaluatePlan(assumptions) // { ok: true, plan: { years, projectCashFlows, metrics: { npv, irr, … } } }
 */
export function evaluatePlan(assumptions: BusinessPlanAssumptions, overrides: Partial<Record<PlanDriverKey, number>> = {}): PlanEvaluation {
  const structural = validatePlan(assumptions);
  if (structural.length > 0) return { ok: false, problems: structural };
  const values = { ...pointValues(assumptions), ...overrides };
  const problems = valueProblems(assumptions, values);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, plan: computePlan(assumptions, values) };
}
