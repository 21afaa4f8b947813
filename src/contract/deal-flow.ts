import { z } from 'zod';
import { text } from './safe-text.ts';
import { REALIZATION_STATUSES, statusDetailSchema } from './realization.ts';

/** Deal flow (issue 15, ADR 0026): an investor's pipelines, cards and due diligence. */
export { DEFAULT_STAGES, DEFAULT_STAGE_NAMES } from '../domain/deal-flow/index.ts';
export const CARD_SOURCES = ['request', 'grant', 'showcase'] as const;
export const LEVELS = ['low', 'medium', 'high'] as const;

export const stage = z.object({ id: text().uuid(), name: text(), kind: text().nullable() });
export const pipeline = z.object({ id: text().uuid(), name: text(), stages: z.array(stage) });
export const pipelineList = z.array(pipeline);
export const createPipelineBody = z.object({ name: text().trim().min(1).max(120) }).strict();
export const renamePipelineBody = createPipelineBody;
export const addStageBody = z.object({ name: text().trim().min(1).max(80) }).strict();
export const renameStageBody = addStageBody;
export const reorderStagesBody = z.object({ stageIds: z.array(text().uuid()).min(1).max(50) }).strict();
export const pipelineParams = z.object({ id: text().uuid() });
export const stageParams = z.object({ id: text().uuid(), stageId: text().uuid() });

export const card = z.object({
  id: text().uuid(),
  projectId: text().uuid(),
  pipelineId: text().uuid(),
  stageId: text().uuid(),
  projectTitle: text(),
  source: z.enum(CARD_SOURCES),
  crScore: z.number().nullable(),
  crTier: z.enum(['ready', 'developing', 'not-yet-ready']).nullable(),
  /** null on a showcase card whose owner did not publish the industry. */
  industry: text().nullable(),
  region: text().nullable(),
  ticket: z.number().nullable(),
  fundingRequestId: text().uuid().nullable(),
  movedAt: text(),
  openQuestions: z.number().int(),
  /** `full` while the project is shared with the investor; `showcase` for a followed published project without a grant (ADR 0029). */
  access: z.enum(['full', 'showcase']),
  /** The public showcase page's slug while the project is published, else null. */
  showcaseSlug: text().nullable(),
  followed: z.boolean(),
  /** Added (issue 23): the project's realization status on a `full` card, when it has a roadmap; never on a showcase card. */
  realization: z
    .object({ status: z.enum(REALIZATION_STATUSES), reason: text(), detail: statusDetailSchema })
    .nullable()
    .optional(),
});
export type DealCard = z.infer<typeof card>;
export const cardList = z.array(card);
export const cardParams = z.object({ id: text().uuid() });
export const moveBody = z.object({ stageId: text().uuid() }).strict();

/** What a checklist item may point at: a project document, an accepted figure, an evaluation version, a compliance item (its answer). */
export const DD_LINK_KINDS = ['document', 'figure', 'evaluation', 'compliance'] as const;
export type DdLinkKind = (typeof DD_LINK_KINDS)[number];
/** A link as chosen: `id` is the record's id, for an evaluation its version number (as text). */
export const ddLinkBody = z.object({ kind: z.enum(DD_LINK_KINDS), id: text().min(1).max(64) }).strict();
export type DdLinkBody = z.infer<typeof ddLinkBody>;
/** A link target as the investor may see it now (resolved at read time through the access rule), with where it opens. */
export const ddLinkTarget = z.object({
  kind: z.enum(DD_LINK_KINDS),
  id: text(),
  /** File name, figure key, framework item title (English); for an evaluation, its version number. */
  label: text(),
  labelIt: text().nullable(),
  /** A figure's value (its currency in `unit`), an evaluation's CR total. */
  value: z.number().nullable(),
  unit: text().nullable(),
  at: text().nullable(),
  href: text(),
});
export type DdLinkTarget = z.infer<typeof ddLinkTarget>;
export const linkTargets = z.array(ddLinkTarget);

export const ddItem = z.object({
  id: text().uuid(),
  title: text(),
  done: z.boolean(),
  documentId: text().uuid().nullable(),
  figureId: text().uuid().nullable(),
  evaluationVersion: z.number().int().nullable(),
  complianceItemId: text().uuid().nullable(),
  /** The linked record while the investor may see it, else null. */
  link: ddLinkTarget.nullable(),
});
export const addDdItemBody = z
  .object({
    title: text().trim().min(1).max(300),
    link: ddLinkBody.optional(),
  })
  .strict();
