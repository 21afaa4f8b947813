import { z } from 'zod';
import { text } from './safe-text.ts';
import { STATUS_REASON_CODES } from '../domain/realization/index.ts';

/**
 * Realization (issue 23): roadmap, progress, obligations, the cross-project list, KPI requests, the calendar.
 * The shapes the issue states are a contract checked from outside; fields marked "added" go beyond it.
 * Money is in integer cents of the project's currency; dates are ISO calendar dates (YYYY-MM-DD).
 */

export const ROADMAP_ITEM_KINDS = ['milestone', 'task'] as const;
export const ROADMAP_ITEM_STATUSES = ['not_started', 'in_progress', 'done', 'blocked'] as const;
export type RoadmapItemStatus = (typeof ROADMAP_ITEM_STATUSES)[number];
/** Beside the CR score: on track, at risk (within the slippage threshold), late; not started before any item starts. */
export const REALIZATION_STATUSES = ['not_started', 'on_track', 'at_risk', 'late', 'completed'] as const;
export type RealizationStatus = (typeof REALIZATION_STATUSES)[number];
/** Added: why the status was given, as data (the screens word it in the reader's language; `statusReason` is the English sentence). */
export const statusDetailSchema = z.object({ code: z.enum(STATUS_REASON_CODES), items: z.array(text()), dueSoon: z.array(text()) });
export type StatusDetail = z.infer<typeof statusDetailSchema>;

const isoDate = z.iso.date();
const cents = z.number().int().min(0).max(1e15);

export const dependency = z.object({ id: text().min(1).max(64), lagDays: z.number().int().min(-3650).max(3650) }).strict();

/** Evidence of progress: a project document or a link (https only). */
export const evidenceRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), documentId: z.uuid() }).strict(),
  z
    .object({
      kind: z.literal('link'),
      url: z
        .url()
        .max(2000)
        .refine((u) => u.startsWith('https://'), { message: 'https only' }),
      label: text().trim().max(200).optional(),
    })
    .strict(),
]);
export type EvidenceRef = z.infer<typeof evidenceRef>;

export const roadmapItem = z.object({
  /** Client-chosen ids are kept (the wizard and the editor create items before saving); at most 64 characters. */
  id: text().min(1).max(64),
  kind: z.enum(ROADMAP_ITEM_KINDS),
  title: text().trim().min(1).max(300),
  start: isoDate,
  end: isoDate,
  dependsOn: z.array(dependency).max(50),
  /** A project member's user id. */
  ownerId: text().min(1).nullable().optional(),
  budgetCents: cents.nullable().optional(),
  actualCents: cents.nullable().optional(),
  status: z.enum(ROADMAP_ITEM_STATUSES),
  evidence: z.array(evidenceRef).max(50),
  /** Added: 0–100, from the last progress update. */
  percent: z.number().min(0).max(100).optional(),
  /** Added: the funder requires evidence before this milestone may be "done". */
  evidenceRequired: z.boolean().optional(),
  /** Added: where the item came from (plan year, obligation id, compliance gap, template), so nothing is invented silently. */
  origin: z
    .object({ kind: z.enum(['plan', 'obligation', 'compliance_gap', 'template', 'manual']), ref: text().max(200).optional() })
    .optional(),
  /** Added: people and suppliers on the item. */
  resources: z
    .array(z.object({ kind: z.enum(['person', 'supplier']), name: text().trim().min(1).max(200), costCents: cents.optional() }).strict())
    .max(50)
    .optional(),
});
export type RoadmapItem = z.infer<typeof roadmapItem>;

export const roadmapPhase = z.object({
  id: text().min(1).max(64),
  title: text().trim().min(1).max(200),
  items: z.array(roadmapItem).max(500),
});
export type RoadmapPhase = z.infer<typeof roadmapPhase>;

