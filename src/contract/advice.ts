import { z } from 'zod';

/** AI consulting, context and data quality (issue 25, ADR 0043). */

export const citation = z.object({
  kind: z.enum(['document', 'evaluation', 'compliance', 'call', 'figure', 'roadmap', 'question']),
  /** document `<documentId>:<page>`; evaluation `<version>:<path>`; otherwise the item's id. */
  ref: z.string(),
  quote: z.string(),
});
export type AdviceCitation = z.infer<typeof citation>;

export const answerSentence = z.object({ text: z.string(), citations: z.array(citation), ai: z.boolean().optional() });

/** POST /api/ai-sessions/:id/questions → the answer (sentences joined), every citation, and the sentences. */
export const answer = z.object({
  id: z.uuid(),
  question: z.string(),
  askedAt: z.string(),
  form: z.enum(['why-score', 'raise-score', 'calls-fit', 'investor-asks', 'plan-missing', 'retrieval', 'none']),
  answer: z.string(),
  citations: z.array(citation),
  sentences: z.array(answerSentence),
  notInRecords: z.boolean(),
  ai: z.boolean(),
});
export type AdviceAnswer = z.infer<typeof answer>;

export const askBody = z.object({ text: z.string().trim().min(1).max(1000) });
export const sessionIdParams = z.object({ id: z.uuid() });

export const sessionSummary = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  questions: z.number().int().nonnegative(),
  firstQuestion: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

export const session = sessionSummary.extend({ answers: z.array(answer) });
export type AdviceSession = z.infer<typeof session>;

// ——— context ———
export const range = z.object({ min: z.number(), max: z.number() });
export const contextView = z.object({
  projectId: z.uuid(),
  industry: z.object({ code: z.string(), name: z.string(), benchmarks: z.array(z.object({ key: z.string(), range, source: z.string() })) }),
  region: z
    .object({
      nuts2: z.string(),
      name: z.string(),
      figures: z.array(
        z.object({ key: z.string(), value: z.number(), unit: z.string(), year: z.number(), dataset: z.string(), sourceUrl: z.string() }),
      ),
    })
    .nullable(),
  funding: z.object({ openCalls: z.number().int(), openBudget: z.number(), withBudget: z.number().int(), asOf: z.string() }),
  peers: z.object({
    count: z.number().int(),
    minimum: z.number().int(),
    shown: z.boolean(),
    metrics: z.array(
      z.object({ key: z.string(), p25: z.number(), p50: z.number(), p75: z.number(), yours: z.number().nullable(), n: z.number() }),
    ),
  }),
});
export type ContextView = z.infer<typeof contextView>;

// ——— data quality ———
export const finding = z.object({
  code: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
  category: z.enum(['completeness', 'consistency', 'freshness']),
  message: z.string(),
  fixUrl: z.string(),
  /** Share of the score's confidence weight this finding holds back (0–1), when it touches the score. */
  confidenceEffect: z.number().nullable(),
});
export const dataQuality = z.object({ projectId: z.uuid(), projectTitle: z.string(), score: z.number(), findings: z.array(finding) });
export type DataQuality = z.infer<typeof dataQuality>;
export const dataQualityList = z.object({ scope: z.enum(['mine', 'platform']), projects: z.array(dataQuality) });
export type DataQualityList = z.infer<typeof dataQualityList>;
