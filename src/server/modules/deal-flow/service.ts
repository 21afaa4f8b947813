import type { DealCard, DealCardDetail, DealPipeline, DealQuestion, DdLinkBody, DdLinkTarget } from '../../../contract/deal-flow.ts';
import { DEFAULT_STAGE_NAMES, DEFAULT_STAGES } from '../../../contract/deal-flow.ts';
import { cardView, showcaseCardFacts, type CardView } from '../../../domain/deal-flow/index.ts';
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
  const follows = await repo.followsOf(deps.db, user.id);
  const now = deps.now();
  const candidates: Array<{ projectId: string; source: 'request' | 'grant' | 'showcase'; requestId: string | null }> = [
    ...requests.map((r) => ({ projectId: r.projectId, source: 'request' as const, requestId: r.id })),
    ...grants.map((g) => ({ projectId: g.projectId, source: 'grant' as const, requestId: null })),
    ...follows.map((f) => ({ projectId: f.projectId, source: 'showcase' as const, requestId: null })),
  ];
  const published = await repo.publishedFacts(deps.db, follows.map((f) => f.projectId));
  for (const c of candidates) {
    if (existing.has(c.projectId)) continue;
    if (c.source === 'showcase' ? !published.has(c.projectId) && !(await canView(deps, user, c.projectId)) : !(await canView(deps, user, c.projectId))) continue;
    existing.add(c.projectId);
    await repo.insertCard(deps.db, { pipelineId: def.id, stageId: first.id, projectId: c.projectId, source: c.source, fundingRequestId: c.requestId, by: user.id, at: now });
  }
}

/** Each card's view for this investor (the rule: src/domain/deal-flow/visibility.ts). */
async function viewsOf(deps: DealFlowDeps, user: SessionUser, rows: repo.CardRow[]) {
  const followed = new Set((await repo.followsOf(deps.db, user.id)).map((f) => f.projectId));
  const published = await repo.publishedFacts(deps.db, [...new Set(rows.map((c) => c.projectId))]);
  const views = new Map<string, CardView>();
  for (const c of rows) {
    const canViewProject = await canView(deps, user, c.projectId);
    views.set(c.id, cardView({ canViewProject, followed: followed.has(c.projectId), published: published.has(c.projectId) }));
  }
  return { views, followed, published };
}

async function toCards(deps: DealFlowDeps, user: SessionUser, rows: repo.CardRow[]): Promise<DealCard[]> {
  const { views, followed, published } = await viewsOf(deps, user, rows);
  const visible = rows.filter((c) => views.get(c.id) !== 'hidden');
  const full = visible.filter((c) => views.get(c.id) === 'full');
  const ids = [...new Set(full.map((c) => c.projectId))];
  const facts = new Map((await repo.projectFacts(deps.db, ids)).map((p) => [p.id, p]));
  const scores = await repo.latestScores(deps.db, ids);
  const amounts = await repo.requestAmounts(deps.db, full.flatMap((c) => (c.fundingRequestId ? [c.fundingRequestId] : [])));
  const open = await repo.openQuestionCounts(deps.db, visible.map((c) => c.id));
  return visible.map((c) => {
    const pub = published.get(c.projectId);
    const common = {
      id: c.id, projectId: c.projectId, pipelineId: c.pipelineId, stageId: c.stageId, source: c.source, fundingRequestId: c.fundingRequestId, movedAt: c.movedAt.toISOString(),
      openQuestions: open.get(c.id) ?? 0, showcaseSlug: pub?.slug ?? null, followed: followed.has(c.projectId),
    };
    if (views.get(c.id) === 'showcase') {
      // Only what the owner published (the showcase's fields), and the score of the report behind it.
      const f = showcaseCardFacts(pub!);
      return { ...common, ...f, projectTitle: pub!.title, crTier: f.crScore === null ? null : tierOf(Math.round(f.crScore)), access: 'showcase' as const };
    }
    const p = facts.get(c.projectId)!;
    const score = scores.get(c.projectId) ?? null;
    return {
      ...common, projectTitle: p.title, crScore: score, crTier: score === null ? null : tierOf(Math.round(score)), industry: p.industry, region: p.region ?? p.country ?? null,
      ticket: c.fundingRequestId ? (amounts.get(c.fundingRequestId) ?? null) : null, access: 'full' as const,
    };
  });
}