/** Per item, computed by the server: early/late dates and total float in days (critical when float is 0). */
export const scheduleFacts = z.object({
  id: text(),
  earlyStart: isoDate,
  earlyFinish: isoDate,
  lateStart: isoDate,
  lateFinish: isoDate,
  floatDays: z.number().int(),
});

/** GET /api/projects/:id/roadmap (404 ROADMAP_NOT_FOUND before the first save). */
export const roadmap = z.object({
  phases: z.array(roadmapPhase),
  baselineAt: z.iso.datetime().nullable().optional(),
  criticalPath: z.array(text()),
  /** Added: optimistic concurrency; PUT with a stale revision answers 409 ROADMAP_CONFLICT. */
  revision: z.number().int(),
  schedule: z.array(scheduleFacts),
  /** Added: the baseline's dates per item, when a baseline was taken. */
  baseline: z.array(z.object({ id: text(), start: isoDate, end: isoDate, budgetCents: cents.nullable() })).optional(),
  /** Added: the forecast at completion (stated formula in docs/methodology/realization.md). */
  forecast: z.object({
    budgetCents: z.number(),
    actualCents: z.number(),
    estimateAtCompletionCents: z.number(),
    finishOn: isoDate.nullable(),
  }),
  status: z.enum(REALIZATION_STATUSES),
  statusReason: text(),
  statusDetail: statusDetailSchema,
  currency: text().length(3),
});
export type Roadmap = z.infer<typeof roadmap>;

/** PUT /api/projects/:id/roadmap: the whole plan (a dependency cycle answers 422 ROADMAP_CYCLE naming the items). */
export const putRoadmapBody = z
  .object({
    phases: z.array(roadmapPhase).max(50),
    revision: z.number().int().min(0).optional(),
    /** Added: take (or retake) the baseline from what is saved. */
    setBaseline: z.boolean().optional(),
  })
  .strict();
export type PutRoadmapBody = z.infer<typeof putRoadmapBody>;

/** POST /api/projects/:id/roadmap/items/:itemId/progress → 201 the updated roadmap. */
export const progressBody = z
  .object({
    note: text().trim().max(5000),
    percent: z.number().min(0).max(100).optional(),
    status: z.enum(ROADMAP_ITEM_STATUSES).optional(),
    actualCents: cents.optional(),
    evidence: z.array(evidenceRef).max(20).optional(),
  })
  .strict();
export type ProgressBody = z.infer<typeof progressBody>;

export const OBLIGATION_KINDS = ['milestone', 'target', 'report', 'end', 'cofinancing', 'other'] as const;
export const OBLIGATION_STATUSES = ['open', 'met', 'overdue', 'waived'] as const;

/** GET /api/projects/:id/obligations → Obligation[] (from the project's funded requests). */
export const obligation = z.object({
  id: z.uuid(),
  requestId: z.uuid().nullable(),
  kind: z.enum(OBLIGATION_KINDS),
  title: text(),
  dueOn: isoDate,
  status: z.enum(OBLIGATION_STATUSES),
  /** PNRR targets: the indicator and the value to reach, as the funder set them (entered, never inferred: ADR 0047). */
  indicator: text().nullable(),
  targetValue: z.number().nullable(),
  /** Added (0041): the indicator's unit, its starting value, the latest value reported and when it was measured. */
  unit: text().nullable(),
  baselineValue: z.number().nullable(),
  currentValue: z.number().nullable(),
  currentOn: isoDate.nullable(),
  /** Added: share of the way from the baseline (0 without one) to the target, 0..1 (capped); null without a target or a value. */
  progress: z.number().nullable(),
  /** Added (0041): the sealed report of a reporting period (reports module), once sealed. */
  reportId: z.uuid().nullable(),
  /** Reporting periods: the period a report draft covers. */
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  /** The roadmap item that fulfils it, when linked. */
  itemId: text().nullable(),
});
export type Obligation = z.infer<typeof obligation>;

