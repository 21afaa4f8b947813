import type { PlanResult, PlanSimulation } from '../finance/index.ts';
import type { CrFinancialInput, RevenueModel } from './input.ts';

/**
 * Fills the financial part of a CR score input from a computed business plan and, when available,
 * its Monte Carlo simulation: final-year EBITDA margin, LTV/CAC, ROI multiple, NPV and the money put
 * in (sum of the plan's outflows), P(NPV < 0), minimum DSCR at P10, and whether there is debt.
 * Anything the plan cannot give (no simulation, no revenue) stays null — missing, not assumed.
 * @example financialInputFromPlan(plan, simulation, 'recurring')
 */
export function financialInputFromPlan(
  plan: PlanResult,
  simulation: PlanSimulation | null,
  revenueModel: RevenueModel | null = null,
): CrFinancialInput {
  const last = plan.years[plan.years.length - 1];
  const invested = plan.projectCashFlows.reduce((acc, c) => acc + (c < 0 ? -c : 0), 0);
  return {
    revenueModel,
    ebitdaMarginFinalYear: last !== undefined && last.revenue > 0 ? last.ebitda / last.revenue : null,
    ltvToCac: plan.metrics.ltvToCac,
    roiMultiple: plan.metrics.roiMultiple,
    npv: plan.metrics.npv,
    capitalInvested: invested > 0 ? invested : null,
    probabilityNpvNegative: simulation === null ? null : simulation.probabilityNpvNegative,
    minDscrP10: simulation === null ? null : simulation.minDscrP10,
    hasDebt: plan.years.some((y) => y.debtService > 0),
  };
}
