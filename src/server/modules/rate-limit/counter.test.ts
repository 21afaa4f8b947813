import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { enforceRateLimit, sweepEndedWindows } from './counter.ts';

// Oracle: the calendar. A per-day window that began at 00:00 UTC is still open at 20:37 UTC; a sweep
// run from a per-hour limit removes counters more than ten hours past, which must not include it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600;
const DAY = 86_400;

describe('the shared fixed-window counters', () => {
  it("a short window's sweep leaves a day window that is still open: its limit still holds at 20:37 UTC", async () => {
    const db = t.database.db;
    const now = new Date('2026-11-29T20:37:00Z');
    for (let i = 0; i < 3; i++) await enforceRateLimit(db, 'test:day:same@x.example', 3, DAY, now);
    // what a per-hour hit's sweep removes: windows over for more than ten hours
    await sweepEndedWindows(db, new Date(now.getTime() - 10 * HOUR * 1000));
    await expect(enforceRateLimit(db, 'test:day:same@x.example', 3, DAY, now)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('a window that is over is swept, and its key counts from one again in the next', async () => {
    const db = t.database.db;
    const earlier = new Date('2026-11-28T09:00:00Z');
    for (let i = 0; i < 2; i++) await enforceRateLimit(db, 'test:hour:k', 2, HOUR, earlier);
    await expect(enforceRateLimit(db, 'test:hour:k', 2, HOUR, earlier)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const later = new Date('2026-11-29T09:00:00Z');
    await sweepEndedWindows(db, new Date(later.getTime() - 10 * HOUR * 1000));
    await expect(enforceRateLimit(db, 'test:hour:k', 2, HOUR, later)).resolves.toBeUndefined();
  });

  it("Retry-After is the time left in the caller's window", async () => {
    const db = t.database.db;
    const now = new Date('2026-11-29T20:37:00Z');
    await enforceRateLimit(db, 'test:hour:r', 1, HOUR, now);
    await expect(enforceRateLimit(db, 'test:hour:r', 1, HOUR, now)).rejects.toMatchObject({ details: { retryAfterSeconds: 23 * 60 } });
  });
});
