import type { BusinessPlanAssumptions, Distribution, PlanDriver, PlanDriverKey } from '../finance/index.ts';
import type { CrMarketInput } from '../scoring/index.ts';

/** An accepted figure offered to the evaluation inputs (value in base units of `currency`). */
export interface ApplicableFigure {
  readonly id: string;
  readonly key: string;
  readonly period: number | null;
  readonly value: number;
  readonly currency: string | null;
  /** Sentence reader (issue 28): a period beyond a year; a quarter's, half's or nine months' revenue or capex is not a plan year's. */
  readonly periodDetail?: { readonly kind: string };
}

const PART_OF_YEAR: ReadonlySet<string> = new Set(['quarter', 'half', 'nine_months']);

/** The part of a project's draft that figures can change. */
export interface ApplyTarget {
  readonly assumptions: BusinessPlanAssumptions;
  readonly market: CrMarketInput;
  readonly fundingSought: number | null;
  /** The project's currency: a figure in another currency is not applied. */
  readonly currency: string;
}

/** Which field a figure changes: the market's TAM, a plan driver, or the project's funding sought. */
export type AppliedField = 'market.tamEur' | 'drivers.pricePerUnit' | 'drivers.initialInvestment' | 'fundingSought';

export interface AppliedChange {
  readonly field: AppliedField;
  readonly figureId: string;
  readonly before: number | null;
  readonly after: number;
}

export interface SkippedFigure {
  readonly figureId: string;
  readonly reason: 'no-field' | 'currency' | 'no-units' | 'superseded' | 'part-of-year';
}

export interface ApplyOutcome {
  readonly next: ApplyTarget;
  readonly changes: readonly AppliedChange[];
  readonly skipped: readonly SkippedFigure[];
}

/** A distribution moved with its driver: scaled by k (lognormal: μ + ln k), so its shape relative to the value stays. */
function scaled(d: Distribution, k: number): Distribution {
  switch (d.type) {
    case 'constant':
      return { type: 'constant', value: d.value * k };
    case 'normal':
      return { type: 'normal', mean: d.mean * k, sd: d.sd * k };
    case 'lognormal':
      return { type: 'lognormal', mu: d.mu + Math.log(k), sigma: d.sigma };
    case 'uniform':
      return { type: 'uniform', min: d.min * k, max: d.max * k };
    default:
      return { ...d, min: d.min * k, mode: d.mode * k, max: d.max * k };
  }
}

/** A driver set to a new value; its distribution and low/high move in proportion (a zero value: dropped). */
function withValue(driver: PlanDriver, value: number): PlanDriver {
  if (driver.value === 0 || value === 0) return { value };
  const k = value / driver.value;
  return {
    value,
    ...(driver.dist ? { dist: scaled(driver.dist, k) } : {}),
    ...(driver.low !== undefined ? { low: driver.low * k } : {}),
    ...(driver.high !== undefined ? { high: driver.high * k } : {}),
  };
}

/** The order changes are listed in (the screen's diff follows it). */
const FIELDS: readonly AppliedField[] = ['market.tamEur', 'drivers.pricePerUnit', 'drivers.initialInvestment', 'fundingSought'];

const FIELD_OF: Readonly<Record<string, AppliedField>> = {
  tam: 'market.tamEur',
  revenue: 'drivers.pricePerUnit',
  capex: 'drivers.initialInvestment',
  funding_sought: 'fundingSought',
};

/**
 * The draft after applying accepted figures (docs/decisions/0018-document-review-and-evidence.md):
 * - `tam` → the market's TAM;
 * - `revenue` of the first plan year → price per unit = revenue ÷ units in year 1 (the plan's year-1
 *   revenue is units × price; the units stay as declared; no units → not applied);
 * - `capex` → the initial investment (capex at t = 0);
 * - `funding_sought` → the project's funding sought.
 * Other keys have no field in the plan. For revenue and capex the earliest period is the first plan
 * year; for one field, the first figure in that order wins and the others are reported superseded.
 * A quarter's, a half's or nine months' revenue or capex is not a plan year's: reported part-of-year.
 * Amounts are taken as positive (a cost in parentheses). A figure in a currency other than the project's is not applied. Drivers keep their uncertainty:
 * a distribution is scaled with the value. Pure.
 */
export function applyFigures(target: ApplyTarget, figures: readonly ApplicableFigure[]): ApplyOutcome {
  const skipped: SkippedFigure[] = [];
  const chosen = new Map<AppliedField, ApplicableFigure>();
  const ordered = [...figures].sort((a, b) => (a.period ?? Number.MIN_SAFE_INTEGER) - (b.period ?? Number.MIN_SAFE_INTEGER));
  for (const f of ordered) {
    const field = FIELD_OF[f.key];
    if (!field) skipped.push({ figureId: f.id, reason: 'no-field' });
    else if (f.currency !== null && f.currency !== target.currency && f.key !== 'headcount')
      skipped.push({ figureId: f.id, reason: 'currency' });
    else if (
      (field === 'drivers.pricePerUnit' || field === 'drivers.initialInvestment') &&
      f.periodDetail &&
      PART_OF_YEAR.has(f.periodDetail.kind)
    )
      skipped.push({ figureId: f.id, reason: 'part-of-year' });
    else if (chosen.has(field)) skipped.push({ figureId: f.id, reason: 'superseded' });
    else chosen.set(field, f);
  }
  let { assumptions, market, fundingSought } = target;
  const changes: AppliedChange[] = [];
  const setDriver = (key: PlanDriverKey, value: number) => {
    assumptions = { ...assumptions, drivers: { ...assumptions.drivers, [key]: withValue(assumptions.drivers[key], value) } };
  };
  for (const field of FIELDS) {
    const f = chosen.get(field);
    if (!f) continue;
    const value = Math.abs(f.value); // money a document shows in parentheses is still the amount of the field
    if (field === 'market.tamEur') {
      changes.push({ field, figureId: f.id, before: market.tamEur ?? null, after: value });
      market = { ...market, tamEur: value };
    } else if (field === 'fundingSought') {
      changes.push({ field, figureId: f.id, before: fundingSought, after: value });
      fundingSought = value;
    } else if (field === 'drivers.initialInvestment') {
      changes.push({ field, figureId: f.id, before: assumptions.drivers.initialInvestment.value, after: value });
      setDriver('initialInvestment', value);
    } else {
      const units = assumptions.drivers.unitsYear1.value;
      if (!(units > 0)) {
        skipped.push({ figureId: f.id, reason: 'no-units' });
        continue;
      }
      const price = value / units;
      changes.push({ field, figureId: f.id, before: assumptions.drivers.pricePerUnit.value, after: price });
      setDriver('pricePerUnit', price);
    }
  }
  return { next: { ...target, assumptions, market, fundingSought }, changes, skipped };
}
