import type { EvaluationInputs } from '../../../contract/evaluations.ts';
import {
  appliedCorrelation,
  correlationIssues,
  type AppliedCorrelation,
  type CorrelationIssueCode,
} from '../../../domain/evaluation/index.ts';
import { PLAN_DRIVERS, type PlanDriverKey } from '../../../domain/finance/index.ts';

/**
 * The rank correlations as the workspace edits them (issue 29, ADR 0059): one row per pair, ρ kept
 * as typed. The rules are the domain's (correlationIssues), so the editor refuses what the server
 * would, and the warning for an inconsistent set is computed as the run will (appliedCorrelation).
 */
export interface CorrelationDraft {
  a: string;
  b: string;
  rho: string;
}

/** The field error codes of a row (evaluation:errors.<code>). */
export type CorrelationCode = 'corrRange' | 'corrUnknown' | 'corrNoUncertainty' | 'corrDuplicate' | 'corrSelf';
/** What of the workspace's draft the rows need (model.ts's Draft has it; kept apart so neither file imports the other's values in a cycle). */
interface Draft {
  readonly drivers: Readonly<Record<string, { readonly dist: { readonly type: string } | null } | undefined>>;
  readonly correlations: readonly CorrelationDraft[];
}
type DraftErrors = Record<string, { code: CorrelationCode | 'required' | 'number' }>;

export const correlationFieldId = (index: number, part: 'a' | 'b' | 'rho') => `correlations.${index}.${part}`;

const CODE_OF: Readonly<Record<CorrelationIssueCode, CorrelationCode>> = {
  'rho-range': 'corrRange',
  'unknown-driver': 'corrUnknown',
  'no-uncertainty': 'corrNoUncertainty',
  'duplicate-pair': 'corrDuplicate',
  'self-pair': 'corrSelf',
};

const parseRho = (text: string): number | null => {
  const s = text.trim().replace(',', '.');
  if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return Number(s);
};

export const correlationsToDraft = (inputs: EvaluationInputs): CorrelationDraft[] =>
  (inputs.correlations ?? []).map((c) => ({ a: c.a, b: c.b, rho: String(c.rho) }));

/** The contract's pairs from valid rows (absent when there are none, as the server stores them). */
export function correlationsFromDraft(d: Draft): Pick<EvaluationInputs, 'correlations'> {
  if (d.correlations.length === 0) return {};
  return { correlations: d.correlations.map((c) => ({ a: c.a, b: c.b, rho: parseRho(c.rho) ?? Number.NaN })) };
}

/** The drivers that carry uncertainty in the draft (a distribution other than constant), PLAN_DRIVERS order. */
export const uncertainDraftDrivers = (d: Draft): PlanDriverKey[] =>
  PLAN_DRIVERS.filter((k) => d.drivers[k]?.dist !== null && d.drivers[k]?.dist !== undefined && d.drivers[k]!.dist!.type !== 'constant');

/** The rows' problems, keyed by correlationFieldId. */
export function correlationErrors(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  d.correlations.forEach((c, i) => {
    if (c.rho.trim() === '') errors[correlationFieldId(i, 'rho')] = { code: 'required' };
    else if (parseRho(c.rho) === null) errors[correlationFieldId(i, 'rho')] = { code: 'number' };
  });
  const pairs = correlationsFromDraft(d).correlations ?? [];
  for (const issue of correlationIssues(d.drivers, pairs)) {
    const id = correlationFieldId(issue.index, issue.field);
    errors[id] ??= { code: CODE_OF[issue.code] };
  }
  return errors;
}

/** What a run will apply for the draft's rows (null without rows or while a row is invalid). */
export function draftCorrelation(d: Draft): AppliedCorrelation | null {
  if (d.correlations.length === 0 || Object.keys(correlationErrors(d)).length > 0) return null;
  const out = appliedCorrelation(d.drivers, correlationsFromDraft(d).correlations);
  return out.ok ? out.applied : null;
}

/** A new row: the first pair of uncertain drivers not listed yet (or the first two), ρ 0. */
export function newCorrelation(d: Draft): CorrelationDraft {
  const keys = uncertainDraftDrivers(d);
  const listed = new Set(d.correlations.map((c) => [c.a, c.b].sort().join('|')));
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++)
      if (!listed.has([keys[i]!, keys[j]!].sort().join('|'))) return { a: keys[i]!, b: keys[j]!, rho: '0' };
  return { a: keys[0] ?? PLAN_DRIVERS[0], b: keys[1] ?? PLAN_DRIVERS[1], rho: '0' };
}
