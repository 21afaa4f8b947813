import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  classifyDocument,
  dedupeFigures,
  detectLanguage,
  fileDate,
  figuresDisagree,
  implausibleGrowth,
  numberLanguageOf,
  planChecklist,
  planDisagreesWithInputs,
  sheetFigures,
} from '../../../../domain/documents/index.ts';
import type { InputFigures, NumberLanguage, Risk, RuleFigure, Sheet, TextPage } from '../../../../domain/documents/index.ts';
import { aiFigures } from './ai.ts';
import { proseDocument, readPages } from './read-pages.ts';
import { extractDocx } from './extract-docx.ts';
import { extractPdf } from './extract-pdf.ts';
import type { ActiveContent } from './pdf-active.ts';
import { extractCsv, extractXlsx, sheetCells, sheetText } from './extract-sheets.ts';
import type { AnalyseDocument, AnalysisResult, CrossDocumentRisks, ExtractedFigure } from './types.ts';

export type {
  AnalyseDocument,
  AnalyseOptions,
  AnalysisInput,
  AnalysisResult,
  CrossDocumentRisks,
  ExtractedFigure,
  ProjectDocumentFigures,
} from './types.ts';

type Format = 'pdf' | 'docx' | 'xlsx' | 'csv';

const MEDIA: Readonly<Record<string, Format>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
};

function formatOf(mediaType: string, filename: string): Format {
  const byMedia = MEDIA[mediaType.split(';')[0]!.trim().toLowerCase()];
  if (byMedia) return byMedia;
  const ext = extname(filename).slice(1).toLowerCase();
  if (ext === 'pdf' || ext === 'docx' || ext === 'xlsx' || ext === 'csv') return ext;
  throw new Error(`analysis: unsupported media type ${mediaType}`);
}

function toExtracted(f: RuleFigure): ExtractedFigure {
  return {
    key: f.key,
    period: f.period,
    value: f.value,
    currency: f.currency,
    source: 'rules',
    citation: f.citation,
    ...(f.periodDetail ? { periodDetail: f.periodDetail } : {}),
    ...(f.marks ? { marks: f.marks } : {}),
    ...(f.confidence !== undefined ? { confidence: f.confidence } : {}),
    ...(f.reason ? { reason: f.reason } : {}),
  };
}

function toRisk(r: Risk): AnalysisResult['risks'][number] {
  return { code: r.code, severity: r.severity, detail: { ...r.detail } };
}

/**
 * Reads a document and proposes what it states: text per page or sheet, language, kind, key figures
 * with citations, the business-plan checklist, and the risks visible in this document alone. Local
 * and deterministic unless `options.ai` is set; then an OpenAI-compatible model may add figures,
 * each kept only when its quote is found in this document's own text (ai.ts).
 */
