import type { ReportLanguage } from './format.ts';

/** Report kinds (issue 16): a project's evaluation or compliance, a portfolio's summary (ADR 0031), a reporting period's progress (ADR 0047). */
export const REPORT_KINDS = ['evaluation', 'compliance', 'portfolio', 'progress'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * A report, ready to print: every figure already formatted for its language from the stored
 * numbers, plus the raw numbers the charts are drawn from. The server renders it to PDF (sealed, or
 * watermarked for the preview) and keeps it with the sealed bytes.
 */
export interface ReportModel {
  kind: ReportKind;
  language: ReportLanguage;
  title: string;
  /** Who issued it: the platform, or the Enterprise workspace's name (white label). */
  issuer: string;
  /** White label: the Enterprise workspace's logo (PNG or JPEG, base64), printed in every page's header. */
  issuerLogo?: string;
  projectTitle: string;
  meta: Array<[label: string, value: string]>;
  sections: ReportSection[];
}

export type ReportSection =
  | { type: 'figures'; heading: string; items: Array<[label: string, value: string]> }
  | { type: 'table'; heading: string; note?: string; columns: string[]; rows: string[][]; widths?: number[] }
  | {
      type: 'histogram';
      heading: string;
      note: string;
      bins: Array<{ from: number; to: number; count: number }>;
      ticks: Array<{ at: number; label: string }>;
      marker?: { at: number; label: string };
    }
  | {
      type: 'tornado';
      heading: string;
      note: string;
      base: number;
      baseLabel: string;
      bars: Array<{ label: string; low: number; high: number; lowLabel: string; highLabel: string }>;
    }
  | { type: 'bars'; heading: string; note: string; bars: Array<{ label: string; value: number; valueLabel: string }> }
  | { type: 'paragraph'; text: string };

/** `{value}` style placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
