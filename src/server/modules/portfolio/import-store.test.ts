import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { portfolioHoldings } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('an import stored through one JSON statement (ADR 0033)', () => {
  it('stores every column of every row as written in the file (hand-read values, exact)', async () => {
    const who = await signUp(t, 'investor');
    const id = (await t.call({ method: 'POST', url: '/api/portfolios', cookie: who.cookie, payload: { name: 'Columns' } })).json()
      .id as string;
    const csv = [
      'Project,Industry,Region,Amount,Date,Stage,Committed,Revenue,EBITDA,Cash,Burn,NPV,IRR,CR score,Previous score,Milestone',
      'Alpha "Quoted" Srl,35.11,ITC4,1234.56,2025-03-15,growth,2000.5,100000,-5000.25,50000,4000,12000.75,12.5%,71.5,80,2026-01-31',
      'Beta,62.01,IT,0,15/04/2025,,,,,,,,,,,',
    ].join('\r\n');
    const res = await t.call({
      method: 'POST',
      url: `/api/portfolios/${id}/import`,
      cookie: who.cookie,
      headers: { 'accept-language': 'en' },
      payload: { filename: 'c.csv', contentBase64: Buffer.from(csv).toString('base64') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, rows: 2, excluded: [] });
    const rows = await t.database.db
      .select()
      .from(portfolioHoldings)
      .where(eq(portfolioHoldings.portfolioId, id))
      .orderBy(portfolioHoldings.sourceRow);
    const pick = ({ id: _i, portfolioId: _p, importRunId, createdAt, ...rest }: (typeof rows)[number]) => ({
      ...rest,
      run: typeof importRunId,
      at: createdAt instanceof Date,
    });
    expect(rows.map(pick)).toEqual([
      {
        source: 'import',
        projectId: null,
        sourceRow: 2,
        name: 'Alpha "Quoted" Srl',
        industryCode: '35.11',
        region: 'ITC4',
        invested: 1234.56,
        committed: 2000.5,
        investedOn: '2025-03-15',
        stage: 'growth',
        revenue: 100000,
        ebitda: -5000.25,
        cash: 50000,
        monthlyBurn: 4000,
        npv: 12000.75,
        irr: 0.125,
        crScore: 71.5,
        previousCrScore: 80,
        milestoneDue: '2026-01-31',
        addedBy: who.id,
        run: 'string',
        at: true,
      },
      {
        source: 'import',
        projectId: null,
        sourceRow: 3,
        name: 'Beta',
        industryCode: '62.01',
        region: 'IT',
        invested: 0,
        committed: null,
        investedOn: '2025-04-15',
        stage: null,
        revenue: null,
        ebitda: null,
        cash: null,
        monthlyBurn: null,
        npv: null,
        irr: null,
        crScore: null,
        previousCrScore: null,
        milestoneDue: null,
        addedBy: who.id,
        run: 'string',
        at: true,
      },
    ]);
  });
});
