import { z } from 'zod';
import { text } from './safe-text.ts';
import { callSearchQuery, callSummary, fundingMatch } from './funding-calls.ts';

/** Funding matching, saved searches and saved calls with alerts (issue 14; ADR 0020). */
// ---------------------------------------------------------------- matching, saved searches, alerts (ADR 0020)

/** One part of the fit score: its share of the 100 points, its value 0..1, the points it gave and why (language-neutral). */
export const scoreComponent = z.object({
  name: z.enum(['amount', 'objective', 'readiness']),
  weight: z.number(),
  value: z.number().min(0).max(1),
  points: z.number(),
  detail: text(),
});
export type ScoreComponent = z.infer<typeof scoreComponent>;

/** A match with its explanation: the score's components (empty when not eligible) and the call it is about. */
export const explainedMatch = fundingMatch.extend({ components: z.array(scoreComponent), call: callSummary });
export type ExplainedMatch = z.infer<typeof explainedMatch>;
export const explainedMatchList = z.array(explainedMatch);

export const fundingMatchesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /** Also list the calls the project is not eligible for (default true: the screen says why not). */
  includeIneligible: z.enum(['true', 'false']).optional(),
});

/** GET /api/funding/calls/:id/matches → the caller's projects ranked against one call. */
export const projectMatch = fundingMatch.extend({ projectId: z.uuid(), projectTitle: text(), components: z.array(scoreComponent) });
export type ProjectMatch = z.infer<typeof projectMatch>;
export const projectMatchList = z.array(projectMatch);

export const callIdParams = z.object({ id: z.uuid() });

export const DIGESTS = ['none', 'daily', 'weekly'] as const;
export type DigestOption = (typeof DIGESTS)[number];

/** The filters worth keeping in a saved search: the search query without paging and sort. */
export const savedSearchQuery = callSearchQuery.omit({ limit: true, offset: true, sort: true, project: true });

export const savedSearch = z.object({
  id: z.uuid(),
  name: text(),
  query: savedSearchQuery,
  alerts: z.boolean(),
  digest: z.enum(DIGESTS),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
export const savedSearchList = z.array(savedSearch);

export const createSavedSearchBody = z
  .object({
    name: text().trim().min(1).max(120),
    query: savedSearchQuery,
    alerts: z.boolean().optional(),
    digest: z.enum(DIGESTS).optional(),
  })
  .strict();
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;
export const updateSavedSearchBody = createSavedSearchBody.partial().strict();
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;
export const savedSearchIdParams = z.object({ id: z.uuid() });

export const savedCall = z.object({
  callId: z.uuid(),
  muted: z.boolean(),
  createdAt: z.iso.datetime(),
  call: callSummary,
});
export type SavedCall = z.infer<typeof savedCall>;
export const savedCallList = z.array(savedCall);
export const saveCallBody = z.object({ callId: z.uuid(), muted: z.boolean().optional() }).strict();
export const updateSavedCallBody = z.object({ muted: z.boolean() }).strict();
/** Saved calls are addressed by the call's id: a person saves a call at most once. */
export const savedCallParams = z.object({ callId: z.uuid() });
