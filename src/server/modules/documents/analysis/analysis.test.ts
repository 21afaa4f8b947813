import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_SECTIONS } from '../../../../contract/documents.ts';
import {
  EXPECTED_FIGURES,
  EXPECTED_KIND,
  SCANNED_LINES,
  toolAvailable,
  writeBusinessPlanDocx,
  writeBusinessPlanPdf,
  writeCsv,
  writeEncryptedPdf,
  writeFinancialModelXlsx,
  writePitchDeckPdf,
  writeScannedPdf,
} from '../../../../../tests/fixtures/documents/generate.ts';
import type { ExpectedFigure } from '../../../../../tests/fixtures/documents/generate.ts';
import { normaliseForQuote, verifyAiFigure } from './ai.ts';
import { analyseDocument, crossDocumentRisks } from './index.ts';
import type { AnalysisResult } from './types.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let dir: string;
const files: Record<keyof typeof EXPECTED_FIGURES, { path: string; mediaType: string }> = {} as never;
const results = {} as Record<keyof typeof EXPECTED_FIGURES, AnalysisResult>;

async function analyse(path: string, mediaType: string, options: Parameters<typeof analyseDocument>[1] = {}) {
  return analyseDocument({ path, filename: basename(path), mediaType }, options);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cr-docs-'));
  files.businessPlanEn = { path: await writeBusinessPlanPdf(dir, 'en'), mediaType: PDF };
  files.businessPlanIt = { path: await writeBusinessPlanPdf(dir, 'it'), mediaType: PDF };
  files.businessPlanDocxIt = { path: await writeBusinessPlanDocx(dir, 'it'), mediaType: DOCX };
  files.financialModel = { path: await writeFinancialModelXlsx(dir), mediaType: XLSX };
  files.csv = { path: writeCsv(dir), mediaType: 'text/csv' };
  files.pitchDeck = { path: await writePitchDeckPdf(dir), mediaType: PDF };
  for (const [name, f] of Object.entries(files)) results[name as keyof typeof files] = await analyse(f.path, f.mediaType);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIXTURES = Object.keys(EXPECTED_FIGURES) as (keyof typeof EXPECTED_FIGURES)[];

describe.each(FIXTURES)('fixture %s', (name) => {
  // Oracle: EXPECTED_FIGURES, written by hand from what the generator writes (content.ts).
  it('finds exactly the figures the fixture states, with their page or cell', () => {
    const got = results[name].figures.map((f) => ({
      key: f.key,
      period: f.period,
      value: f.value,
      currency: f.currency,
      ...(f.citation.page !== undefined ? { page: f.citation.page } : { sheet: f.citation.sheet, cell: f.citation.cell }),
    }));
    const order = (a: ExpectedFigure, b: ExpectedFigure) =>
      `${a.key}${a.period}${a.sheet ?? ''}`.localeCompare(`${b.key}${b.period}${b.sheet ?? ''}`);
    expect([...got].sort(order)).toEqual([...EXPECTED_FIGURES[name]].sort(order));
    expect(results[name].figures.every((f) => f.source === 'rules')).toBe(true);
  });

  it('quotes text that is in the extracted text of the cited page or sheet (the citation invariant)', () => {
    const r = results[name];
    for (const f of r.figures) {
      const part = r.text.find((p) => (f.citation.page !== undefined ? p.page === f.citation.page : p.sheet === f.citation.sheet));
      expect(part, f.key).toBeDefined();
      if (f.citation.cell) {
        const shown = part!.cells?.[f.citation.cell];
        expect(shown).toBeDefined();
        expect(f.citation.quote.endsWith(`: ${shown}`)).toBe(true);
      } else expect(part!.text.includes(f.citation.quote), f.citation.quote).toBe(true);
    }
  });

  it('classifies it', () => {
    expect(results[name].kind).toBe(EXPECTED_KIND[name]);
    expect(results[name].kindConfidence).toBeGreaterThanOrEqual(0.5);
  });
});

describe('text, language and checklist', () => {
  it('reads the language of each plan', () => {
    expect(results.businessPlanEn.language).toBe('en');
    expect(results.businessPlanIt.language).toBe('it');
    expect(results.businessPlanDocxIt.language).toBe('it');
    expect(results.pitchDeck.language).toBe('en');
  });

  it('counts pages: the PDF’s own, the DOCX’s page breaks (the same 16 pages), sheets for XLSX/CSV', () => {
    expect(results.businessPlanEn.pages).toBe(16);
    expect(results.businessPlanEn.textLayer).toBe(true);
    expect(results.businessPlanEn.ocr).toBe('not_needed');
    expect(results.businessPlanDocxIt.pages).toBe(16);
    expect(results.businessPlanDocxIt.pagination).toBe('docx_breaks');
    expect(results.financialModel.pages).toBe(2);
    expect(results.financialModel.text.map((t) => t.sheet)).toEqual(['P&L', 'Balance sheet']);
    expect(results.financialModel.text[0]!.cells!.B4).toBe('(350,000)');
    expect(results.csv.text[0]!.cells!.A4).toBe('Note; stime non revisionate');
    expect(results.pitchDeck.pages).toBe(10);
  });

  it('finds the plan’s sections where they are and reports milestones missing (EN and IT)', () => {
    for (const name of ['businessPlanEn', 'businessPlanIt', 'businessPlanDocxIt'] as const) {
      const c = results[name].checklist;
      expect(c.map((e) => e.section)).toEqual([...PLAN_SECTIONS]);
      // content.ts: page 3 problem … page 13 ESG; there is no milestones section
      const pages = Object.fromEntries(c.filter((e) => e.found).map((e) => [e.section, e.page]));
      expect(pages, name).toEqual({
        problem: 3,
        solution: 4,
        market: 5,
        competition: 6,
        business_model: 7,
        go_to_market: 8,
        team: 9,
        financial_plan: 10,
        funding_request: 11,
        risks: 12,
        esg: 13,
      });
      expect(c.find((e) => e.section === 'milestones')).toEqual({ section: 'milestones', found: false });
    }
  });

  it('misses what a pitch deck lacks', () => {
    const missing = results.pitchDeck.checklist.filter((e) => !e.found).map((e) => e.section);
    expect(missing).toEqual(['competition', 'go_to_market', 'risks', 'milestones', 'esg']);
  });
});

describe('risks in one document', () => {
  it('flags the plan’s revenue growth for a manufacturer (bound 50 %), not for software (200 %)', async () => {
    const manufacturing = await analyse(files.businessPlanEn.path, PDF, { industry: '28.11' });
    // 1.2m → 2.4m (+100 %), 2.4m → 4.1m (+70.8 %), 4.1m → 6.3m (+53.7 %) exceed 50 %; 6.3m → 8.8m (+39.7 %) does not
    expect(manufacturing.risks.filter((r) => r.code === 'implausible_growth').map((r) => r.detail.toPeriod)).toEqual([2026, 2027, 2028]);
    const software = await analyse(files.businessPlanEn.path, PDF, { industry: '62.01' });
    expect(software.risks).toEqual([]);
  });
});

describe('a scanned PDF', () => {
  const ocr = toolAvailable('tesseract') && toolAvailable('pdftoppm');
  it.skipIf(!toolAvailable('pdftoppm'))('has no text layer', async () => {
    const path = await writeScannedPdf(dir);
    const r = await analyse(path, PDF);
    expect(r.textLayer).toBe(false);
    expect(r.ocr).toBe(ocr ? 'used' : 'unavailable');
    if (!ocr) expect(r.risks.map((x) => x.code)).toContain('no_text_layer');
  });
  it.skipIf(!toolAvailable('pdftoppm'))('is reported, with a no_text_layer risk, when OCR cannot run', async () => {
    const path = await writeScannedPdf(dir);
    const r = await analyse(path, PDF, { ocr: false });
    expect(r).toMatchObject({ textLayer: false, ocr: 'unavailable', figures: [] });
    expect(r.risks).toEqual([{ code: 'no_text_layer', severity: 'warning', detail: { ocr: 'unavailable', pages: 1 } }]);
  });
  it.skipIf(!ocr)(
    'is read by OCR (needs tesseract and pdftoppm: skipped when either is not installed)',
    async () => {
      const path = await writeScannedPdf(dir);
      const r = await analyse(path, PDF);
      const text = normaliseForQuote(r.text.map((t) => t.text).join(' '));
      // tolerance: OCR must read each scanned line exactly up to whitespace and case
      for (const line of SCANNED_LINES) expect(text).toContain(normaliseForQuote(line));
    },
    60_000,
  );
});

describe('optional AI, verified', () => {
  it('keeps a figure whose quote is in the document, drops a fabricated one, marks the kept one, and lets rules win on duplicates', async () => {
    const requests: unknown[] = [];
    const answer = {
      figures: [
        // real: page 9 of the plan says "The team has 14 employees at the end of 2024." (the period is the model's own)
        { key: 'headcount', period: 2030, value: 14, currency: null, page: 9, quote: 'The team has 14 employees' },
        // fabricated: no such sentence in the document
        { key: 'revenue', period: 2030, value: 12_000_000, currency: 'EUR', page: 10, quote: 'Revenue 2030 will reach € 12m' },
        // duplicate of a rules figure (tam, null): the rules' one stays
        { key: 'tam', period: null, value: 4_200_000_000, currency: 'EUR', page: 5, quote: '€ 4.2 bn across the EU' },
        // right quote, wrong value: dropped
        { key: 'sam', period: 2031, value: 900_000_000, currency: 'EUR', page: 5, quote: 'SAM) is € 600m' },
      ],
    };
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }));
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const port = (server.address() as AddressInfo).port;
    try {
      const r = await analyse(files.businessPlanEn.path, PDF, {
        ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'fake' },
      });
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ url: '/v1/chat/completions', auth: 'Bearer test-key', body: { model: 'fake' } });
      const ai = r.figures.filter((f) => f.source === 'ai');
      expect(ai).toEqual([
        {
          key: 'headcount',
          period: 2030,
          value: 14,
          currency: null,
          source: 'ai',
          citation: { page: 9, quote: 'The team has 14 employees' },
        },
      ]);
      expect(r.figures.filter((f) => f.key === 'tam')).toHaveLength(1);
      expect(r.figures.find((f) => f.key === 'tam')?.source).toBe('rules');
      expect(r.figures.some((f) => f.value === 12_000_000)).toBe(false);
      expect(r.ai).toEqual({ status: 'used', proposed: 4, dropped: 2, kept: 1 });
      expect(r.figures.filter((f) => f.source === 'rules')).toHaveLength(EXPECTED_FIGURES.businessPlanEn.length);
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });

  it('never fails the analysis on a network error: the rules’ result stands', async () => {
    const r = await analyse(files.pitchDeck.path, PDF, { ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' } });
    expect(r.ai?.status).toBe('failed');
    expect(r.figures).toHaveLength(EXPECTED_FIGURES.pitchDeck.length);
  });
});

