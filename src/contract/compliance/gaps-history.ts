import { z } from 'zod';
import { FRAMEWORK_IDS, ITEM_ANSWERS, isoDate, at } from './frameworks.ts';

// ——— gaps and remediation tasks

/** GET /api/projects/:id/compliance/gaps?framework= (JSON; the same rows as gaps.csv / gaps.xlsx). */
export const gapRow = z.object({
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  title: z.string(),
  weight: z.number().int(),
  result: z.number(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  reference: z.string(),
  evidenceExpected: z.string(),
  /** The expected evidence while none is attached, else null. */
  evidenceMissing: z.string().nullable(),
  owner: z.string().nullable(),
  dueDate: z.string().nullable(),
  taskId: z.uuid().nullable(),
});
export const gapList = z.array(gapRow);

export const createTaskBody = z
  .object({
    itemId: z.string().min(1).max(40),
    owner: z.string().trim().min(1).max(200),
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    dueDate: isoDate,
    notes: z.string().trim().max(2000).optional(),
  })
  .strict();
export const updateTaskBody = z
  .object({
    owner: z.string().trim().min(1).max(200).optional(),
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    dueDate: isoDate.optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
    status: z.enum(['open', 'done']).optional(),
  })
  .strict();
export const remediationTask = z.object({
  id: z.uuid(),
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  owner: z.string(),
  /** The assigned person (someone who can see the project), or null. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  dueDate: z.string(),
  notes: z.string().nullable(),
  status: z.enum(['open', 'done']),
  createdAt: at,
  updatedAt: at,
});
export const remediationTaskList = z.array(remediationTask);
/** People a task may be assigned to: the project's members and live grantees (ADR 0030, assignee). */
export const taskAssigneeList = z.array(z.object({ id: z.string(), name: z.string() }));

// ——— history

/** GET /api/projects/:id/compliance/history?framework= → every answer version, newest first (at most 500). */
export const historyEntry = z.object({
  id: z.uuid(),
  itemId: z.string(),
  framework: z.enum(FRAMEWORK_IDS),
  frameworkVersion: z.string(),
  answer: z.enum(ITEM_ANSWERS),
  /** The answer this version replaced (null for the first). */
  previousAnswer: z.enum(ITEM_ANSWERS).nullable(),
  reason: z.string().nullable(),
  remedy: z.string().nullable(),
  deadline: z.string().nullable(),
  owner: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  evidenceCount: z.number().int(),
  controlId: z.string().nullable(),
  overridden: z.boolean(),
  /** null once the author's account was erased (the content stays). */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: at,
});
export const historyList = z.array(historyEntry);