/** GET /api/realization → RealizationRow[]: every project the caller may see that has a roadmap. */
export const realizationRow = z.object({
  projectId: z.uuid(),
  projectName: text(),
  status: z.enum(REALIZATION_STATUSES),
  statusReason: text(),
  statusDetail: statusDetailSchema,
  nextMilestone: z.object({ id: text(), title: text(), end: isoDate }).nullable(),
  budgetCents: z.number(),
  actualCents: z.number(),
  /** actual / budget, null without a budget. */
  burn: z.number().nullable(),
  overdueObligations: z.number().int(),
  currency: text().length(3),
});
export type RealizationRow = z.infer<typeof realizationRow>;

export {
  KPI_CADENCES,
  kpiAnswer,
  kpiAnswerBody,
  kpiRequest,
  kpiRequestBody,
  kpiThresholds,
  updateKpiRequestBody,
  upcomingReminder,
  REMINDER_KINDS,
  type KpiAnswerBody,
  type KpiRequest,
  type KpiRequestBody,
  type KpiThresholds,
  type UpdateKpiRequestBody,
  type UpcomingReminder,
} from './realization-kpi.ts';

/** The calendar feed's tokenised URL: GET /api/calendar/:token.ics (404 once revoked). */
export const calendarFeed = z.object({ url: text(), createdAt: z.iso.datetime() }).nullable();

/** Added: POST /api/projects/:id/obligations (who may edit the project) → 201 Obligation. */
export const createObligationBody = z
  .object({
    kind: z.enum(OBLIGATION_KINDS),
    title: text().trim().min(1).max(300),
    dueOn: isoDate,
    indicator: text().trim().max(200).nullable().optional(),
    targetValue: z.number().finite().nullable().optional(),
    unit: text().trim().max(50).nullable().optional(),
    baselineValue: z.number().finite().nullable().optional(),
    periodStart: isoDate.nullable().optional(),
    periodEnd: isoDate.nullable().optional(),
    itemId: text().max(64).nullable().optional(),
    requestId: z.uuid().nullable().optional(),
  })
  .strict();
export type CreateObligationBody = z.infer<typeof createObligationBody>;

/** Added: PATCH /api/projects/:id/obligations/:obligationId → 200 Obligation. */
export const updateObligationBody = createObligationBody
  .omit({ requestId: true })
  .partial()
  .extend({
    status: z.enum(OBLIGATION_STATUSES).exclude(['overdue']).optional(),
    /** A target's latest measured value and the day it was measured (today when omitted). */
    currentValue: z.number().finite().nullable().optional(),
    currentOn: isoDate.nullable().optional(),
  })
  .strict();
export type UpdateObligationBody = z.infer<typeof updateObligationBody>;

/** Added: GET /api/projects/:id/roadmap/draft?requestId= → the wizard's proposal (not saved). */
export const roadmapDraft = z.object({
  phases: z.array(roadmapPhase),
  templateId: text(),
  templateSource: text(),
  startOn: isoDate,
  requestId: z.uuid().nullable(),
});
export type RoadmapDraft = z.infer<typeof roadmapDraft>;
export const roadmapDraftQuery = z.object({ requestId: z.uuid().optional() }).strict();

/**
 * Added: GET /api/projects/:id/obligations/:obligationId/report-draft → the content of a reporting period's
 * report (what was done, spent and evidenced between periodStart and periodEnd, or up to dueOn). Sealed through
 * the reports module: POST /api/projects/:id/reports { kind: 'progress', obligationId, language } (ADR 0047).
 */
export const reportDraft = z.object({
  obligationId: z.uuid(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate,
  done: z.array(z.object({ itemId: text(), title: text(), end: isoDate })),
  progress: z.array(
    z.object({ itemId: text(), note: text(), percent: z.number().nullable(), status: text().nullable(), at: z.iso.datetime() }),
  ),
  spentCents: z.number(),
  budgetCents: z.number(),
  evidence: z.array(z.object({ itemId: text(), evidence: evidenceRef })),
  currency: text().length(3),
});
export type ReportDraft = z.infer<typeof reportDraft>;
