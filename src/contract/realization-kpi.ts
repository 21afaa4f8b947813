import { z } from 'zod';
import { text } from './safe-text.ts';

const isoDate = z.iso.date();

/** KPI requests and the reminders view (issue 23), split from realization.ts. */
export const KPI_CADENCES = ['monthly', 'quarterly'] as const;

/**
 * Added (0041): per KPI, the bounds its investor watches; an answer below `min` or above `max` raises the alert on the
 * investor's portfolio and notifies them (ADR 0047). Keys must be among the request's KPIs.
 */
export const kpiThresholds = z.record(
  text().trim().min(1).max(100),
  z.object({ min: z.number().finite().nullable().optional(), max: z.number().finite().nullable().optional() }).strict(),
);
export type KpiThresholds = z.infer<typeof kpiThresholds>;

/** POST /api/projects/:id/kpi-requests (an investor with access) → 201 KpiRequest. */
export const kpiRequestBody = z
  .object({
    kpis: z.array(text().trim().min(1).max(100)).min(1).max(20),
    cadence: z.enum(KPI_CADENCES),
    startOn: isoDate.optional(),
    message: text().trim().max(2000).optional(),
    thresholds: kpiThresholds.optional(),
  })
  .strict();
export type KpiRequestBody = z.infer<typeof kpiRequestBody>;

export const kpiAnswer = z.object({
  id: z.uuid(),
  periodStart: isoDate,
  periodEnd: isoDate,
  values: z.record(text(), z.number().nullable()),
  note: text().nullable(),
  answeredAt: z.iso.datetime(),
});
export const kpiRequest = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  investorId: text(),
  kpis: z.array(text()),
  cadence: z.enum(KPI_CADENCES),
  startOn: isoDate,
  /** The next period due and its due date; null when the request is closed. */
  nextDue: z.object({ periodStart: isoDate, periodEnd: isoDate, dueOn: isoDate }).nullable(),
  status: z.enum(['active', 'closed']),
  /** Added (0041): the investor's bounds per KPI. */
  thresholds: kpiThresholds,
  answers: z.array(kpiAnswer),
  createdAt: z.iso.datetime(),
});
export type KpiRequest = z.infer<typeof kpiRequest>;

/** POST /api/kpi-requests/:id/answers (a project member who may edit) → 201 KpiRequest. */
export const kpiAnswerBody = z
  .object({
    periodStart: isoDate,
    values: z.record(text(), z.number().finite().nullable()),
    note: text().trim().max(2000).optional(),
  })
  .strict();
export type KpiAnswerBody = z.infer<typeof kpiAnswerBody>;

/** Added: PATCH /api/kpi-requests/:id (the investor who asked, still seeing the project) → KpiRequest. */
export const updateKpiRequestBody = z.object({ thresholds: kpiThresholds.optional(), status: z.literal('closed').optional() }).strict();
export type UpdateKpiRequestBody = z.infer<typeof updateKpiRequestBody>;

export const REMINDER_KINDS = ['obligation', 'milestone', 'kpi'] as const;
/**
 * Added: GET /api/realization/reminders → what is coming (due within 30 days, or overdue and still open) on the
 * projects the caller may see, each with the reminder days (30, 7, 1 before) still ahead.
 */
export const upcomingReminder = z.object({
  kind: z.enum(REMINDER_KINDS),
  /** obligation id, roadmap item id, or KPI request id. */
  ref: text(),
  projectId: z.uuid(),
  projectName: text(),
  title: text(),
  dueOn: isoDate,
  /** Negative when overdue. */
  daysLeft: z.number().int(),
  /** The next reminder's day (30/7/1 days before), null when none is left. */
  nextReminderOn: isoDate.nullable(),
  nextReminderOffset: z.number().int().nullable(),
});
export type UpcomingReminder = z.infer<typeof upcomingReminder>;
