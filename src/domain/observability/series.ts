/**
 * The recorded series' arithmetic (issue 26, ADR 0052), pure: rows of (instance, minute, name, value)
 * become the points of a window. Latency is recorded as counts per bucket, so a percentile over any
 * window and any number of instances comes from the summed buckets (not from averaging percentiles).
 */

/** Upper bounds (ms) of the latency buckets; the last bucket is everything above the previous bound. */
export const LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, Infinity] as const;

/** The name of a latency bucket's row: `http_latency_le_<bound>` (`inf` for the last). */
export const bucketName = (bound: number): string => `http_latency_le_${Number.isFinite(bound) ? bound : 'inf'}`;

/** Figures each instance counts for itself: summed over instances and over the minutes of a bucket. */
export const SUMMED = [
  'http_requests',
  'http_errors',
  'http_client_errors',
  'http_latency_sum_ms',
  'jobs_done',
  'jobs_failed',
  'evaluations',
  'evaluation_ms_sum',
  'analyses',
  'analysis_ms_sum',
] as const;
/** Figures read from the shared database (the same for every instance) or a worst case: the largest value. */
export const MAXED = [
  'jobs_queued',
  'jobs_running',
  'active_users',
  'emails_queued',
  'emails_failed',
  'db_waiting_max',
  'event_loop_p99_ms',
] as const;

export type Summed = (typeof SUMMED)[number];
export type Maxed = (typeof MAXED)[number];

export interface SampleRow {
  instance: string;
  at: Date;
  name: string;
  value: number;
}

/** The bucket index of a latency in ms. */
export function bucketOf(ms: number): number {
  const i = LATENCY_BOUNDS_MS.findIndex((b) => ms <= b);
  return i < 0 ? LATENCY_BOUNDS_MS.length - 1 : i;
}

/**
 * The q-quantile (0..1) of the latencies counted in `counts` (one per LATENCY_BOUNDS_MS bucket), by
 * linear interpolation inside the bucket it falls in (Prometheus' histogram_quantile); the open last
 * bucket answers its lower bound. Null without a sample.
 */
export function quantileOf(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] ?? 0;
    if (c > 0 && seen + c >= rank) {
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = LATENCY_BOUNDS_MS[i]!;
      if (!Number.isFinite(upper)) return lower;
      return lower + ((upper - lower) * (rank - seen)) / c;
    }
    seen += c;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 2]!;
}

/** One bucket of a window: the summed counters, the largest gauges, the latency counts. */
export interface Aggregate {
  sums: Record<Summed, number>;
  maxes: Record<Maxed, number | null>;
  latency: number[];
  /** Minutes with at least one recorded row. */
  minutes: number;
}

export function emptyAggregate(): Aggregate {
  return {
    sums: Object.fromEntries(SUMMED.map((n) => [n, 0])) as Record<Summed, number>,
    maxes: Object.fromEntries(MAXED.map((n) => [n, null])) as Record<Maxed, number | null>,
    latency: LATENCY_BOUNDS_MS.map(() => 0),
    minutes: 0,
  };
}

const summed = new Set<string>(SUMMED);
const maxed = new Set<string>(MAXED);
const bucketIndex = new Map(LATENCY_BOUNDS_MS.map((b, i) => [bucketName(b), i]));

/** Adds one row to an aggregate (unknown names are ignored: a newer instance may record more). */
export function addRow(a: Aggregate, name: string, value: number): void {
  if (summed.has(name)) a.sums[name as Summed] += value;
  else if (maxed.has(name)) a.maxes[name as Maxed] = Math.max(a.maxes[name as Maxed] ?? -Infinity, value);
  else {
    const i = bucketIndex.get(name);
    if (i !== undefined) a.latency[i]! += value;
  }
}

/**
 * Rows grouped into `count` buckets of `bucketMs` ending at `end` (exclusive), oldest first. A row
 * belongs to the bucket its minute starts in; rows outside the span are left out.
 */
export function bucketRows(rows: readonly SampleRow[], end: number, bucketMs: number, count: number): Aggregate[] {
  const start = end - bucketMs * count;
  const out = Array.from({ length: count }, emptyAggregate);
  const minutesSeen = out.map(() => new Set<number>());
  for (const r of rows) {
    const t = r.at.getTime();
    if (t < start || t >= end) continue;
    const i = Math.floor((t - start) / bucketMs);
    addRow(out[i]!, r.name, r.value);
    minutesSeen[i]!.add(t);
  }
  out.forEach((a, i) => (a.minutes = minutesSeen[i]!.size));
  return out;
}

/** Several aggregates as one (a window's total). */
export function mergeAggregates(list: readonly Aggregate[]): Aggregate {
  const a = emptyAggregate();
  for (const b of list) {
    for (const n of SUMMED) a.sums[n] += b.sums[n];
    for (const n of MAXED) if (b.maxes[n] !== null) a.maxes[n] = Math.max(a.maxes[n] ?? -Infinity, b.maxes[n]);
    b.latency.forEach((c, i) => (a.latency[i]! += c));
    a.minutes += b.minutes;
  }
  return a;
}
