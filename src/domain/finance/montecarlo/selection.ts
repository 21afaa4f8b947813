import { PERCENTILE_LEVELS } from './percentiles.ts';
import type { Percentiles } from './percentiles.ts';

/** Moves the order statistic of rank k of a[lo..hi] to a[k], smaller ones before, larger after. */
function selectRank(a: Float64Array, lo: number, hi: number, k: number): void {
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    // median of three as the pivot, so sorted or constant input stays linear
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

function selectRanks(a: Float64Array, lo: number, hi: number, ranks: readonly number[], from: number, to: number): void {
  if (from >= to || lo > hi) return;
  const m = (from + to) >> 1;
  const k = ranks[m]!;
  selectRank(a, lo, hi, k);
  selectRanks(a, lo, k - 1, ranks, from, m);
  selectRanks(a, k + 1, hi, ranks, m + 1, to);
}

/**
 * Type-7 {@link Percentiles} of values without a full sort: the needed order statistics are found
 * by recursive quickselect on a scratch copy (expected linear time). Same numbers as sorting.
 */
export function percentilesBySelection(values: Float64Array): Percentiles {
  const n = values.length;
  const a = Float64Array.from(values);
  const wanted = new Set<number>();
  for (const [, p] of PERCENTILE_LEVELS) {
    const lo = Math.floor((n - 1) * p);
    wanted.add(lo);
    wanted.add(Math.min(lo + 1, n - 1));
  }
  const ranks = [...wanted].sort((x, y) => x - y);
  if (n > 0) selectRanks(a, 0, n - 1, ranks, 0, ranks.length);
  const out: Record<string, number> = {};
  for (const [key, p] of PERCENTILE_LEVELS) {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    out[key] = n === 0 ? Number.NaN : a[lo]! + (h - lo) * (a[Math.min(lo + 1, n - 1)]! - a[lo]!);
  }
  return out as unknown as Percentiles;
}
