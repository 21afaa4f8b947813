import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../test/harness.ts';
import { eventually } from '../../test/eventually.ts';

// Session rows kept on PostgreSQL (ADR 0036), with two instances on one database: A (the test app) and
// B (a second app over its own pool and change feed). Oracles: the database's own row, changed behind
// the instances' backs with triggers off (a kept row must then still show the old value, which proves
// rows are kept) and with triggers on (every instance must show the new value once notified).
let t: TestApp;
let bDb: Database;
let b: FastifyInstance;
let raw: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  bDb = await openDatabase(t.config);
  b = await buildApp({ config: t.config, database: bDb, logger: false, jobPollMs: 0 });
  raw = new pg.Client({ connectionString: t.dbUrl });
  await raw.connect();
});
afterAll(async () => {
  await raw.end();
  await b.close();
  await bDb.close();
  await t.close();
});

const userOn = async (app: FastifyInstance, cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, origin: ORIGIN } });
  return { status: res.statusCode, role: res.statusCode === 200 ? (res.json().role as string) : null };
};
/** Sets the user's role as another program would; `silent` with triggers off (no notification). */
async function setRole(id: string, role: string, silent = false) {
  if (silent) await raw.query(`set session_replication_role = replica`);
  await raw.query(`update users set role = $1 where id = $2`, [role, id]);
  if (silent) await raw.query(`set session_replication_role = origin`);
}

describe('session rows kept on PostgreSQL, across instances', () => {
  it('keeps a read row (a silent change is not seen), and drops it when another program changes the user', async () => {
    expect(bDb.authChanges?.live).toBe(true);
    const u = await signUp(t, 'proponent');
    expect(await userOn(b, u.cookie)).toEqual({ status: 200, role: 'proponent' });
    await setRole(u.id, 'investor', true);
    expect((await userOn(b, u.cookie)).role).toBe('proponent'); // kept: the change made no notification
    await setRole(u.id, 'consultant');
    expect(
      (
        await eventually(
          () => userOn(b, u.cookie),
          (v) => v.role === 'consultant',
        )
      ).role,
    ).toBe('consultant');
    expect((await userOn(t.app, u.cookie)).role).toBe('consultant');
  });

  it('a sign-out on one instance: that instance refuses the very next request, the other once notified', async () => {
    const u = await signUp(t, 'proponent');
    expect((await userOn(t.app, u.cookie)).status).toBe(200);
    expect((await userOn(b, u.cookie)).status).toBe(200);
    const out = await b.inject({ method: 'GET', url: '/api/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(302);
    expect((await userOn(b, u.cookie)).status).toBe(401); // its own write: at once
    expect(
      (
        await eventually(
          () => userOn(t.app, u.cookie),
          (v) => v.status === 401,
        )
      ).status,
    ).toBe(401);
  });

  it("a role changed through an instance's own pool is seen by its very next request", async () => {
    const u = await signUp(t, 'proponent');
    expect((await userOn(t.app, u.cookie)).role).toBe('proponent');
    await t.database.db.execute(`update users set role = 'investor' where id = '${u.id}'` as never);
    expect((await userOn(t.app, u.cookie)).role).toBe('investor');
  });

  it('keeps nothing while the feed is lost, and keeps again once it listens again', async () => {
    const u = await signUp(t, 'proponent');
    expect((await userOn(b, u.cookie)).role).toBe('proponent');
    await raw.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN cr_auth_changed%'`,
    );
    await eventually(
      async () => bDb.authChanges!.live,
      (live) => !live,
    );
    expect(bDb.authChanges!.live).toBe(false);
    await setRole(u.id, 'investor', true);
    expect((await userOn(b, u.cookie)).role).toBe('investor'); // read through: nothing kept
    await eventually(
      async () => bDb.authChanges!.live,
      (live) => live,
      5_000,
    );
    expect(bDb.authChanges!.live).toBe(true);
    expect((await userOn(b, u.cookie)).role).toBe('investor');
    await setRole(u.id, 'consultant', true);
    expect((await userOn(b, u.cookie)).role).toBe('investor'); // kept again
  });
});