export async function cards(deps: DealFlowDeps, user: SessionUser): Promise<DealCard[]> {
  await sync(deps, user, await pipelines(deps, user));
  return toCards(deps, user, await repo.cardsOf(deps.db, user.id));
}

/** The caller's card while it is visible to them (shared, or followed and published); otherwise 404 (its existence is not confirmed). */
export async function visibleCard(deps: DealFlowDeps, user: SessionUser, id: string): Promise<repo.CardRow & { view: Exclude<CardView, 'hidden'> }> {
  const c = await repo.ownedCard(deps.db, user.id, id);
  if (!c) throw new AppError('DEAL_CARD_NOT_FOUND');
  const view = (await viewsOf(deps, user, [c])).views.get(c.id)!;
  if (view === 'hidden') throw new AppError('DEAL_CARD_NOT_FOUND');
  return { ...c, view };
}

/** Routes that reach into the project itself (questions to its owners, links to its records) need the project shared. */
function needsAccess(c: { view: CardView }): void {
  if (c.view !== 'full') throw new AppError('DEAL_CARD_NEEDS_ACCESS');
}

export async function move(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string): Promise<{ card: DealCard; from: string }> {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  // Any stage of any of the caller's pipelines: a card may move to another pipeline (one card per project).
  const own = await repo.pipelinesOf(deps.db, user.id);
  const target = (await repo.stagesOf(deps.db, own.map((p) => p.id))).find((s) => s.id === stageId);
  if (!target) throw new AppError('DEAL_STAGE_NOT_FOUND');
  if (stageId !== c.stageId) await repo.moveCard(deps.db, c, stageId, user.id, deps.now(), target.pipelineId);
  const [card] = await toCards(deps, user, [(await repo.ownedCard(deps.db, user.id, id))!]);
  return { card: card!, from: c.stageId };
}

async function ensureChecklist(deps: DealFlowDeps, cardId: string) {
  const items = await repo.ddItemsOf(deps.db, cardId);
  if (items.length) return items;
  await deps.db.insert(repo.dealDdItems).values(DEFAULT_CHECKLIST.map((title, i) => ({ cardId, title, position: i })));
  return repo.ddItemsOf(deps.db, cardId);
}

type QuestionRow = typeof repo.dealQuestions.$inferSelect;
const today = (deps: DealFlowDeps) => deps.now().toISOString().slice(0, 10);

/**
 * Questions as the API returns them: overdue against the server's clock; attachments named from the
 * project's live documents (a document deleted since the answer drops out), or none when `attachments` is false.
 */
async function toQuestions(deps: DealFlowDeps, projectId: string, rows: QuestionRow[], attachments: boolean): Promise<DealQuestion[]> {
  const names = attachments ? await repo.liveDocumentNames(deps.db, projectId, [...new Set(rows.flatMap((q) => q.answerDocumentIds))]) : new Map<string, string>();
  const now = today(deps);
  return rows.map((q) => ({
    id: q.id, cardId: q.cardId, projectId: q.projectId, body: q.body, dueDate: q.dueDate, overdue: q.status === 'open' && q.dueDate !== null && q.dueDate < now,
    status: q.status, answerBody: q.answerBody, answeredAt: iso(q.answeredAt), createdAt: q.createdAt.toISOString(),
    attachments: q.answerDocumentIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
  }));
}

export async function detail(deps: DealFlowDeps, user: SessionUser, id: string): Promise<DealCardDetail> {
  const c = await visibleCard(deps, user, id);
  const [card] = await toCards(deps, user, [c]);
  const items = user.role === 'investor' ? await ensureChecklist(deps, c.id) : await repo.ddItemsOf(deps.db, c.id);
  const d = await repo.decisionOf(deps.db, c.id);
  return {
    card: card!,
    ddItems: await withLinks(deps, c, items),
    notes: (await repo.notesOf(deps.db, c.id, user.id)).map((n) => ({ id: n.id, body: n.body, createdAt: n.createdAt.toISOString() })),
    questions: await toQuestions(deps, c.projectId, await repo.questionsOfCard(deps.db, c.id), c.view === 'full'),
    findings: (await repo.findingsOf(deps.db, c.id)).map((f) => ({ id: f.id, risk: f.risk, severity: f.severity, likelihood: f.likelihood, mitigation: f.mitigation, owner: f.owner, createdAt: f.createdAt.toISOString() })),
    decision: d ? { decision: d.decision, amount: d.amount, conditions: d.conditions, reasons: d.reasons, decidedAt: d.decidedAt.toISOString() } : null,
    moves: (await repo.movesOf(deps.db, c.id)).map((m) => ({ fromStageId: m.fromStageId, toStageId: m.toStageId, at: m.at.toISOString() })),
  };
}

