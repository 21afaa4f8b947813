import { SUB_FACTORS, type CrTier, type SubFactorId } from '../scoring/index.ts';
import type { ShadowRow } from './compare.ts';

/** The histogram's bins of a score difference, in points: symmetric, with a "no change" bin around 0. */
export const DIFF_BINS: readonly { readonly from: number | null; readonly to: number | null }[] = [
  { from: null, to: -10 },
  { from: -10, to: -5 },
  { from: -5, to: -2 },
  { from: -2, to: -0.5 },
  { from: -0.5, to: 0.5 },
  { from: 0.5, to: 2 },
  { from: 2, to: 5 },
  { from: 5, to: 10 },
  { from: 10, to: null },
];

/** The bin index of a difference: [from, to) below zero, the middle bin [−0.5, 0.5] closed, (from, to] above. */
export function binOf(d: number): number {
  if (d < 0) {
    const i = DIFF_BINS.findIndex((b) => (b.from === null || d >= b.from) && b.to !== null && d < b.to);
    return i >= 0 ? i : 4;
  }
  if (d <= 0.5) return 4;
  return DIFF_BINS.findIndex((b) => b.from !== null && d > b.from && (b.to === null || d <= b.to));
}

/** The p-th percentile (0–1) by linear interpolation between closest ranks (numpy's default, "type 7"). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

export interface ShadowSummary {
  readonly count: number;
  /** null when the run covered no evaluation. */
  readonly stats: {
    readonly mean: number;
    readonly median: number;
    readonly p10: number;
    readonly p90: number;
    readonly min: number;
    readonly max: number;
  } | null;
  readonly histogram: readonly { readonly from: number | null; readonly to: number | null; readonly count: number }[];
  readonly tierChanges: readonly { readonly from: CrTier; readonly to: CrTier; readonly count: number }[];
  /** Sub-factors by mean absolute change of points, largest first. */
  readonly subFactors: readonly { readonly id: SubFactorId; readonly meanAbs: number; readonly mean: number; readonly moved: number }[];
}

/**
 * The distribution of a run's differences: mean, median, p10 and p90 (type 7), the histogram over
 * DIFF_BINS, the tier moves (from → to, only those that change) and the sub-factors that move most.
 * A sub-factor "moved" on a row when its points changed by more than 0.05.
 */
export function shadowSummary(rows: readonly ShadowRow[]): ShadowSummary {
  const d = rows.map((r) => r.diff).sort((a, b) => a - b);
  const histogram = DIFF_BINS.map((b) => ({ ...b, count: 0 }));
  for (const x of d) histogram[binOf(x)]!.count++;
  const moves = new Map<string, { from: CrTier; to: CrTier; count: number }>();
  for (const r of rows.filter((x) => x.tierChanged)) {
    const k = `${r.baselineTier}>${r.candidateTier}`;
    const m = moves.get(k) ?? { from: r.baselineTier, to: r.candidateTier, count: 0 };
    m.count++;
    moves.set(k, m);
  }
  const n = rows.length;
  const subFactors = SUB_FACTORS.map((s) => {
    const xs = rows.map((r) => r.subFactorDiffs[s.id] ?? 0);
    return {
      id: s.id,
      meanAbs: n ? xs.reduce((a, x) => a + Math.abs(x), 0) / n : 0,
      mean: n ? xs.reduce((a, x) => a + x, 0) / n : 0,
      moved: xs.filter((x) => Math.abs(x) > 0.05).length,
    };
  }).sort((a, b) => b.meanAbs - a.meanAbs || a.id.localeCompare(b.id));
  return {
    count: n,
    stats: n
      ? {
          mean: d.reduce((a, x) => a + x, 0) / n,
          median: percentile(d, 0.5),
          p10: percentile(d, 0.1),
          p90: percentile(d, 0.9),
          min: d[0]!,
          max: d[n - 1]!,
        }
      : null,
    histogram,
    tierChanges: [...moves.values()].sort((a, b) => b.count - a.count),
    subFactors,
  };
}
