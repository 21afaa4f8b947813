import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, ...(who ? { cookie: who.cookie } : {}), payload });
const has = (tool: string) => spawnSync(tool, ['-v']).error === undefined;
const work = mkdtempSync(join(tmpdir(), 'portfolio-report-test-'));
const setTier = (u: Person, tier: 'free' | 'enterprise') =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, u.id));

/** A portfolio with four imported holdings (two industries, two regions, three CR scores). */
async function portfolioWithHoldings(owner: Person): Promise<string> {
  const p = await call(owner, 'POST', '/api/portfolios', { name: 'Fondo Più Clima' });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().id as string;
  const csv = [
    'Project,NACE,Region,Amount,Date,CR score',
    'Alpha Solar,35.11,ITC4,500000,2025-01-31,72.4',
    'Beta Wind,35.11,ITC4,250000,2025-02-28,55',
    'Gamma Soft,62.01,ITI4,125000,2025-03-31,81.25',
    'Delta Foods,10.51,ITI4,125000,2025-04-30,',
  ].join('\n');
  const imp = await call(owner, 'POST', `/api/portfolios/${id}/import`, {
    filename: 'h.csv',
    contentBase64: Buffer.from(csv).toString('base64'),
  });
  expect(imp.statusCode, imp.body).toBe(200);
  return id;
}

// Oracle: the summary API's own numbers, formatted here with Intl.NumberFormat and the screens' documented
// options (money: EUR, no decimals; CR score: exactly one decimal; HHI: at most three decimals), written
// independently of the code under test. pdftotext's no-break spaces and the word joiner are normalised.
const loc = (l: 'en' | 'it') => (l === 'it' ? 'it-IT' : 'en-GB');
const norm = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\u2212/g, '-');
const expected = (l: 'en' | 'it', s: { invested: number; avgCrScore: number; hhiIndustry: number; hhiRegion: number }) => ({
  invested: norm(new Intl.NumberFormat(loc(l), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(s.invested)),
  avg: norm(new Intl.NumberFormat(loc(l), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(s.avgCrScore)),
  hhiIndustry: `HHI ${new Intl.NumberFormat(loc(l), { maximumFractionDigits: 3 }).format(s.hhiIndustry)}`,
  hhiRegion: `HHI ${new Intl.NumberFormat(loc(l), { maximumFractionDigits: 3 }).format(s.hhiRegion)}`,
});

describe('portfolio summary report', () => {
  it('seals the summary in English and Italian: its text holds the invested amount, the HHI and the average CR score', async () => {
    const owner = await signUp(t, 'investor');
    await setTier(owner, 'enterprise');
    const id = await portfolioWithHoldings(owner);
    const summary = (await call(owner, 'GET', `/api/portfolios/${id}/summary`)).json();
    // Hand check of the summary itself: invested 1,000,000; industry shares 0.75 (35) and 0.25 (62, 10
    // at 0.125 each) → HHI 0.75² + 0.125² + 0.125² = 0.59375; regions 0.75/0.25 → 0.625;
    // average CR (72.4 + 55 + 81.25) / 3 = 69.55.
    expect(summary.invested).toBe(1_000_000);
    expect(summary.hhiIndustry).toBeCloseTo(0.59375, 12);
    expect(summary.hhiRegion).toBeCloseTo(0.625, 12);
    expect(summary.avgCrScore).toBeCloseTo(69.55, 10);
    for (const language of ['en', 'it'] as const) {
      const res = await call(owner, 'POST', `/api/portfolios/${id}/reports`, { language });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'sha256', 'verifyUrl']);
      const pdf = await call(owner, 'GET', `/api/reports/${created.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(created.sha256);
      if (!has('pdftotext')) {
        console.warn('pdftotext (poppler-utils) is not installed: the PDF text check is skipped');
        continue;
      }
      const file = join(work, `portfolio-${language}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      const text = norm(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'));
      const want = expected(language, summary);
      for (const [what, figure] of Object.entries(want)) expect(text, `${language} ${what}: ${figure}`).toContain(figure);
      expect(text).toContain(language === 'it' ? 'Riepilogo del portafoglio: Fondo Più Clima' : 'Portfolio summary: Fondo Più Clima');
      expect(text).toContain('Alpha Solar');
      expect(execFileSync('pdfinfo', [file]).toString('utf8')).toMatch(/Tagged:\s+yes/);
    }
    const list = (await call(owner, 'GET', `/api/portfolios/${id}/reports`)).json();
    expect(list).toHaveLength(2);
    expect(
      list.every(
        (r: { kind: string; portfolioId: string; projectId: string | null }) =>
          r.kind === 'portfolio' && r.portfolioId === id && r.projectId === null,
      ),
    ).toBe(true);
  });

  it('verifies publicly without the portfolio name or holdings; revokes; strangers and admins see nothing', async () => {
    const owner = await signUp(t, 'investor');
    const stranger = await signUp(t, 'investor');
    const admin = await signUpAdmin(t);
    const id = await portfolioWithHoldings(owner);
    const created = (await call(owner, 'POST', `/api/portfolios/${id}/reports`, { language: 'it' })).json();
    const v = (await call(null, 'GET', `/api/verify/${created.id}`)).json();
    expect(v).toMatchObject({
      kind: 'portfolio',
      sha256: created.sha256,
      signature: { valid: true },
      revoked: false,
      project: { title: 'Riepilogo del portafoglio' },
    });
    const body = JSON.stringify(v);
    for (const secret of ['Fondo', 'Alpha', 'Beta', owner.email, owner.id, id]) expect(body).not.toContain(secret);

    // Free plan: the preview, not the download.
    expect((await call(owner, 'GET', `/api/reports/${created.id}/pdf`)).json().code).toBe('PLAN_REQUIRED');
    expect((await call(owner, 'GET', `/api/reports/${created.id}/preview`)).statusCode).toBe(200);
    for (const who of [stranger, admin]) {
      expect((await call(who, 'GET', `/api/portfolios/${id}/reports`)).json().code).toBe('PORTFOLIO_NOT_FOUND');
      expect((await call(who, 'POST', `/api/portfolios/${id}/reports`, { language: 'en' })).json().code).toBe('PORTFOLIO_NOT_FOUND');
      for (const url of [`/api/reports/${created.id}/pdf`, `/api/reports/${created.id}/preview`])
        expect((await call(who, 'GET', url)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/reports/${created.id}/revoke`)).statusCode).toBe(404);
    }
    const revoked = await call(owner, 'POST', `/api/reports/${created.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call(null, 'GET', `/api/verify/${created.id}`)).json().revoked).toBe(true);
  });
});