type ItemRow = typeof repo.dealDdItems.$inferSelect;
const linkColumns = (l: DdLinkBody | null) => ({
  documentId: l?.kind === 'document' ? l.id : null,
  figureId: l?.kind === 'figure' ? l.id : null,
  evaluationVersion: l?.kind === 'evaluation' ? Number(l.id) : null,
  complianceItemId: l?.kind === 'compliance' ? l.id : null,
});

/** The project's records an item may point at, as the investor may see them now (shared cards only; else none). */
export async function linkTargets(deps: DealFlowDeps, user: SessionUser, id: string): Promise<DdLinkTarget[]> {
  const c = await visibleCard(deps, user, id);
  needsAccess(c);
  return targetsOf(deps, c.projectId);
}

async function targetsOf(deps: DealFlowDeps, projectId: string): Promise<DdLinkTarget[]> {
  const { docs, figures, versions, answers } = await repo.linkTargetsOf(deps.db, projectId);
  const none = { labelIt: null, value: null, unit: null, at: null };
  return [
    ...docs.map((d) => ({ ...none, kind: 'document' as const, id: d.id, label: d.version > 1 ? `${d.filename} (v${d.version})` : d.filename, at: d.createdAt.toISOString(), href: `/documents/${d.id}` })),
    ...figures.map((f) => ({
      ...none, kind: 'figure' as const, id: f.id, label: f.period === null ? f.key : `${f.key} (${f.period})`, value: f.value, unit: f.currency,
      href: f.documentId ? `/documents/${f.documentId}` : `/projects/${projectId}?tab=documents`,
    })),
    ...versions.map((v) => ({ ...none, kind: 'evaluation' as const, id: String(v.version), label: String(v.version), value: v.score, at: v.createdAt.toISOString(), href: `/projects/${projectId}?tab=history&version=${v.version}` })),
    ...answers.map((a) => complianceTarget(projectId, a)),
  ];
}

const complianceTarget = (projectId: string, a: { id: string; framework: string; itemId: string; titleEn: string | null; titleIt: string | null }): DdLinkTarget => ({
  kind: 'compliance', id: a.id, label: `${a.framework.toUpperCase()} ${a.itemId} · ${a.titleEn ?? a.itemId}`, labelIt: `${a.framework.toUpperCase()} ${a.itemId} · ${a.titleIt ?? a.titleEn ?? a.itemId}`, value: null, unit: null, at: null,
  href: `/projects/${projectId}?tab=compliance&section=items&framework=${encodeURIComponent(a.framework)}`,
});

/** A link is accepted only to a record of the card's own project that the investor may see (else 404). */
async function checkLink(deps: DealFlowDeps, c: { projectId: string; view: CardView }, link: DdLinkBody): Promise<void> {
  needsAccess(c);
  const targets = await targetsOf(deps, c.projectId);
  if (!targets.some((t) => t.kind === link.kind && t.id === link.id)) throw new AppError('DEAL_LINK_NOT_FOUND');
}

/** Resolves each item's link at read time; a deleted record, or a card without access, shows no link. */
async function withLinks(deps: DealFlowDeps, c: { projectId: string; view: CardView }, items: ItemRow[]) {
  const linked = items.some((i) => i.documentId || i.figureId || i.evaluationVersion !== null || i.complianceItemId);
  const targets = linked && c.view === 'full' ? await targetsOf(deps, c.projectId) : [];
  const find = async (i: ItemRow): Promise<DdLinkTarget | null> => {
    if (c.view !== 'full') return null;
    const key: [DdLinkTarget['kind'], string] | null = i.documentId ? ['document', i.documentId] : i.figureId ? ['figure', i.figureId] : i.evaluationVersion !== null ? ['evaluation', String(i.evaluationVersion)] : i.complianceItemId ? ['compliance', i.complianceItemId] : null;
    if (!key) return null;
    const hit = targets.find((t) => t.kind === key[0] && t.id === key[1]);
    if (hit || key[0] !== 'compliance') return hit ?? null;
    // An earlier answer of the item (answered again since): still opens the item.
    const a = await repo.complianceAnswerOf(deps.db, c.projectId, key[1]);
    return a ? complianceTarget(c.projectId, a) : null;
  };
  const out = [];
  for (const i of items) {
    out.push({ id: i.id, title: i.title, done: i.done, documentId: i.documentId, figureId: i.figureId, evaluationVersion: i.evaluationVersion, complianceItemId: i.complianceItemId, link: await find(i) });
  }
  return out;
}

