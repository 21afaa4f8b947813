import { z } from 'zod';
import { text } from '../safe-text.ts';
import { PNRR_ROLES } from '../../domain/compliance/index.ts';
import { FRAMEWORK_IDS, FRAMEWORK_STATUSES } from './frameworks.ts';
import { DNSH_STATUSES } from './taxonomy-pnrr.ts';

// ——— hub across projects

const frameworkCell = z.object({
  id: z.enum(FRAMEWORK_IDS),
  applicable: z.boolean(),
  score: z.number().int().nullable(),
  status: z.enum(FRAMEWORK_STATUSES).nullable(),
  answered: z.number().int(),
  total: z.number().int(),
  gapCount: z.number().int(),
});
/** GET /api/compliance/overview → the caller's visible projects × frameworks, and per framework totals. */
export const complianceOverview = z.object({
  projects: z.array(
    z.object({
      projectId: z.uuid(),
      title: text(),
      scoped: z.boolean(),
      frameworks: z.array(frameworkCell),
      /** What to do next: 'scope' (never scoped), 'answer' (applicable items unanswered), 'close-gaps', or 'done'. */
      nextStep: z.enum(['scope', 'answer', 'close-gaps', 'done']),
    }),
  ),
  frameworks: z.array(
    z.object({
      id: z.enum(FRAMEWORK_IDS),
      name: text(),
      applicableProjects: z.number().int(),
      compliant: z.number().int(),
      partial: z.number().int(),
      nonCompliant: z.number().int(),
      averageScore: z.number().nullable(),
    }),
  ),
});

const taggingShareView = z.object({
  share: z.number().nullable(),
  target: z.number(),
  meetsTarget: z.boolean().nullable(),
  taggedAmount: z.number(),
  untagged: z.number().int(),
});
/** GET /api/compliance/pa-dashboard → the caller's visible PNRR projects and their tagging against the plan's targets. */
export const paDashboard = z.object({
  projects: z.array(
    z.object({
      projectId: z.uuid(),
      title: text(),
      role: z.enum(PNRR_ROLES),
      mission: text().nullable(),
      component: text().nullable(),
      measure: text().nullable(),
      cup: text().nullable(),
      amount: z.number().nullable(),
      dnshStatus: z.enum(DNSH_STATUSES),
      climate: z.object({ field: text().nullable(), coefficient: z.number().int().nullable() }),
      digital: z.object({ field: text().nullable(), coefficient: z.number().int().nullable() }),
      score: z.number().int().nullable(),
      status: z.enum(FRAMEWORK_STATUSES).nullable(),
    }),
  ),
  tagging: z.object({ climate: taggingShareView, digital: taggingShareView }),
});

/** GET /api/compliance/frameworks/:frameworkId/diff?from=&to= → what changed between two versions (defaults: the two latest; equal when only one). */
export const frameworkDiff = z.object({
  framework: z.enum(FRAMEWORK_IDS),
  from: text(),
  to: text(),
  added: z.array(text()),
  removed: z.array(text()),
  changed: z.array(z.object({ itemId: text(), fields: z.array(text()) })),
});
