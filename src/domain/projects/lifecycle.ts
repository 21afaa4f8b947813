import type { BusinessPlanAssumptions } from '../finance/index.ts';
import type { ProjectStatus } from './status.ts';

/**
 * Where a project is on the way to funding (docs/methodology/lifecycle.md). Decided by
 * {@link projectLifecycle} from the latest evaluation, never by the mere fact that one ran.
 */
export const LIFECYCLE_STAGES = ['draft', 'evaluated', 'evidenced', 'ready', 'funded'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

/**
 * The CR score's confidence share (weight of sub-factors scored from computed or document-evidenced
 * inputs, docs/methodology/cr-score.md §5) a project needs to count as evidenced: the methodology's
 * "medium" confidence. A plan with declared market and compliance data alone reaches 0.255.
 */
export const EVIDENCE_THRESHOLD = 0.4;

/**
 * What the project still needs to reach the next stage (the hint shown beside the badge):
 * run-evaluation (none yet), own-inputs (the latest ran on the industry's starting plan), evidence
 * (confidence share below EVIDENCE_THRESHOLD), complete-inputs (a score sub-factor has no input),
 * score-ready (the total is below the "ready" tier), funding (ready: what is left is the funding).
 */
export const LIFECYCLE_NEEDS = ['run-evaluation', 'own-inputs', 'evidence', 'complete-inputs', 'score-ready', 'funding'] as const;
export type LifecycleNeed = (typeof LIFECYCLE_NEEDS)[number];

/** The facts of the latest evaluation the lifecycle reads (null: none yet). */
export interface LatestEvaluationFacts {
  /** True when its business plan is the industry's starting plan, untouched ({@link isStartingPlan}). */
  readonly ranOnStartingPlan: boolean;
  readonly total: number;
  readonly tier: string;
  /** The score's confidence share, 0…1. */
  readonly confidence: number;
  /** Ids of the score's sub-factors without an input. */
  readonly missing: readonly string[];
}

export interface Lifecycle {
  readonly stage: LifecycleStage;
  /** The next stage and what it needs, or null at the end (funded). */
  readonly next: { readonly stage: LifecycleStage; readonly needs: readonly LifecycleNeed[] } | null;
}

/**
 * The lifecycle stage of a project (docs/methodology/lifecycle.md):
 * - **funded** — the status is `funded`;
 * - **draft** — no evaluation, or the latest ran on the industry's untouched starting plan;
 * - **evaluated** — the latest evaluation ran on the founder's own plan;
 * - **evidenced** — evaluated, and the score's confidence share ≥ {@link EVIDENCE_THRESHOLD};
 * - **ready** — evidenced, the total at the "ready" tier and no sub-factor missing its input.
 * @example projectLifecycle('completed', null) // { stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } }
 */
export function projectLifecycle(status: ProjectStatus, latest: LatestEvaluationFacts | null): Lifecycle {
  if (status === 'funded') return { stage: 'funded', next: null };
  if (!latest) return { stage: 'draft', next: { stage: 'evaluated', needs: ['run-evaluation'] } };
  if (latest.ranOnStartingPlan) return { stage: 'draft', next: { stage: 'evaluated', needs: ['own-inputs'] } };
  if (!(latest.confidence >= EVIDENCE_THRESHOLD)) return { stage: 'evaluated', next: { stage: 'evidenced', needs: ['evidence'] } };
  const needs: LifecycleNeed[] = [];
  if (latest.missing.length > 0) needs.push('complete-inputs');
  if (latest.tier !== 'ready') needs.push('score-ready');
  if (needs.length > 0) return { stage: 'evidenced', next: { stage: 'ready', needs } };
  return { stage: 'ready', next: { stage: 'funded', needs: ['funding'] } };
}

/**
 * The status an evaluation leaves a project in once it has run (it was `analyzing`): `completed`
 * only when the project's lifecycle is `ready`, otherwise back to `draft`.
 */
export function statusAfterEvaluation(lifecycle: Lifecycle): 'completed' | 'draft' {
  return lifecycle.stage === 'ready' ? 'completed' : 'draft';
}

const RELATIVE_TOLERANCE = 1e-9;

function near(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b || Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (!near((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * True when a business plan is the starting plan the industry offered, untouched: same years,
 * terminal-value method and, for every driver, the same value, range and distribution (numbers equal
 * within a relative 1e−9, the noise of the workspace's percent ↔ fraction round trip; a missing key
 * and a null one are the same).
 * @example isStartingPlan(defaults, defaults) // true
 */
export function isStartingPlan(plan: BusinessPlanAssumptions, starting: BusinessPlanAssumptions): boolean {
  return near(plan, starting);
}
