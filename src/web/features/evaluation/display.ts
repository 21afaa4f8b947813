import {
  defaultScenarios,
  type BusinessPlanAssumptions,
  type PlanDriverKey,
  type PlanMetrics,
  type ScenarioAnalysis,
} from '../../../domain/finance/index.ts';
import { formatPercent, unbreakable } from '../../lib/format.ts';
import { unitOf } from './model.ts';

const locale = (lng: string) => (lng === 'it' ? 'it-IT' : 'en-GB');

/** Money in the project's currency, no decimals (negative amounts keep their sign). */
export function money(lng: string, value: number, currency: string): string {
  return unbreakable(
    new Intl.NumberFormat(locale(lng), { style: 'currency', currency, maximumFractionDigits: 0, signDisplay: 'negative' }).format(value),
  );
}

/** A fraction as a percentage: the one rule of web/lib (one decimal unless `digits` says otherwise). */
export const percent = formatPercent;

export function decimal(lng: string, value: number, digits = 2): string {
  return new Intl.NumberFormat(locale(lng), { maximumFractionDigits: digits }).format(value);
}

export type MetricId =
  'npv' | 'irr' | 'payback' | 'discountedPayback' | 'roi' | 'breakEven' | 'monthlyBurn' | 'runway' | 'ltv' | 'cac' | 'ltvToCac' | 'minDscr';

/**
 * One metric card: its formatted value, or null with the key of the reason (evaluation:empty.<key>)
 * when the engine has no answer — never a zero standing in for "not computable".
 * `valueKey` names a translation with `{{value}}` (e.g. "{{value}} years"), when the unit is a word.
 */
export interface MetricCard {
  id: MetricId;
  value: string | null;
  valueKey?: string;
  emptyKey?: string;
  /**
   * What the figure includes, shown beside it (evaluation:scope.<key>): NPV and IRR count the
   * terminal value, payback and ROI only the cash returned within the horizon (src/domain/finance,
   * PlanMetrics). `values` fills the key's placeholders (horizon, terminal value).
   */
  scopeKey?: 'withTerminal' | 'noTerminal' | 'horizonOnly';
  values?: Record<string, string>;
}

/**
 * The metric cards of a plan. `horizonYears` is the plan's horizon (the number of years in its table),
 * named in "not reached within N years".
 */
export function metricCards(m: PlanMetrics, lng: string, currency: string, horizonYears: number): MetricCard[] {
  const values = { terminal: money(lng, m.terminalValue ?? 0, currency), horizon: decimal(lng, horizonYears, 0) };
  const terminalScope = (m.terminalValue ?? 0) !== 0 ? ('withTerminal' as const) : ('noTerminal' as const);
  const years = (v: number | null, emptyKey: string, id: MetricId): MetricCard =>
    v === null
      ? { id, value: null, emptyKey, scopeKey: 'horizonOnly', values }
      : { id, value: decimal(lng, v, 1), valueKey: 'units.years', scopeKey: 'horizonOnly', values };
  const irrEmpty =
    m.irrFailure === 'no-convergence' ? 'irrNoConvergence' : m.irrFailure === 'invalid-input' ? 'irrInvalid' : 'irrNoSignChange';
  return [
    { id: 'npv', value: money(lng, m.npv, currency), scopeKey: terminalScope, values },
    m.irr === null
      ? { id: 'irr', value: null, emptyKey: irrEmpty, scopeKey: terminalScope, values }
      : { id: 'irr', value: percent(lng, m.irr), scopeKey: terminalScope, values },
    years(m.paybackYears, 'neverPaidBack', 'payback'),
    years(m.discountedPaybackYears, 'neverPaidBackDiscounted', 'discountedPayback'),
    m.roiMultiple === null
      ? { id: 'roi', value: null, emptyKey: 'noOutflow' }
      : { id: 'roi', value: `${decimal(lng, m.roiMultiple)}×`, scopeKey: 'horizonOnly', values },
    m.breakEvenYear === null
      ? { id: 'breakEven', value: null, emptyKey: 'noBreakEven' }
      : { id: 'breakEven', value: decimal(lng, m.breakEvenYear, 0), valueKey: 'units.year' },
    m.monthlyBurn > 0
      ? { id: 'monthlyBurn', value: money(lng, m.monthlyBurn, currency) }
      : { id: 'monthlyBurn', value: null, emptyKey: 'notBurning' },
    m.runwayMonths === null
      ? { id: 'runway', value: null, emptyKey: 'notBurning' }
      : { id: 'runway', value: decimal(lng, m.runwayMonths, 1), valueKey: 'units.months' },
    m.ltv === null ? { id: 'ltv', value: null, emptyKey: 'noChurn' } : { id: 'ltv', value: money(lng, m.ltv, currency) },
    m.cac === null ? { id: 'cac', value: null, emptyKey: 'noNewCustomers' } : { id: 'cac', value: money(lng, m.cac, currency) },
    m.ltvToCac === null ? { id: 'ltvToCac', value: null, emptyKey: 'noLtvCac' } : { id: 'ltvToCac', value: `${decimal(lng, m.ltvToCac)}×` },
    m.minDscr === null ? { id: 'minDscr', value: null, emptyKey: 'noDebt' } : { id: 'minDscr', value: `${decimal(lng, m.minDscr)}×` },
  ];
}

