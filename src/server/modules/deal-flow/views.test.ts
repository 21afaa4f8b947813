import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEAL_VIEW_MAX } from '../../../contract/deal-views.ts';
import { dealViews } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { ERASURE_STEPS } from '../privacy/erasure.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, cookie: who.cookie, payload, headers: { 'accept-language': lang } });
const save = (who: Person, name: string, filters: object = {}, mode = 'board') =>
  call(who, 'POST', '/api/deal-flow/views', { name, filters, mode });

describe('deal-flow saved views', () => {
  it('saves, lists, renames and deletes a view, the filters coming back as sent', async () => {
    const investor = await signUp(t, 'investor');
    const filters = { tier: 'ready', industry: '35.11', region: 'ITC4', ticketMin: 100_000, ticketMax: 500_000 };
    const created = await save(investor, 'Seed energy', filters, 'list');
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ name: 'Seed energy', filters, mode: 'list' });
    expect((await call(investor, 'GET', '/api/deal-flow/views')).json()).toEqual([view]);

    const renamed = await call(investor, 'PATCH', `/api/deal-flow/views/${view.id}`, { name: 'Energy, seed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: view.id, name: 'Energy, seed', filters, mode: 'list' });
    const refiltered = await call(investor, 'PATCH', `/api/deal-flow/views/${view.id}`, { filters: { ticketMax: 0 }, mode: 'board' });
    expect(refiltered.json()).toMatchObject({ name: 'Energy, seed', filters: { ticketMax: 0 }, mode: 'board' });

    expect((await call(investor, 'DELETE', `/api/deal-flow/views/${view.id}`)).statusCode).toBe(204);
    expect((await call(investor, 'GET', '/api/deal-flow/views')).json()).toEqual([]);
    expect((await call(investor, 'DELETE', `/api/deal-flow/views/${view.id}`)).statusCode).toBe(404);
  });

  it('refuses filters the board cannot apply: inverted ticket bounds, unknown keys, a negative ticket', async () => {
    const investor = await signUp(t, 'investor');
    for (const filters of [{ ticketMin: 500, ticketMax: 100 }, { ticket: 5 }, { ticketMin: -1 }, { stage: 'not-a-uuid' }]) {
      const res = await save(investor, 'Bad', filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
    }
    expect((await save(investor, 'Equal bounds', { ticketMin: 100, ticketMax: 100 })).statusCode).toBe(201);
  });

  it('keeps names unique per person, regardless of case, with a translated 409; another person may use the same name', async () => {
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    expect((await save(investor, 'Late stage')).statusCode).toBe(201);
    const twice = await call(investor, 'POST', '/api/deal-flow/views', { name: '  late STAGE ', filters: {}, mode: 'board' }, 'it');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DEAL_VIEW_NAME_TAKEN', message: 'Hai già una vista salvata con questo nome.' });
    const second = (await save(investor, 'Early stage')).json();
    const rename = await call(investor, 'PATCH', `/api/deal-flow/views/${second.id}`, { name: 'Late stage' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('DEAL_VIEW_NAME_TAKEN');
    expect((await save(other, 'Late stage')).statusCode).toBe(201);
  });

  it(`keeps at most ${DEAL_VIEW_MAX} views per person (422, translated), counting only the person's own`, async () => {
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    // 49 stored directly, the 50th through the route (allowed), the 51st refused.
    await t.database.db
      .insert(dealViews)
      .values(
        Array.from({ length: DEAL_VIEW_MAX - 1 }, (_, i) => ({ userId: investor.id, name: `v${i}`, filters: {}, mode: 'board' as const })),
      );
    expect((await save(investor, 'Fiftieth')).statusCode).toBe(201);
    const over = await call(investor, 'POST', '/api/deal-flow/views', { name: 'Fifty-first', filters: {}, mode: 'board' }, 'it');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'DEAL_VIEW_LIMIT',
      message: 'Puoi tenere al massimo 50 viste salvate. Eliminane prima una.',
    });
    expect((await call(investor, 'GET', '/api/deal-flow/views')).json()).toHaveLength(DEAL_VIEW_MAX);
    expect((await save(other, 'Fifty-first')).statusCode).toBe(201);
  });

  it("never shows or changes another person's views (404), and lets only investors write", async () => {
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    const proponent = await signUp(t, 'proponent');
    const admin = await signUpAdmin(t);
    const view = (await save(investor, 'Mine', { tier: 'ready' })).json();
    expect((await call(other, 'GET', '/api/deal-flow/views')).json()).toEqual([]);
    const patch = await call(other, 'PATCH', `/api/deal-flow/views/${view.id}`, { name: 'Stolen' });
    expect([patch.statusCode, patch.json().code]).toEqual([404, 'DEAL_VIEW_NOT_FOUND']);
    expect((await call(other, 'DELETE', `/api/deal-flow/views/${view.id}`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', '/api/deal-flow/views')).json()).toMatchObject([{ id: view.id, name: 'Mine' }]);
    expect((await call(proponent, 'GET', '/api/deal-flow/views')).statusCode).toBe(403);
    expect((await save(proponent, 'Nope')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/deal-flow/views')).json()).toEqual([]);
    const adminSave = await save(admin, 'Admin view');
    expect([adminSave.statusCode, adminSave.json().code]).toEqual([403, 'DEAL_FLOW_INVESTORS_ONLY']);
  });

  it("is in the person's data export and goes with their erasure, leaving others' views", async () => {
    const investor = await signUp(t, 'investor');
    const other = await signUp(t, 'investor');
    await save(investor, 'Exported', { ticketMin: 1 }, 'list');
    await save(other, 'Kept');
    const section = EXPORT_SECTIONS.find((s) => s.describe.startsWith('deal-flow-views.json'));
    const entries = await section!.collect(t.database.db, { id: investor.id, email: '' });
    expect(entries.map((e) => e.name)).toEqual(['deal-flow-views.json']);
    expect(JSON.parse(String(entries[0]!.data))).toMatchObject([{ name: 'Exported', filters: { ticketMin: 1 }, mode: 'list' }]);
    const step = ERASURE_STEPS.find(([name]) => name === 'deal-flow-saved-views');
    expect(await step![1](t.database.db, { id: investor.id, email: '' } as never)).toBe(1);
    expect(await t.database.db.select().from(dealViews).where(eq(dealViews.userId, investor.id))).toEqual([]);
    expect(await t.database.db.select().from(dealViews).where(eq(dealViews.userId, other.id))).toHaveLength(1);
  });
});
