import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  complianceAnswers,
  complianceFrameworkItems,
  dealCardMoves,
  dealCards,
  dealDecisions,
  dealDdItems,
  dealFindings,
  dealFollows,
  dealNotes,
  dealPipelines,
  dealQuestions,
  dealStages,
  documentFigures,
  documents,
  evaluations,
  fundingRequests,
  projectGrants,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type PipelineRow = typeof dealPipelines.$inferSelect;
export type StageRow = typeof dealStages.$inferSelect;
export type CardRow = typeof dealCards.$inferSelect;

export const pipelinesOf = (db: Db, ownerId: string) =>
  db
    .select()
    .from(dealPipelines)
    .where(eq(dealPipelines.ownerId, ownerId))
    .orderBy(asc(dealPipelines.position), asc(dealPipelines.createdAt));
export const stagesOf = (db: Db, pipelineIds: string[]) =>
  pipelineIds.length
    ? db.select().from(dealStages).where(inArray(dealStages.pipelineId, pipelineIds)).orderBy(asc(dealStages.position))
    : Promise.resolve([] as StageRow[]);

export async function insertPipeline(
  db: Db,
  v: { ownerId: string; name: string; position: number; isDefault: boolean; stages: Array<{ kind: string | null; name: string }> },
) {
  // A second default (two first reads racing) is refused by the partial unique index: nothing inserted.
  // One transaction: a racing reader waits on the index until the stages are there too.
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(dealPipelines)
      .values({ ownerId: v.ownerId, name: v.name, position: v.position, isDefault: v.isDefault })
      .onConflictDoNothing()
      .returning();
    if (p && v.stages.length)
      await tx.insert(dealStages).values(v.stages.map((s, i) => ({ pipelineId: p.id, kind: s.kind, name: s.name, position: i })));
    return p ?? null;
  });
}

export async function ownedPipeline(db: Db, ownerId: string, id: string) {
  const [p] = await db
    .select()
    .from(dealPipelines)
    .where(and(eq(dealPipelines.id, id), eq(dealPipelines.ownerId, ownerId)));
  return p ?? null;
}

/** The card when its pipeline belongs to the caller (one query scoped by owner). */
export async function ownedCard(db: Db, ownerId: string, id: string): Promise<CardRow | null> {
  const [r] = await db
    .select({ c: dealCards })
    .from(dealCards)
    .innerJoin(dealPipelines, eq(dealPipelines.id, dealCards.pipelineId))
    .where(and(eq(dealCards.id, id), eq(dealPipelines.ownerId, ownerId)));
  return r?.c ?? null;
}

export async function cardsOf(db: Db, ownerId: string): Promise<CardRow[]> {
  const rows = await db
    .select({ c: dealCards })
    .from(dealCards)
    .innerJoin(dealPipelines, eq(dealPipelines.id, dealCards.pipelineId))
    .where(eq(dealPipelines.ownerId, ownerId))
    .orderBy(desc(dealCards.movedAt));
  return rows.map((r) => r.c);
}

/** Projects the investor is addressed by (submitted, not withdrawn/drafted) and live grants given to them, oldest first. */
export async function incoming(db: Db, investorId: string) {
  const requests = await db
    .select({ projectId: fundingRequests.projectId, id: fundingRequests.id, state: fundingRequests.state })
    .from(fundingRequests)
    .where(
      and(
        eq(fundingRequests.investorId, investorId),
        eq(fundingRequests.target, 'investor'),
        ne(fundingRequests.state, 'draft'),
        ne(fundingRequests.state, 'withdrawn'),
      ),
    )
    .orderBy(asc(fundingRequests.submittedAt));
  const grants = await db
    .select({ projectId: projectGrants.projectId })
    .from(projectGrants)
    .where(and(eq(projectGrants.granteeId, investorId), isNull(projectGrants.revokedAt)));
  return { requests, grants };
}

