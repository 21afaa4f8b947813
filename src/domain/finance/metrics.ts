import { allFinite, invalid } from './result.ts';

function finite(fn: string, ...values: number[]): void {
  for (const v of values) if (!Number.isFinite(v)) invalid(fn, 'arguments must be finite numbers');
}

/**
 * ROI multiple (multiple on invested capital): money returned per unit of money put in.
 * Formula: Σ positive flows / |Σ negative flows|. Unitless (2 = twice the money back).
 * Returns null when nothing is paid out (the multiple is undefined). Throws on non-finite values.
 * Source: MOIC / cash-on-cash multiple as used in venture and private-equity reporting.
 * @example roiMultiple([-100, 30, 40, 80]) // 1.5
 */
export function roiMultiple(cashflows: ArrayLike<number>): number | null {
  if (!allFinite(cashflows)) invalid('roiMultiple', 'cashflows must be finite numbers');
  let inflow = 0;
  let outflow = 0;
  for (let i = 0; i < cashflows.length; i++) {
    const c = cashflows[i]!;
    if (c > 0) inflow += c;
    else outflow -= c;
  }
  return outflow > 0 ? inflow / outflow : null;
}

/**
 * Break-even revenue: the revenue at which the contribution covers the fixed costs.
 * Formula: fixedCosts / contributionMarginRatio, the ratio being (revenue − variable costs)/revenue.
 * Units: currency per period, as `fixedCosts`. Returns null when the margin ratio is ≤ 0 (no revenue
 * breaks even). Source: cost-volume-profit analysis (e.g. Horngren, Cost Accounting).
 * @example breakEvenRevenue(60_000, 0.4) // 150_000
 */
export function breakEvenRevenue(fixedCosts: number, contributionMarginRatio: number): number | null {
  finite('breakEvenRevenue', fixedCosts, contributionMarginRatio);
  return contributionMarginRatio > 0 ? Math.max(0, fixedCosts) / contributionMarginRatio : null;
}

/**
 * Break-even period: the first period (index into `profits`, 0-based) whose operating profit is ≥ 0,
 * or null if none is. Source: definition.
 * @example breakEvenPeriod([-50, -10, 5, 20]) // 2
 */
export function breakEvenPeriod(profits: ArrayLike<number>): number | null {
  if (!allFinite(profits)) invalid('breakEvenPeriod', 'profits must be finite numbers');
  for (let i = 0; i < profits.length; i++) if (profits[i]! >= 0) return i;
  return null;
}

/**
 * Monthly net burn: the average net cash consumed per month over a span.
 * Formula: max(0, −netCashFlow) / months; 0 when the span generates cash. Units: currency per month.
 * Throws when months ≤ 0. Source: venture-finance definition of net burn rate.
 * @example monthlyBurn(-120_000, 12) // 10_000
 */
export function monthlyBurn(netCashFlow: number, months = 12): number {
  finite('monthlyBurn', netCashFlow, months);
  if (months <= 0) invalid('monthlyBurn', 'months must be positive');
  return Math.max(0, -netCashFlow) / months;
}

/**
 * Runway: months the cash lasts at a monthly burn. Formula: cash / monthlyBurn. Units: months.
 * Returns null when the burn is ≤ 0 (the cash is not being consumed: no finite runway) and 0 when
 * the cash is ≤ 0. Source: venture-finance definition of runway.
 * @example runway(300_000, 25_000) // 12
 */
export function runway(cash: number, burnPerMonth: number): number | null {
  finite('runway', cash, burnPerMonth);
  if (burnPerMonth <= 0) return null;
  return Math.max(0, cash) / burnPerMonth;
}

/**
 * Customer lifetime value: gross profit a customer brings over its expected life.
 * Formula: revenuePerCustomer · grossMargin / churnRate, all per the same period (expected life 1/churn).
 * Units: currency. Returns null when churnRate ≤ 0 (unbounded lifetime). Source: standard SaaS metric.
 * @example ltv(1_200, 0.75, 0.2) // 4_500
 */
export function ltv(revenuePerCustomer: number, grossMargin: number, churnRate: number): number | null {
  finite('ltv', revenuePerCustomer, grossMargin, churnRate);
  return churnRate > 0 ? (revenuePerCustomer * grossMargin) / churnRate : null;
}

/**
 * Customer acquisition cost. Formula: salesAndMarketingSpend / newCustomers. Units: currency per
 * customer. Returns null when there are no new customers. Source: standard SaaS metric.
 * @example cac(50_000, 100) // 500
 */
export function cac(salesAndMarketingSpend: number, newCustomers: number): number | null {
  finite('cac', salesAndMarketingSpend, newCustomers);
  return newCustomers > 0 ? salesAndMarketingSpend / newCustomers : null;
}

/**
 * LTV/CAC ratio. Formula: ltv / cac. Unitless; 3 or more is the usual healthy mark.
 * Returns null when either is null or cac ≤ 0. Source: standard SaaS metric.
 * @example ltvToCac(4_500, 1_500) // 3
 */
export function ltvToCac(lifetimeValue: number | null, acquisitionCost: number | null): number | null {
  if (lifetimeValue === null || acquisitionCost === null) return null;
  finite('ltvToCac', lifetimeValue, acquisitionCost);
  return acquisitionCost > 0 ? lifetimeValue / acquisitionCost : null;
}

/**
 * Debt service coverage ratio. Formula: cash flow available for debt service / (interest + principal
 * due). Unitless; below 1 the cash does not cover the debt service. Returns null when no debt service
 * is due. Source: project-finance definition (e.g. Yescombe, Principles of Project Finance).
 * @example dscr(130_000, 100_000) // 1.3
 */
export function dscr(cashAvailableForDebtService: number, debtService: number): number | null {
  finite('dscr', cashAvailableForDebtService, debtService);
  return debtService > 0 ? cashAvailableForDebtService / debtService : null;
}
