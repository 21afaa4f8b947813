import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fundingCalls } from '../../../db/schema/index.ts';
import { signUp, signUpAdmin, type TestApp } from '../../../test/harness.ts';
import { FUNDING_FILES } from '../../../test/shared-data.ts';
import { applyRecords, searchCalls } from '../index.ts';
import { loadCuratedCatalogue } from './curated.ts';
import type { CatalogueRecord } from '../../../../domain/funding/index.ts';
import { t } from './catalogue-setup.ts';

/** Hand-made calls for the filters, each named by what it tests. */
function call(id: string, over: Partial<CatalogueRecord>): CatalogueRecord {
  return {
    source: 'curated',
    sourceRecordId: `test-${id}`,
    title: `Call ${id}`,
    funder: 'Test funder',
    programme: null,
    description: null,
    aidForm: 'grant',
    minAmount: null,
    maxAmount: null,
    budget: null,
    cofinancingShare: null,
    sizes: [],
    legalForms: [],
    sectors: [],
    regions: [],
    municipalities: [],
    opensAt: '2026-01-01',
    closesAt: null,
    untilFundsRunOut: false,
    closedBySource: false,
    requiredDocuments: [],
    url: null,
    licence: null,
    language: 'it',
    ...over,
  };
}

describe('search', () => {
  const today = '2026-03-10';
  let db: TestApp['database']['db'];
  beforeAll(async () => {
    db = t.database.db;
    await db.delete(fundingCalls);
    const records = [
      call('closes-today', { closesAt: '2026-03-10' }),
      call('closes-in-7', { closesAt: '2026-03-17' }),
      call('closes-in-8', { closesAt: '2026-03-18', maxAmount: 500_000, minAmount: 10_000 }),
      call('closed-yesterday', { closesAt: '2026-03-09' }),
      call('opens-tomorrow', { opensAt: '2026-03-11', closesAt: '2026-05-01' }),
      call('funds', { untilFundsRunOut: true, closesAt: null, aidForm: 'subsidised_loan', maxAmount: 2_000_000 }),
      call('sicily', {
        regions: ['ITG1'],
        sectors: ['62.01'],
        sizes: ['small'],
        title: 'Finanziamento per la digitalizzazione delle imprese siciliane',
      }),
      call('italy', { regions: ['IT'], sectors: ['10'], funder: 'Invitalia', title: 'Contributi alle imprese agroalimentari' }),
      call('english', { language: 'en', title: 'Grants for deep-tech startups scaling in Europe', description: 'Funding for companies' }),
    ];
    await applyRecords({ db, now: () => new Date() }, 'curated', { ok: true, records, skipped: [] }, null);
  });
  const ids = async (q: Parameters<typeof searchCalls>[1]) =>
    (await searchCalls(db, { limit: 100, ...q }, today)).items.map((i) => i.title.replace(/^Call /, '')).sort();

  it('status boundaries: closes today and in exactly 7 days are closing; 8 days open; opens tomorrow upcoming', async () => {
    expect(await ids({ status: 'closing' })).toEqual(['closes-in-7', 'closes-today']);
    expect(await ids({ status: 'closed' })).toEqual(['closed-yesterday']);
    expect(await ids({ status: 'upcoming' })).toEqual(['opens-tomorrow']);
    expect(await ids({ status: 'open' })).toEqual(expect.arrayContaining(['closes-in-8', 'funds']));
    expect(await ids({ status: 'open' })).not.toContain('closes-today');
    const all = await searchCalls(db, { limit: 100 }, today);
    expect(all.items.find((i) => i.title === 'Call funds')!.status).toBe('open');
  });

  it('region: IT and no regions match every Italian region; a Sicily-only call does not match Lombardy', async () => {
    const lombardy = await ids({ region: 'ITC4' });
    expect(lombardy).not.toContain('Finanziamento per la digitalizzazione delle imprese siciliane');
    expect(lombardy).toContain('Contributi alle imprese agroalimentari');
    expect(lombardy).toContain('closes-in-8');
    expect(await ids({ region: 'ITG1' })).toContain('Finanziamento per la digitalizzazione delle imprese siciliane');
  });

  it('sector by ATECO prefix or section, size, aid form, funder, amount overlap and deadline range', async () => {
    const j = await ids({ sector: 'J' });
    expect(j).toContain('Finanziamento per la digitalizzazione delle imprese siciliane');
    expect(j).not.toContain('Contributi alle imprese agroalimentari');
    expect(await ids({ sector: '62' })).not.toContain('Contributi alle imprese agroalimentari');
    expect(await ids({ size: 'medium' })).not.toContain('Finanziamento per la digitalizzazione delle imprese siciliane');
    expect(await ids({ aidForm: 'subsidised_loan' })).toEqual(['funds']);
    expect(await ids({ funder: 'invitalia' })).toEqual(['Contributi alle imprese agroalimentari']);
    // [600k, 1M] overlaps funds' [null, 2M] but not closes-in-8's [10k, 500k]
    const amount = await ids({ minAmount: 600_000, maxAmount: 1_000_000 });
    expect(amount).toContain('funds');
    expect(amount).not.toContain('closes-in-8');
    expect(await ids({ deadlineBefore: '2026-03-10' })).toEqual(['closed-yesterday', 'closes-today']);
  });

  it('full text in Italian (stemming: finanziamenti finds finanziamento) and English (grant finds grants)', async () => {
    expect(await ids({ q: 'finanziamenti' })).toContain('Finanziamento per la digitalizzazione delle imprese siciliane');
    expect(await ids({ q: 'contributo impresa' })).toEqual(['Contributi alle imprese agroalimentari']);
    expect(await ids({ q: 'grant startup' })).toEqual(['Grants for deep-tech startups scaling in Europe']);
    expect(await ids({ q: 'nessuna parola simile' })).toEqual([]);
  });

  it('sorts by deadline and amount and pages with the total of every match', async () => {
    const byDeadline = await searchCalls(db, { sort: 'deadline', limit: 2 }, today);
    expect(byDeadline.total).toBe(9);
    expect(byDeadline.items.map((i) => i.closesAt)).toEqual(['2026-03-09', '2026-03-10']);
    const byAmount = await searchCalls(db, { sort: 'amount', limit: 1 }, today);
    expect(byAmount.items[0]!.maxAmount).toBe(2_000_000);
    const page2 = await searchCalls(db, { sort: 'deadline', limit: 2, offset: 2 }, today);
    expect(page2.items.map((i) => i.closesAt)).toEqual(['2026-03-17', '2026-03-18']);
  });
});

