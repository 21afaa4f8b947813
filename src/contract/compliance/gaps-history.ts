import { z } from 'zod';
import { text } from '../safe-text.ts';
import { FRAMEWORK_IDS, ITEM_ANSWERS, isoDate, at } from './frameworks.ts';

// ——— gaps and remediation tasks

/** GET /api/projects/:id/compliance/gaps?framework= (JSON; the same rows as gaps.csv / gaps.xlsx). */
export const gapRow = z.object({
  itemId: text(),
  framework: z.enum(FRAMEWORK_IDS),
  title: text(),
  weight: z.number().int(),
  result: z.number(),
  answer: z.enum(ITEM_ANSWERS).nullable(),
  reference: text(),
  evidenceExpected: text(),
  /** The expected evidence while none is attached, else null. */
  evidenceMissing: text().nullable(),
  owner: text().nullable(),
  dueDate: text().nullable(),
  taskId: z.uuid().nullable(),
});
export const gapList = z.array(gapRow);

export const createTaskBody = z
  .object({
    itemId: text().min(1).max(40),
    owner: text().trim().min(1).max(200),
    assigneeId: text().min(1).max(100).nullable().optional(),
    dueDate: isoDate,
    notes: text().trim().max(2000).optional(),
  })
  .strict();
export const updateTaskBody = z
  .object({
    owner: text().trim().min(1).max(200).optional(),
    assigneeId: text().min(1).max(100).nullable().optional(),
    dueDate: isoDate.optional(),
    notes: text().trim().max(2000).nullable().optional(),
    status: z.enum(['open', 'done']).optional(),
  })
  .strict();
export const remediationTask = z.object({
  id: z.uuid(),
  itemId: text(),
  framework: z.enum(FRAMEWORK_IDS),
  owner: text(),
  /** The assigned person (someone who can see the project), or null. */
  assignee: z.object({ id: text(), name: text() }).nullable(),
  dueDate: text(),
  notes: text().nullable(),
  status: z.enum(['open', 'done']),
  createdAt: at,
  updatedAt: at,
});
export const remediationTaskList = z.array(remediationTask);
/** People a task may be assigned to: the project's members and live grantees (ADR 0030, assignee). */
export const taskAssigneeList = z.array(z.object({ id: text(), name: text() }));

// ——— history

/** GET /api/projects/:id/compliance/history?framework= → every answer version, newest first (at most 500). */
export const historyEntry = z.object({
  id: z.uuid(),
  itemId: text(),
  framework: z.enum(FRAMEWORK_IDS),
  frameworkVersion: text(),
  answer: z.enum(ITEM_ANSWERS),
  /** The answer this version replaced (null for the first). */
  previousAnswer: z.enum(ITEM_ANSWERS).nullable(),
  reason: text().nullable(),
  remedy: text().nullable(),
  deadline: text().nullable(),
  owner: text().nullable(),
  dueDate: text().nullable(),
  notes: text().nullable(),
  evidenceCount: z.number().int(),
  controlId: text().nullable(),
  overridden: z.boolean(),
  /** null once the author's account was erased (the content stays). */
  author: z.object({ id: text(), name: text() }).nullable(),
  createdAt: at,
});
export const historyList = z.array(historyEntry);
