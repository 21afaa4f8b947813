import type { DealCard, DealCardDetail, DealPipeline, DealQuestion } from '../../../contract/deal-flow.ts';
import { DEFAULT_STAGE_NAMES, DEFAULT_STAGES } from '../../../contract/deal-flow.ts';
import { tierOf } from '../../../domain/scoring/index.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import * as repo from './repository.ts';
import { and, eq } from 'drizzle-orm';

export interface DealFlowDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

/** The default due-diligence checklist a card starts with (ADR 0026). */
export const DEFAULT_CHECKLIST = [
  'Business plan read', 'Financial model and latest CR evaluation reviewed', 'Compliance status reviewed', 'Key documents checked', 'Management and team met', 'Market and competition assessed',
];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Mutations are the investor's own; an admin may read the (their own, empty) deal flow only. */
function investorOnly(user: SessionUser): void {
  if (user.role !== 'investor') throw new AppError('DEAL_FLOW_INVESTORS_ONLY');
}

async function canView(deps: DealFlowDeps, user: SessionUser, projectId: string): Promise<boolean> {
  try {
    await resolveProject(deps.db, user, projectId, deps.now());
    return true;
  } catch (e) {
    if (e instanceof AppError) return false;
    throw e;
  }
}

/** The caller's pipelines, the default one created on first use (investors only; others read nothing). */
export async function pipelines(deps: DealFlowDeps, user: SessionUser): Promise<DealPipeline[]> {
  let rows = await repo.pipelinesOf(deps.db, user.id);
  if (rows.length === 0 && user.role === 'investor') {
    await repo.insertPipeline(deps.db, {
      ownerId: user.id, name: 'Deal flow', position: 0, isDefault: true, stages: DEFAULT_STAGES.map((k) => ({ kind: k, name: DEFAULT_STAGE_NAMES[k] })),
    });
    rows = await repo.pipelinesOf(deps.db, user.id);
  }
  const stages = await repo.stagesOf(deps.db, rows.map((p) => p.id));
  return rows.map((p) => ({ id: p.id, name: p.name, stages: stages.filter((s) => s.pipelineId === p.id).map((s) => ({ id: s.id, name: s.name, kind: s.kind })) }));
}

/**
 * Files a card, in the default pipeline's first stage, for every project that reaches the investor
 * through a submitted request or a live grant and has no card yet (ADR 0026). Nothing is removed: a
 * card whose project is no longer visible is only hidden.
 */
async function sync(deps: DealFlowDeps, user: SessionUser, list: DealPipeline[]): Promise<void> {
  if (user.role !== 'investor') return;
  const def = list[0];
  const first = def?.stages[0];
  if (!def || !first) return;
  const existing = new Set((await repo.cardsOf(deps.db, user.id)).map((c) => c.projectId));
  const { requests, grants } = await repo.incoming(deps.db, user.id);
  const now = deps.now();
  const candidates: Array<{ projectId: string; source: 'request' | 'grant'; requestId: string | null }> = [
    ...requests.map((r) => ({ projectId: r.projectId, source: 'request' as const, requestId: r.id })),
    ...grants.map((g) => ({ projectId: g.projectId, source: 'grant' as const, requestId: null })),
  ];
  for (const c of candidates) {
    if (existing.has(c.projectId)) continue;
    if (!(await canView(deps, user, c.projectId))) continue;
    existing.add(c.projectId);
    await repo.insertCard(deps.db, { pipelineId: def.id, stageId: first.id, projectId: c.projectId, source: c.source, fundingRequestId: c.requestId, by: user.id, at: now });
  }
}

