import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricSamples } from '../../db/schema/index.ts';
import { bucketName } from '../../../domain/observability/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CHECKS, type ReadinessDeps } from './readiness.ts';

// The readiness check on the error rate and p95 (issue 26), read from the recorded minute series (ADR 0052).
// Oracle: minute rows written by the test, whose rate and percentile are worked by hand: 100 requests with
// 1 error, every latency in the 50–100 ms bucket (p95 ≤ 100 ms) → pass; 100 more with 30 errors, 40 of them in
// the 2.5–5 s bucket (200 requests, 31 errors = 15.5 %; p95 in the 2.5–5 s bucket) → fail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
});
afterAll(async () => t?.close());

const now = new Date();
const check = () =>
  CHECKS.find(([id]) => id === 'errorRateAndLatency')![1]({
    db: t.database.db,
    now: () => now,
    env: {},
    config: {} as ReadinessDeps['config'],
  });
const minute = (ago: number, instance: string, values: Record<string, number>) =>
  t.database.db.insert(metricSamples).values(
    Object.entries(values).map(([name, value]) => ({
      instance,
      at: new Date(Math.floor(now.getTime() / 60_000) * 60_000 - ago * 60_000),
      name,
      value,
    })),
  );

describe('readiness: error rate and p95 from the recorded series', () => {
  it('not measured with too few requests, pass within the targets, fail outside them', async () => {
    expect(await check()).toMatchObject({ state: 'not_measured', evidence: { requests: 0 } });
    await minute(5, 'a', { http_requests: 100, http_errors: 1, [bucketName(100)]: 100 });
    const within = await check();
    expect(within.state).toBe('pass');
    expect(within.evidence).toMatchObject({ requests: 100, errorRatePct: 1 });
    expect(within.evidence.p95Ms as number).toBeLessThanOrEqual(100);
    await minute(3, 'b', { http_requests: 100, http_errors: 30, [bucketName(100)]: 60, [bucketName(5000)]: 40 });
    const outside = await check();
    expect(outside.state).toBe('fail');
    expect(outside.evidence).toMatchObject({ requests: 200, errorRatePct: 15.5 });
    expect(outside.evidence.p95Ms as number).toBeGreaterThan(2500);
    // A row older than the hour does not count.
    await minute(90, 'c', { http_requests: 10_000, http_errors: 0, [bucketName(100)]: 10_000 });
    expect((await check()).evidence).toMatchObject({ requests: 200 });
  });
});
