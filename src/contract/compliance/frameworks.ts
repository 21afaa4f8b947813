import { z } from 'zod';
import { text } from '../safe-text.ts';
import { INAPPLICABLE_REASONS } from '../../domain/compliance/index.ts';

/** Frameworks, controls, answers and a project's summary (the first contract), and the route parameters. */

export const FRAMEWORK_IDS = ['eu-taxonomy', 'gri', 'sasb', 'tcfd', 'gdpr', 'csrd-esrs', 'dlgs-231', 'pnrr'] as const;
export type FrameworkId = (typeof FRAMEWORK_IDS)[number];

export const ITEM_ANSWERS = ['met', 'partial', 'not_met', 'not_applicable'] as const;
export type ItemAnswer = (typeof ITEM_ANSWERS)[number];

export const FRAMEWORK_STATUSES = ['compliant', 'partial', 'non-compliant'] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

/** GET /api/compliance/frameworks → FrameworkInfo[]. */
export const frameworkInfo = z.object({
  id: z.enum(FRAMEWORK_IDS),
  version: text(),
  /** In the request's language (Accept-Language: it → Italian, else English). */
  name: text(),
  itemCount: z.number().int(),
  /** Added: the name in both languages, and every version loaded (oldest first; `version` is the current one). */
  names: z.object({ en: text(), it: text() }).optional(),
  versions: z.array(text()).optional(),
});
export type FrameworkInfo = z.infer<typeof frameworkInfo>;

/** GET /api/compliance/controls → Control[]. */
export const control = z.object({
  id: text(),
  /** In the request's language. */
  title: text(),
  items: z.array(text()),
  /** Added: the title in both languages and the frameworks its items belong to. */
  titles: z.object({ en: text(), it: text() }).optional(),
  frameworks: z.array(z.enum(FRAMEWORK_IDS)).optional(),
});
export type Control = z.infer<typeof control>;

export const evidenceRef = z.union([
  z.object({ documentId: z.uuid(), page: z.number().int().positive().optional() }).strict(),
  z.object({ url: z.url(), description: text().trim().min(1).max(500) }).strict(),
]);
export type EvidenceRef = z.infer<typeof evidenceRef>;

/** PUT /api/projects/:id/compliance/items/:itemId and …/controls/:controlId. */
export const answerBody = z
  .object({
    answer: z.enum(ITEM_ANSWERS),
    reason: text().trim().max(2000).optional(),
    remedy: text().trim().max(2000).optional(),
    deadline: z.iso.date().optional(),
    owner: text().trim().max(200).optional(),
    dueDate: z.iso.date().optional(),
    notes: text().trim().max(5000).optional(),
    evidence: z.array(evidenceRef).max(20).optional(),
  })
  .strict();
export type AnswerBody = z.infer<typeof answerBody>;

export const gap = z.object({ itemId: text(), weight: z.number().int().min(1).max(5), result: z.number().min(0).max(1) });

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

// ———————————————————————————————————————————————————————————————— added by the compliance server (issue 13)

export const bilingual = z.object({ en: text(), it: text() });
export const isoDate = z.iso.date();
export const at = text().describe('ISO 8601 timestamp');

export const INAPPLICABLE_REASON_CODES = INAPPLICABLE_REASONS;
export const frameworkIdParams = z.object({ frameworkId: z.enum(FRAMEWORK_IDS) });
export const itemParams = z.object({ id: z.uuid(), itemId: text().min(1).max(40) });
export const controlParams = z.object({ id: z.uuid(), controlId: text().min(1).max(60) });
export const activityParams = z.object({
  id: z.uuid(),
  activityId: text().regex(/^(?:(?:CE|BIO|WTR|PPC|CCA) )?\d{1,2}\.\d{1,2}$/, "a Taxonomy activity number such as '4.1' or 'CE 5.4'"),
});
export const taskParams = z.object({ id: z.uuid(), taskId: z.uuid() });
/** `?framework=` on the items list and the gap exports; absent = every framework. */
export const frameworkQuery = z.object({ framework: z.enum(FRAMEWORK_IDS).optional() });
export const diffQuery = z.object({ from: text().max(20).optional(), to: text().max(20).optional() });
