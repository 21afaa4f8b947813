/**
 * Latency histogram of API use (ADR 0040): the upper bounds, in milliseconds, of the buckets a request's
 * time falls into; the last bucket is open (anything slower). Bounds grow by about a quarter each, so a
 * p95 read from the buckets is within 25 % of the exact one.
 */
export const API_LATENCY_BUCKETS_MS = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 125, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1250, 1500, 2000,
  2500, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000,
] as const;

/** The bucket of a duration: the first whose bound holds it, else the open last one. */
export function latencyBucket(ms: number): number {
  const i = API_LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return i === -1 ? API_LATENCY_BUCKETS_MS.length : i;
}

/** The bound a bucket stands for (the open last bucket reads as twice the last bound). */
export function bucketBoundMs(bucket: number): number {
  return API_LATENCY_BUCKETS_MS[bucket] ?? API_LATENCY_BUCKETS_MS[API_LATENCY_BUCKETS_MS.length - 1]! * 2;
}

/**
 * The p-th percentile (nearest rank) of a histogram, as the upper bound of the bucket that holds that
 * rank; null for no requests. `counts` maps bucket → requests.
 */
export function percentileFromBuckets(counts: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return bucketBoundMs(bucket);
  }
  return null;
}
