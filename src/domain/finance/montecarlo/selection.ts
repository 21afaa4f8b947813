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

/** Below this many values the plain quickselect on a copy is as fast as the bucket pass. */
const BUCKETED_FROM = 65_536;
const BUCKETS = 4_096;

/**
 * The order statistics of the given ranks (ascending, distinct) of values[0..n): exact, without a
 * copy of the whole array. One pass counts the values in BUCKETS equal-width buckets between the
 * minimum and the maximum; the buckets holding a wanted rank are gathered in a second pass and only
 * they are searched (quickselect). Null when the values are not all finite or all equal (the
 * caller then selects on a copy).
 */
function ranksByBuckets(values: Float64Array, ranks: readonly number[]): Map<number, number> | null {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const scale = BUCKETS / (max - min);
  if (!Number.isFinite(scale) || !(max > min)) return null;
  const last = BUCKETS - 1;
  const counts = new Int32Array(BUCKETS);
  for (let i = 0; i < n; i++) {
    const b = ((values[i]! - min) * scale) | 0;
    counts[b > last ? last : b]!++;
  }
  // which bucket holds each rank, and where that bucket starts in the order
  const slot = new Int32Array(BUCKETS).fill(-1);
  const wanted: { bucket: number; first: number; values: Float64Array; filled: number }[] = [];
  let below = 0;
  let r = 0;
  for (let b = 0; b < BUCKETS && r < ranks.length; b++) {
    const c = counts[b]!;
    if (ranks[r]! < below + c) {
      slot[b] = wanted.length;
      wanted.push({ bucket: b, first: below, values: new Float64Array(c), filled: 0 });
      while (r < ranks.length && ranks[r]! < below + c) r++;
    }
    below += c;
  }
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const b = ((v - min) * scale) | 0;
    const s = slot[b > last ? last : b]!;
    if (s >= 0) {
      const w = wanted[s]!;
      w.values[w.filled++] = v;
    }
  }
  const out = new Map<number, number>();
  for (const w of wanted) {
    const inside = ranks.filter((k) => k >= w.first && k < w.first + w.values.length).map((k) => k - w.first);
    selectRanks(w.values, 0, w.values.length - 1, inside, 0, inside.length);
    for (const k of inside) out.set(k + w.first, w.values[k]!);
  }
  return out;
}

/**
 * Type-7 {@link Percentiles} of values without a full sort: the needed order statistics are found
 * by bucketing (large inputs; {@link ranksByBuckets}) or by recursive quickselect on a scratch copy
 * (expected linear time either way). Same numbers as sorting; the input is not changed.
 */
export function percentilesBySelection(values: Float64Array): Percentiles {
  const n = values.length;
  const wanted = new Set<number>();
  for (const [, p] of PERCENTILE_LEVELS) {
    const lo = Math.floor((n - 1) * p);
    wanted.add(lo);
    wanted.add(Math.min(lo + 1, n - 1));
  }
  const ranks = [...wanted].sort((x, y) => x - y);
  let at = n >= BUCKETED_FROM ? ranksByBuckets(values, ranks) : null;
  if (at === null) {
    const a = Float64Array.from(values);
    if (n > 0) selectRanks(a, 0, n - 1, ranks, 0, ranks.length);
    at = new Map(ranks.map((k) => [k, a[k]!]));
  }
  const out: Record<string, number> = {};
  for (const [key, p] of PERCENTILE_LEVELS) {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    out[key] = n === 0 ? Number.NaN : at.get(lo)! + (h - lo) * (at.get(Math.min(lo + 1, n - 1))! - at.get(lo)!);
  }
  return out as unknown as Percentiles;
}
