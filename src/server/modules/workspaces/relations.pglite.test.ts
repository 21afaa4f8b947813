import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ORIGIN, type TestApp } from '../../test/harness.ts';
import { RELATIONS, runRelationMatrix } from '../../test/relation-matrix.ts';
import { pgliteDataDir } from '../../test/pglite-template.ts';

/** The same relation matrix on the embedded PGlite database (the default when no DATABASE_URL is set). */
const root = mkdtempSync(join(tmpdir(), 'cr-pglite-access-'));
let t: TestApp;
beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL: ORIGIN,
    DATA_DIR: pgliteDataDir(join(root, 'data')),
    DATABASE_URL: '',
    AUTH_SECRET: 'test-secret-0123456789abcdef0123456789',
    WEB_DIST: '/nonexistent',
    REGISTER_PER_ADDRESS_HOUR: '1000000', // every test signs up from 127.0.0.1 (ADR 0048)
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  t = {
    app,
    database,
    config,
    dbUrl: '',
    call: async ({ cookie, origin = ORIGIN, headers, ...rest }) =>
      await app.inject({ ...rest, headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...(headers ?? {}) } }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('project access on PGlite', () => {
  it(`answers every project-scoped route as the domain rule says, for ${RELATIONS.length} relations`, async () => {
    const { failures, cases } = await runRelationMatrix(t);
    console.log(`relation matrix (PGlite): ${cases} cases`);
    expect(failures).toEqual([]);
  }, 240_000);
});
