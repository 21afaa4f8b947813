import { z } from 'zod';

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
  q: z.string().trim().max(200).optional(),
  status: z.enum(CALL_STATUSES).optional(),
  region: z.string().max(10).optional().describe('NUTS code, e.g. ITC4 (Lombardia)'),
  sector: z.string().max(10).optional().describe('ATECO/NACE code or prefix, e.g. 62 or J'),
  aidForm: z.enum(AID_FORMS).optional(),
  size: z.enum(APPLICANT_SIZES).optional(),
  minAmount: z.coerce.number().nonnegative().optional(),
  maxAmount: z.coerce.number().nonnegative().optional(),
  deadlineBefore: z.iso.date().optional(),
  deadlineAfter: z.iso.date().optional(),
  funder: z.string().max(200).optional(),
  source: z.enum(FUNDING_SOURCES).optional(),
  sort: z.enum(['match', 'deadline', 'amount']).optional(),
  project: z.uuid().optional().describe('with sort=match: rank the whole filtered set for this project (one the caller may view), eligible first, then unknown, then not eligible, each by score; every item then carries its match'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type CallSearchQuery = z.infer<typeof callSearchQuery>;

export const callSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  funder: z.string(),
  aidForm: z.enum(AID_FORMS),
  status: z.enum(CALL_STATUSES),
  opensAt: z.iso.date().nullable(),
  /** null: open until funds run out (or no closing date published). */
  closesAt: z.iso.date().nullable(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  /** NUTS codes (IT = all of Italy); empty = no territorial restriction published. */
  regions: z.array(z.string()),
  /** ATECO/NACE codes or prefixes; empty = all sectors. */
  sectors: z.array(z.string()),
  sizes: z.array(z.enum(APPLICANT_SIZES)),
  url: z.string().nullable(),
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
  programme: z.string().nullable(),
  description: z.string().nullable(),
  /** Co-financing share the applicant must cover or the aid intensity, 0..1, when published. */
  cofinancingShare: z.number().min(0).max(1).nullable(),
  /** Added (catalogue): the call's total allocation (EUR) when published; not a per-applicant amount. */
  budget: z.number().nullable().optional(),
  /** Added (catalogue): the source itself says the call is closed. */
  closedBySource: z.boolean().optional(),
  legalForms: z.array(z.string()),
  municipalities: z.array(z.string()),
  untilFundsRunOut: z.boolean(),
  requiredDocuments: z.array(z.string()),
  licence: z.string().nullable(),
  sourceRecordId: z.string().nullable(),
  language: z.enum(['it', 'en']),
  updatedAt: z.iso.datetime(),
  versions: z.array(z.object({ version: z.number().int(), importedAt: z.iso.datetime(), changed: z.array(z.string()) })),
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
      detail: z.string(),
      fix: z.string().optional(),
    }),
  ),
  /** Fit 0..100, null for calls that are not eligible. */
  score: z.number().min(0).max(100).nullable(),
});
export type FundingMatch = z.infer<typeof fundingMatch>;

