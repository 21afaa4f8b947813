import { describe, expect, it } from 'vitest';
import { PLAN_SECTIONS } from '../../../../contract/documents.ts';
import {
  EXPECTED_FIGURES,
  EXPECTED_KIND,
  SCANNED_LINES,
  toolAvailable,
  writeScannedPdf,
} from '../../../../../tests/fixtures/documents/generate.ts';
import type { ExpectedFigure } from '../../../../../tests/fixtures/documents/generate.ts';
import { normaliseForQuote } from './ai.ts';
import { PDF, dir, files, results, analyse, FIXTURES } from './analysis-setup.ts';

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