export const analyseDocument: AnalyseDocument = async (input, options) => {
  const format = formatOf(input.mediaType, input.filename);
  const bytes = new Uint8Array(await readFile(input.path));
  let pages: TextPage[] = [];
  let sheets: Sheet[] = [];
  let textLayer: boolean | null = null;
  let ocr: AnalysisResult['ocr'] = null;
  let pagination: NonNullable<AnalysisResult['pagination']>;
  let numberLanguage: NumberLanguage;
  let ocrPagesRead: number | undefined;
  let active: ActiveContent | undefined;
  let metadataDate: string | undefined;

  if (format === 'pdf') {
    const pdf = await extractPdf(input.path, bytes, { ocr: options.ocr });
    pages = pdf.pages;
    textLayer = pdf.textLayer;
    ocr = pdf.ocr;
    ocrPagesRead = pdf.ocrPagesRead;
    active = pdf.active;
    metadataDate = pdf.metadataDate;
    pagination = 'pdf';
  } else if (format === 'docx') {
    const docx = extractDocx(bytes);
    pages = docx.pages;
    metadataDate = docx.metadataDate;
    pagination = docx.pagination === 'breaks' ? 'docx_breaks' : 'docx_single';
  } else if (format === 'xlsx') {
    sheets = await extractXlsx(bytes);
    pagination = 'sheets';
  } else {
    pagination = 'sheets';
  }

  const language = detectLanguage(
    format === 'csv'
      ? new TextDecoder().decode(bytes.subarray(0, 200_000))
      : [...pages.map((p) => p.text), ...sheets.map(sheetText)].join('\n'),
  );
  if (format === 'csv') {
    const csv = extractCsv(bytes, input.filename, language);
    sheets = [csv.sheet];
    numberLanguage = csv.numberLanguage;
  } else numberLanguage = language ?? numberLanguageOf(pages.map((p) => p.text).join('\n'));

  // the sentence reader needs what the whole document says: its current period, date and currency;
  // its date, where the text gives none, is the file's (its metadata, else the upload day: ADR 0055);
  // the date its uploader states beats both (ADR 0107)
  const prose = proseDocument(pages, numberLanguage, fileDate(metadataDate, input.uploadedAt), input.statedDate ?? null);
  const { figures: pageRules, unread, reason } = readPages(pages, numberLanguage, prose);
  const rules = dedupeFigures([...pageRules, ...sheets.flatMap((s) => sheetFigures(s))]);
  const figures: ExtractedFigure[] = rules.map(toExtracted);

  const text: AnalysisResult['text'] = [
    ...pages.map((p) => ({ page: p.page, text: p.text })),
    ...sheets.map((s) => ({ sheet: s.name, text: sheetText(s), cells: sheetCells(s) })),
  ];

  let ai: AnalysisResult['ai'];
  if (options.ai) {
    const outcome = await aiFigures(text, options.ai);
    const taken = new Set(figures.map((f) => `${f.key}|${f.period ?? ''}`));
    const extra = dedupeFigures(outcome.figures).filter((f) => !taken.has(`${f.key}|${f.period ?? ''}`));
    figures.push(...extra);
    ai = { status: outcome.status, proposed: outcome.proposed, dropped: outcome.dropped, kept: extra.length };
  }

  const checklist = planChecklist(pages, sheets);
  const numericCells = sheets.reduce((s, sh) => s + sh.rows.reduce((n, r) => n + r.filter((c) => c.value !== null).length, 0), 0);
  const allCells = sheets.reduce((s, sh) => s + sh.rows.reduce((n, r) => n + r.length, 0), 0);
  const yearHeaderRows = sheets.filter((s) =>
    s.rows.some((r) => r.filter((c) => c.value !== null && Number.isInteger(c.value) && c.value >= 1900 && c.value <= 2100).length >= 2),
  ).length;
  const classification = classifyDocument({
    format,
    parts: text.map((t) => t.text),
    yearHeaderRows,
    numericCellShare: allCells > 0 ? numericCells / allCells : 0,
    planSections: checklist.filter((c) => c.found).length,
  });

  const risks: AnalysisResult['risks'][number][] = implausibleGrowth(figures, options.industry).map(toRisk);
  if (textLayer === false && ocr === 'unavailable')
    risks.push({ code: 'no_text_layer', severity: 'warning', detail: { ocr: 'unavailable', pages: pages.length } });
  if (ocrPagesRead !== undefined)
    risks.push({ code: 'no_text_layer', severity: 'info', detail: { ocr: 'partial', pagesRead: ocrPagesRead, pages: pages.length } });
  // The same flags as the upload's byte scan (which cannot read compressed object streams); the job keeps one of each.
  if (active?.javascript) risks.push({ code: 'pdf_javascript', severity: 'warning', detail: {} });
  if (active?.embeddedFiles) risks.push({ code: 'pdf_embedded_files', severity: 'warning', detail: {} });
  if (unread.length > 0)
    risks.push({
      code: 'sentences_unread',
      severity: 'warning',
      detail: { pages: unread.length, firstPage: unread[0] ?? null, reason: reason ?? 'no document context' },
    });

  return {
    pages: format === 'pdf' || format === 'docx' ? pages.length : sheets.length,
    textLayer,
    ocr,
    language,
    kind: classification.kind,
    kindConfidence: classification.confidence,
    figures,
    checklist: checklist.map((c) => ({
      section: c.section,
      found: c.found,
      ...(c.page !== undefined ? { page: c.page } : {}),
      ...(c.sheet !== undefined ? { sheet: c.sheet } : {}),
    })),
    risks,
    text,
    pagination,
    ...(ai ? { ai } : {}),
    ...(format === 'pdf' || format === 'docx' ? { dated: prose?.dated ?? null } : {}),
  };
};

/** What the project's evaluation inputs say that a document can be compared with (see risks.ts). */
function inputFigures(inputs: unknown): InputFigures {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const o = (inputs ?? {}) as {
    assumptions?: { drivers?: Record<string, { value?: unknown } | undefined> };
    market?: { tamEur?: unknown };
  };
  const d = o.assumptions?.drivers ?? {};
  const units = num(d.unitsYear1?.value);
  const price = num(d.pricePerUnit?.value);
  return {
    revenueYear1: units !== null && price !== null ? units * price : null,
    initialInvestment: num(d.initialInvestment?.value),
    tamEur: num(o.market?.tamEur),
  };
}

/**
 * Risks that need the whole project: `figures_disagree` between documents and
 * `plan_disagrees_with_inputs` against the evaluation inputs (src/contract/evaluations.ts). Only what
 * maps cleanly onto the inputs is compared: year-1 revenue (units × price), initial capex and the
 * declared TAM (src/domain/documents/risks.ts says why the rest is not).
 */
export const crossDocumentRisks: CrossDocumentRisks = (documents, inputs) => {
  const out = new Map<string, AnalysisResult['risks'][number][]>();
  const add = (m: Map<string, Risk[]>) => {
    for (const [id, risks] of m) out.set(id, [...(out.get(id) ?? []), ...risks.map(toRisk)]);
  };
  add(figuresDisagree(documents));
  add(planDisagreesWithInputs(documents, inputFigures(inputs)));
  return out;
};
