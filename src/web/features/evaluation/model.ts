import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import type {
  BusinessPlanAssumptions,
  Distribution,
  PlanDriver,
  PlanDriverKey,
  TerminalValueMethod,
} from '../../../domain/finance/index.ts';
import { PLAN_DRIVER_UNITS, PLAN_YEAR_LIMITS } from '../../../domain/finance/index.ts';
import {
  correlationErrors,
  correlationsFromDraft,
  correlationsToDraft,
  type CorrelationCode,
  type CorrelationDraft,
} from './correlation-model.ts';

/**
 * The workspace's editable form: every number is kept as the text the user typed (so "-" or an
 * empty field never loses what was there), percentages in percent. `toInputs` turns a valid draft
 * back into the contract's EvaluationInputs; `validateDraft` mirrors the contract's and the engine's
 * limits field by field, with codes the screen translates.
 */

export type Unit = 'eur' | 'percent' | 'count' | 'multiple' | 'years';
export const DIST_TYPES = ['constant', 'normal', 'lognormal', 'triangular', 'pert', 'uniform'] as const;
export type DistType = (typeof DIST_TYPES)[number];
export const DIST_PARAMS: Readonly<Record<DistType, readonly string[]>> = {
  constant: ['value'],
  normal: ['mean', 'sd'],
  lognormal: ['mu', 'sigma'],
  triangular: ['min', 'mode', 'max'],
  pert: ['min', 'mode', 'max'],
  uniform: ['min', 'max'],
};

/** The plan editor's sections, in the order of the form. */
export const PLAN_SECTIONS: readonly { id: string; years?: readonly YearField[]; drivers: readonly PlanDriverKey[]; terminal?: boolean }[] =
  [
    { id: 'horizon', years: ['horizonYears'], drivers: ['openingCash'] },
    { id: 'revenue', drivers: ['unitsYear1', 'unitsGrowth', 'pricePerUnit', 'priceGrowth', 'churnRate'] },
    { id: 'margin', drivers: ['grossMargin'] },
    { id: 'opex', drivers: ['fixedCosts', 'fixedCostGrowth', 'salesMarketingShare'] },
    { id: 'capex', years: ['depreciationYears'], drivers: ['initialInvestment', 'maintenanceCapexShare'] },
    { id: 'workingCapital', drivers: ['workingCapitalShare'] },
    { id: 'tax', drivers: ['taxRate'] },
    { id: 'debt', years: ['debtTermYears'], drivers: ['debtAmount', 'debtInterestRate'] },
    { id: 'terminal', terminal: true, drivers: ['terminalGrowth', 'exitMultiple'] },
    { id: 'discount', drivers: ['discountRate'] },
  ];

export type YearField = 'horizonYears' | 'depreciationYears' | 'debtTermYears';
/** Integer limits of the year fields: the engine's, which the contract applies too. */
export const YEAR_LIMITS: Readonly<Record<YearField, readonly [number, number]>> = PLAN_YEAR_LIMITS;

export function unitOf(key: PlanDriverKey): Unit {
  const u = PLAN_DRIVER_UNITS[key];
  return u === 'fraction' ? 'percent' : u;
}

const FRACTION_0_1: readonly PlanDriverKey[] = ['churnRate', 'taxRate', 'salesMarketingShare', 'maintenanceCapexShare'];
const NON_NEGATIVE: readonly PlanDriverKey[] = [
  'unitsYear1',
  'pricePerUnit',
  'fixedCosts',
  'initialInvestment',
  'debtAmount',
  'exitMultiple',
  'openingCash',
];
const ABOVE_MINUS_ONE = (k: PlanDriverKey) => k.endsWith('Growth') || k === 'discountRate' || k === 'debtInterestRate';

export interface DistDraft {
  type: DistType;
  params: Record<string, string>;
}
export interface DriverDraft {
  value: string;
  dist: DistDraft | null;
  /** Kept as they came (the editor does not edit them). */
  low?: number;
  high?: number;
}
export interface Draft {
  horizonYears: string;
  depreciationYears: string;
  debtTermYears: string;
  terminalValue: TerminalValueMethod;
  drivers: Record<PlanDriverKey, DriverDraft>;
  market: { tamEur: string; competitorCount: string; competitiveIntensity: '' | 'low' | 'medium' | 'high'; expectedGrowthRate: string };
  revenueModel: '' | 'recurring' | 'repeat' | 'transactional' | 'one-off';
  complianceAnswers: Record<string, 'yes' | 'partial' | 'no'>;
  /** Rank correlations between uncertain drivers (correlation-model.ts, ADR 0059). */
  correlations: CorrelationDraft[];
}

/** A number as the form shows it (percent for fractions), without floating-point noise. */
export function toText(value: number, percent: boolean): string {
  const v = percent ? value * 100 : value;
  return String(Number(v.toPrecision(12)));
}

