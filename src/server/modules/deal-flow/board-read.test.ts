import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, cookie: who.cookie, payload });

/**
 * Every row of the deal-flow tables with its xmin (the transaction that last wrote it): any insert,
 * update or delete between two snapshots changes the text (the oracle for "the read wrote nothing").
 */
async function pipelineTables(): Promise<string> {
  const out: string[] = [];
  for (const table of ['deal_pipelines', 'deal_stages', 'deal_cards', 'deal_card_moves']) {
    const res = await t.database.db.execute(sql.raw(`select xmin::text as x, t.* from ${table} t order by t.id`));
    out.push(`${table}: ${JSON.stringify((res as unknown as { rows: unknown[] }).rows)}`);
  }
  return out.join('\n');
}

describe('the investor board is a pure read (issue 30)', () => {
  it('reading it twice leaves the pipeline tables unchanged, and a project shared afterwards still appears', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    await t.database.db.update(users).set({ subscriptionTier: 'business' }).where(eq(users.id, owner.id));
    const create = async (title: string) => {
      const p = await call(owner, 'POST', '/api/projects', { title, industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 });
      expect(p.statusCode, p.body).toBe(201);
      return p.json().id as string;
    };
    const share = async (id: string) =>
      expect((await call(owner, 'POST', `/api/projects/${id}/grants`, { email: investor.email, access: 'read' })).statusCode).toBe(201);
    const board = async () => {
      const res = await call(investor, 'GET', '/api/deal-flow/cards');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Array<{ projectId: string; source: string; projectTitle: string }>;
    };
    const first = await create('First shared');
    await share(first);
    // The first read files the card (the one write: something was missing).
    expect((await board()).map((c) => c.projectId)).toEqual([first]);

    const before = await pipelineTables();
    expect(before).toContain(first);
    await board();
    await board();
    expect(await pipelineTables()).toBe(before);

    const second = await create('Shared later');
    await share(second);
    const cards = await board();
    expect(cards.map((c) => c.projectId).sort()).toEqual([first, second].sort());
    expect(cards.find((c) => c.projectId === second)).toMatchObject({ source: 'grant', projectTitle: 'Shared later' });
    const after = await pipelineTables();
    expect(after).not.toBe(before);
    await board();
    expect(await pipelineTables()).toBe(after);
  });
});
