/**
 * A mergeable quantile sketch with relative accuracy α (after DDSketch, Masson, Rim & Lee, VLDB
 * 2019): a value v ≠ 0 falls in bucket ⌈log_γ |v|⌉ with γ = (1 + α)/(1 − α), separately for each
 * sign; the bucket's representative 2γ^k/(γ + 1) is within α·|v| of every value in it, so any
 * quantile is returned within relative error α of a true order statistic. |v| below 1e−9 counts as
 * 0. Counts are integers, so merging is exact and order-independent. Memory: one float per bucket
 * between the smallest and largest |v| seen, ln(max/min)/(2α) buckets (≈ 58 000 for values from
 * 1 to 1e5 with α = 1e−4), bounded whatever the number of values.
 */
export interface QuantileSketch {
  readonly alpha: number;
  count: number;
  zeros: number;
  positive: SketchStore;
  negative: SketchStore;
}

/** Bucket counts for keys offset … offset + counts.length − 1. */
export interface SketchStore {
  offset: number;
  counts: Float64Array;
}

/** Default relative accuracy of the streaming percentiles: 0.01 %. */
export const SKETCH_ALPHA = 1e-4;
const ZERO = 1e-9;

/** An empty sketch with relative accuracy alpha. */
export function createSketch(alpha = SKETCH_ALPHA): QuantileSketch {
  return {
    alpha,
    count: 0,
    zeros: 0,
    positive: { offset: 0, counts: new Float64Array(0) },
    negative: { offset: 0, counts: new Float64Array(0) },
  };
}

function logGamma(alpha: number): number {
  return Math.log((1 + alpha) / (1 - alpha));
}

function addToStore(store: SketchStore, key: number, weight: number): void {
  const len = store.counts.length;
  if (len === 0) {
    store.offset = key - 512;
    store.counts = new Float64Array(1024);
  } else if (key < store.offset || key >= store.offset + len) {
    const lo = Math.min(store.offset, key);
    const hi = Math.max(store.offset + len - 1, key);
    const size = Math.max(2 * len, hi - lo + 1 + 512);
    const newOffset = key < store.offset ? hi - size + 1 : lo;
    const grown = new Float64Array(size);
    grown.set(store.counts, store.offset - newOffset);
    store.offset = newOffset;
    store.counts = grown;
  }
  const idx = key - store.offset;
  store.counts[idx] = store.counts[idx]! + weight;
}

/** Adds values[0..n) to the sketch. */
export function sketchAddAll(sketch: QuantileSketch, values: Float64Array, n: number): void {
  const inv = 1 / logGamma(sketch.alpha);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v > ZERO) addToStore(sketch.positive, Math.ceil(Math.log(v) * inv), 1);
    else if (v < -ZERO) addToStore(sketch.negative, Math.ceil(Math.log(-v) * inv), 1);
    else sketch.zeros += 1;
  }
  sketch.count += n;
}

/** Adds every count of `from` into `into` (exact; the result does not depend on merge order). */
export function mergeSketchInto(into: QuantileSketch, from: QuantileSketch): void {
  for (const side of ['positive', 'negative'] as const) {
    const s = from[side];
    for (let i = 0; i < s.counts.length; i++) if (s.counts[i]! > 0) addToStore(into[side], s.offset + i, s.counts[i]!);
  }
  into.zeros += from.zeros;
  into.count += from.count;
}

/**
 * Calls visit(value, count) for every non-empty bucket in increasing order of value, with the
 * bucket's representative value.
 */
export function forEachBucket(sketch: QuantileSketch, visit: (value: number, count: number) => void): void {
  const g = (1 + sketch.alpha) / (1 - sketch.alpha);
  const lg = Math.log(g);
  const rep = (key: number): number => (2 * Math.exp(key * lg)) / (g + 1);
  const neg = sketch.negative;
  for (let i = neg.counts.length - 1; i >= 0; i--) if (neg.counts[i]! > 0) visit(-rep(neg.offset + i), neg.counts[i]!);
  if (sketch.zeros > 0) visit(0, sketch.zeros);
  const pos = sketch.positive;
  for (let i = 0; i < pos.counts.length; i++) if (pos.counts[i]! > 0) visit(rep(pos.offset + i), pos.counts[i]!);
}

/** Estimate of the order statistic of 0-based rank r (0 ≤ r < count), within relative error α. */
export function sketchOrderStatistic(sketch: QuantileSketch, rank: number): number {
  let seen = 0;
  let found = Number.NaN;
  forEachBucket(sketch, (value, count) => {
    if (Number.isNaN(found) && rank < seen + count) found = value;
    seen += count;
  });
  return found;
}

/** Type-7 percentile estimate: interpolates the estimates of the two neighbouring order statistics. */
export function sketchPercentile(sketch: QuantileSketch, p: number): number {
  const h = (sketch.count - 1) * p;
  const lo = Math.floor(h);
  const a = sketchOrderStatistic(sketch, lo);
  const b = sketchOrderStatistic(sketch, Math.min(lo + 1, sketch.count - 1));
  return a + (h - lo) * (b - a);
}
