// The Monte Carlo histogram's bars and the share the central interval's shading covers (split from model.ts).

export interface HistogramBar {
  from: number;
  to: number;
  mid: number;
  count: number;
  /** The bin overlaps the central interval [low, high]. */
  inInterval: boolean;
}

/**
 * The histogram's bins as bars, each flagged when it overlaps the central interval [low, high]
 * (P12.5–P87.5: the 75 % interval). A bin touching the interval only at an edge is outside.
 */
export function histogramBars(hist: { binEdges: readonly number[]; counts: readonly number[] }, low: number, high: number): HistogramBar[] {
  return hist.counts.map((count, i) => {
    const from = hist.binEdges[i]!;
    const to = hist.binEdges[i + 1]!;
    const inInterval = from === to ? from >= low && from <= high : to > low && from < high;
    return { from, to, mid: (from + to) / 2, count, inInterval };
  });
}

/** Share of the counted samples that fall in bins overlapping the interval (what the shading covers). */
export function shadedShare(bars: readonly HistogramBar[]): number {
  const total = bars.reduce((s, b) => s + b.count, 0);
  return total === 0 ? 0 : bars.reduce((s, b) => s + (b.inInterval ? b.count : 0), 0) / total;
}
