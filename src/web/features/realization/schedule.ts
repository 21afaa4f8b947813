import type { RoadmapItem, RoadmapPhase } from '../../../contract/realization.ts';

/**
 * The roadmap editor's date arithmetic, pure: ISO calendar days (YYYY-MM-DD, read as UTC so a reader's time zone never
 * shifts a day), moving and resizing an item, and pushing its dependants so that no finish-to-start link is broken.
 * Convention (the same as the server's schedule, docs/methodology/realization.md): end dates are inclusive, so a
 * successor linked with lag L may start on the day after its predecessor's end plus L days.
 */
const DAY = 86_400_000;

export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
}
export function fromDayNumber(n: number): string {
  return new Date(n * DAY).toISOString().slice(0, 10);
}
export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}
/** Days from `a` to `b` (b − a). */
export function diffDays(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

export function allItems(phases: readonly RoadmapPhase[]): RoadmapItem[] {
  return phases.flatMap((p) => p.items);
}

function mapItems(phases: readonly RoadmapPhase[], f: (item: RoadmapItem) => RoadmapItem): RoadmapPhase[] {
  return phases.map((p) => ({ ...p, items: p.items.map(f) }));
}

/** The earliest start a successor may have after `pred` with `lagDays`. */
export function earliestStartAfter(pred: Pick<RoadmapItem, 'end'>, lagDays: number): string {
  return addDays(pred.end, 1 + lagDays);
}

/**
 * Pushes every item that now starts before its predecessors allow, keeping its duration, repeatedly until nothing moves
 * (at most one pass per item: a cycle, which the server refuses, stops here instead of looping).
 */
export function pushDependants(phases: readonly RoadmapPhase[]): RoadmapPhase[] {
  let current = phases.map((p) => ({ ...p, items: p.items.map((i) => ({ ...i })) }));
  const count = allItems(current).length;
  for (let pass = 0; pass <= count; pass++) {
    const byId = new Map(allItems(current).map((i) => [i.id, i]));
    let moved = false;
    current = mapItems(current, (item) => {
      let need = item.start;
      for (const dep of item.dependsOn) {
        const pred = byId.get(dep.id);
        if (!pred) continue;
        const earliest = earliestStartAfter(pred, dep.lagDays);
        if (earliest > need) need = earliest;
      }
      if (need === item.start) return item;
      moved = true;
      const shift = diffDays(item.start, need);
      return { ...item, start: need, end: addDays(item.end, shift) };
    });
    if (!moved) break;
  }
  return current;
}

/** Moves an item by `days` (both ends), then pushes its dependants. */
export function moveItem(phases: readonly RoadmapPhase[], id: string, days: number): RoadmapPhase[] {
  if (days === 0) return [...phases];
  return pushDependants(mapItems(phases, (i) => (i.id === id ? { ...i, start: addDays(i.start, days), end: addDays(i.end, days) } : i)));
}

/** Moves an item's end by `days`, never before its start (a one-day item at least), then pushes its dependants. */
export function resizeItem(phases: readonly RoadmapPhase[], id: string, days: number): RoadmapPhase[] {
  return pushDependants(
    mapItems(phases, (i) => {
      if (i.id !== id) return i;
      const end = addDays(i.end, days);
      return { ...i, end: end < i.start ? i.start : end };
    }),
  );
}

/** Sets an item's dates from a form (end clamped to start), then pushes its dependants. */
export function setDates(phases: readonly RoadmapPhase[], id: string, start: string, end: string): RoadmapPhase[] {
  return pushDependants(mapItems(phases, (i) => (i.id === id ? { ...i, start, end: end < start ? start : end } : i)));
}

/** The span a Gantt chart shows: from the earliest start to the latest end among the items and the baseline, a day either side. */
export function chartRange(items: readonly { start: string; end: string }[]): { from: string; days: number } | null {
  if (items.length === 0) return null;
  let min = items[0]!.start;
  let max = items[0]!.end;
  for (const i of items) {
    if (i.start < min) min = i.start;
    if (i.end > max) max = i.end;
  }
  const from = addDays(min, -1);
  return { from, days: diffDays(from, max) + 2 };
}

/** Days an item slipped against its baseline (positive = later), or null without a baseline for it. */
export function slipDays(
  item: Pick<RoadmapItem, 'id' | 'end'>,
  baseline: readonly { id: string; end: string }[] | undefined,
): number | null {
  const b = baseline?.find((x) => x.id === item.id);
  return b ? diffDays(b.end, item.end) : null;
}

/** The first days of the months that begin within [from, to]. */
export function monthStarts(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const d = `${y}-${String(m).padStart(2, '0')}-01`;
    if (d > to) break;
    if (d >= from) out.push(d);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