/** Parses what the user typed (dot or comma decimal; no thousands separators); null when not a number. */
export function parseNumber(text: string): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.');
  if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function distToDraft(dist: Distribution, percent: boolean): DistDraft {
  const params: Record<string, string> = {};
  for (const p of DIST_PARAMS[dist.type])
    params[p] = toText((dist as unknown as Record<string, number>)[p]!, percent && dist.type !== 'lognormal');
  return { type: dist.type, params };
}

export function toDraft(inputs: EvaluationInputs): Draft {
  const a = inputs.assumptions;
  const drivers = {} as Record<PlanDriverKey, DriverDraft>;
  for (const [key, d] of Object.entries(a.drivers) as [PlanDriverKey, PlanDriver][]) {
    const percent = unitOf(key) === 'percent';
    drivers[key] = {
      value: toText(d.value, percent),
      dist: d.dist ? distToDraft(d.dist, percent) : null,
      ...(d.low !== undefined ? { low: d.low } : {}),
      ...(d.high !== undefined ? { high: d.high } : {}),
    };
  }
  const m = inputs.market;
  return {
    horizonYears: String(a.horizonYears),
    depreciationYears: String(a.depreciationYears),
    debtTermYears: String(a.debtTermYears),
    terminalValue: a.terminalValue,
    drivers,
    market: {
      tamEur: m.tamEur == null ? '' : toText(m.tamEur, false),
      competitorCount: m.competitorCount == null ? '' : String(m.competitorCount),
      competitiveIntensity: m.competitiveIntensity ?? '',
      expectedGrowthRate: m.expectedGrowthRate == null ? '' : toText(m.expectedGrowthRate, true),
    },
    revenueModel: inputs.revenueModel ?? '',
    complianceAnswers: { ...inputs.complianceAnswers },
    correlations: correlationsToDraft(inputs),
  };
}

/** A field's problem: a code the screen translates (evaluation:errors.<code>) and its values. */
export interface FieldError {
  code: 'required' | 'number' | 'integer' | 'range' | 'min' | 'aboveMinus100' | 'belowDiscount' | 'order' | 'sdMin' | CorrelationCode;
  values?: Record<string, number>;
}
export type DraftErrors = Record<string, FieldError>;

/** Form-field ids, also the keys of DraftErrors. */
export const fieldId = {
  driver: (k: PlanDriverKey) => `drivers.${k}.value`,
  param: (k: PlanDriverKey, p: string) => `drivers.${k}.dist.${p}`,
  market: (k: keyof Draft['market']) => `market.${k}`,
};

/**
 * Checks a draft against the contract's and the engine's limits; empty when it can be saved.
 * Percent fields are checked in percent (what the user sees): 0–100 %, above −100 %.
 */
export function validateDraft(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  for (const f of Object.keys(YEAR_LIMITS) as YearField[]) {
    const [min, max] = YEAR_LIMITS[f];
    const n = parseNumber(d[f]);
    if (d[f].trim() === '') errors[f] = { code: 'required' };
    else if (n === null) errors[f] = { code: 'number' };
    else if (!Number.isInteger(n) || n < min || n > max) errors[f] = { code: 'integer', values: { min, max } };
  }
  const values = {} as Record<PlanDriverKey, number>;
  for (const [key, drv] of Object.entries(d.drivers) as [PlanDriverKey, DriverDraft][]) {
    const id = fieldId.driver(key);
    const n = parseNumber(drv.value);
    const percent = unitOf(key) === 'percent';
    if (drv.value.trim() === '') errors[id] = { code: 'required' };
    else if (n === null) errors[id] = { code: 'number' };
    else if (FRACTION_0_1.includes(key) && (n < 0 || n > 100)) errors[id] = { code: 'range', values: { min: 0, max: 100 } };
    else if (NON_NEGATIVE.includes(key) && n < 0) errors[id] = { code: 'min', values: { min: 0 } };
    else if (ABOVE_MINUS_ONE(key) && n <= -100) errors[id] = { code: 'aboveMinus100' };
    else values[key] = percent ? n / 100 : n;
    if (drv.dist) Object.assign(errors, distErrors(key, drv.dist));
  }
  if (
    d.terminalValue === 'perpetuity-growth' &&
    values.discountRate !== undefined &&
    values.terminalGrowth !== undefined &&
    !(values.discountRate > values.terminalGrowth)
  ) {
    errors[fieldId.driver('terminalGrowth')] = { code: 'belowDiscount' };
  }
  const m = d.market;
  const tam = parseNumber(m.tamEur);
  if (m.tamEur.trim() !== '' && (tam === null || tam < 0 || tam > 1e15))
    errors[fieldId.market('tamEur')] = tam === null ? { code: 'number' } : { code: 'range', values: { min: 0, max: 1e15 } };
  const cc = parseNumber(m.competitorCount);
  if (m.competitorCount.trim() !== '' && (cc === null || !Number.isInteger(cc) || cc < 0 || cc > 100_000))
    errors[fieldId.market('competitorCount')] = cc === null ? { code: 'number' } : { code: 'integer', values: { min: 0, max: 100_000 } };
  const g = parseNumber(m.expectedGrowthRate);
  if (m.expectedGrowthRate.trim() !== '' && (g === null || g < -100 || g > 1000))
    errors[fieldId.market('expectedGrowthRate')] = g === null ? { code: 'number' } : { code: 'range', values: { min: -100, max: 1000 } };
  return Object.assign(errors, correlationErrors(d));
}

