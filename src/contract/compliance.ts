import { z } from 'zod';

/**
 * The compliance hub (issue 13): frameworks as versioned data, per-project scoping, shared controls
 * mapped to framework items, answers with evidence, scores per the reference's section 1.2.
 */

export const FRAMEWORK_IDS = ['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'dlgs-231', 'pnrr'] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

export const ITEM_ANSWERS = ['met', 'partial', 'not_met', 'not_applicable'] as const;
export type ItemAnswer = (typeof ITEM_ANSWERS)[number];

export const FRAMEWORK_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

/** GET /api/compliance/frameworks → FrameworkInfo[]. */
export const frameworkInfo = z.object({ id: z.enum(FRAMEWORK_IDS), version: z.string(), name: z.string(), itemCount: z.number().int() });
export type FrameworkInfo = z.infer<typeof frameworkInfo>;

/** GET /api/compliance/controls → Control[]. */
export const control = z.object({ id: z.string(), title: z.string(), items: z.array(z.string()) });
export type Control = z.infer<typeof control>;

export const evidenceRef = z.union([
  z.object({ documentId: z.uuid(), page: z.number().int().positive().optional() }).strict(),
  z.object({ url: z.url(), description: z.string().trim().min(1).max(500) }).strict(),
]);
export type EvidenceRef = z.infer<typeof evidenceRef>;

/** PUT /api/projects/:id/compliance/items/:itemId and …/controls/:controlId. */
export const answerBody = z
  .object({
    answer: z.enum(ITEM_ANSWERS),
    reason: z.string().trim().max(2000).optional(),
    remedy: z.string().trim().max(2000).optional(),
    deadline: z.iso.date().optional(),
    owner: z.string().trim().max(200).optional(),
    dueDate: z.iso.date().optional(),
    notes: z.string().trim().max(5000).optional(),
    evidence: z.array(evidenceRef).max(20).optional(),
  })
  .strict();
export type AnswerBody = z.infer<typeof answerBody>;

export const gap = z.object({ itemId: z.string(), weight: z.number().int().min(1).max(5), result: z.number().min(0).max(1) });

/** GET /api/projects/:id/compliance. */
export const projectCompliance = z.object({
  frameworks: z.array(
    z.object({
      id: z.enum(FRAMEWORK_IDS),
      applicable: z.boolean(),
      /** 0..100, null when not applicable or no applicable item. */
      score: z.number().int().min(0).max(100).nullable(),
      status: z.enum(FRAMEWORK_STATUSES).nullable(),
      answered: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      gaps: z.array(gap),
    }),
  ),
});
export type ProjectCompliance = z.infer<typeof projectCompliance>;
