// The deal-flow reads around one card or project (ADR 0026's detail view, the checklist's link targets),
// apart from the pipeline and card writes of repository.ts, which re-exports them.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  complianceAnswers,
  complianceFrameworkItems,
  dealCardMoves,
  dealCards,
  dealDecisions,
  dealDdItems,
  dealFindings,
  dealNotes,
  dealQuestions,
  documentFigures,
  documents,
  evaluations,
  fundingRequests,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/** What a card shows besides itself, for the cards given, in one query: its project's latest score, the request's amount, its open questions. */
export async function cardExtras(
  db: Db,
  cardIds: string[],
): Promise<Map<string, { score: number | null; amount: number | null; openQuestions: number }>> {
  if (!cardIds.length) return new Map();
  const rows = await db
    .select({
      id: dealCards.id,
      score: sql<
        number | null
      >`(select e.score_total from ${evaluations} e where e.project_id = ${dealCards.projectId} order by e.version desc limit 1)`,
      amount: fundingRequests.amountRequested,
      openQuestions: sql<number>`(select count(*)::int from ${dealQuestions} q where q.card_id = ${dealCards.id} and q.status = 'open')`,
    })
    .from(dealCards)
    .leftJoin(fundingRequests, eq(fundingRequests.id, dealCards.fundingRequestId))
    .where(inArray(dealCards.id, cardIds));
  return new Map(
    rows.map((r) => [r.id, { score: r.score === null ? null : Number(r.score), amount: r.amount, openQuestions: Number(r.openQuestions) }]),
  );
}

export async function projectFacts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: projects.id, title: projects.title, industry: projects.industry, region: projects.region, country: projects.country })
    .from(projects)
    .where(inArray(projects.id, ids));
}

/** The latest evaluation's total per project. */
export async function latestScores(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([evaluations.projectId], { projectId: evaluations.projectId, score: evaluations.scoreTotal })
    .from(evaluations)
    .where(inArray(evaluations.projectId, ids))
    .orderBy(evaluations.projectId, desc(evaluations.version));
  return new Map(rows.map((r) => [r.projectId, r.score]));
}

export async function requestAmounts(db: Db, ids: string[]): Promise<Map<string, number | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: fundingRequests.id, amount: fundingRequests.amountRequested })
    .from(fundingRequests)
    .where(inArray(fundingRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.amount]));
}

export async function openQuestionCounts(db: Db, cardIds: string[]): Promise<Map<string, number>> {
  if (!cardIds.length) return new Map();
  const rows = await db
    .select({ cardId: dealQuestions.cardId, n: sql<number>`count(*)::int` })
    .from(dealQuestions)
    .where(and(inArray(dealQuestions.cardId, cardIds), eq(dealQuestions.status, 'open')))
    .groupBy(dealQuestions.cardId);
  return new Map(rows.map((r) => [r.cardId, r.n]));
}

export const movesOf = (db: Db, cardId: string) =>
  db
    .select({ fromStageId: dealCardMoves.fromStageId, toStageId: dealCardMoves.toStageId, at: dealCardMoves.at, by: users.username })
    .from(dealCardMoves)
    .leftJoin(users, eq(users.id, dealCardMoves.byId))
    .where(eq(dealCardMoves.cardId, cardId))
    .orderBy(asc(dealCardMoves.at), asc(dealCardMoves.id));
export const ddItemsOf = (db: Db, cardId: string) =>
  db.select().from(dealDdItems).where(eq(dealDdItems.cardId, cardId)).orderBy(asc(dealDdItems.position), asc(dealDdItems.id));
export const notesOf = (db: Db, cardId: string, authorId: string) =>
  db
    .select()
    .from(dealNotes)
    .where(and(eq(dealNotes.cardId, cardId), eq(dealNotes.authorId, authorId)))
    .orderBy(asc(dealNotes.createdAt));
export const questionsOfCard = (db: Db, cardId: string) =>
  db.select().from(dealQuestions).where(eq(dealQuestions.cardId, cardId)).orderBy(asc(dealQuestions.createdAt));
export const findingsOf = (db: Db, cardId: string) =>
  db.select().from(dealFindings).where(eq(dealFindings.cardId, cardId)).orderBy(asc(dealFindings.createdAt));
export async function decisionOf(db: Db, cardId: string) {
  const [d] = await db.select().from(dealDecisions).where(eq(dealDecisions.cardId, cardId));
  return d ?? null;
}

export async function questionsOfProject(db: Db, projectId: string) {
  return db
    .select({ q: dealQuestions, askedByName: users.username })
    .from(dealQuestions)
    .leftJoin(users, eq(users.id, dealQuestions.askedBy))
    .where(eq(dealQuestions.projectId, projectId))
    .orderBy(desc(dealQuestions.createdAt));
}

/** Live (not deleted) documents of the project among the given ids: the names answers may show. */
export async function liveDocumentNames(db: Db, projectId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), isNull(documents.deletedAt), inArray(documents.id, ids)));
  return new Map(rows.map((r) => [r.id, r.filename]));
}

/** A compliance answer as a checklist link shows it: its item, with the titles of the framework version it answered. */
const answerLink = {
  id: complianceAnswers.id,
  framework: complianceAnswers.framework,
  itemId: complianceAnswers.itemId,
  titleEn: complianceFrameworkItems.titleEn,
  titleIt: complianceFrameworkItems.titleIt,
};
const answerItem = and(
  eq(complianceFrameworkItems.framework, complianceAnswers.framework),
  eq(complianceFrameworkItems.version, complianceAnswers.frameworkVersion),
  eq(complianceFrameworkItems.itemId, complianceAnswers.itemId),
);

// Checklist link targets: the project's own records (the caller's view of the project is checked by the service).

export async function linkTargetsOf(db: Db, projectId: string) {
  const docs = await db
    .select({ id: documents.id, filename: documents.filename, version: documents.version, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), isNull(documents.deletedAt)))
    .orderBy(asc(documents.filename), desc(documents.version));
  const figures = await db
    .select({
      id: documentFigures.id,
      key: documentFigures.key,
      period: documentFigures.period,
      value: documentFigures.value,
      currency: documentFigures.currency,
      documentId: documentFigures.documentId,
    })
    .from(documentFigures)
    .where(and(eq(documentFigures.projectId, projectId), eq(documentFigures.status, 'accepted')))
    .orderBy(asc(documentFigures.key), asc(documentFigures.period));
  const versions = await db
    .select({ version: evaluations.version, score: evaluations.scoreTotal, createdAt: evaluations.createdAt })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .orderBy(desc(evaluations.version));
  // The latest answer of each answered compliance item, with the item's titles.
  const answers = await db
    .selectDistinctOn([complianceAnswers.framework, complianceAnswers.itemId], answerLink)
    .from(complianceAnswers)
    .leftJoin(complianceFrameworkItems, answerItem)
    .where(eq(complianceAnswers.projectId, projectId))
    .orderBy(complianceAnswers.framework, complianceAnswers.itemId, desc(complianceAnswers.createdAt));
  return { docs, figures, versions, answers };
}

/** A compliance answer of this project (any version: a link made to an earlier answer still opens its item). */
export async function complianceAnswerOf(db: Db, projectId: string, id: string) {
  const [r] = await db
    .select(answerLink)
    .from(complianceAnswers)
    .leftJoin(complianceFrameworkItems, answerItem)
    .where(and(eq(complianceAnswers.projectId, projectId), eq(complianceAnswers.id, id)));
  return r ?? null;
}
