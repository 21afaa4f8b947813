/**
 * Shapes of the document analysis that the pure rules work on. FIGURE_KEYS, DOCUMENT_KINDS and
 * PLAN_SECTIONS are defined here once; src/contract/documents.ts re-exports them for the API.
 */
export const FIGURE_KEYS = ['revenue', 'ebitda', 'net_income', 'capex', 'cash', 'debt', 'headcount', 'funding_sought', 'tam', 'sam', 'som'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const DOCUMENT_KINDS = ['pitch_deck', 'business_plan', 'financial_model', 'financial_statements', 'legal', 'esg_report', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const PLAN_SECTIONS = [
  'problem',
  'solution',
  'market',
  'competition',
  'business_model',
  'go_to_market',
  'team',
  'financial_plan',
  'funding_request',
  'risks',
  'milestones',
  'esg',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

export type Language = 'en' | 'it';

/** A page of text (PDF/DOCX): its number from 1 and its lines as extracted. */
export interface TextPage {
  readonly page: number;
  readonly text: string;
}

/** A sheet (XLSX/CSV): its rows of cells, each with its address, shown text and numeric value. */
export interface SheetCell {
  readonly address: string;
  readonly col: number;
  readonly text: string;
  readonly value: number | null;
}
export interface Sheet {
  readonly name: string;
  readonly rows: readonly (readonly SheetCell[])[];
}

export interface Citation {
  readonly page?: number;
  readonly sheet?: string;
  readonly cell?: string;
  readonly quote: string;
}

export interface RuleFigure {
  readonly key: FigureKey;
  readonly period: number | null;
  readonly value: number;
  readonly currency: string | null;
  readonly citation: Citation;
}

export interface Risk {
  readonly code: string;
  readonly severity: 'info' | 'warning' | 'high';
  readonly detail: Readonly<Record<string, string | number | null>>;
}

/** Column letters of a 1-based column index: 1 → A, 27 → AA. */
export function columnName(col: number): string {
  let n = col;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
