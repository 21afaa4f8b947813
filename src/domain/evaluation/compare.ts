import type { CrTier, SubFactorId, PillarId } from '../scoring/index.ts';

/**
 * What two stored evaluations are compared from: the input they were computed from (any JSON object;
 * stored as `EvaluationInput`) and the parts of the result the comparison reads.
 */
export interface ComparableEvaluation {
  readonly input: unknown;
  readonly result: {
    readonly plan: { readonly metrics: { readonly npv: number; readonly irr: number | null; readonly paybackYears: number | null } };
    readonly simulation: { readonly probabilityNpvNegative: number } | null;
    readonly score: {
      readonly total: number;
      readonly tier: CrTier;
      readonly subFactors: ReadonlyArray<{
        readonly id: SubFactorId;
        readonly pillar: PillarId;
        readonly score: number;
        readonly points: number;
        readonly status: 'scored' | 'missing' | 'not-applicable';
      }>;
    };
  };
}

/** A JSON leaf value of an input (null when the field is absent on that side). */
export type InputValue = string | number | boolean | null;

/** One input that differs: its dotted path in the stored input (e.g. `assumptions.drivers.pricePerUnit.value`). */
export interface InputChange {
  readonly path: string;
  readonly before: InputValue;
  readonly after: InputValue;
}

/** How one figure moved; `delta` = after − before, null when either side has no figure. */
export interface MetricMove {
  readonly before: number | null;
  readonly after: number | null;
  readonly delta: number | null;
}

export const COMPARED_METRICS = ['npv', 'irr', 'paybackYears', 'probabilityNpvNegative', 'crTotal'] as const;
export type ComparedMetric = (typeof COMPARED_METRICS)[number];

/** How one CR sub-factor moved: its 0–100 score and the points it adds to the total. */
export interface SubFactorMove {
  readonly id: SubFactorId;
  readonly pillar: PillarId;
  readonly score: MetricMove;
  readonly points: MetricMove;
  readonly statusBefore: 'scored' | 'missing' | 'not-applicable' | null;
  readonly statusAfter: 'scored' | 'missing' | 'not-applicable' | null;
}

export interface EvaluationComparison {
  /** Inputs that differ, in path order. */
  readonly inputs: readonly InputChange[];
  readonly metrics: Readonly<Record<ComparedMetric, MetricMove>>;
  readonly tier: { readonly before: CrTier; readonly after: CrTier };
  /** Sub-factors whose score, points or status moved, largest move in points first (then by id). */
  readonly subFactors: readonly SubFactorMove[];
}

/** Differences below this are rounding noise of the engine's floating point, not a move. */
const EPSILON = 1e-9;

function leaves(value: unknown, prefix: string, out: Map<string, InputValue>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  if (value === undefined) return;
  // Arrays (none in today's inputs) compare as one value, in their JSON text.
  out.set(prefix, Array.isArray(value) ? JSON.stringify(value) : (value as InputValue));
}

const same = (a: InputValue, b: InputValue) =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a), Math.abs(b)) : a === b;

const move = (before: number | null, after: number | null): MetricMove => ({
  before,
  after,
  delta: before === null || after === null || !Number.isFinite(before) || !Number.isFinite(after) ? null : after - before,
});

const moved = (m: MetricMove) => (m.delta === null ? m.before !== m.after : Math.abs(m.delta) > EPSILON);

/**
 * Compares two stored evaluations (`before` then `after`, in the order the reader chose): which inputs
 * changed, how NPV, IRR, payback, P(NPV < 0) and the CR total moved, and how each CR sub-factor's
 * score and points moved, so a reader can tell why the score moved ("+24 points: competition went
 * from 0 to 80"). An input present on one side only counts as changed (null on the other).
 * Pure: no engine is run; the stored results are read as they are.
 * @example compareEvaluations(v1, v2).metrics.crTotal.delta // 24.1
 */
export function compareEvaluations(before: ComparableEvaluation, after: ComparableEvaluation): EvaluationComparison {
  const a = new Map<string, InputValue>();
  const b = new Map<string, InputValue>();
  leaves(before.input, '', a);
  leaves(after.input, '', b);
  const inputs: InputChange[] = [];
  for (const path of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(path) ?? null;
    const y = b.get(path) ?? null;
    if (!same(x, y)) inputs.push({ path, before: x, after: y });
  }

  const ra = before.result;
  const rb = after.result;
  const metrics: Record<ComparedMetric, MetricMove> = {
    npv: move(ra.plan.metrics.npv, rb.plan.metrics.npv),
    irr: move(ra.plan.metrics.irr, rb.plan.metrics.irr),
    paybackYears: move(ra.plan.metrics.paybackYears, rb.plan.metrics.paybackYears),
    probabilityNpvNegative: move(ra.simulation?.probabilityNpvNegative ?? null, rb.simulation?.probabilityNpvNegative ?? null),
    crTotal: move(ra.score.total, rb.score.total),
  };

  const byId = new Map(rb.score.subFactors.map((s) => [s.id, s]));
  const ids = [...new Set([...ra.score.subFactors.map((s) => s.id), ...rb.score.subFactors.map((s) => s.id)])];
  const subFactors: SubFactorMove[] = [];
  for (const id of ids) {
    const x = ra.score.subFactors.find((s) => s.id === id);
    const y = byId.get(id);
    const m: SubFactorMove = {
      id,
      pillar: (x ?? y)!.pillar,
      score: move(x?.score ?? null, y?.score ?? null),
      points: move(x?.points ?? null, y?.points ?? null),
      statusBefore: x?.status ?? null,
      statusAfter: y?.status ?? null,
    };
    if (moved(m.score) || moved(m.points) || m.statusBefore !== m.statusAfter) subFactors.push(m);
  }
  subFactors.sort((p, q) => Math.abs(q.points.delta ?? 0) - Math.abs(p.points.delta ?? 0) || p.id.localeCompare(q.id));

  return { inputs, metrics, tier: { before: ra.score.tier, after: rb.score.tier }, subFactors };
}