export async function insertCard(
  db: Db,
  v: {
    pipelineId: string;
    stageId: string;
    projectId: string;
    source: CardRow['source'];
    fundingRequestId: string | null;
    by: string;
    at: Date;
  },
) {
  const [c] = await db
    .insert(dealCards)
    .values({
      pipelineId: v.pipelineId,
      stageId: v.stageId,
      projectId: v.projectId,
      source: v.source,
      fundingRequestId: v.fundingRequestId,
      createdBy: v.by,
      createdAt: v.at,
      movedAt: v.at,
      movedBy: v.by,
    })
    .onConflictDoNothing()
    .returning();
  if (c) await db.insert(dealCardMoves).values({ cardId: c.id, fromStageId: null, toStageId: v.stageId, byId: v.by, at: v.at });
  return c ?? null;
}

/**
 * Moves the card and records the move from the stage it is in when the move is made: the row is locked
 * first, so two moves sent one right after the other (a drag, then the "Move to…" select) are recorded
 * one after the other, the second from where the first left it. Returns that stage.
 */
export async function moveCard(
  db: Db,
  cardId: string,
  toStageId: string,
  toPipelineId: string,
  by: string,
  at: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ stageId: dealCards.stageId, movedAt: dealCards.movedAt })
      .from(dealCards)
      .where(eq(dealCards.id, cardId))
      .for('update');
    if (!locked) return null;
    if (locked.stageId === toStageId) return locked.stageId;
    // Never stamped before the move it follows (two requests may read the clock in either order): the history sorts by time.
    const stamp = at > locked.movedAt ? at : new Date(locked.movedAt.getTime() + 1);
    await tx
      .update(dealCards)
      .set({ stageId: toStageId, pipelineId: toPipelineId, movedAt: stamp, movedBy: by })
      .where(eq(dealCards.id, cardId));
    await tx.insert(dealCardMoves).values({ cardId, fromStageId: locked.stageId, toStageId, byId: by, at: stamp });
    return locked.stageId;
  });
}

/**
 * True when a project reaches the investor (a submitted request, an unrevoked grant, a follow) and no
 * card of theirs holds it yet: only then does reading the board file cards (one read, no write, on
 * every other read).
 */
export async function hasUnfiledCandidates(db: Db, investorId: string): Promise<boolean> {
  const res = await db.execute(sql`select exists (
      select 1 from (
        select ${fundingRequests.projectId} as project_id from ${fundingRequests}
          where ${fundingRequests.investorId} = ${investorId} and ${fundingRequests.target} = 'investor' and ${fundingRequests.state} not in ('draft', 'withdrawn')
        union select ${projectGrants.projectId} from ${projectGrants} where ${projectGrants.granteeId} = ${investorId} and ${projectGrants.revokedAt} is null
        union select ${dealFollows.projectId} from ${dealFollows} where ${dealFollows.investorId} = ${investorId}
      ) c
      where not exists (
        select 1 from ${dealCards} dc join ${dealPipelines} dp on dp.id = dc.pipeline_id where dp.owner_id = ${investorId} and dc.project_id = c.project_id
      )
    ) as missing`);
  return (res as unknown as { rows: Array<{ missing: boolean }> }).rows[0]?.missing === true;
}

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

export {
  dealDdItems,
  dealNotes,
  dealQuestions,
  dealFindings,
  dealDecisions,
  dealStages,
  dealPipelines,
  dealCards,
  dealCardMoves,
  dealFollows,
  users,
};

/** Everything a person keeps in deal flow (privacy export). */
export async function dealFlowOf(db: Db, userId: string) {
  const pipelines = await pipelinesOf(db, userId);
  const ids = pipelines.map((p) => p.id);
  const stages = await stagesOf(db, ids);
  const cards = ids.length ? await db.select().from(dealCards).where(inArray(dealCards.pipelineId, ids)) : [];
  const cardIds = cards.map((c) => c.id);
  const of = <T>(q: () => Promise<T[]>) => (cardIds.length ? q() : Promise.resolve([] as T[]));
  return {
    pipelines: pipelines.map((p) => ({ ...p, stages: stages.filter((s) => s.pipelineId === p.id) })),
    cards,
    moves: await of(() => db.select().from(dealCardMoves).where(inArray(dealCardMoves.cardId, cardIds))),
    checklist: await of(() => db.select().from(dealDdItems).where(inArray(dealDdItems.cardId, cardIds))),
    notes: await db.select().from(dealNotes).where(eq(dealNotes.authorId, userId)),
    questionsAsked: await db.select().from(dealQuestions).where(eq(dealQuestions.askedBy, userId)),
    questionsAnswered: await db.select().from(dealQuestions).where(eq(dealQuestions.answeredBy, userId)),
    findings: await of(() => db.select().from(dealFindings).where(inArray(dealFindings.cardId, cardIds))),
    decisions: await of(() => db.select().from(dealDecisions).where(inArray(dealDecisions.cardId, cardIds))),
    follows: await db.select().from(dealFollows).where(eq(dealFollows.investorId, userId)),
  };
}

