import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingCalls, fundingImports } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { probeFunding } from './probes-local.ts';

/**
 * Funding freshness from the catalogue's own tables. Oracle: the rows planted here (their dates and
 * count), read back in the detail; the 7-day threshold checked at 1 day (ok) and 10 days (stale).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
});
afterAll(async () => t.close());

const day = 86_400_000;
async function importOf(source: 'pnrr' | 'incentivi', status: 'succeeded' | 'failed', at: Date) {
  await t.database.db
    .insert(fundingImports)
    .values({ source, origin: 'test', trigger: 'cli', status, startedAt: at, finishedAt: at, report: {} });
}
async function callOf(source: 'pnrr' | 'incentivi') {
  const id = randomUUID();
  await t.database.db.insert(fundingCalls).values({
    source,
    sourceRecordId: id,
    title: 'Call',
    funder: 'F',
    aidForm: 'grant',
    contentHash: id,
    url: 'https://example.org',
  });
}

describe('funding freshness probe', () => {
  it('not configured before any import; ok when fresh (count and date named); degraded when stale or a later import failed', async () => {
    const now = new Date();
    const before = await probeFunding(t.database.db, now);
    expect(before.find((p) => p.provider === 'funding:pnrr')).toMatchObject({ state: 'not_configured' });
    await importOf('pnrr', 'succeeded', new Date(now.getTime() - day));
    await callOf('pnrr');
    await callOf('pnrr');
    await importOf('incentivi', 'succeeded', new Date(now.getTime() - 10 * day));
    await callOf('incentivi');
    let out = await probeFunding(t.database.db, now);
    const pnrr = out.find((p) => p.provider === 'funding:pnrr')!;
    expect(pnrr.state).toBe('ok');
    expect(pnrr.detail).toMatch(/1 d ago\), 2 records/);
    // The screen's words come from the code and its parameters (issue 26), the same figures as the English detail.
    expect([pnrr.code, pnrr.params.days, pnrr.params.n]).toEqual(['funding.recent', 1, 2]);
    expect(out.find((p) => p.provider === 'funding:incentivi')).toMatchObject({
      state: 'degraded',
      detail: expect.stringMatching(/^stale: .*10 d ago/),
      code: 'funding.stale',
      params: expect.objectContaining({ days: 10, n: 1 }),
    });
    await importOf('pnrr', 'failed', new Date(now.getTime() - 1000));
    out = await probeFunding(t.database.db, now);
    expect(out.find((p) => p.provider === 'funding:pnrr')).toMatchObject({
      state: 'degraded',
      detail: expect.stringMatching(/later import failed/),
      code: 'funding.recentLaterFailed',
    });
  });
});
