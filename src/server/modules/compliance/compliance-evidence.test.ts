import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { documents } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { EVIDENCE_IT_2026_1 } from '../../../domain/compliance/data/evidence-it-2026-1.ts';
import { ITEMS_2026_1 } from '../../../domain/compliance/data/items-2026-1.ts';
import { t, projectOf, put } from './compliance-setup.ts';

// Oracles: the reference's section 1.2 (scores worked by hand in each case), its section 12 counts,
// the issue's PNRR rules, and cr-v1's own score for the same inputs (cr-v2 differs only in compliance).

describe('compliance hub', () => {
  it("evidence: a live document of the same project, or a link; another project's document is refused", async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const other = await projectOf(u.cookie);
    const doc = async (projectId: string, deleted = false) =>
      (
        await t.database.db
          .insert(documents)
          .values({
            projectId,
            filename: 'policy.pdf',
            mediaType: 'application/pdf',
            size: 10,
            sha256: 'x',
            storageKey: 'k',
            ...(deleted ? { deletedAt: new Date() } : {}),
          })
          .returning()
      )[0]!.id;
    const mine = await doc(id);
    const res = await put(u.cookie, `/api/projects/${id}/compliance/items/GDPR-ART30`, {
      answer: 'met',
      evidence: [
        { documentId: mine, page: 4 },
        { url: 'https://example.com/ropa', description: 'Register online' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evidence).toMatchObject([
      { kind: 'document', documentId: mine, page: 4, filename: 'policy.pdf' },
      { kind: 'link', url: 'https://example.com/ropa' },
    ]);
    for (const bad of [await doc(other), await doc(id, true)]) {
      const r = await put(u.cookie, `/api/projects/${id}/compliance/items/GDPR-ART30`, { answer: 'met', evidence: [{ documentId: bad }] });
      expect(r.statusCode).toBe(400);
      expect(r.json().details.fields[0].path).toBe('evidence.0.documentId');
    }
  });

  it('gap list as JSON, CSV and XLSX, with the same rows; tasks carry owner and due date', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await put(u.cookie, `/api/projects/${id}/compliance/controls/CTL-GDPR-RECORDS`, { answer: 'met' });
    const task = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/compliance/tasks`,
      cookie: u.cookie,
      payload: { itemId: 'GDPR-ART32', owner: 'IT lead', dueDate: '2027-01-15' },
    });
    expect(task.statusCode).toBe(201);
    const gaps = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/gaps?framework=gdpr`, cookie: u.cookie })).json();
    // GDPR for a controller with consent (defaults): 40 items minus the 14 whose triggers are off = 26; 3 met.
    expect(gaps).toHaveLength(23);
    expect(gaps[0].weight).toBe(5);
    expect(gaps.find((g: { itemId: string }) => g.itemId === 'GDPR-ART32')).toMatchObject({ owner: 'IT lead', dueDate: '2027-01-15' });
    const csv = await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/gaps.csv?framework=gdpr`, cookie: u.cookie });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(24);
    const xlsx = await t.call({
      method: 'GET',
      url: `/api/projects/${id}/compliance/gaps.xlsx?framework=gdpr`,
      cookie: u.cookie,
      headers: { 'accept-language': 'it' },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(24);
    expect(ws.getRow(1).getCell(1).value).toBe('Requisito');
  });

  it("expected evidence in the request's language: items, gaps, CSV and XLSX in Italian for Accept-Language it, the catalogue's English otherwise", async () => {
    // Oracle: the catalogue's English (items-2026-1.ts) and its Italian table (evidence-it-2026-1.ts) for GDPR-ART30,
    // a gap of a GDPR controller nobody has answered yet.
    const en = ITEMS_2026_1.find((i) => i.id === 'GDPR-ART30')!.evidence;
    const it_ = EVIDENCE_IT_2026_1['GDPR-ART30']!;
    expect(it_).toMatch(/^Registro delle attività di trattamento/);
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const get = (url: string, lang: string) =>
      t.call({ method: 'GET', url: `/api/projects/${id}/compliance/${url}`, cookie: u.cookie, headers: { 'accept-language': lang } });
    const art30 = async (lang: string) =>
      ((await get('items?framework=gdpr', lang)).json() as { id: string; evidenceExpected: string; evidenceExpectedTexts: unknown }[]).find(
        (i) => i.id === 'GDPR-ART30',
      )!;
    expect(await art30('it-IT,it;q=0.9,en;q=0.5')).toMatchObject({ evidenceExpected: it_, evidenceExpectedTexts: { en, it: it_ } });
    expect(await art30('en')).toMatchObject({ evidenceExpected: en, evidenceExpectedTexts: { en, it: it_ } });
    const gap = async (lang: string) =>
      ((await get('gaps?framework=gdpr', lang)).json() as { itemId: string }[]).find((g) => g.itemId === 'GDPR-ART30');
    expect(await gap('it')).toMatchObject({ evidenceExpected: it_, evidenceMissing: it_ });
    expect(await gap('en')).toMatchObject({ evidenceExpected: en, evidenceMissing: en });
    const csv = (await get('gaps.csv?framework=gdpr', 'it')).body;
    expect(csv).toContain(`"${it_}"`);
    expect(csv).not.toContain(en);
    const xlsx = await get('gaps.xlsx?framework=gdpr', 'it');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const row = ws.getRows(2, ws.rowCount - 1)!.find((r) => r.getCell(1).value === 'GDPR-ART30')!;
    // Columns 8 and 9: Evidenza attesa, Evidenza mancante.
    expect([ws.getRow(1).getCell(8).value, row.getCell(8).value, row.getCell(9).value]).toEqual(['Evidenza attesa', it_, it_]);
  });

  it('Taxonomy: alignment per activity and KPI shares', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    await put(u.cookie, `/api/projects/${id}/compliance/scope`, { taxonomyTotals: { turnover: 1_000_000, capex: 400_000, opex: null } });
    const met = { CCA: 'met', WTR: 'met', CE: 'met', PPC: 'met', BIO: 'met' };
    const a = await put(u.cookie, `/api/projects/${id}/compliance/taxonomy/activities/4.1`, {
      nace: 'D35.11',
      objective: 'CCM',
      eligible: 'met',
      substantialContribution: 'met',
      dnsh: met,
      minimumSafeguards: 'met',
      turnover: 250_000,
      capex: 100_000,
      opex: 0,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ aligned: true, gaps: [] });
    const view = (await t.call({ method: 'GET', url: `/api/projects/${id}/compliance/taxonomy`, cookie: u.cookie })).json();
    // 250k of 1M = 25 %; 100k of 400k = 25 %; OpEx total unknown → null.
    expect(view.kpis.turnover.alignedShare).toBe(25);
    expect(view.kpis.capex.alignedShare).toBe(25);
    expect(view.kpis.opex.alignedShare).toBeNull();
    expect(view.applicable).toBe(true);
  });

  it("overview and PA dashboard list only the caller's projects", async () => {
    const u = await signUp(t);
    const stranger = await signUp(t);
    const id = await projectOf(u.cookie);
    await projectOf(stranger.cookie);
    await put(u.cookie, `/api/projects/${id}/compliance/scope`, {
      pnrr: {
        role: 'implementing-body',
        amount: 200_000,
        mission: 'M1',
        component: 'M1C1',
        cup: 'J12B21000010001',
        climateCoefficient: 40,
        digitalCoefficient: 100,
      },
    });
    const o = (await t.call({ method: 'GET', url: '/api/compliance/overview', cookie: u.cookie })).json();
    expect(o.projects.map((p: { projectId: string }) => p.projectId)).toEqual([id]);
    expect(o.projects[0].nextStep).toBe('answer');
    const pa = (await t.call({ method: 'GET', url: '/api/compliance/pa-dashboard', cookie: u.cookie })).json();
    expect(pa.projects).toHaveLength(1);
    expect(pa.projects[0]).toMatchObject({ mission: 'M1', component: 'M1C1', cup: 'J12B21000010001', dnshStatus: 'incomplete' });
    expect(pa.tagging.climate).toMatchObject({ share: 40, target: 37, meetsTarget: true });
    expect(pa.tagging.digital).toMatchObject({ share: 100, target: 20, meetsTarget: true });
  });

  it('cr-v2 against cr-v1 on the same project: only the compliance pillar moves, and the confidence follows the evidenced share', async () => {
    const u = await signUp(t);
    const id = await projectOf(u.cookie);
    const v1 = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000 } })
    ).json();
    expect(v1.methodologyVersion).toBe('cr-v1');
    // Assessment: GDPR only (defaults); answer the records control with a link as evidence.
    await put(u.cookie, `/api/projects/${id}/compliance/controls/CTL-GDPR-RECORDS`, {
      answer: 'met',
      evidence: [{ url: 'https://example.com/ropa', description: 'Register' }],
    });
    const inputs = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluation-inputs`, cookie: u.cookie })).json();
    expect(inputs.complianceHub.frameworks.find((f: { id: string }) => f.id === 'gdpr')).toMatchObject({ applicable: true });
    const v2 = (
      await t.call({ method: 'POST', url: `/api/projects/${id}/evaluations`, cookie: u.cookie, payload: { iterations: 1_000 } })
    ).json();
    expect(v2.methodologyVersion).toBe('cr-v2');
    const p = (r: { result: { score: { pillars: { id: string; points: number }[] } } }, pillar: string) =>
      r.result.score.pillars.find((x) => x.id === pillar)!.points;
    expect(p(v2, 'market')).toBeCloseTo(p(v1, 'market'), 10);
    expect(p(v2, 'financial')).toBeCloseTo(p(v1, 'financial'), 10);
    const reg = v2.result.score.subFactors.find((s: { id: string }) => s.id === 'compliance.regulatory');
    // GDPR applicable items (26, Σ W = 102 by the reference's weights): ART30 (5) + ART5 (5) + ART5-RET (3) met = 13;
    // score = 100·13/102 = 12.75…; evidenced share 13/102 (all three carry the link).
    expect(reg.source).toBe('hub');
    expect(reg.score).toBeCloseTo((100 * 13) / 102, 9);
    expect(reg.evidencedShare).toBeCloseTo(13 / 102, 12);
    const esg = v2.result.score.subFactors.find((s: { id: string }) => s.id === 'compliance.esg');
    expect(esg.source).toBe('questionnaire');
    // The stored v1 keeps cr-v1.
    const again = (await t.call({ method: 'GET', url: `/api/projects/${id}/evaluations/1`, cookie: u.cookie })).json();
    expect(again.methodologyVersion).toBe('cr-v1');
  });
});
