import { z } from 'zod';
import { text } from '../safe-text.ts';
import { PNRR_ROLES, TAXONOMY_OBJECTIVES } from '../../domain/compliance/index.ts';
import { ITEM_ANSWERS, FRAMEWORK_STATUSES } from './frameworks.ts';
import { complianceScope } from './scope.ts';

// ——— EU Taxonomy

const condition = z.enum(['met', 'not_met', 'unknown']);
export const taxonomyActivityBody = z
  .object({
    nace: text().trim().min(1).max(20).optional(),
    objective: z.enum(TAXONOMY_OBJECTIVES).optional(),
    eligible: condition.optional(),
    substantialContribution: condition.optional(),
    dnsh: z.object({ CCM: condition, CCA: condition, WTR: condition, CE: condition, PPC: condition, BIO: condition }).partial().optional(),
    minimumSafeguards: condition.optional(),
    turnover: z.number().finite().min(0).max(1e13).optional(),
    capex: z.number().finite().min(0).max(1e13).optional(),
    opex: z.number().finite().min(0).max(1e13).optional(),
  })
  .strict();
export const taxonomyActivity = z.object({
  activityId: text(),
  nace: text(),
  objective: z.enum(TAXONOMY_OBJECTIVES),
  eligible: condition,
  substantialContribution: condition,
  dnsh: z.record(text(), condition),
  minimumSafeguards: condition,
  turnover: z.number(),
  capex: z.number(),
  opex: z.number(),
  /** Binary per activity (labelled "aligned" only when every condition is met). */
  aligned: z.boolean(),
  gaps: z.array(text()),
});
const kpiShare = z.object({
  total: z.number().nullable(),
  eligible: z.number(),
  aligned: z.number(),
  alignedShare: z.number().nullable(),
  eligibleShare: z.number().nullable(),
});
/** GET /api/projects/:id/compliance/taxonomy. `readiness` is the framework's 1.2 score — a readiness indicator, not alignment. */
export const taxonomyView = z.object({
  applicable: z.boolean(),
  activities: z.array(taxonomyActivity),
  totals: complianceScope.shape.taxonomyTotals,
  kpis: z.object({ turnover: kpiShare, capex: kpiShare, opex: kpiShare }),
  readiness: z.object({ score: z.number().int().nullable(), status: z.enum(FRAMEWORK_STATUSES).nullable() }),
});

// ——— PNRR

const dnshCheck = z.object({
  itemId: text(),
  phase: z.enum(['ex-ante', 'ex-post']),
  title: text(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  remedy: text().nullable(),
  deadline: text().nullable(),
  reason: text().nullable(),
  evidenceCount: z.number().int(),
});
export const DNSH_STATUSES = ['compliant', 'remediation', 'non-compliant', 'incomplete', 'not-applicable'] as const;
const tagging = z.object({
  field: text().nullable(),
  coefficient: z.number().int().nullable(),
  amount: z.number().nullable(),
  contribution: z.number().nullable(),
  target: z.number(),
});
/** GET /api/projects/:id/compliance/pnrr. */
export const pnrrView = z.object({
  applicable: z.boolean(),
  role: z.enum(PNRR_ROLES),
  mission: text().nullable(),
  component: text().nullable(),
  measure: text().nullable(),
  cup: text().nullable(),
  dnshRegime: z.number().int().nullable(),
  dnsh: z.object({ status: z.enum(DNSH_STATUSES), exAnte: z.array(dnshCheck), exPost: z.array(dnshCheck) }),
  /** contribution = amount × coefficient / 100, EUR; target: the plan's 37 % (climate) / 20 % (digital). */
  tagging: z.object({ climate: tagging, digital: tagging }),
  score: z.number().int().nullable(),
  status: z.enum(FRAMEWORK_STATUSES).nullable(),
});
