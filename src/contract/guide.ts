import { z } from 'zod';
import { text } from './safe-text.ts';
import { GUIDE_ACTIONS, GUIDE_STEPS } from '../domain/guide/index.ts';

/** Where a project stands on the seven-step cycle, from its own records (issue 27; src/domain/guide). */
export const projectProgress = z.object({
  projectId: z.uuid(),
  title: text(),
  updatedAt: text(),
  steps: z.record(z.enum(GUIDE_STEPS), z.enum(['done', 'todo'])),
  current: z.enum(GUIDE_STEPS).nullable(),
  next: z.object({ step: z.enum(GUIDE_STEPS).nullable(), action: z.enum(GUIDE_ACTIONS), count: z.number().int().nullable() }),
});
export type ProjectProgress = z.infer<typeof projectProgress>;

/** GET /api/guide: the caller's own active projects, most recently updated first (at most 12). */
export const guideResponse = z.object({ projects: z.array(projectProgress) });
export type GuideResponse = z.infer<typeof guideResponse>;
