import { z } from 'zod';
import { text } from './safe-text.ts';

/** Admin dashboards of issue 26 (ADR 0057): compliance across the platform, public tenders analytics, shadow mode. */

const count = z.number().int().min(0);
const tier = z.enum(['ready', 'developing', 'not-yet-ready']);

export const complianceDashboard = z.object({
  projects: z.object({ total: count, assessed: count }),
  frameworks: z.array(
    z.object({
      id: text(),
      name: text(),
      applicableProjects: count,
      compliant: count,
      partial: count,
      nonCompliant: count,
      notAssessed: count,
      averageScore: z.number().nullable(),
    }),
  ),
  gaps: z.array(z.object({ framework: text(), itemId: text(), title: text(), weight: z.number().int(), projects: count })),
  consents: z.object({
    records: count,
    subjects: count,
    byVersion: z.array(
      z.object({ policyVersion: text(), subjects: count, necessary: count, analytics: count, marketing: count, functional: count }),
    ),
  }),
  requests: z.array(
    z.object({
      id: text(),
      kind: z.enum(['export', 'erasure']),
      status: text(),
      subjectEmail: text().nullable(),
      receivedAt: z.iso.datetime(),
      deadline: z.iso.datetime(),
      /** Art. 12(3): the one month extendable by two further months (the platform records no extension). */
      extendedDeadline: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
      state: z.enum(['open', 'overdue', 'done']),
    }),
  ),
});
export type ComplianceDashboard = z.infer<typeof complianceDashboard>;

export const ptaDashboard = z.object({
  today: z.iso.date(),
  calls: z.array(
    z.object({
      source: text(),
      total: count,
      open: count,
      closingSoon: count,
      closed: count,
      /** Σ max amount per call where the catalogue states one, EUR; null when none does. */
      maxAmountTotal: z.number().nullable(),
      budgetTotal: z.number().nullable(),
      withAmount: count,
    }),
  ),
  outcomes: z.array(
    z.object({
      source: text(),
      programme: text().nullable(),
      filed: count,
      inReview: count,
      approved: count,
      funded: count,
      refused: count,
      withdrawn: count,
      fundedAmount: z.number().nullable(),
    }),
  ),
  matches: z.array(z.object({ source: text(), savedCalls: count, searchMatches: count })),
});
export type PtaDashboard = z.infer<typeof ptaDashboard>;

export const shadowCandidates = ['cr-v1', 'cr-v2'] as const;
export const shadowRunBody = z.object({ candidate: z.enum(shadowCandidates) }).strict();

const statsSchema = z.object({ mean: z.number(), median: z.number(), p10: z.number(), p90: z.number(), min: z.number(), max: z.number() });
export const shadowSummarySchema = z.object({
  count,
  stats: statsSchema.nullable(),
  histogram: z.array(z.object({ from: z.number().nullable(), to: z.number().nullable(), count })),
  tierChanges: z.array(z.object({ from: tier, to: tier, count })),
  subFactors: z.array(z.object({ id: text(), meanAbs: z.number(), mean: z.number(), moved: count })),
});

export const shadowDecision = z.object({
  id: text(),
  decision: z.enum(['promote', 'reject']),
  reason: text(),
  decidedBy: text().nullable(),
  decidedAt: z.iso.datetime(),
});

export const shadowRunSummary = z.object({
  id: text(),
  candidate: text(),
  scope: text(),
  evaluationCount: count,
  durationMs: count,
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  summary: shadowSummarySchema,
  decision: shadowDecision.nullable(),
});
export const shadowRunList = z.object({
  candidates: z.array(text()),
  /** The methodology new evaluations use, as the product decides it today (no setting: see ADR 0057). */
  productRule: text(),
  runs: z.array(shadowRunSummary),
});

export const shadowRow = z.object({
  projectId: text(),
  projectTitle: text(),
  evaluationVersion: z.number().int(),
  baselineVersion: text(),
  baselineTotal: z.number(),
  baselineTier: tier,
  candidateTotal: z.number(),
  candidateTier: tier,
  diff: z.number(),
  tierChanged: z.boolean(),
});
export const shadowRunDetail = shadowRunSummary.extend({ tierMoves: z.array(shadowRow), largest: z.array(shadowRow) });

export const shadowDecisionBody = z.object({ decision: z.enum(['promote', 'reject']), reason: text().max(2000) }).strict();
