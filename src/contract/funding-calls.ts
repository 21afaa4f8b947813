import { z } from 'zod';
import { text } from './safe-text.ts';

/**
 * Funding (issue 14): the catalogue of calls, eligibility-first matching, and funding requests.
 * The catalogue's own text is in its source's language (Italian for Italian sources).
 */

export const AID_FORMS = ['grant', 'subsidised_loan', 'guarantee', 'equity', 'tax_credit', 'mixed', 'other'] as const;
export type AidForm = (typeof AID_FORMS)[number];

/** open; closing (open and closing within 7 days); upcoming (opens later); closed. Computed from the dates and "today". */
export const CALL_STATUSES = ['open', 'closing', 'upcoming', 'closed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** EU size classes plus a catch-all for non-company applicants (public bodies, research, individuals). */
export const APPLICANT_SIZES = ['micro', 'small', 'medium', 'large', 'other'] as const;
export type ApplicantSize = (typeof APPLICANT_SIZES)[number];

export const FUNDING_SOURCES = ['incentivi', 'pnrr', 'padigitale', 'curated'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** GET /api/funding/calls?… query. Lists are comma-separated in the URL. */
export const callSearchQuery = z.object({
  q: text().trim().max(200).optional(),
  status: z.enum(CALL_STATUSES).optional(),
  region: text().max(10).optional().describe('NUTS code, e.g. ITC4 (Lombardia)'),
  sector: text().max(10).optional().describe('ATECO/NACE code or prefix, e.g. 62 or J'),
  aidForm: z.enum(AID_FORMS).optional(),
  size: z.enum(APPLICANT_SIZES).optional(),
  minAmount: z.coerce.number().nonnegative().optional(),
  maxAmount: z.coerce.number().nonnegative().optional(),
  deadlineBefore: z.iso.date().optional(),
  deadlineAfter: z.iso.date().optional(),
  funder: text().max(200).optional(),
  source: z.enum(FUNDING_SOURCES).optional(),
  sort: z.enum(['match', 'deadline', 'amount']).optional(),
  project: z
    .uuid()
    .optional()
    .describe(
      'with sort=match: rank the whole filtered set for this project (one the caller may view), eligible first, then unknown, then not eligible, each by score; every item then carries its match',
    ),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type CallSearchQuery = z.infer<typeof callSearchQuery>;

export const callSummary = z.object({
  id: z.uuid(),
  title: text(),
  funder: text(),
  aidForm: z.enum(AID_FORMS),
  status: z.enum(CALL_STATUSES),
  opensAt: z.iso.date().nullable(),
  /** null: open until funds run out (or no closing date published). */
  closesAt: z.iso.date().nullable(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  /** NUTS codes (IT = all of Italy); empty = no territorial restriction published. */
  regions: z.array(text()),
  /** ATECO/NACE codes or prefixes; empty = all sectors. */
  sectors: z.array(text()),
  sizes: z.array(z.enum(APPLICANT_SIZES)),
  url: text().nullable(),
  source: z.enum(FUNDING_SOURCES),
  /** Added (catalogue): the language of the call's own text (title, funder), for lang="…" on screen. */
  language: z.enum(['it', 'en']).optional(),
});
export type CallSummary = z.infer<typeof callSummary>;

/** A search result row: the call, and its match for `project` when the search ranks by match. */
export const callSearchItem = callSummary.extend({
  match: z.object({ eligible: z.enum(['yes', 'no', 'unknown']), score: z.number().nullable() }).optional(),
});
export type CallSearchItem = z.infer<typeof callSearchItem>;

/** GET /api/funding/calls → { total, items }; total counts every match of the filters, items one page. */
export const callSearchResult = z.object({ total: z.number().int().nonnegative(), items: z.array(callSearchItem) });
export type CallSearchResult = z.infer<typeof callSearchResult>;

/** GET /api/funding/calls/:id → the call in full. */
export const callDetail = callSummary.extend({
  programme: text().nullable(),
  description: text().nullable(),
  /** Co-financing share the applicant must cover or the aid intensity, 0..1, when published. */
  cofinancingShare: z.number().min(0).max(1).nullable(),
  /** Added (catalogue): the call's total allocation (EUR) when published; not a per-applicant amount. */
  budget: z.number().nullable().optional(),
  /** Added (catalogue): the source itself says the call is closed. */
  closedBySource: z.boolean().optional(),
  legalForms: z.array(text()),
  municipalities: z.array(text()),
  untilFundsRunOut: z.boolean(),
  requiredDocuments: z.array(text()),
  licence: text().nullable(),
  sourceRecordId: text().nullable(),
  language: z.enum(['it', 'en']),
  updatedAt: z.iso.datetime(),
  versions: z.array(z.object({ version: z.number().int(), importedAt: z.iso.datetime(), changed: z.array(text()) })),
});
export type CallDetail = z.infer<typeof callDetail>;

export const CRITERIA = ['territory', 'sector', 'size', 'stage', 'ticket', 'open'] as const;
export type CriterionName = (typeof CRITERIA)[number];

/** GET /api/projects/:id/funding-matches → Match[], eligible first, then by score. */
export const fundingMatch = z.object({
  callId: z.uuid(),
  eligible: z.enum(['yes', 'no', 'unknown']),
  criteria: z.array(
    z.object({
      name: z.enum(CRITERIA),
      outcome: z.enum(['met', 'not_met', 'unknown']),
      /** Language-neutral detail the screen words (e.g. "ITC4 not in ITG1"); `fix` names the project field to fill. */
      detail: text(),
      fix: text().optional(),
    }),
  ),
  /** Fit 0..100, null for calls that are not eligible. */
  score: z.number().min(0).max(100).nullable(),
});
export type FundingMatch = z.infer<typeof fundingMatch>;

// ——— Catalogue additions (fund-catalogue, ADR 0019) ———

/** GET /api/funding/stats (public): live counts from the catalogue; open includes closing soon. */
export const fundingStats = z.object({ openCalls: z.number().int().nonnegative(), totalCalls: z.number().int().nonnegative() });
export type FundingStats = z.infer<typeof fundingStats>;

export const IMPORT_SOURCES = ['incentivi', 'pnrr', 'padigitale'] as const;
export type ImportSourceName = (typeof IMPORT_SOURCES)[number];

/** What one import did. `missing`: source ids a full export no longer lists (kept, not deleted). */
export const importReport = z.object({
  imported: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  skipped: z.array(z.object({ row: z.number().int(), reason: text() })),
  missing: z.array(text()),
});
export type ImportReport = z.infer<typeof importReport>;

export const importRun = z.object({
  id: z.uuid(),
  source: z.enum(FUNDING_SOURCES),
  origin: text(),
  trigger: z.enum(['cli', 'admin', 'schedule', 'startup']),
  status: z.enum(['succeeded', 'failed']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  report: importReport,
  error: text().nullable(),
});
export type ImportRun = z.infer<typeof importRun>;

export const importSchedule = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  url: text(),
  frequency: z.enum(['daily', 'weekly']),
  nextRunAt: z.iso.datetime(),
  lastRunAt: z.iso.datetime().nullable(),
});
export type ImportSchedule = z.infer<typeof importSchedule>;

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** POST /api/admin/funding/imports: import from a URL now. */
export const importByUrlBody = z.object({ source: z.enum(IMPORT_SOURCES), url: httpUrl }).strict();
/** POST /api/admin/funding/imports/upload?source=: the file's text as the body (text/plain). */
export const importUploadQuery = z.object({ source: z.enum(IMPORT_SOURCES) });
export const scheduleBody = z.object({ source: z.enum(IMPORT_SOURCES), url: httpUrl, frequency: z.enum(['daily', 'weekly']) }).strict();

/** GET /api/admin/funding/imports → the latest runs and the schedules. */
export const importOverview = z.object({ runs: z.array(importRun), schedules: z.array(importSchedule) });
export type ImportOverview = z.infer<typeof importOverview>;
