import { z } from 'zod';
import { text } from './safe-text.ts';
import { LEFT_OUT_REASONS } from '../domain/portfolio/index.ts';

/** A portfolio's Monte Carlo (issue 29, ADR 0061): `POST /api/portfolios/:id/monte-carlo` queues a run, `GET` reads it. */
export const startMcBody = z
  .object({
    /** Reproduce an earlier run with its seed; absent = a new random seed. */
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

export const mcContribution = z.object({
  holdingId: z.uuid(),
  projectId: z.uuid(),
  name: text(),
  weight: z.number(),
  mean: z.number(),
  sd: z.number(),
  varianceShare: z.number().nullable(),
});

export const mcSummary = z.object({
  iterations: z.number().int(),
  included: z.number().int(),
  mean: z.number(),
  sd: z.number(),
  p5: z.number(),
  p10: z.number(),
  p50: z.number(),
  p90: z.number(),
  p95: z.number(),
  min: z.number(),
  max: z.number(),
  probabilityOfLoss: z.number(),
  expectedShortfall5: z.number(),
  histogram: z.object({ binEdges: z.array(z.number()), counts: z.array(z.number().int()) }),
  contributions: z.array(mcContribution),
});
export type McSummaryBody = z.infer<typeof mcSummary>;

export const mcLeftOut = z.object({ holdingId: z.uuid(), name: text(), reason: z.enum(LEFT_OUT_REASONS) });
export const mcIncluded = z.object({
  holdingId: z.uuid(),
  projectId: z.uuid(),
  evaluationId: z.uuid(),
  evaluationVersion: z.number().int(),
  weight: z.number(),
});

export type McLeftOut = z.infer<typeof mcLeftOut>;
export type McIncluded = z.infer<typeof mcIncluded>;

export const mcRun = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  seed: z.number().int(),
  iterations: z.number().int(),
  projectsTotal: z.number().int(),
  projectsDone: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nullable(),
  /** The evaluation versions the run used (so it is reproducible) and the holdings it left out. */
  included: z.array(mcIncluded),
  leftOut: z.array(mcLeftOut),
  /** Null until done, and when no holding could be simulated. */
  summary: mcSummary.nullable(),
  error: text().nullable(),
});
export type McRunBody = z.infer<typeof mcRun>;

export const mcState = z.object({
  /** The latest run that ended (done or failed). */
  latest: mcRun.nullable(),
  /** A run queued or running, if any (one at a time per portfolio). */
  inProgress: mcRun.nullable(),
});
export type McState = z.infer<typeof mcState>;
