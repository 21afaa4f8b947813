import { inRange, monthOf, type Month } from './months.ts';
import { DAY_MS, mean, median, share } from './stats.ts';

/** A stage of one pipeline, in board order; `kind` is the default stage it stands for (null for an added one). */
export interface StageRef {
  readonly id: string;
  readonly kind: string | null;
}
/** A move of a card into a stage (the first move, from nothing, is the card's filing). */
export interface MoveFact {
  readonly toStageId: string | null;
  readonly at: Date;
}
export interface CardFact {
  readonly id: string;
  readonly pipelineId: string;
  readonly source: 'request' | 'grant' | 'showcase';
  readonly createdAt: Date;
  /** Every move of the card, any order. */
  readonly moves: readonly MoveFact[];
  readonly decision: { readonly decision: 'invest' | 'pass'; readonly at: Date } | null;
}

/** Stages that end a deal: a card never waits in them, and 'passed' is a way out, not a step forward. */
export const OUTCOME_KINDS = ['closed', 'passed'] as const;
const isPassed = (s: StageRef) => s.kind === 'passed';

export interface FunnelStep {
  stageId: string;
  /** Cards that reached this stage or a later one (in board order, 'passed' left out). */
  reached: number;
  /** reached / the previous step's reached; null for the first step or after a step nobody reached. */
  converted: number | null;
}

/**
 * Conversion by stage over a set of cards of one pipeline: a card reached every stage up to the
 * furthest one any of its moves entered (a card moved from New straight to Term sheet passed
 * Screening and Due diligence on the way). A 'passed' stage is not a step: cards that entered it
 * are counted in `passed` and still reached every stage they entered before.
 */
export function conversion(stages: readonly StageRef[], cards: readonly CardFact[]): { steps: FunnelStep[]; passed: number } {
  const steps = stages.filter((s) => !isPassed(s));
  const position = new Map(steps.map((s, i) => [s.id, i]));
  const passedIds = new Set(stages.filter(isPassed).map((s) => s.id));
  const reached = steps.map(() => 0);
  let passed = 0;
  for (const c of cards) {
    let furthest = -1;
    for (const m of c.moves) furthest = Math.max(furthest, m.toStageId ? (position.get(m.toStageId) ?? -1) : -1);
    for (let i = 0; i <= furthest; i++) reached[i]! += 1;
    if (c.moves.some((m) => m.toStageId && passedIds.has(m.toStageId))) passed += 1;
  }
  return {
    steps: steps.map((s, i) => ({ stageId: s.id, reached: reached[i]!, converted: i === 0 ? null : share(reached[i]!, reached[i - 1]!) })),
    passed,
  };
}

export interface StageTime {
  stageId: string;
  /** Cards with time in the stage (each card once: the sum of its visits). */
  cards: number;
  /** Of those, cards still in the stage (their time runs up to now). */
  open: number;
  medianDays: number | null;
  meanDays: number | null;
}

/**
 * Time in stage, in days: each visit runs from the move into the stage to the card's next move,
 * or to `now` when the card is still there. A card's visits to one stage that began within the
 * range add up to one sample. Outcome stages (closed, passed) are left out: nobody waits in them.
 */
export function timeInStage(
  stages: readonly StageRef[],
  cards: readonly CardFact[],
  bounds: { start: Date; end: Date },
  now: Date,
): StageTime[] {
  const waiting = stages.filter((s) => !(OUTCOME_KINDS as readonly (string | null)[]).includes(s.kind));
  const samples = new Map(waiting.map((s) => [s.id, [] as number[]]));
  const open = new Map(waiting.map((s) => [s.id, 0]));
  for (const c of cards) {
    const moves = [...c.moves].sort((a, b) => a.at.getTime() - b.at.getTime());
    const perStage = new Map<string, { ms: number; open: boolean }>();
    moves.forEach((m, i) => {
      if (!m.toStageId || !samples.has(m.toStageId) || !inRange(m.at, bounds)) return;
      const next = moves[i + 1];
      const end = next ? next.at : now;
      const acc = perStage.get(m.toStageId) ?? { ms: 0, open: false };
      acc.ms += Math.max(0, end.getTime() - m.at.getTime());
      acc.open ||= !next;
      perStage.set(m.toStageId, acc);
    });
    for (const [stageId, v] of perStage) {
      samples.get(stageId)!.push(v.ms / DAY_MS);
      if (v.open) open.set(stageId, open.get(stageId)! + 1);
    }
  }
  return waiting.map((s) => {
    const xs = samples.get(s.id)!;
    return { stageId: s.id, cards: xs.length, open: open.get(s.id)!, medianDays: median(xs), meanDays: mean(xs) };
  });
}

export interface DealMonth {
  month: Month;
  newCards: number;
  request: number;
  grant: number;
  showcase: number;
  invest: number;
  pass: number;
}

/** Per month: cards filed (by source) and decisions recorded (invest, pass); months outside the list are dropped. */
export function dealMonths(months: readonly Month[], cards: readonly CardFact[]): DealMonth[] {
  const rows = new Map(months.map((m) => [m, { month: m, newCards: 0, request: 0, grant: 0, showcase: 0, invest: 0, pass: 0 }]));
  for (const c of cards) {
    const filed = rows.get(monthOf(c.createdAt));
    if (filed) {
      filed.newCards += 1;
      filed[c.source] += 1;
    }
    const decided = c.decision ? rows.get(monthOf(c.decision.at)) : undefined;
    if (decided) decided[c.decision!.decision] += 1;
  }
  return [...rows.values()];
}
