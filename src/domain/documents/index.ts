/**
 * Document analysis rules (issue 12): number parsing, key figures, classification, the business-plan
 * checklist, language and risks. Pure; the server's documents/analysis module does the reading.
 * @packageDocumentation
 */
export type {
  Citation,
  DocumentKind,
  FigureKey,
  FigureMarks,
  FigurePeriod,
  Language,
  PlanSection,
  Risk,
  RuleFigure,
  Sheet,
  SheetCell,
  TextPage,
} from './types.ts';
export { DOCUMENT_KINDS, FIGURE_KEYS, PLAN_SECTIONS, columnName, periodLabel } from './types.ts';
export type { SentenceDocument, SentenceFigure } from './sentence-reader.ts';
export type { DocumentDating } from './sentence-figure.ts';
export { readSentences, sentenceDocument, splitSentences } from './sentence-reader.ts';
export { FIGURE_REASONS } from './figure-reasons.ts';
export type { FigureReason } from './figure-reasons.ts';
export type { FileDate } from './document-date.ts';
export { acceptFileDate, fileDate, parseFileDate, textDating } from './document-date.ts';
export type { FoundAmount, NumberLanguage, TableScale } from './numbers.ts';
export {
  currencyOf,
  findAmounts,
  headerCurrency,
  headerYear,
  isNumericCell,
  numberLanguageOf,
  parseNumberToken,
  scaleOfWord,
  tableScale,
} from './numbers.ts';
export type { LineFigure } from './figures.ts';
export {
  cellsFromStrings,
  close,
  dedupeFigures,
  labelKey,
  lineFigures,
  normaliseLabel,
  pageFigures,
  sheetFigures,
  toRule,
} from './figures.ts';
export { detectLanguage } from './language.ts';
export type { ChecklistHit } from './checklist.ts';
export { SECTION_WORDS, planChecklist } from './checklist.ts';
export type { ClassificationInput } from './classify.ts';
export { classifyDocument } from './classify.ts';
export type { DocumentFigures, InputFigures } from './risks.ts';
export {
  GROWTH_BASE_FLOOR,
  INPUTS_TOLERANCE,
  PLAUSIBLE_GROWTH,
  figuresDisagree,
  implausibleGrowth,
  planDisagreesWithInputs,
} from './risks.ts';
