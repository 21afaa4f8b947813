import { rankTarget } from '../finance/montecarlo/iman-conover.ts';
import type { PlanDriverKey, PlanProblem } from '../finance/index.ts';
import { PLAN_DRIVERS } from '../finance/index.ts';

/**
 * Rank correlations between a plan's uncertain drivers, as the user enters them (issue 29, ADR 0059):
 * a sparse list of pairs; every pair not listed is independent (ρ = 0). The engine gets the full
 * matrix over the drivers that carry a `dist` (PLAN_DRIVERS order), Iman–Conover induces it per block.
 */
export interface DriverCorrelation {
  /** A key of PLAN_DRIVERS with a distribution. */
  readonly a: string;
  readonly b: string;
  /** Spearman's rank correlation wanted between the two drivers' draws, −1 … 1. */
  readonly rho: number;
}

/** Why a pair is refused; `field` is the pair's part at fault. */
export type CorrelationIssueCode = 'rho-range' | 'unknown-driver' | 'no-uncertainty' | 'duplicate-pair' | 'self-pair';
export interface CorrelationIssue {
  readonly index: number;
  readonly field: 'a' | 'b' | 'rho';
  readonly code: CorrelationIssueCode;
}

/** At most this many pairs (the plan has 20 drivers: 190 pairs at most, far beyond any real use). */
export const MAX_CORRELATIONS = 100;

type DriversWithDist = Readonly<Record<string, { readonly dist?: { readonly type: string } | null | undefined } | undefined>>;

const isDriver = (k: string): k is PlanDriverKey => (PLAN_DRIVERS as readonly string[]).includes(k);
/** A driver carries uncertainty when it has a distribution other than a constant. */
const uncertain = (drivers: DriversWithDist, k: PlanDriverKey) => {
  const d = drivers[k]?.dist;
  return d !== undefined && d !== null && d.type !== 'constant';
};

/**
 * Checks each pair against the plan's drivers: ρ finite in [−1, 1], both drivers known and uncertain
 * (a distribution other than constant), not a driver with itself, no pair given twice (in either order).
 * Returns [] when the list can be applied. Pure: the browser's editor and the server use it alike.
 * @example correlationIssues(plan.drivers, [{ a: 'pricePerUnit', b: 'pricePerUnit', rho: 0.5 }]) // [{ index: 0, field: 'b', code: 'self-pair' }]
 */
export function correlationIssues(drivers: DriversWithDist, pairs: readonly DriverCorrelation[]): CorrelationIssue[] {
  const issues: CorrelationIssue[] = [];
  const seen = new Set<string>();
  pairs.forEach((p, index) => {
    if (typeof p.rho !== 'number' || !Number.isFinite(p.rho) || p.rho < -1 || p.rho > 1)
      issues.push({ index, field: 'rho', code: 'rho-range' });
    for (const field of ['a', 'b'] as const) {
      const k = p[field];
      if (!isDriver(k)) issues.push({ index, field, code: 'unknown-driver' });
      else if (!uncertain(drivers, k)) issues.push({ index, field, code: 'no-uncertainty' });
    }
    if (p.a === p.b) issues.push({ index, field: 'b', code: 'self-pair' });
    const key = [p.a, p.b].sort().join('|');
    if (seen.has(key)) issues.push({ index, field: 'b', code: 'duplicate-pair' });
    seen.add(key);
  });
  return issues;
}

/** The pairs as engine problems (field `correlations.<index>.<part>`, message in English). */
export function correlationProblems(drivers: DriversWithDist, pairs: readonly DriverCorrelation[]): PlanProblem[] {
  return correlationIssues(drivers, pairs).map((i) => ({ field: `correlations.${i.index}.${i.field}`, message: ISSUE_TEXT[i.code] }));
}

const ISSUE_TEXT: Readonly<Record<CorrelationIssueCode, string>> = {
  'rho-range': 'the rank correlation must be a number from -1 to 1',
  'unknown-driver': 'not a driver of the plan',
  'no-uncertainty': 'this driver has no uncertainty (give it a distribution first)',
  'duplicate-pair': 'this pair of drivers is already listed',
  'self-pair': 'a driver cannot be correlated with itself',
};

