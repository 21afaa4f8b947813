import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
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
  fundingRequests,
  projectGrants,
  projects,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export {
  cardExtras,
  projectFacts,
  latestScores,
  requestAmounts,
  openQuestionCounts,
  movesOf,
  ddItemsOf,
  notesOf,
  questionsOfCard,
  findingsOf,
  decisionOf,
  questionsOfProject,
  liveDocumentNames,
  linkTargetsOf,
  complianceAnswerOf,
} from './reads-repository.ts';

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

export async function stageCardCount(db: Db, stageId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dealCards)
    .where(eq(dealCards.stageId, stageId));
  return r?.n ?? 0;
}
