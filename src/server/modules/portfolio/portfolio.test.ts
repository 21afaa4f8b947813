import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  evaluations,
  portfolioHoldings,
  portfolioImportMappings,
  portfolioImportRuns,
  portfolios,
  projectGrants,
} from '../../db/schema/index.ts';
import { EXPORT_SECTIONS } from '../privacy/export-archive.ts';
import { runEvaluation } from '../../../domain/evaluation/index.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
  t.call({ method, url, cookie: who.cookie, payload, headers });

async function portfolioOf(who: Person, name = 'Seed fund I'): Promise<string> {
  const res = await call(who, 'POST', '/api/portfolios', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** An XLSX built here with exceljs: a header row and the given rows (spreadsheet rows 2…). */
async function xlsx(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Holdings');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart body by hand (what a browser's FormData sends). */
function multipart(file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = '----portfolio-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (who: Person, url: string, file: Buffer, fields: Record<string, string> = {}, lang = 'en') => {
  const m = multipart(file, 'holdings.xlsx', fields);
  return t.call({ method: 'POST', url, cookie: who.cookie, payload: m.payload, headers: { ...m.headers, 'accept-language': lang } });
};

const HEADERS = ['Project', 'NACE', 'Region', 'Amount', 'Date', 'Stage'];
// Five rows; row 4 (the middle one) has an amount that is not a number.
const ROWS = [
  ['Alpha Solar', '35.11', 'ITC4', 500_000, new Date(Date.UTC(2025, 2, 15)), 'growth'],
  ['Beta Software', '62.01', 'ITC4', 300_000, '15/04/2025', 'validation'],
  ['Gamma Foods', '10.51', 'ITI4', 'a lot', 45_700, 'idea'],
  ['Delta Labs', '72.11', 'ITF3', '200,000', '2025-06-01', 'early revenue'],
  ['Epsilon Retail', '47.11', 'ITI4', 0, '2025-07-01', null],
];

describe('portfolio import', () => {
  it('imports nothing from a file with one bad row in the middle, names the cell, and imports the rest once that row is excluded', async () => {
    const investor = await signUp(t, 'investor');
    const id = await portfolioOf(investor);
    const file = await xlsx(HEADERS, ROWS);

    const refused = await upload(investor, `/api/portfolios/${id}/import`, file);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      errors: [{ row: 4, column: 'Amount', message: 'Not a number (e.g. 1,234.56 or 1.234,56).' }],
    });
    expect(refused.json().errors).toHaveLength(1);
    expect(await t.database.db.select().from(portfolioHoldings).where(eq(portfolioHoldings.portfolioId, id))).toEqual([]);
    const [run] = await t.database.db.select().from(portfolioImportRuns).where(eq(portfolioImportRuns.portfolioId, id));
    expect(run).toMatchObject({ status: 'rejected', imported: 0, errorCount: 1, totalRows: 5 });

    const italian = await upload(investor, `/api/portfolios/${id}/import`, file, {}, 'it');
    expect(italian.json().errors[0]).toMatchObject({ row: 4, column: 'Amount', message: 'Non è un numero (es. 1.234,56 o 1,234.56).' });
    // The language the user chose in the app wins over the browser's: an Italian reader with an English browser reads Italian.
    expect((await call(investor, 'PATCH', '/api/account/profile', { language: 'it' })).statusCode).toBe(200);
    const chosen = await upload(investor, `/api/portfolios/${id}/import`, file, {}, 'en-US,en;q=0.9');
    expect(chosen.json()).toMatchObject({
      message: expect.stringMatching(/\S/),
      errors: [{ row: 4, column: 'Amount', message: 'Non è un numero (es. 1.234,56 o 1,234.56).' }],
    });
    expect((await call(investor, 'PATCH', '/api/account/profile', { language: 'en' })).statusCode).toBe(200);

    const ok = await upload(investor, `/api/portfolios/${id}/import`, file, { exclude: '[4]' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 4, rows: 5, excluded: [4] });

    const detail = (await call(investor, 'GET', `/api/portfolios/${id}`)).json();
    expect(
      detail.holdingList.map((h: { name: string; sourceRow: number; investedOn: string }) => [h.name, h.sourceRow, h.investedOn]),
    ).toEqual([
      ['Alpha Solar', 2, '2025-03-15'],
      ['Beta Software', 3, '2025-04-15'],
      ['Delta Labs', 5, '2025-06-01'],
      ['Epsilon Retail', 6, '2025-07-01'],
    ]);

    // Hand-computed: invested 500k + 300k + 200k ("200,000" in English: a single comma before three digits is a thousands separator) + 0 = 1,000,000.
    const summary = (await call(investor, 'GET', `/api/portfolios/${id}/summary`)).json();
    expect(summary).toMatchObject({ holdings: 4, invested: 1_000_000, avgCrScore: null });
    // Shares of the invested amount: ITC4 0.8, ITF3 0.2, ITI4 0 → HHI 0.64 + 0.04 = 0.68.
    expect(summary.byRegion.map((s: { code: string; share: number }) => [s.code, s.share])).toEqual([
      ['ITC4', 0.8],
      ['ITF3', 0.2],
      ['ITI4', 0],
    ]);
    expect(summary.hhiRegion).toBeCloseTo(0.68, 12);
    // Divisions 35 (0.5), 62 (0.3), 72 (0.2), 47 (0): HHI 0.25 + 0.09 + 0.04 = 0.38.
    expect(summary.hhiIndustry).toBeCloseTo(0.38, 12);

    const csv = await call(investor, 'GET', `/api/portfolios/${id}/summary.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('totals,invested,1000000');
    const x = await call(investor, 'GET', `/api/portfolios/${id}/summary.xlsx`);
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('remembers the last mapping per set of headers, and previews with it', async () => {
    const investor = await signUp(t, 'investor');
    const id = await portfolioOf(investor);
    const csv = Buffer.from('Nome;Settore;Zona;Soldi;Quando\nAlfa;62.01;ITC4;1.000,50;03/12/2025\n');
    const first = await upload(investor, `/api/portfolios/${id}/import/preview`, csv, {}, 'it');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      format: 'csv',
      headers: ['Nome', 'Settore', 'Zona', 'Soldi', 'Quando'],
      mappingSource: 'guessed',
      mapping: { projectName: 'Nome', industryCode: 'Settore', amount: null },
    });
    const mapping = { projectName: 'Nome', industryCode: 'Settore', region: 'Zona', amount: 'Soldi', date: 'Quando' };
    const given = await upload(investor, `/api/portfolios/${id}/import/preview`, csv, { mapping: JSON.stringify(mapping) }, 'it');
    expect(given.json()).toMatchObject({ mappingSource: 'given', errors: [], valid: 1 });
    const again = await upload(investor, `/api/portfolios/${id}/import?dryRun=1`, csv, {}, 'it');
    expect(again.json()).toMatchObject({ mappingSource: 'remembered', mapping, valid: 1 });
    // Another user with the same headers does not see it.
    const other = await signUp(t, 'investor');
    const theirs = await portfolioOf(other);
    expect((await upload(other, `/api/portfolios/${theirs}/import/preview`, csv)).json().mappingSource).toBe('guessed');
    const done = await upload(investor, `/api/portfolios/${id}/import`, csv, {}, 'it');
    expect(done.json()).toMatchObject({ imported: 1 });
    expect((await call(investor, 'GET', `/api/portfolios/${id}/summary`)).json().invested).toBe(1000.5);
  });
});

describe('portfolio access', () => {
  it('keeps a portfolio private to its owner and links only projects the owner may view', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const stranger = await signUp(t, 'investor');
    const project = await call(owner, 'POST', '/api/projects', {
      title: 'Agrivoltaic farm',
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 2_500_000,
    });
    const projectId = project.json().id as string;
    const id = await portfolioOf(investor);

    for (const [method, url] of [
      ['GET', `/api/portfolios/${id}`],
      ['GET', `/api/portfolios/${id}/summary`],
      ['PATCH', `/api/portfolios/${id}`],
      ['DELETE', `/api/portfolios/${id}`],
      ['GET', `/api/portfolios/${id}/summary.csv`],
    ] as const) {
      const res = await call(stranger, method, url, method === 'PATCH' ? { name: 'Mine now' } : undefined);
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'PORTFOLIO_NOT_FOUND']);
    }
    expect((await upload(stranger, `/api/portfolios/${id}/import`, await xlsx(HEADERS, ROWS.slice(0, 1)))).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/portfolios')).json()).toEqual([]);

    // Not shared yet: the project does not exist for the investor.
    const hidden = await call(investor, 'POST', `/api/portfolios/${id}/holdings`, { projectId });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect((await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: investor.email, access: 'read' })).statusCode).toBe(
      201,
    );

    // Two stored evaluations: the latest's figures are read, the drop between them is an alert.
    const input = { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } };
    const run = runEvaluation(input, { iterations: 1_000, seed: 1 });
    if (!run.ok) throw new Error('fixture plan refused');
    const result = JSON.parse(JSON.stringify(run.result));
    const total = result.score.total as number;
    for (const [version, score] of [
      [1, Math.min(100, total + 12)],
      [2, total],
    ] as const) {
      await t.database.db.insert(evaluations).values({
        projectId,
        version,
        createdBy: owner.id,
        methodologyVersion: result.methodologyVersion,
        engineVersion: 'test',
        seed: 1,
        iterations: 1_000,
        input,
        result,
        scoreTotal: score,
        npv: result.plan.metrics.npv,
      });
    }
    const added = await call(investor, 'POST', `/api/portfolios/${id}/holdings`, { projectId, amount: 250_000, committed: 400_000 });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(investor, 'POST', `/api/portfolios/${id}/holdings`, { projectId })).json().code).toBe('HOLDING_EXISTS');

    const s = (await call(investor, 'GET', `/api/portfolios/${id}/summary`)).json();
    expect(s).toMatchObject({ holdings: 1, invested: 250_000, committed: 400_000, byIndustry: [{ code: '35', share: 1 }], hhiIndustry: 1 });
    expect(s.avgCrScore).toBeCloseTo(total, 6);
    expect(s.npv.p50).toBeCloseTo(result.plan.metrics.npv, 2);
    const drop = Math.min(100, total + 12) - total;
    expect(s.alerts.filter((a: { kind: string }) => a.kind === 'crDrop')).toHaveLength(drop >= 10 ? 1 : 0);

    // Revoked: the holding stays with its amounts, its figures are no longer read.
    await t.database.db
      .update(projectGrants)
      .set({ revokedAt: new Date(Date.now() - 1000) })
      .where(eq(projectGrants.projectId, projectId));
    const after = (await call(investor, 'GET', `/api/portfolios/${id}`)).json();
    expect(after.holdingList[0]).toMatchObject({ projectVisible: false, crScore: null, invested: 250_000 });

    const holdingId = after.holdingList[0].id as string;
    expect((await call(stranger, 'DELETE', `/api/portfolios/${id}/holdings/${holdingId}`)).statusCode).toBe(404);
    expect((await call(investor, 'DELETE', `/api/portfolios/${id}/holdings/${holdingId}`)).statusCode).toBe(200);
    expect((await call(investor, 'DELETE', `/api/portfolios/${id}`)).statusCode).toBe(200);
    expect((await call(investor, 'GET', `/api/portfolios/${id}`)).statusCode).toBe(404);
  });
});

describe('portfolio personal data', () => {
  it("exports the owner's portfolios, holdings and mappings, and erases them with the account", async () => {
    const investor = await signUp(t, 'investor');
    const id = await portfolioOf(investor, 'Private book');
    const csv = Buffer.from('Project,NACE,Region,Amount,Date\nKappa,62.01,ITC4,1000,2025-01-31\n');
    expect((await upload(investor, `/api/portfolios/${id}/import`, csv)).statusCode).toBe(200);
    const section = EXPORT_SECTIONS.find((s) => s.describe.startsWith('portfolios.json'))!;
    const [file] = await section.collect(t.database.db, { id: investor.id, email: investor.email });
    const data = JSON.parse(String(file!.data));
    expect(data.portfolios[0]).toMatchObject({
      name: 'Private book',
      holdings: [{ name: 'Kappa' }],
      importRuns: [{ status: 'committed', imported: 1 }],
    });
    expect(data.importMappings).toHaveLength(1);
    expect((await call(investor, 'DELETE', '/api/account', { password: 'a sound passphrase' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(portfolios).where(eq(portfolios.id, id))).toEqual([]);
    expect(await t.database.db.select().from(portfolioImportMappings).where(eq(portfolioImportMappings.userId, investor.id))).toEqual([]);
  });
});