export async function addDdItem(deps: DealFlowDeps, user: SessionUser, id: string, b: { title: string; link?: DdLinkBody | undefined }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  if (b.link) await checkLink(deps, c, b.link);
  const items = await ensureChecklist(deps, c.id);
  const [row] = await deps.db
    .insert(repo.dealDdItems)
    .values({ cardId: c.id, title: b.title, position: items.length, ...linkColumns(b.link ?? null) })
    .returning();
  return (await withLinks(deps, c, [row!]))[0]!;
}

export async function setDdItem(deps: DealFlowDeps, user: SessionUser, id: string, itemId: string, b: { done?: boolean | undefined; link?: DdLinkBody | null | undefined }) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  if (b.link) await checkLink(deps, c, b.link);
  const now = deps.now();
  const [row] = await deps.db
    .update(repo.dealDdItems)
    .set({
      ...(b.done !== undefined ? { done: b.done, doneBy: b.done ? user.id : null, doneAt: b.done ? now : null } : {}),
      ...(b.link !== undefined ? linkColumns(b.link) : {}),
    })
    .where(and(eq(repo.dealDdItems.id, itemId), eq(repo.dealDdItems.cardId, c.id)))
    .returning();
  if (!row) throw new AppError('DEAL_ITEM_NOT_FOUND');
  return (await withLinks(deps, c, [row]))[0]!;
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
  needsAccess(c);
  if (b.dueDate && b.dueDate < today(deps)) throw new AppError('QUESTION_DUE_IN_PAST');
  const [q] = await deps.db.insert(repo.dealQuestions).values({ cardId: c.id, projectId: c.projectId, askedBy: user.id, body: b.body, dueDate: b.dueDate ?? null, createdAt: deps.now() }).returning();
  const owner = await repo.projectOwner(deps.db, c.projectId);
  if (owner?.ownerId) {
    await sendNotification(deps, {
      userId: owner.ownerId, type: 'info', message: { key: 'dealFlow.questionAsked', params: { project: owner.title } }, content: b.dueDate ? `${b.body.slice(0, 280)} · ⏳ ${b.dueDate}` : b.body.slice(0, 300), linkUrl: `/projects/${c.projectId}?tab=questions`,
    });
  }
  return (await toQuestions(deps, c.projectId, [q!], true))[0]!;
}

export async function projectQuestions(deps: DealFlowDeps, projectId: string) {
  const rows = await repo.questionsOfProject(deps.db, projectId);
  const qs = await toQuestions(deps, projectId, rows.map((r) => r.q), true);
  return qs.map((q, i) => ({ ...q, askedByName: rows[i]!.askedByName }));
}

/** The proponent's answer; the investor who asked is notified. */
export async function answer(deps: DealFlowDeps, user: SessionUser, projectId: string, qid: string, body: string, documentIds: string[] = []) {
  const [q] = await deps.db.select().from(repo.dealQuestions).where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.projectId, projectId)));
  if (!q) throw new AppError('QUESTION_NOT_FOUND');
  if (q.status === 'answered') throw new AppError('QUESTION_ANSWERED');
  const ids = [...new Set(documentIds)];
  if ((await repo.liveDocumentNames(deps.db, projectId, ids)).size !== ids.length) throw new AppError('QUESTION_ATTACHMENT_INVALID');
  const now = deps.now();
  const [row] = await deps.db
    .update(repo.dealQuestions)
    .set({ status: 'answered', answerBody: body, answerDocumentIds: ids, answeredBy: user.id, answeredAt: now })
    .where(and(eq(repo.dealQuestions.id, qid), eq(repo.dealQuestions.status, 'open')))
    .returning();
  if (!row) throw new AppError('QUESTION_ANSWERED');
  if (q.askedBy) {
    const project = (await repo.projectOwner(deps.db, projectId))?.title ?? '';
    await sendNotification(deps, { userId: q.askedBy, type: 'info', message: { key: 'dealFlow.questionAnswered', params: { project } }, content: body.slice(0, 300), linkUrl: `/deal-flow/cards/${q.cardId}` });
  }
  const [named] = await repo.questionsOfProject(deps.db, projectId).then((rs) => rs.filter((r) => r.q.id === qid));
  return { ...(await toQuestions(deps, projectId, [row], true))[0]!, askedByName: named?.askedByName ?? null };
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