async function toCards(deps: DealFlowDeps, user: SessionUser, rows: repo.CardRow[]): Promise<DealCard[]> {
  const visible: repo.CardRow[] = [];
  for (const c of rows) if (await canView(deps, user, c.projectId)) visible.push(c);
  const ids = [...new Set(visible.map((c) => c.projectId))];
  const facts = new Map((await repo.projectFacts(deps.db, ids)).map((p) => [p.id, p]));
  const scores = await repo.latestScores(deps.db, ids);
  const amounts = await repo.requestAmounts(deps.db, visible.flatMap((c) => (c.fundingRequestId ? [c.fundingRequestId] : [])));
  const open = await repo.openQuestionCounts(deps.db, visible.map((c) => c.id));
  return visible.map((c) => {
    const p = facts.get(c.projectId)!;
    const score = scores.get(c.projectId) ?? null;
    return {
      id: c.id, projectId: c.projectId, pipelineId: c.pipelineId, stageId: c.stageId, projectTitle: p.title, source: c.source,
      crScore: score, crTier: score === null ? null : tierOf(Math.round(score)), industry: p.industry, region: p.region ?? p.country ?? null,
      ticket: c.fundingRequestId ? (amounts.get(c.fundingRequestId) ?? null) : null, fundingRequestId: c.fundingRequestId, movedAt: c.movedAt.toISOString(),
      openQuestions: open.get(c.id) ?? 0,
    };
  });
}

export async function cards(deps: DealFlowDeps, user: SessionUser): Promise<DealCard[]> {
  await sync(deps, user, await pipelines(deps, user));
  return toCards(deps, user, await repo.cardsOf(deps.db, user.id));
}

/** The caller's card while its project is still visible to them; otherwise 404 (its existence is not confirmed). */
export async function visibleCard(deps: DealFlowDeps, user: SessionUser, id: string): Promise<repo.CardRow> {
  const c = await repo.ownedCard(deps.db, user.id, id);
  if (!c || !(await canView(deps, user, c.projectId))) throw new AppError('DEAL_CARD_NOT_FOUND');
  return c;
}

export async function move(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string): Promise<{ card: DealCard; from: string }> {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [c.pipelineId]);
  if (!stages.some((s) => s.id === stageId)) throw new AppError('DEAL_STAGE_NOT_FOUND');
  if (stageId !== c.stageId) await repo.moveCard(deps.db, c, stageId, user.id, deps.now());
  const [card] = await toCards(deps, user, [(await repo.ownedCard(deps.db, user.id, id))!]);
  return { card: card!, from: c.stageId };
}

async function ensureChecklist(deps: DealFlowDeps, cardId: string) {
  const items = await repo.ddItemsOf(deps.db, cardId);
  if (items.length) return items;
  await deps.db.insert(repo.dealDdItems).values(DEFAULT_CHECKLIST.map((title, i) => ({ cardId, title, position: i })));
  return repo.ddItemsOf(deps.db, cardId);
}

const toQuestion = (q: typeof repo.dealQuestions.$inferSelect): DealQuestion => ({
  id: q.id, cardId: q.cardId, projectId: q.projectId, body: q.body, dueDate: q.dueDate, status: q.status, answerBody: q.answerBody, answeredAt: iso(q.answeredAt), createdAt: q.createdAt.toISOString(),
});

export async function detail(deps: DealFlowDeps, user: SessionUser, id: string): Promise<DealCardDetail> {
  const c = await visibleCard(deps, user, id);
  const [card] = await toCards(deps, user, [c]);
  const items = user.role === 'investor' ? await ensureChecklist(deps, c.id) : await repo.ddItemsOf(deps.db, c.id);
  const d = await repo.decisionOf(deps.db, c.id);
  return {
    card: card!,
    ddItems: items.map((i) => ({ id: i.id, title: i.title, done: i.done, documentId: i.documentId, figureId: i.figureId, evaluationVersion: i.evaluationVersion, complianceItemId: i.complianceItemId })),
    notes: (await repo.notesOf(deps.db, c.id, user.id)).map((n) => ({ id: n.id, body: n.body, createdAt: n.createdAt.toISOString() })),
    questions: (await repo.questionsOfCard(deps.db, c.id)).map(toQuestion),
    findings: (await repo.findingsOf(deps.db, c.id)).map((f) => ({ id: f.id, risk: f.risk, severity: f.severity, likelihood: f.likelihood, mitigation: f.mitigation, owner: f.owner, createdAt: f.createdAt.toISOString() })),
    decision: d ? { decision: d.decision, amount: d.amount, conditions: d.conditions, reasons: d.reasons, decidedAt: d.decidedAt.toISOString() } : null,
    moves: (await repo.movesOf(deps.db, c.id)).map((m) => ({ fromStageId: m.fromStageId, toStageId: m.toStageId, at: m.at.toISOString() })),
  };
}

