import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { fundingImportSchedules, fundingImports } from '../../../db/schema/index.ts';
import { createTestApp, signUpAdmin, type TestApp } from '../../../test/harness.ts';
import { FUNDING_FILES } from '../../../test/shared-data.ts';

/** A scheduled refresh runs through the jobs table at its time, imports from the URL, and queues the next run. */
let t: TestApp;
let server: Server;
let url: string;
let clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  // The shared PA digitale CSV served over http by the test (read from the shared folder, not copied).
  const body = readFileSync(FUNDING_FILES.padigitaleCsv);
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/avvisi.csv`;
  t = await createTestApp({}, { now: () => clock, jobPollMs: 0 });
}, 60_000);
afterAll(async () => {
  await t.close();
  server.close();
});

describe('scheduled refresh', () => {
  it('an admin URL import that cannot be fetched is a failed run that imports nothing', async () => {
    const admin = await signUpAdmin(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/funding/imports',
      cookie: admin.cookie,
      payload: { source: 'pnrr', url: 'http://127.0.0.1:9/none.csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', report: { imported: 0 } });
  });

  it('imports at the scheduled time through the jobs runner, then again a day later with nothing changed', async () => {
    const admin = await signUpAdmin(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/funding/schedules',
      cookie: admin.cookie,
      payload: { source: 'padigitale', url, frequency: 'daily' },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.app.jobs.drain()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + 86_400_000 + 1_000);
    expect(await t.app.jobs.drain()).toBe(1);
    const runs = await t.database.db.select().from(fundingImports).where(eq(fundingImports.trigger, 'schedule'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', origin: url });
    expect(runs[0]!.report).toMatchObject({ imported: 57 }); // SOURCE.md: 57 notices
    const [s] = await t.database.db.select().from(fundingImportSchedules);
    expect(s!.nextRunAt.getTime()).toBe(clock.getTime() + 86_400_000);
    clock = new Date(clock.getTime() + 86_400_000 + 1_000);
    expect(await t.app.jobs.drain()).toBe(1);
    const again = await t.database.db.select().from(fundingImports).where(eq(fundingImports.trigger, 'schedule'));
    expect(again.map((r) => (r.report as { unchanged: number }).unchanged).sort()).toEqual([0, 57]);
  });
});
