import { DOCUMENT_KINDS } from './types.ts';
import type { DocumentKind } from './types.ts';

/**
 * What kind of document this is, by keyword and structure scores (no model). Each kind adds points
 * for its signals; the best score wins when it reaches 2, else `other`. Confidence = the winner's
 * share of all points, capped at 0.95 and floored so a lone weak signal reads as low confidence.
 */
export interface ClassificationInput {
  readonly format: 'pdf' | 'docx' | 'xlsx' | 'csv';
  /** Text per page (PDF/DOCX) or per sheet (XLSX/CSV). */
  readonly parts: readonly string[];
  /** Sheets with a header row of two or more years (XLSX/CSV). */
  readonly yearHeaderRows: number;
  /** Share of non-empty cells that are numbers (XLSX/CSV), 0 for text documents. */
  readonly numericCellShare: number;
  /** Sections of the business-plan checklist found. */
  readonly planSections: number;
}

const count = (text: string, re: RegExp) => Math.min(3, (text.match(re) ?? []).length);

export function classifyDocument(input: ClassificationInput): {
  kind: DocumentKind;
  confidence: number;
  scores: Record<DocumentKind, number>;
} {
  const all = input.parts.join('\n').toLowerCase();
  const words = (all.match(/\p{L}+/gu) ?? []).length;
  const pages = input.parts.length;
  const wordsPerPage = pages > 0 ? words / pages : 0;
  const scores: Record<DocumentKind, number> = {
    pitch_deck: 0,
    business_plan: 0,
    financial_model: 0,
    financial_statements: 0,
    legal: 0,
    esg_report: 0,
    other: 0,
  };
  const textDoc = input.format === 'pdf' || input.format === 'docx';
  const sheetDoc = !textDoc;

  // pitch deck: several short, slide-like pages
  if (textDoc && pages >= 5 && pages <= 40 && wordsPerPage < 70) scores.pitch_deck += 3;
  scores.pitch_deck += 0.5 * count(all, /(?<![\p{L}])(pitch|deck|traction|the ask|why now|trazione)(?![\p{L}])/gu);

  // business plan: the investor's sections, and its own name
  if (textDoc) scores.business_plan += input.planSections >= 6 ? 2 + 0.25 * input.planSections : 0.2 * input.planSections;
  scores.business_plan += 1.5 * Math.min(1, count(all, /business plan|piano d'impresa|piano industriale|piano aziendale/gu));
  if (textDoc && wordsPerPage < 70) scores.business_plan -= 1;

  // financial model: numbers in a sheet, years across columns
  if (sheetDoc) scores.financial_model += 1.5;
  if (input.yearHeaderRows > 0) scores.financial_model += 1.5 + 0.25 * Math.min(4, input.yearHeaderRows);
  if (input.numericCellShare > 0.4) scores.financial_model += 1;
  scores.financial_model +=
    0.3 * count(all, /(?<![\p{L}])(assumptions|forecast|projections|ipotesi|previsionale|proiezioni|scenario)(?![\p{L}])/gu);

  // financial statements
  const statements = [
    /stato patrimoniale/u,
    /conto economico/u,
    /balance sheet/u,
    /income statement|profit and loss account/u,
    /nota integrativa/u,
    /bilancio d'esercizio|bilancio al \d/u,
    /statement of financial position/u,
    /cash flow statement|rendiconto finanziario/u,
    /notes to the financial statements/u,
    /relazione sulla gestione/u,
  ];
  const statementHits = statements.filter((re) => re.test(all)).length;
  scores.financial_statements += statementHits >= 2 ? 1.5 + statementHits : 0.5 * statementHits;

  // legal
  scores.legal +=
    1.5 *
    count(
      all,
      /(?<![\p{L}])(statuto|contratto|agreement|articles of association|patti parasociali|shareholders' agreement|term sheet|atto costitutivo)(?![\p{L}])/gu,
    );
  scores.legal +=
    0.5 * count(all, /(?<![\p{L}])(articolo|article|art\.)\s+\d+/gu) +
    0.5 * count(all, /(?<![\p{L}])(whereas|premesso che|hereinafter|di seguito denominat[ao])(?![\p{L}])/gu);

  // ESG report
  scores.esg_report +=
    1 * count(all, /(?<![\p{L}])(sustainability report|bilancio di sostenibilità|rapporto di sostenibilità|csrd|esrs)(?![\p{L}])/gu);
  scores.esg_report +=
    0.5 * count(all, /(?<![\p{L}])(esg|gri|scope [123]|greenhouse gas|emissions|emissioni|carbon footprint)(?![\p{L}])/gu);

  // a spreadsheet is not a deck, a plan or a contract, whatever words its cells hold (a list of
  // public calls quotes "art. 32" and "contratto" hundreds of times)
  if (sheetDoc) {
    scores.pitch_deck = 0;
    scores.business_plan = 0;
    scores.legal = 0;
  }

  let best: DocumentKind = 'other';
  let bestScore = 0;
  for (const k of DOCUMENT_KINDS) {
    if (scores[k] > bestScore) {
      best = k;
      bestScore = scores[k];
    }
  }
  const total = DOCUMENT_KINDS.reduce((s, k) => s + Math.max(0, scores[k]), 0);
  if (bestScore < 2) return { kind: 'other', confidence: round2(Math.max(0.2, 1 - bestScore / 2.5)), scores };
  const confidence = Math.min(0.95, Math.max(0.3, bestScore / total));
  return { kind: best, confidence: round2(confidence), scores };
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}