/** A pair as applied: the ρ asked for and the ρ used (different when the matrix was replaced by the nearest PSD one). */
export interface AppliedPair {
  readonly a: PlanDriverKey;
  readonly b: PlanDriverKey;
  readonly rho: number;
  readonly used: number;
}

/**
 * What a simulation applied (stored with the version in result.simulation.rankCorrelation):
 * `drivers` the matrix's rows and columns (the drivers with a `dist`, PLAN_DRIVERS order), `matrix`
 * the one used, `adjusted` when the pairs asked for were not positive semi-definite together and the
 * nearest correlation matrix (Higham 2002) was used instead, `maxChange` its largest entry change.
 */
export interface AppliedCorrelation {
  readonly drivers: PlanDriverKey[];
  readonly pairs: AppliedPair[];
  readonly matrix: number[][];
  readonly adjusted: boolean;
  readonly maxChange: number;
}

/**
 * The full rank-correlation matrix (identity, then ρ at (a, b) and (b, a) for each pair) over the
 * drivers with a `dist`, in PLAN_DRIVERS order — the order simulatePlanChunk draws them in.
 */
export function correlationMatrix(
  drivers: DriversWithDist,
  pairs: readonly DriverCorrelation[],
): { drivers: PlanDriverKey[]; matrix: number[][] } {
  const keys = PLAN_DRIVERS.filter((k) => drivers[k]?.dist !== undefined && drivers[k]?.dist !== null);
  const matrix = keys.map((_, i) => keys.map((__, j): number => (i === j ? 1 : 0)));
  for (const p of pairs) {
    const i = keys.indexOf(p.a as PlanDriverKey);
    const j = keys.indexOf(p.b as PlanDriverKey);
    if (i >= 0 && j >= 0 && i !== j) matrix[i]![j] = matrix[j]![i] = p.rho;
  }
  return { drivers: keys, matrix };
}

/**
 * The pairs checked and turned into the matrix the engine will use: `{ ok: true, applied }` (null
 * when there are no pairs), or the problems. Deterministic, so the browser's editor shows before a
 * run the same warning and the same used values the stored version will record.
 * @example appliedCorrelation(drivers, [{ a: 'pricePerUnit', b: 'fixedCosts', rho: 0.9 }, …]) // { ok: true, applied: { adjusted: true, … } }
 */
export function appliedCorrelation(
  drivers: DriversWithDist,
  pairs: readonly DriverCorrelation[] | undefined,
): { ok: true; applied: AppliedCorrelation | null } | { ok: false; problems: PlanProblem[] } {
  if (!pairs || pairs.length === 0) return { ok: true, applied: null };
  const problems = correlationProblems(drivers, pairs);
  if (problems.length > 0) return { ok: false, problems };
  const { drivers: keys, matrix } = correlationMatrix(drivers, pairs);
  const k = keys.length;
  const target = rankTarget(matrix, k);
  if (!target.ok) return { ok: false, problems: [{ field: 'correlations', message: target.reason }] };
  const used = keys.map((_, i) => Array.from(target.matrix.subarray(i * k, i * k + k)));
  return {
    ok: true,
    applied: {
      drivers: keys,
      pairs: pairs.map((p) => {
        const a = p.a as PlanDriverKey;
        const b = p.b as PlanDriverKey;
        return { a, b, rho: p.rho, used: used[keys.indexOf(a)]![keys.indexOf(b)]! };
      }),
      matrix: used,
      adjusted: target.adjusted,
      maxChange: target.maxChange,
    },
  };
}

/**
 * The rank-correlation matrix to hand the engine for an evaluation input (PlanSimulationOptions'
 * `rankCorrelation`), undefined without pairs or with pairs that are refused (the run then reports them).
 */
export function rankCorrelationOf(input: {
  readonly assumptions: { readonly drivers: DriversWithDist };
  readonly correlations?: readonly DriverCorrelation[] | undefined;
}): number[][] | undefined {
  const pairs = input.correlations;
  if (!pairs || pairs.length === 0 || correlationIssues(input.assumptions.drivers, pairs).length > 0) return undefined;
  return correlationMatrix(input.assumptions.drivers, pairs).matrix;
}