export async function addDdItem(deps: DealFlowDeps, user: SessionUser, id: string, b: { title: string; documentId?: string | undefined; figureId?: string | undefined; evaluationVersion?: number | undefined; complianceItemId?: string | undefined }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const items = await ensureChecklist(deps, c.id);
  const [row] = await deps.db
    .insert(repo.dealDdItems)
    .values({ cardId: c.id, title: b.title, position: items.length, documentId: b.documentId ?? null, figureId: b.figureId ?? null, evaluationVersion: b.evaluationVersion ?? null, complianceItemId: b.complianceItemId ?? null })
    .returning();
  return row!;
}

export async function setDdItem(deps: DealFlowDeps, user: SessionUser, id: string, itemId: string, done: boolean) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const now = deps.now();
  const [row] = await deps.db
    .update(repo.dealDdItems)
    .set({ done, doneBy: done ? user.id : null, doneAt: done ? now : null })
    .where(and(eq(repo.dealDdItems.id, itemId), eq(repo.dealDdItems.cardId, c.id)))
    .returning();
  if (!row) throw new AppError('DEAL_ITEM_NOT_FOUND');
  return row;
}

export async function addNote(deps: DealFlowDeps, user: SessionUser, id: string, body: string) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const [n] = await deps.db.insert(repo.dealNotes).values({ cardId: c.id, authorId: user.id, body, createdAt: deps.now() }).returning();
  return { id: n!.id, body: n!.body, createdAt: n!.createdAt.toISOString() };
}

export async function addFinding(deps: DealFlowDeps, user: SessionUser, id: string, b: { risk: string; severity: 'low' | 'medium' | 'high'; likelihood: 'low' | 'medium' | 'high'; mitigation: string; owner: string }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const [f] = await deps.db.insert(repo.dealFindings).values({ cardId: c.id, ...b, createdBy: user.id, createdAt: deps.now() }).returning();
  return { id: f!.id, risk: f!.risk, severity: f!.severity, likelihood: f!.likelihood, mitigation: f!.mitigation, owner: f!.owner, createdAt: f!.createdAt.toISOString() };
}

export async function decide(deps: DealFlowDeps, user: SessionUser, id: string, b: { decision: 'invest' | 'pass'; amount?: number | undefined; conditions: string; reasons: string }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const now = deps.now();
  const values = { decision: b.decision, amount: b.amount ?? null, conditions: b.conditions, reasons: b.reasons, decidedBy: user.id, decidedAt: now };
  await deps.db.insert(repo.dealDecisions).values({ cardId: c.id, ...values }).onConflictDoUpdate({ target: repo.dealDecisions.cardId, set: values });
  return { decision: b.decision, amount: b.amount ?? null, conditions: b.conditions, reasons: b.reasons, decidedAt: now.toISOString() };
}

/** Asks the project's owner a question; the owner is notified. */
export async function ask(deps: DealFlowDeps, user: SessionUser, id: string, b: { body: string; dueDate?: string | undefined }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const [q] = await deps.db.insert(repo.dealQuestions).values({ cardId: c.id, projectId: c.projectId, askedBy: user.id, body: b.body, dueDate: b.dueDate ?? null, createdAt: deps.now() }).returning();
  const owner = await repo.projectOwner(deps.db, c.projectId);
  if (owner?.ownerId) {
    await sendNotification(deps, {
      userId: owner.ownerId, type: 'info', message: { key: 'dealFlow.questionAsked', params: { project: owner.title } }, content: b.body.slice(0, 300), linkUrl: `/projects/${c.projectId}?tab=questions`,
    });
  }
  return toQuestion(q!);
}

export async function projectQuestions(deps: DealFlowDeps, projectId: string) {
  const rows = await repo.questionsOfProject(deps.db, projectId);
  return rows.map((r) => ({ ...toQuestion(r.q), askedByName: r.askedByName }));
}