describe('AI figures on a sheet', () => {
  it('accepts a quote of the cited cell as the model was shown it, refuses a cell that does not exist', () => {
    const parts = results.financialModel.text;
    const ok = verifyAiFigure(
      { key: 'revenue', period: 2025, value: 1_200_000, currency: 'EUR', sheet: 'P&L', cell: 'B3', quote: 'B3: 1,200,000' },
      parts,
    );
    expect(ok).toEqual({
      key: 'revenue',
      period: 2025,
      value: 1_200_000,
      currency: 'EUR',
      source: 'ai',
      citation: { sheet: 'P&L', cell: 'B3', quote: 'B3: 1,200,000' },
    });
    expect(
      verifyAiFigure({ key: 'revenue', period: 2025, value: 1_200_000, sheet: 'P&L', cell: 'Z99', quote: '1,200,000' }, parts),
    ).toBeNull();
    expect(verifyAiFigure({ key: 'revenue', period: 2025, value: 1_200_000, sheet: 'Other', quote: '1,200,000' }, parts)).toBeNull();
    expect(verifyAiFigure({ key: 'ebitda', period: 2025, value: -350_000, sheet: 'P&L', quote: '(350,000)' }, parts)?.value).toBe(-350_000);
  });
});

describe('an encrypted PDF', () => {
  it.skipIf(!toolAvailable('qpdf'))(
    'fails the analysis with an error instead of reading nothing (the upload refuses it first)',
    async () => {
      const path = await writeEncryptedPdf(dir);
      await expect(analyse(path, PDF)).rejects.toThrow(/password/i);
    },
  );
});