export const REQUEST_STATES = ['draft', 'submitted', 'under_review', 'information_requested', 'approved', 'rejected', 'funded', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** POST /api/funding-requests → 201 { id, state: 'draft' }. Exactly one of callId / investorId. */
export const createFundingRequestBody = z
  .object({
    projectId: z.uuid(),
    callId: z.uuid().optional(),
    investorId: z.string().min(1).optional(),
    message: z.string().trim().max(5000),
    /** Added by the wizard: the amount asked (in the project's currency). */
    amountRequested: z.number().positive().max(1e13).optional(),
  })
  .strict();
export type CreateFundingRequestBody = z.infer<typeof createFundingRequestBody>;

/** POST /api/funding-requests/:id/transitions { to } → 200 FundingRequest, or 409 INVALID_TRANSITION. */
export const transitionBody = z
  .object({
    to: z.enum(REQUEST_STATES),
    note: z.string().trim().max(2000).optional(),
    /** With to: 'funded': the amount actually obtained (defaults to the amount requested). */
    fundedAmount: z.number().nonnegative().max(1e13).optional(),
  })
  .strict();
export type TransitionBody = z.infer<typeof transitionBody>;

/** POST /api/funding-requests/:id/messages { body } → 201 message. */
export const requestMessageBody = z.object({ body: z.string().trim().min(1).max(5000), documentIds: z.array(z.uuid()).max(10).optional() }).strict();
export type RequestMessageBody = z.infer<typeof requestMessageBody>;

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
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  missing: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReport>;

export const importRun = z.object({
  id: z.uuid(),
  source: z.enum(FUNDING_SOURCES),
  origin: z.string(),
  trigger: z.enum(['cli', 'admin', 'schedule', 'startup']),
  status: z.enum(['succeeded', 'failed']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  report: importReport,
  error: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRun>;

export const importSchedule = z.object({
  id: z.uuid(),
  source: z.enum(IMPORT_SOURCES),
  url: z.string(),
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
// ---------------------------------------------------------------- matching, saved searches, alerts (ADR 0020)

/** One part of the fit score: its share of the 100 points, its value 0..1, the points it gave and why (language-neutral). */
export const scoreComponent = z.object({
  name: z.enum(['amount', 'objective', 'readiness']),
  weight: z.number(),
  value: z.number().min(0).max(1),
  points: z.number(),
  detail: z.string(),
});
export type ScoreComponent = z.infer<typeof scoreComponent>;

/** A match with its explanation: the score's components (empty when not eligible) and the call it is about. */
export const explainedMatch = fundingMatch.extend({ components: z.array(scoreComponent), call: callSummary });
export type ExplainedMatch = z.infer<typeof explainedMatch>;
export const explainedMatchList = z.array(explainedMatch);

export const fundingMatchesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** Also list the calls the project is not eligible for (default true: the screen says why not). */
  includeIneligible: z.enum(['true', 'false']).optional(),
});

/** GET /api/funding/calls/:id/matches → the caller's projects ranked against one call. */
export const projectMatch = fundingMatch.extend({ projectId: z.uuid(), projectTitle: z.string(), components: z.array(scoreComponent) });
export type ProjectMatch = z.infer<typeof projectMatch>;
export const projectMatchList = z.array(projectMatch);

export const callIdParams = z.object({ id: z.uuid() });

export const DIGESTS = ['none', 'daily', 'weekly'] as const;
export type DigestOption = (typeof DIGESTS)[number];

/** The filters worth keeping in a saved search: the search query without paging and sort. */
export const savedSearchQuery = callSearchQuery.omit({ limit: true, offset: true, sort: true, project: true });

export const savedSearch = z.object({
  id: z.uuid(),
  name: z.string(),
  query: savedSearchQuery,
  alerts: z.boolean(),
  digest: z.enum(DIGESTS),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
export const savedSearchList = z.array(savedSearch);

export const createSavedSearchBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    query: savedSearchQuery,
    alerts: z.boolean().optional(),
    digest: z.enum(DIGESTS).optional(),
  })
  .strict();
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;
export const updateSavedSearchBody = createSavedSearchBody.partial().strict();
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;
export const savedSearchIdParams = z.object({ id: z.uuid() });

export const savedCall = z.object({
  callId: z.uuid(),
  muted: z.boolean(),
  createdAt: z.iso.datetime(),
  call: callSummary,
});
export type SavedCall = z.infer<typeof savedCall>;
export const savedCallList = z.array(savedCall);
export const saveCallBody = z.object({ callId: z.uuid(), muted: z.boolean().optional() }).strict();
export const updateSavedCallBody = z.object({ muted: z.boolean() }).strict();
/** Saved calls are addressed by the call's id: a person saves a call at most once. */
export const savedCallParams = z.object({ callId: z.uuid() });
export const FUNDING_REQUEST_TARGETS = ['investor', 'call'] as const;

/** What the proponent chose to send (the wizard's package step); documents are project document ids. */
export const fundingPackage = z.object({
  details: z.boolean(),
  evaluation: z.boolean(),
  compliance: z.boolean(),
  documentIds: z.array(z.uuid()).max(20),
});
export type FundingPackage = z.infer<typeof fundingPackage>;

/** PATCH /api/funding-requests/:id: a draft's message, amount and package (only while draft; else 409 FUNDING_REQUEST_LOCKED). */
export const updateFundingRequestBody = z
  .object({
    message: z.string().trim().max(5000).optional(),
    amountRequested: z.number().positive().max(1e13).nullable().optional(),
    package: fundingPackage.optional(),
  })
  .strict();
export type UpdateFundingRequestBody = z.infer<typeof updateFundingRequestBody>;

const person = z.object({ id: z.string(), name: z.string() });

/** One transition of a request (its timeline). `from` is null for the creation. */
export const fundingRequestEvent = z.object({
  from: z.enum(REQUEST_STATES).nullable(),
  to: z.enum(REQUEST_STATES),
  by: person.nullable(),
  at: z.iso.datetime(),
  note: z.string().nullable(),
});
export type FundingRequestEvent = z.infer<typeof fundingRequestEvent>;

/** A funding request as the caller sees it (list item and detail). */
export const fundingRequest = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  project: z.object({ id: z.uuid(), title: z.string() }),
  target: z.enum(FUNDING_REQUEST_TARGETS),
  call: z.object({ id: z.uuid(), title: z.string(), funder: z.string(), closesAt: z.iso.date().nullable(), url: z.string().nullable() }).nullable(),
  investor: person.nullable(),
  state: z.enum(REQUEST_STATES),
  amountRequested: z.number().nullable(),
  currency: z.string(),
  message: z.string(),
  package: fundingPackage,
  /** What was sent, frozen at submission (null for drafts). */
  snapshot: z.record(z.string(), z.unknown()).nullable(),
  createdBy: person.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  fundedAmount: z.number().nullable(),
  fundedAt: z.iso.datetime().nullable(),
  /** The caller's side: proponent (may edit the project), receiver (the addressed investor), viewer (reads only). */
  side: z.enum(['proponent', 'receiver', 'viewer']),
  /** The states the caller may move the request to now (src/domain/funding/requests.ts). */
  allowedTransitions: z.array(z.enum(REQUEST_STATES)),
  messageCount: z.number().int().nonnegative(),
});
export type FundingRequest = z.infer<typeof fundingRequest>;

/** GET /api/funding-requests/:id: the request with its timeline. */
export const fundingRequestDetail = fundingRequest.extend({ events: z.array(fundingRequestEvent) });
export type FundingRequestDetail = z.infer<typeof fundingRequestDetail>;

/** GET /api/funding-requests?state=&projectId= → the caller's requests, newest first. */
export const fundingRequestListQuery = z.object({ state: z.enum(REQUEST_STATES).optional(), projectId: z.uuid().optional() });
export const fundingRequestList = z.array(fundingRequest);

/** A message of the thread; attachments are the project's documents that still exist. */
export const requestMessage = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  author: person.nullable(),
  body: z.string(),
  documents: z.array(z.object({ id: z.uuid(), filename: z.string() })),
  createdAt: z.iso.datetime(),
});
export type RequestMessage = z.infer<typeof requestMessage>;
export const requestMessageList = z.array(requestMessage);

/**
 * GET /api/funding-requests/investors?projectId=&email= → investor accounts the wizard may address:
 * those the project is shared with (projectId, the caller must be able to edit it), or the one
 * investor account with this exact e-mail (empty list when there is none). No directory is offered.
 */
export const investorLookupQuery = z.object({ projectId: z.uuid().optional(), email: z.email().max(254).optional() });
export const investorCandidate = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const investorCandidates = z.array(investorCandidate);
export type InvestorCandidate = z.infer<typeof investorCandidate>;