/** Removes an empty stage; a stage holding cards (of any view) answers 409, the last stage too. */
export async function removeStage(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string) {
  await ownPipeline(deps, user, id);
  const stages = await repo.stagesOf(deps.db, [id]);
  if (!stages.some((s) => s.id === stageId)) throw new AppError('DEAL_STAGE_NOT_FOUND');
  if ((await repo.stageCardCount(deps.db, stageId)) > 0) throw new AppError('DEAL_STAGE_NOT_EMPTY');
  if (stages.length === 1) throw new AppError('DEAL_STAGE_LAST');
  await deps.db.delete(repo.dealStages).where(and(eq(repo.dealStages.id, stageId), eq(repo.dealStages.pipelineId, id)));
  const rest = stages.filter((s) => s.id !== stageId);
  for (const [i, s] of rest.entries()) if (s.position !== i) await deps.db.update(repo.dealStages).set({ position: i }).where(eq(repo.dealStages.id, s.id));
  return one(deps, user, id);
}

// Showcase follows (ADR 0029): a follow files a card (source `showcase`) and gives no grant.

/** The published projects the investor follows (an unpublished one is left out until it is published again). */
export async function follows(deps: DealFlowDeps, user: SessionUser) {
  const rows = await repo.followsOf(deps.db, user.id);
  const published = await repo.publishedFacts(deps.db, rows.map((f) => f.projectId));
  const cardOf = new Map((await repo.cardsOf(deps.db, user.id)).map((c) => [c.projectId, c.id]));
  return rows.flatMap((f) => {
    const p = published.get(f.projectId);
    return p ? [{ slug: p.slug, projectTitle: p.title, cardId: cardOf.get(f.projectId) ?? null, followedAt: f.createdAt.toISOString() }] : [];
  });
}

export async function follow(deps: DealFlowDeps, user: SessionUser, slug: string): Promise<DealCard> {
  investorOnly(user);
  const s = await repo.showcaseBySlug(deps.db, slug);
  if (!s) throw new AppError('SHOWCASE_NOT_FOUND');
  await repo.insertFollow(deps.db, user.id, s.projectId, deps.now());
  // Files the card (or finds the one a request or share filed already).
  const list = await cards(deps, user);
  const card = list.find((c) => c.projectId === s.projectId);
  if (!card) throw new AppError('SHOWCASE_NOT_FOUND');
  return card;
}

export async function unfollow(deps: DealFlowDeps, user: SessionUser, slug: string): Promise<{ projectId: string }> {
  investorOnly(user);
  const s = await repo.showcaseBySlug(deps.db, slug);
  if (!s || !(await repo.deleteFollow(deps.db, user.id, s.projectId))) throw new AppError('SHOWCASE_NOT_FOUND');
  return { projectId: s.projectId };
}

/**
 * "Request access" on a showcase card: the project's workspace owners (who may share it) get an in-app
 * notification with a link to its Access panel; they share through the usual grant flow, or not.
 * Once a day per follow (409 after), so a follower cannot flood the owners.
 */
export async function requestAccess(deps: DealFlowDeps, user: SessionUser, id: string) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  if (c.view === 'full') throw new AppError('DEAL_CARD_HAS_ACCESS');
  const now = deps.now();
  if (!(await repo.markAccessRequested(deps.db, user.id, c.projectId, now, new Date(now.getTime() - 24 * 3600 * 1000)))) throw new AppError('DEAL_ACCESS_ALREADY_REQUESTED');
  const [card] = await toCards(deps, user, [c]);
  const [who] = await deps.db.select({ name: repo.users.username, email: repo.users.email }).from(repo.users).where(eq(repo.users.id, user.id));
  const sharers = await repo.projectSharers(deps.db, c.projectId);
  for (const userId of sharers) {
    await sendNotification(deps, {
      userId, type: 'info', message: { key: 'dealFlow.accessRequested', params: { project: card!.projectTitle, who: who?.name || (who?.email ?? ''), email: who?.email ?? '' } },
      linkUrl: `/projects/${c.projectId}#access`,
    });
  }
  return { requestedAt: now.toISOString(), notified: sharers.length, projectId: c.projectId };
}