/** Tick or untick, and/or set (or clear with null) the item's link. */
export const updateDdItemBody = z
  .object({ done: z.boolean().optional(), link: ddLinkBody.nullable().optional() })
  .strict()
  .refine((b) => b.done !== undefined || b.link !== undefined, { message: 'Nothing to change', path: ['done'] });
export const itemParams = z.object({ id: text().uuid(), itemId: text().uuid() });

export const note = z.object({ id: text().uuid(), body: text(), createdAt: text() });
export const addNoteBody = z.object({ body: text().trim().min(1).max(5000) }).strict();

export const question = z.object({
  id: text().uuid(),
  cardId: text().uuid(),
  projectId: text().uuid(),
  body: text(),
  dueDate: text().nullable(),
  /** Still open and its due date is before today (server clock). */
  overdue: z.boolean(),
  status: z.enum(['open', 'answered']),
  answerBody: text().nullable(),
  /** Live documents of the project attached to the answer; empty for an investor without full access. */
  attachments: z.array(z.object({ id: text().uuid(), name: text() })),
  answeredAt: text().nullable(),
  createdAt: text(),
});
export type DealQuestion = z.infer<typeof question>;
export const askQuestionBody = z.object({ body: text().trim().min(1).max(2000), dueDate: text().date().optional() }).strict();
export const answerBody = z
  .object({ body: text().trim().min(1).max(5000), documentIds: z.array(text().uuid()).max(5).optional() })
  .strict();
export const projectQuestionParams = z.object({ id: text().uuid(), qid: text().uuid() });
/** A question as the proponent reads it: who asked is named by display name only. */
export const projectQuestion = question.extend({ askedByName: text().nullable() });
export const projectQuestionList = z.array(projectQuestion);

export const finding = z.object({
  id: text().uuid(),
  risk: text(),
  severity: z.enum(LEVELS),
  likelihood: z.enum(LEVELS),
  mitigation: text(),
  owner: text(),
  createdAt: text(),
});
export const addFindingBody = z
  .object({
    risk: text().trim().min(1).max(500),
    severity: z.enum(LEVELS),
    likelihood: z.enum(LEVELS),
    mitigation: text().max(2000).default(''),
    owner: text().max(200).default(''),
  })
  .strict();

export const decision = z.object({
  decision: z.enum(['invest', 'pass']),
  amount: z.number().nullable(),
  conditions: text(),
  reasons: text(),
  decidedAt: text(),
});
export const decisionBody = z
  .object({
    decision: z.enum(['invest', 'pass']),
    amount: z.number().positive().optional(),
    conditions: text().max(5000).default(''),
    reasons: text().max(5000).default(''),
  })
  .strict();

export const cardDetail = z.object({
  card,
  ddItems: z.array(ddItem),
  notes: z.array(note),
  questions: z.array(question),
  findings: z.array(finding),
  decision: decision.nullable(),
  /** The card's history, oldest first: filed (fromStageId null), then each move; `by` is the mover's name (null once their account is gone). */
  moves: z.array(
    z.object({
      fromStageId: text().uuid().nullable(),
      toStageId: text().uuid().nullable(),
      at: text(),
      by: text().nullable(),
    }),
  ),
});
export type DealCardDetail = z.infer<typeof cardDetail>;

/** A project the investor follows from the showcase (listed while it is published). */
export const follow = z.object({
  slug: text(),
  projectTitle: text(),
  cardId: text().uuid().nullable(),
  followedAt: text(),
});
export const followList = z.array(follow);
export const followBody = z.object({ slug: text().regex(/^[a-z0-9][a-z0-9-]{2,80}$/) }).strict();
export const followParams = followBody;
export const accessRequestResult = z.object({ requestedAt: text(), notified: z.number().int() });
export type DealPipeline = z.infer<typeof pipeline>;

/** The investor's dashboard figures: cards per stage (of visible projects) and the questions they asked. */
export const dealSummary = z.object({
  stages: z.array(z.object({ id: text().uuid(), name: text(), kind: text().nullable(), count: z.number().int() })),
  questionsAsked: z.number().int(),
  questionsAnswered: z.number().int(),
});
export type DealSummary = z.infer<typeof dealSummary>;
