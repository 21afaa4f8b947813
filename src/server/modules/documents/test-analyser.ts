import { readFile } from 'node:fs/promises';
import type { AnalyseDocument, AnalysisResult, CrossDocumentRisks } from './analysis/types.ts';

/**
 * A small deterministic analyser for the server's tests (the real one is modules/documents/analysis):
 * a CSV's second row "year,value" becomes a revenue figure cited at B2; any file containing "FAIL"
 * makes the analysis throw (the headcount figure carries the sentence reader's marks); "HANG" never finishes (a process killed mid-analysis);
 * the document's stated date comes back as the date its periods were read against.
 */
export const testAnalyser: AnalyseDocument = async (input) => {
  const text = (await readFile(input.path)).toString('utf8');
  if (text.includes('HANG')) await new Promise(() => undefined);
  if (text.includes('FAIL')) throw Object.assign(new Error('the test analyser was told to fail'), { code: 'test_failure' });
  const figures: AnalysisResult['figures'][number][] = [];
  const cells: Record<string, string> = {};
  const row = text.split('\n')[1]?.split(',');
  if (input.mediaType === 'text/csv' && row && row.length >= 2 && Number.isFinite(Number(row[1]))) {
    cells.A2 = row[0]!;
    cells.B2 = row[1]!;
    figures.push({
      key: 'revenue',
      period: Number(row[0]),
      value: Number(row[1]),
      currency: 'EUR',
      source: 'rules',
      citation: { sheet: 'Sheet1', cell: 'B2', quote: row[1]! },
    });
    // as the sentence reader proposes it (issue 28): a balance at a date, "about", with a confidence and its reason
    figures.push({
      key: 'headcount',
      period: null,
      value: 12,
      currency: null,
      source: 'rules',
      citation: { sheet: 'Sheet1', cell: 'C2', quote: '12' },
      periodDetail: { kind: 'date', year: 2025, month: 6, day: 30 },
      marks: { approximate: true },
      confidence: 0.85,
      reason: 'period_from_document',
    });
  }
  return {
    pages: 1,
    textLayer: null,
    ocr: 'not_needed',
    language: 'en',
    kind: 'financial_model',
    kindConfidence: 0.9,
    figures,
    checklist: [{ section: 'financial_plan', found: true, sheet: 'Sheet1' }],
    risks: [{ code: 'implausible_growth', severity: 'info', detail: { key: 'revenue' } }],
    text: [{ sheet: 'Sheet1', text, cells }],
    // the date the text's periods were read against: the uploader's when stated, else none (the real reader's rules are its own tests')
    dated: input.statedDate ? { date: input.statedDate, source: 'stated' } : null,
  };
};

/** Every analysed document is said to disagree with the others once there are two or more. */
export const testCrossRisks: CrossDocumentRisks = (docs) =>
  new Map(
    docs.length < 2
      ? []
      : docs.map((d) => [d.documentId, [{ code: 'figures_disagree', severity: 'warning' as const, detail: { others: docs.length - 1 } }]]),
  );

export const testAnalysers = { analyse: testAnalyser, crossRisks: testCrossRisks };