describe('cross-document risks', () => {
  const fig = (key: 'revenue' | 'capex' | 'tam', period: number | null, value: number, extra: object = {}) => ({
    key,
    period,
    value,
    currency: 'EUR',
    source: 'rules' as const,
    citation: { page: 1, quote: 'q' },
    ...extra,
  });
  it('flags the same key and period read differently (> 1 %) in two documents, naming both', () => {
    const m = crossDocumentRisks(
      [
        { documentId: 'plan', filename: 'plan.pdf', figures: [fig('revenue', 2025, 1_200_000), fig('revenue', 2026, 2_400_000)] },
        { documentId: 'model', filename: 'model.xlsx', figures: [fig('revenue', 2025, 1_200_000), fig('revenue', 2026, 2_600_000)] },
      ],
      null,
    );
    expect(m.get('plan')).toEqual([
      {
        code: 'figures_disagree',
        severity: 'warning',
        detail: {
          key: 'revenue',
          period: 2026,
          filename: 'plan.pdf',
          value: 2_400_000,
          otherDocumentId: 'model',
          otherFilename: 'model.xlsx',
          otherValue: 2_600_000,
        },
      },
    ]);
    expect(m.get('model')?.[0]?.detail).toMatchObject({ filename: 'model.xlsx', value: 2_600_000, otherFilename: 'plan.pdf' });
  });

  it('compares a plan with the evaluation inputs where they map cleanly', () => {
    // inputs: 1,000 units × 1,200 € = 1,200,000 € year-1 revenue (agrees); initialInvestment 150,000 vs capex 400,000 (disagrees); TAM 1 bn vs 4.2 bn (disagrees)
    const inputs = {
      assumptions: { drivers: { unitsYear1: { value: 1000 }, pricePerUnit: { value: 1200 }, initialInvestment: { value: 150_000 } } },
      market: { tamEur: 1_000_000_000 },
    };
    const m = crossDocumentRisks(
      [
        {
          documentId: 'plan',
          filename: 'plan.pdf',
          figures: [
            fig('revenue', 2025, 1_200_000),
            fig('capex', 2025, 400_000),
            fig('tam', null, 4_200_000_000),
            fig('capex', 2024, 1, { status: 'rejected' }),
          ],
        },
      ],
      inputs,
    );
    expect(m.get('plan')?.map((r) => [r.detail.key, r.detail.documentValue, r.detail.inputValue])).toEqual([
      ['capex', 400_000, 150_000],
      ['tam', 4_200_000_000, 1_000_000_000],
    ]);
  });

  it('the real fixtures agree with each other (plan PDF, Italian DOCX, model XLSX)', () => {
    const docs = (['businessPlanEn', 'businessPlanDocxIt', 'financialModel', 'csv'] as const).map((n) => ({
      documentId: n,
      filename: n,
      figures: results[n].figures,
    }));
    expect(crossDocumentRisks(docs, null).size).toBe(0);
  });
});
