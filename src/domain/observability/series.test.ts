import { describe, expect, it } from 'vitest';
import { LATENCY_BOUNDS_MS, bucketName, bucketOf, bucketRows, quantileOf } from './series.ts';
import { incidentsOf } from './incidents.ts';

// Oracle: Prometheus' histogram_quantile (linear interpolation inside the bucket holding the rank),
// worked by hand below; exact to 1e-9.
describe('quantileOf', () => {
  it('interpolates inside the bucket that holds the rank', () => {
    const counts = LATENCY_BOUNDS_MS.map(() => 0);
    counts[bucketOf(3)] = 10; // (0, 5]
    counts[bucketOf(40)] = 10; // (25, 50]
    // rank 0.5 × 20 = 10 → the end of the first bucket: 5 ms
    expect(quantileOf(counts, 0.5)).toBeCloseTo(5, 9);
    // rank 0.95 × 20 = 19 → 9 of 10 into (25, 50]: 25 + 25 × 0.9 = 47.5
    expect(quantileOf(counts, 0.95)).toBeCloseTo(47.5, 9);
    expect(
      quantileOf(
        LATENCY_BOUNDS_MS.map(() => 0),
        0.5,
      ),
    ).toBeNull();
  });
  it('answers the lower bound of the open last bucket', () => {
    const counts = LATENCY_BOUNDS_MS.map(() => 0);
    counts[bucketOf(60_000)] = 3;
    expect(quantileOf(counts, 0.95)).toBe(10_000);
  });
});

describe('bucketRows', () => {
  it('sums counters over instances and minutes, keeps the largest shared figure, merges latency', () => {
    const end = Date.UTC(2026, 0, 1, 1, 0);
    const at = (m: number) => new Date(end - m * 60_000);
    const rows = [
      { instance: 'a', at: at(10), name: 'http_requests', value: 4 },
      { instance: 'b', at: at(10), name: 'http_requests', value: 6 },
      { instance: 'a', at: at(70), name: 'http_requests', value: 100 }, // outside the hour
      { instance: 'a', at: at(10), name: 'active_users', value: 3 },
      { instance: 'b', at: at(10), name: 'active_users', value: 3 },
      { instance: 'a', at: at(10), name: bucketName(50), value: 4 },
      { instance: 'b', at: at(10), name: bucketName(50), value: 6 },
    ];
    const [hour] = bucketRows(rows, end, 3_600_000, 1);
    expect(hour!.sums.http_requests).toBe(10);
    expect(hour!.maxes.active_users).toBe(3);
    expect(hour!.latency[bucketOf(50)]).toBe(10);
    expect(hour!.minutes).toBe(1);
  });
});

describe('incidentsOf', () => {
  const calm = { requests5: 100, errors5: 1, p95Ms5: 120, failedJobs1h: 0, staleQueued: 0, unsentMail: 0 };
  it('raises nothing under the thresholds, and each figure past its threshold', () => {
    expect(incidentsOf(calm)).toEqual([]);
    expect(incidentsOf({ ...calm, errors5: 5 }).map((i) => i.kind)).toEqual(['errorRate']);
    expect(incidentsOf({ ...calm, requests5: 10, errors5: 10 })).toEqual([]); // too few requests to judge
    expect(incidentsOf({ ...calm, p95Ms5: 2500, failedJobs1h: 2, staleQueued: 1, unsentMail: null }).map((i) => i.kind)).toEqual([
      'latency',
      'failedJobs',
      'stuckQueue',
    ]);
  });
});