/** Tornado bars as differences from the base NPV, biggest swing first (the chart's order). */
export function tornadoRows(t: {
  base: number | null;
  bars: readonly { driver: string; metricAtLow: number | null; metricAtHigh: number | null; swing: number; low: number; high: number }[];
}) {
  const base = t.base ?? 0;
  return [...t.bars]
    .filter((b) => b.metricAtLow !== null || b.metricAtHigh !== null)
    .sort((a, b) => b.swing - a.swing)
    .map((b) => ({
      driver: b.driver,
      low: b.low,
      high: b.high,
      atLow: b.metricAtLow,
      atHigh: b.metricAtHigh,
      deltaLow: b.metricAtLow === null ? 0 : b.metricAtLow - base,
      deltaHigh: b.metricAtHigh === null ? 0 : b.metricAtHigh - base,
      swing: b.swing,
    }));
}

/** A driver's value in its unit: money, a percentage (fractions), a count or a multiple. */
export function driverValue(lng: string, key: PlanDriverKey, value: number, currency: string): string {
  const unit = unitOf(key);
  if (unit === 'eur') return money(lng, value, currency);
  if (unit === 'percent') return percent(lng, value, 1);
  if (unit === 'multiple') return `${decimal(lng, value, 2)}×`;
  return decimal(lng, value, 0);
}

/**
 * How each scenario is built: one row per driver that a scenario moves, with its base value and its
 * value in the worst and best scenarios (the stored overrides; recomputed from the inputs with the
 * same domain rule for results stored before overrides were kept).
 */
export function scenarioDrivers(
  scenarios: ScenarioAnalysis,
  assumptions: BusinessPlanAssumptions | null,
): Array<{ driver: PlanDriverKey; base: number | null; worst: number | null; best: number | null }> {
  const stored = Object.fromEntries(scenarios.scenarios.map((s) => [s.name, s.overrides]));
  const fallback =
    assumptions && (!stored.worst || !stored.best)
      ? Object.fromEntries(defaultScenarios(assumptions).map((s) => [s.name, s.overrides]))
      : {};
  const worst = stored.worst ?? fallback.worst ?? {};
  const best = stored.best ?? fallback.best ?? {};
  const drivers = [...new Set([...Object.keys(worst), ...Object.keys(best)])] as PlanDriverKey[];
  return drivers.map((driver) => ({
    driver,
    base: assumptions?.drivers[driver]?.value ?? null,
    worst: worst[driver] ?? null,
    best: best[driver] ?? null,
  }));
}