function distErrors(key: PlanDriverKey, dist: DistDraft): DraftErrors {
  const errors: DraftErrors = {};
  const v: Record<string, number> = {};
  for (const p of DIST_PARAMS[dist.type]) {
    const text = dist.params[p] ?? '';
    const n = parseNumber(text);
    if (text.trim() === '') errors[fieldId.param(key, p)] = { code: 'required' };
    else if (n === null) errors[fieldId.param(key, p)] = { code: 'number' };
    else v[p] = n;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (dist.type === 'normal' && v.sd! < 0) errors[fieldId.param(key, 'sd')] = { code: 'sdMin' };
  if (dist.type === 'lognormal' && v.sigma! < 0) errors[fieldId.param(key, 'sigma')] = { code: 'sdMin' };
  if ((dist.type === 'triangular' || dist.type === 'pert') && !(v.min! <= v.mode! && v.mode! <= v.max!))
    errors[fieldId.param(key, 'mode')] = { code: 'order' };
  if (dist.type === 'uniform' && !(v.min! <= v.max!)) errors[fieldId.param(key, 'max')] = { code: 'order' };
  return errors;
}

function distFromDraft(dist: DistDraft, percent: boolean): Distribution {
  const out: Record<string, number | string> = { type: dist.type };
  for (const p of DIST_PARAMS[dist.type]) {
    const n = parseNumber(dist.params[p] ?? '') ?? NaN;
    out[p] = percent && dist.type !== 'lognormal' ? n / 100 : n;
  }
  return out as unknown as Distribution;
}

/** The contract's inputs from a draft that passed validateDraft (numbers parsed, percent → fraction). */
export function toInputs(d: Draft): EvaluationInputs {
  const drivers = {} as Record<PlanDriverKey, PlanDriver>;
  for (const [key, drv] of Object.entries(d.drivers) as [PlanDriverKey, DriverDraft][]) {
    const percent = unitOf(key) === 'percent';
    const n = parseNumber(drv.value) ?? NaN;
    drivers[key] = {
      value: percent ? n / 100 : n,
      ...(drv.dist ? { dist: distFromDraft(drv.dist, percent) } : {}),
      ...(drv.low !== undefined ? { low: drv.low } : {}),
      ...(drv.high !== undefined ? { high: drv.high } : {}),
    };
  }
  const assumptions: BusinessPlanAssumptions = {
    horizonYears: parseNumber(d.horizonYears) ?? NaN,
    depreciationYears: parseNumber(d.depreciationYears) ?? NaN,
    debtTermYears: parseNumber(d.debtTermYears) ?? NaN,
    terminalValue: d.terminalValue,
    drivers,
  };
  const optional = (text: string, scale = 1) => (text.trim() === '' ? null : (parseNumber(text) ?? NaN) / scale);
  return {
    assumptions: assumptions as EvaluationInputs['assumptions'],
    market: {
      tamEur: optional(d.market.tamEur),
      competitorCount: optional(d.market.competitorCount),
      competitiveIntensity: d.market.competitiveIntensity === '' ? null : d.market.competitiveIntensity,
      expectedGrowthRate: optional(d.market.expectedGrowthRate, 100),
    },
    revenueModel: d.revenueModel === '' ? null : d.revenueModel,
    complianceAnswers: { ...d.complianceAnswers },
    ...correlationsFromDraft(d),
  };
}

/** A new distribution for a driver, centred on its current value (±20 % where it has a spread). */
export function defaultDist(type: DistType, valueText: string): DistDraft {
  const v = parseNumber(valueText) ?? 0;
  const spread = Math.abs(v) * 0.2;
  const t = (n: number) => String(Number(n.toPrecision(12)));
  switch (type) {
    case 'constant':
      return { type, params: { value: t(v) } };
    case 'normal':
      return { type, params: { mean: t(v), sd: t(spread) } };
    case 'lognormal':
      return { type, params: { mu: t(v > 0 ? Math.log(v) : 0), sigma: '0.2' } };
    case 'uniform':
      return { type, params: { min: t(v - spread), max: t(v + spread) } };
    default:
      return { type, params: { min: t(v - spread), mode: t(v), max: t(v + spread) } };
  }
}

/** A stable text of a draft, to tell whether it differs from the saved one. */
export function draftKey(d: Draft): string {
  return JSON.stringify(d);
}

// The histogram helpers live in histogram.ts; re-exported for the model's existing importers.
export { histogramBars, shadedShare, type HistogramBar } from './histogram.ts';