/**
 * Erasure: the person's pipelines go with everything on them (cards, moves, checklist, notes, questions
 * they asked, findings, decisions: all private to them); answers they gave to others' questions keep
 * the text with the author null, like comments (ADR 0014).
 */
export async function eraseDealFlow(db: Db, userId: string): Promise<number> {
  const gone = await db.delete(dealPipelines).where(eq(dealPipelines.ownerId, userId)).returning({ id: dealPipelines.id });
  await db.delete(dealNotes).where(eq(dealNotes.authorId, userId));
  await db.delete(dealFollows).where(eq(dealFollows.investorId, userId));
  await db.update(dealQuestions).set({ answeredBy: null }).where(eq(dealQuestions.answeredBy, userId));
  return gone.length;
}

export async function projectOwner(db: Db, projectId: string) {
  const [p] = await db.select({ ownerId: projects.ownerId, title: projects.title }).from(projects).where(eq(projects.id, projectId));
  return p ?? null;
}

export async function questionCounts(db: Db, cardIds: string[]): Promise<{ asked: number; answered: number }> {
  if (!cardIds.length) return { asked: 0, answered: 0 };
  const [r] = await db
    .select({
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${dealQuestions.status} = 'answered'))::int`,
    })
    .from(dealQuestions)
    .where(inArray(dealQuestions.cardId, cardIds));
  return { asked: r?.asked ?? 0, answered: r?.answered ?? 0 };
}

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
    .selectDistinctOn([complianceAnswers.framework, complianceAnswers.itemId], {
      id: complianceAnswers.id,
      framework: complianceAnswers.framework,
      itemId: complianceAnswers.itemId,
      titleEn: complianceFrameworkItems.titleEn,
      titleIt: complianceFrameworkItems.titleIt,
    })
    .from(complianceAnswers)
    .leftJoin(
      complianceFrameworkItems,
      and(
        eq(complianceFrameworkItems.framework, complianceAnswers.framework),
        eq(complianceFrameworkItems.version, complianceAnswers.frameworkVersion),
        eq(complianceFrameworkItems.itemId, complianceAnswers.itemId),
      ),
    )
    .where(eq(complianceAnswers.projectId, projectId))
    .orderBy(complianceAnswers.framework, complianceAnswers.itemId, desc(complianceAnswers.createdAt));
  return { docs, figures, versions, answers };
}

/** A compliance answer of this project (any version: a link made to an earlier answer still opens its item). */
export async function complianceAnswerOf(db: Db, projectId: string, id: string) {
  const [r] = await db
    .select({
      id: complianceAnswers.id,
      framework: complianceAnswers.framework,
      itemId: complianceAnswers.itemId,
      titleEn: complianceFrameworkItems.titleEn,
      titleIt: complianceFrameworkItems.titleIt,
    })
    .from(complianceAnswers)
    .leftJoin(
      complianceFrameworkItems,
      and(
        eq(complianceFrameworkItems.framework, complianceAnswers.framework),
        eq(complianceFrameworkItems.version, complianceAnswers.frameworkVersion),
        eq(complianceFrameworkItems.itemId, complianceAnswers.itemId),
      ),
    )
    .where(and(eq(complianceAnswers.projectId, projectId), eq(complianceAnswers.id, id)));
  return r ?? null;
}

export async function stageCardCount(db: Db, stageId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealCards)
    .where(eq(dealCards.stageId, stageId));
  return r?.n ?? 0;
}
