import { addDays, fromDay, toDay } from './dates.ts';

/**
 * The critical path method on a roadmap's items, in calendar days, with finish-to-start dependencies and
 * lags (docs/methodology/realization.md). Dates are inclusive: an item from 1 to 3 March lasts 3 days, and
 * a successor with lag 0 may start the day after its predecessor ends (lag 2: two clear days between).
 */
export interface NetworkItem {
  id: string;
  start: string;
  end: string;
  dependsOn: readonly { id: string; lagDays: number }[];
}

export interface ScheduleFact {
  id: string;
  earlyStart: string;
  earlyFinish: string;
  lateStart: string;
  lateFinish: string;
  floatDays: number;
}

export interface Schedule {
  facts: ScheduleFact[];
  /** The items with zero total float, in early-start order. */
  criticalPath: string[];
  /** The project's early finish, null with no items. */
  finishOn: string | null;
}

/** A dependency cycle (or a dependency on an unknown item): the ids involved, so the user can find them. */
export class NetworkError extends Error {
  readonly kind: 'cycle' | 'unknown_dependency' | 'end_before_start';
  readonly itemIds: string[];
  constructor(kind: 'cycle' | 'unknown_dependency' | 'end_before_start', itemIds: string[]) {
    super(
      kind === 'cycle'
        ? `Dependency cycle between: ${itemIds.join(', ')}`
        : kind === 'unknown_dependency'
          ? `Depends on an item that does not exist: ${itemIds.join(', ')}`
          : `Ends before it starts: ${itemIds.join(', ')}`,
    );
    this.name = 'NetworkError';
    this.kind = kind;
    this.itemIds = itemIds;
  }
}

const duration = (i: NetworkItem) => toDay(i.end) - toDay(i.start) + 1;

/** Topological order (Kahn); throws NetworkError naming every item left on a cycle. */
export function topologicalOrder(items: readonly NetworkItem[]): NetworkItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const unknown = items.filter((i) => i.dependsOn.some((d) => !byId.has(d.id))).map((i) => i.id);
  if (unknown.length > 0) throw new NetworkError('unknown_dependency', unknown);
  const backwards = items.filter((i) => duration(i) < 1).map((i) => i.id);
  if (backwards.length > 0) throw new NetworkError('end_before_start', backwards);
  const indegree = new Map(items.map((i) => [i.id, new Set(i.dependsOn.map((d) => d.id)).size]));
  const successors = new Map<string, string[]>(items.map((i) => [i.id, []]));
  for (const i of items) for (const p of new Set(i.dependsOn.map((d) => d.id))) successors.get(p)!.push(i.id);
  const queue = items.filter((i) => indegree.get(i.id) === 0).map((i) => i.id);
  const order: NetworkItem[] = [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    order.push(byId.get(id)!);
    for (const s of successors.get(id)!) {
      const left = indegree.get(s)! - 1;
      indegree.set(s, left);
      if (left === 0) queue.push(s);
    }
  }
  if (order.length < items.length) {
    // Left over: the cycles and what hangs below them; prune items that no other left-over item depends
    // on, repeatedly, so only items on a cycle are named.
    const left = new Set(items.map((i) => i.id).filter((id) => !order.some((o) => o.id === id)));
    for (let pruned = true; pruned;) {
      pruned = false;
      for (const id of left)
        if (![...left].some((o) => byId.get(o)!.dependsOn.some((d) => d.id === id))) {
          left.delete(id);
          pruned = true;
        }
    }
    throw new NetworkError('cycle', [...left]);
  }
  return order;
}

/**
 * Forward pass: an item without predecessors starts on its own start date; any other starts on the latest
 * of (predecessor's early finish + 1 + lag), or on its own start if that is later (a planned start is a
 * "start no earlier than"). Backward pass from the project's early finish. Total float = LS − ES.
 */
export function computeSchedule(items: readonly NetworkItem[]): Schedule {
  const order = topologicalOrder(items);
  if (order.length === 0) return { facts: [], criticalPath: [], finishOn: null };
  const es = new Map<string, number>();
  const ef = new Map<string, number>();
  for (const i of order) {
    let start = toDay(i.start);
    for (const d of i.dependsOn) start = Math.max(start, ef.get(d.id)! + 1 + d.lagDays);
    es.set(i.id, start);
    ef.set(i.id, start + duration(i) - 1);
  }
  const finish = Math.max(...ef.values());
  const lf = new Map<string, number>(items.map((i) => [i.id, finish]));
  const ls = new Map<string, number>();
  for (const i of [...order].reverse()) {
    ls.set(i.id, lf.get(i.id)! - duration(i) + 1);
    for (const d of i.dependsOn) lf.set(d.id, Math.min(lf.get(d.id)!, ls.get(i.id)! - 1 - d.lagDays));
  }
  const facts = items.map((i) => ({
    id: i.id,
    earlyStart: fromDay(es.get(i.id)!),
    earlyFinish: fromDay(ef.get(i.id)!),
    lateStart: fromDay(ls.get(i.id)!),
    lateFinish: fromDay(lf.get(i.id)!),
    floatDays: ls.get(i.id)! - es.get(i.id)!,
  }));
  const criticalPath = facts
    .filter((f) => f.floatDays === 0)
    .sort((a, b) => toDay(a.earlyStart) - toDay(b.earlyStart) || a.id.localeCompare(b.id))
    .map((f) => f.id);
  return { facts, criticalPath, finishOn: fromDay(finish) };
}

/**
 * Moves an item to a new start (keeping its duration) and pushes every dependant that would now start too
 * early to the first day its dependencies allow, transitively, keeping their durations. Dependants already
 * late enough stay where they are; nothing is pulled earlier. Returns the items with new dates.
 */
export function reschedule<T extends NetworkItem>(items: readonly T[], id: string, newStart: string): T[] {
  const target = items.find((i) => i.id === id);
  if (!target) throw new NetworkError('unknown_dependency', [id]);
  const shift = toDay(newStart) - toDay(target.start);
  const moved = new Map<string, T>(items.map((i) => [i.id, i]));
  moved.set(id, { ...target, start: newStart, end: addDays(target.end, shift) });
  for (const i of topologicalOrder([...moved.values()])) {
    if (i.id === id) continue;
    const cur = moved.get(i.id)!;
    let earliest = toDay(cur.start);
    for (const d of cur.dependsOn) earliest = Math.max(earliest, toDay(moved.get(d.id)!.end) + 1 + d.lagDays);
    const by = earliest - toDay(cur.start);
    if (by > 0) moved.set(i.id, { ...cur, start: addDays(cur.start, by), end: addDays(cur.end, by) });
  }
  return items.map((i) => moved.get(i.id)!);
}
