/**
 * Shapes of the document analysis that the pure rules work on. FIGURE_KEYS, DOCUMENT_KINDS and
 * PLAN_SECTIONS are defined here once; src/contract/documents.ts re-exports them for the API.
 */
export const FIGURE_KEYS = [
  'revenue',
  'ebitda',
  'net_income',
  'capex',
  'cash',
  'debt',
  'headcount',
  'funding_sought',
  'tam',
  'sam',
  'som',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export const DOCUMENT_KINDS = [
  'pitch_deck',
  'business_plan',
  'financial_model',
  'financial_statements',
  'legal',
  'esg_report',
  'other',
] as const;
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

/**
 * A period beyond a plain year (issue 28): a quarter, a half, nine months, a multi-year span, or a
 * balance at a date. `periodLabel` writes it as "2019", "2019Q1", "2019H1", "2019M9", "2020-2024",
 * "2019-03-31".
 */
export type FigurePeriod =
  | { readonly kind: 'year'; readonly year: number }
  | { readonly kind: 'quarter'; readonly year: number; readonly quarter: 1 | 2 | 3 | 4 }
  | { readonly kind: 'half'; readonly year: number; readonly half: 1 | 2 }
  | { readonly kind: 'nine_months'; readonly year: number }
  | { readonly kind: 'span'; readonly from: number; readonly to: number }
  | { readonly kind: 'date'; readonly year: number; readonly month: number; readonly day: number };

/** How a figure was written, beyond its value: "about" (approximate), adjusted, net (net debt). */
export interface FigureMarks {
  readonly approximate?: boolean;
  readonly adjusted?: boolean;
  readonly net?: boolean;
  /** Upper end of a range ("between 33 and 40 million"): `value` is the lower end. */
  readonly high?: number;
}

export interface RuleFigure {
  readonly key: FigureKey;
  /** The year of a yearly figure (null for quarters, halves, spans, dates: see `periodDetail`). */
  readonly period: number | null;
  readonly value: number;
  readonly currency: string | null;
  readonly citation: Citation;
  /** Sentence reader only: the period when it is more than a year, or the year it resolved. */
  readonly periodDetail?: FigurePeriod;
  readonly marks?: FigureMarks;
  /** Sentence reader only: 0–1; below 1 with `reason` when a reading is not certain. */
  readonly confidence?: number;
  readonly reason?: string;
}

/** "2019", "2019Q1", "2019H1", "2019M9", "2020-2024", "2019-03-31". */
export function periodLabel(p: FigurePeriod | null | undefined): string | null {
  if (!p) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (p.kind) {
    case 'year':
      return String(p.year);
    case 'quarter':
      return `${p.year}Q${p.quarter}`;
    case 'half':
      return `${p.year}H${p.half}`;
    case 'nine_months':
      return `${p.year}M9`;
    case 'span':
      return `${p.from}-${p.to}`;
    case 'date':
      return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  }
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
