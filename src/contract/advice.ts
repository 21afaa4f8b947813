import { z } from 'zod';
import { text } from './safe-text.ts';

/** AI consulting, context and data quality (issue 25, ADR 0043). */

export const citation = z.object({
  kind: z.enum(['document', 'evaluation', 'compliance', 'call', 'figure', 'roadmap', 'question']),
  /** document `<documentId>:<page>`; evaluation `<version>:<path>`; otherwise the item's id. */
  ref: text(),
  quote: text(),
});
export type AdviceCitation = z.infer<typeof citation>;

export const answerSentence = z.object({ text: text(), citations: z.array(citation), ai: z.boolean().optional() });

/** POST /api/ai-sessions/:id/questions → the answer (sentences joined), every citation, and the sentences. */
export const answer = z.object({
  id: z.uuid(),
  question: text(),
  askedAt: text(),
  form: z.enum(['why-score', 'raise-score', 'calls-fit', 'investor-asks', 'plan-missing', 'retrieval', 'none']),
  answer: text(),
  citations: z.array(citation),
  sentences: z.array(answerSentence),
  notInRecords: z.boolean(),
  ai: z.boolean(),
});
export type AdviceAnswer = z.infer<typeof answer>;

export const askBody = z.object({ text: text().trim().min(1).max(1000) });
export const sessionIdParams = z.object({ id: z.uuid() });

export const sessionSummary = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: text(),
  createdAt: text(),
  createdBy: text().nullable(),
  questions: z.number().int().nonnegative(),
  firstQuestion: text().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

export const session = sessionSummary.extend({ answers: z.array(answer) });
export type AdviceSession = z.infer<typeof session>;

// ——— context ———
export const range = z.object({ min: z.number(), max: z.number() });
export const contextView = z.object({
  projectId: z.uuid(),
  industry: z.object({ code: text(), name: text(), benchmarks: z.array(z.object({ key: text(), range, source: text() })) }),
  region: z
    .object({
      nuts2: text(),
      name: text(),
      figures: z.array(z.object({ key: text(), value: z.number(), unit: text(), year: z.number(), dataset: text(), sourceUrl: text() })),
    })
    .nullable(),
  funding: z.object({ openCalls: z.number().int(), openBudget: z.number(), withBudget: z.number().int(), asOf: text() }),
  peers: z.object({
    count: z.number().int(),
    minimum: z.number().int(),
    shown: z.boolean(),
    metrics: z.array(
      z.object({ key: text(), p25: z.number(), p50: z.number(), p75: z.number(), yours: z.number().nullable(), n: z.number() }),
    ),
  }),
});
export type ContextView = z.infer<typeof contextView>;

// ——— data quality ———
export const finding = z.object({
  code: text(),
  severity: z.enum(['high', 'medium', 'low']),
  category: z.enum(['completeness', 'consistency', 'freshness']),
  message: text(),
  fixUrl: text(),
  /** Share of the score's confidence weight this finding holds back (0–1), when it touches the score. */
  confidenceEffect: z.number().nullable(),
});
export const dataQuality = z.object({ projectId: z.uuid(), projectTitle: text(), score: z.number(), findings: z.array(finding) });
export type DataQuality = z.infer<typeof dataQuality>;
export const dataQualityList = z.object({ scope: z.enum(['mine', 'platform']), projects: z.array(dataQuality) });
export type DataQualityList = z.infer<typeof dataQualityList>;
