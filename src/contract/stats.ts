import { z } from 'zod';
import { text } from './safe-text.ts';
import type { LifecycleStage } from '../domain/projects/index.ts';

const money = z.object({ currency: text(), amount: z.number() });

/**
 * Why a dashboard metric has no value yet: the data it needs do not exist (never a zero in its place).
 * 'not-computable': evaluations exist, but none yields the figure (e.g. no IRR when cash flows never turn
 * positive, no payback when the investment is never recovered within the horizon).
 */
export const UNAVAILABLE_REASONS = [
  'no-projects',
  'no-evaluations',
  'not-computable',
  'no-funded-or-evaluated',
  'funding-not-available',
  'compliance-not-available',
  'no-funding-requests',
  'no-decided-requests',
] as const;

/**
 * The seed's dashboard metrics (section 3), computed from the caller's own records. A metric whose
 * data do not exist is null, and `unavailable` says why.
 */
export const dashboardMetrics = z.object({
  totalProjects: z.number().int(),
  totalValue: z.array(money).describe('sum of estimated budgets, per currency'),
  averageCrScore: z.number().nullable(),
  pipelineValue: z.array(money).describe('funding sought by projects not yet funded, per currency'),
  conversionRate: z.number().nullable().describe('funded ÷ (evaluated or funded projects)'),
  averageIrr: z.number().nullable(),
  averagePaybackYears: z.number().nullable(),
  successProbability: z.number().nullable().describe('mean of P(NPV ≥ 0) over the latest evaluations'),
  fundingRequested: z.number().nullable(),
  fundingSecured: z.number().nullable(),
  fundingSuccessRate: z.number().nullable(),
  averageEsgScore: z.number().nullable(),
  euTaxonomyCompliance: z.number().nullable(),
  regulatoryRiskLevel: z.enum(['low', 'medium', 'high']).nullable(),
  industryDistribution: z.array(z.object({ industry: text(), count: z.number().int() })),
  geographicSpread: z.array(z.object({ country: text().nullable(), region: text().nullable(), count: z.number().int() })),
  statusCounts: z
    .object({ draft: z.number().int(), analyzing: z.number().int(), completed: z.number().int(), funded: z.number().int() })
    .describe("the seed's four statuses; screens show stageCounts"),
  stageCounts: z
    .object({
      draft: z.number().int(),
      evaluated: z.number().int(),
      evidenced: z.number().int(),
      ready: z.number().int(),
      funded: z.number().int(),
    } satisfies Record<LifecycleStage, z.ZodNumber>)
    .describe('projects per lifecycle stage (docs/methodology/lifecycle.md), the vocabulary of every screen'),
  unavailable: z.record(text(), z.enum(UNAVAILABLE_REASONS)),
});
export type DashboardMetrics = z.infer<typeof dashboardMetrics>;

/**
 * Seed section 3 "Stats", plus the dashboard's metrics (same numbers, one source). avgCRScore is
 * null until a project has a score, fundingObtained until a funding request of the caller's projects was sent
 * (then the sum of the amounts obtained by funded requests, live).
 */
export const stats = z.object({
  projectsCount: z.number().int(),
  avgCRScore: z.number().nullable(),
  fundingObtained: z.number().nullable(),
  dashboard: dashboardMetrics,
});
export type Stats = z.infer<typeof stats>;

/** One point of a project's history across evaluations (/metrics). */
export const scoreHistoryPoint = z.object({
  projectId: text(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  score: z.number(),
  tier: text(),
  npv: z.number(),
  irr: z.number().nullable(),
  paybackYears: z.number().nullable(),
  probabilityNpvNegative: z.number().nullable(),
});
export const scoreHistory = z.array(scoreHistoryPoint);
export type ScoreHistoryPoint = z.infer<typeof scoreHistoryPoint>;
