import { describe, expect, it } from 'vitest';
import { API_LATENCY_BUCKETS_MS, latencyBucket, percentileFromBuckets } from './usage.ts';

/** Oracle: the exact nearest-rank percentile of the raw durations. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

describe('latency histogram (ADR 0040)', () => {
  it('bounds grow by at most 50 % after 10 ms, 25 % after 100 ms', () => {
    for (let i = 1; i < API_LATENCY_BUCKETS_MS.length; i += 1) {
      const [lo, hi] = [API_LATENCY_BUCKETS_MS[i - 1]!, API_LATENCY_BUCKETS_MS[i]!];
      expect(hi).toBeGreaterThan(lo);
      if (lo >= 100) expect(hi / lo).toBeLessThanOrEqual(1.5);
    }
  });

  it('p95 from the buckets is the bound of the bucket holding the exact p95: never below it, within one bucket above', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 50; run += 1) {
      const values = Array.from({ length: 1 + Math.floor(rand() * 500) }, () => Math.round(rand() ** 3 * 3000 * 10) / 10);
      const counts = new Map<number, number>();
      for (const v of values) counts.set(latencyBucket(v), (counts.get(latencyBucket(v)) ?? 0) + 1);
      const exact = exactPercentile(values, 95);
      const got = percentileFromBuckets(counts, 95)!;
      expect(got).toBeGreaterThanOrEqual(exact);
      expect(got).toBe(API_LATENCY_BUCKETS_MS[latencyBucket(exact)]);
    }
    expect(percentileFromBuckets(new Map(), 95)).toBeNull();
  });
});