/** The proponent's answer; the investor who asked is notified. */
export async function answer(deps: DealFlowDeps, user: SessionUser, projectId: string, qid: string, body: string) {
  const [q] = await deps.db.select().from(repo.dealQuestions).where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.projectId, projectId)));
  if (!q) throw new AppError('QUESTION_NOT_FOUND');
  if (q.status === 'answered') throw new AppError('QUESTION_ANSWERED');
  const now = deps.now();
  const [row] = await deps.db
    .update(repo.dealQuestions)
    .set({ status: 'answered', answerBody: body, answeredBy: user.id, answeredAt: now })
    .where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.status, 'open')))
    .returning();
  if (!row) throw new AppError('QUESTION_ANSWERED');
  if (q.askedBy) {
    const project = (await repo.projectOwner(deps.db, projectId))?.title ?? '';
    await sendNotification(deps, { userId: q.askedBy, type: 'info', message: { key: 'dealFlow.questionAnswered', params: { project } }, content: body.slice(0, 300), linkUrl: `/deal-flow/cards/${q.cardId}` });
  }
  const [named] = await repo.questionsOfProject(deps.db, projectId).then((rs) => rs.filter((r) => r.q.id === qid));
  return { ...toQuestion(row), askedByName: named?.askedByName ?? null };
}

// Pipelines and stages.
export async function createPipeline(deps: DealFlowDeps, user: SessionUser, name: string) {
  investorOnly(user);
  const existing = await pipelines(deps, user);
  await repo.insertPipeline(deps.db, { ownerId: user.id, name, position: existing.length, isDefault: false, stages: DEFAULT_STAGES.map((k) => ({ kind: k, name: DEFAULT_STAGE_NAMES[k] })) });
  const all = await pipelines(deps, user);
  return all[all.length - 1]!;
}

async function ownPipeline(deps: DealFlowDeps, user: SessionUser, id: string) {
  investorOnly(user);
  const p = await repo.ownedPipeline(deps.db, user.id, id);
  if (!p) throw new AppError('DEAL_PIPELINE_NOT_FOUND');
  return p;
}
const one = async (deps: DealFlowDeps, user: SessionUser, id: string) => (await pipelines(deps, user)).find((p) => p.id === id)!;

export async function renamePipeline(deps: DealFlowDeps, user: SessionUser, id: string, name: string) {
  await ownPipeline(deps, user, id);
  await deps.db.update(repo.dealPipelines).set({ name }).where(eq(repo.dealPipelines.id, id));
  return one(deps, user, id);
}

export async function addStage(deps: DealFlowDeps, user: SessionUser, id: string, name: string) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  await deps.db.insert(repo.dealStages).values({ pipelineId: id, name, kind: null, position: stages.length });
  return one(deps, user, id);
}

export async function renameStage(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string, name: string) {
  await ownPipeline(deps, user, id);
  const rows = await deps.db.update(repo.dealStages).set({ name }).where(and(eq(repo.dealStages.id, stageId), eq(repo.dealStages.pipelineId, id))).returning();
  if (!rows.length) throw new AppError('DEAL_STAGE_NOT_FOUND');
  return one(deps, user, id);
}

export async function reorderStages(deps: DealFlowDeps, user: SessionUser, id: string, stageIds: string[]) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  const known = new Set(stages.map((s) => s.id));
  if (stageIds.length !== stages.length || new Set(stageIds).size !== stageIds.length || !stageIds.every((s) => known.has(s))) throw new AppError('DEAL_STAGE_NOT_FOUND');
  for (const [i, s] of stageIds.entries()) await deps.db.update(repo.dealStages).set({ position: i }).where(eq(repo.dealStages.id, s));
  return one(deps, user, id);
}

/** Counts for the dashboard, from the same visible cards the board shows. */
export async function summary(deps: DealFlowDeps, user: SessionUser) {
  const list = await pipelines(deps, user);
  const visible = await cards(deps, user);
  const first = list[0];
  const qs = await repo.questionCounts(deps.db, visible.map((c) => c.id));
  return {
    stages: (first?.stages ?? []).map((s) => ({ ...s, count: visible.filter((c) => c.stageId === s.id).length })),
    questionsAsked: qs.asked,
    questionsAnswered: qs.answered,
  };
}