describe('routes', () => {
  it('calls and detail need a session; stats are public and live; admin imports are admin-only', async () => {
    await loadCuratedCatalogue({ db: t.database.db, now: () => new Date() });
    expect((await loadCuratedCatalogue({ db: t.database.db, now: () => new Date() })).imported).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/funding/calls' })).statusCode).toBe(401);
    const user = await signUp(t, 'investor');
    const res = await t.call({ method: 'GET', url: '/api/funding/calls?q=Sabatini', cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; items: { id: string; title: string; source: string }[] };
    expect(body.items[0]).toMatchObject({ title: 'Nuova Sabatini – Beni strumentali', source: 'curated' });
    const detail = await t.call({ method: 'GET', url: `/api/funding/calls/${body.items[0]!.id}`, cookie: user.cookie });
    expect(detail.json()).toMatchObject({ minAmount: 20000, maxAmount: 4000000, language: 'it', versions: [{ version: 1 }] });
    expect(
      (await t.call({ method: 'GET', url: '/api/funding/calls/00000000-0000-4000-8000-000000000000', cookie: user.cookie })).statusCode,
    ).toBe(404);
    const stats = (await t.call({ method: 'GET', url: '/api/funding/stats' })).json() as { openCalls: number; totalCalls: number };
    const [n] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(fundingCalls);
    expect(stats.totalCalls).toBe(n!.n);
    expect((await t.call({ method: 'GET', url: '/api/admin/funding/imports', cookie: user.cookie })).statusCode).toBe(403);
    const admin = await signUpAdmin(t);
    const upload = await t.call({
      method: 'POST',
      url: '/api/admin/funding/imports/upload?source=padigitale',
      cookie: admin.cookie,
      headers: { 'content-type': 'text/csv' },
      payload: readFileSync(FUNDING_FILES.padigitaleCsv, 'utf8'),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ status: 'succeeded', trigger: 'admin', report: { imported: 57 } }); // the search tests emptied the catalogue
    const sched = await t.call({
      method: 'POST',
      url: '/api/admin/funding/schedules',
      cookie: admin.cookie,
      payload: { source: 'pnrr', url: 'https://example.org/bandi.csv', frequency: 'weekly' },
    });
    expect(sched.statusCode).toBe(201);
    const overview = (await t.call({ method: 'GET', url: '/api/admin/funding/imports', cookie: admin.cookie })).json() as {
      runs: unknown[];
      schedules: unknown[];
    };
    expect(overview.schedules).toHaveLength(1);
    expect(overview.runs.length).toBeGreaterThan(0);
  });
});
