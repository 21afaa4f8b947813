// Set-up shared by catalogue.test.ts and catalogue-search.test.ts: importing this module registers the
// test app's beforeAll/afterAll (and the temp directory's removal) in the importing file.
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { fundingCalls } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

export const run = promisify(execFile);
export let t: TestApp;
export const tmp = mkdtempSync(join(tmpdir(), 'cr-funding-'));
export const deps = () => ({ db: t.database.db, now: () => new Date() });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

export const count = async (source: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(fundingCalls)
        .where(eq(fundingCalls.source, source as 'pnrr'))
    )[0]!.n,
  );
