import type { DealCardDetail, DdLinkBody, DdLinkTarget } from '../../../contract/deal-flow.ts';
import { DEFAULT_CHECKLIST, type CardView } from '../../../domain/deal-flow/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { needsAccess, toCards, visibleCard } from './cards.ts';
import { investorOnly, type DealFlowDeps } from './deps.ts';
import { toQuestions } from './questions.ts';
import * as repo from './repository.ts';
import { and, eq } from 'drizzle-orm';

async function ensureChecklist(deps: DealFlowDeps, cardId: string) {
  const items = await repo.ddItemsOf(deps.db, cardId);
  if (items.length) return items;
  await deps.db.insert(repo.dealDdItems).values(Object.values(DEFAULT_CHECKLIST).map((title, i) => ({ cardId, title, position: i })));
  return repo.ddItemsOf(deps.db, cardId);
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
    findings: (await repo.findingsOf(deps.db, c.id)).map((f) => ({
      id: f.id,
      risk: f.risk,
      severity: f.severity,
      likelihood: f.likelihood,
      mitigation: f.mitigation,
      owner: f.owner,
      createdAt: f.createdAt.toISOString(),
    })),
    decision: d
      ? { decision: d.decision, amount: d.amount, conditions: d.conditions, reasons: d.reasons, decidedAt: d.decidedAt.toISOString() }
      : null,
    moves: (await repo.movesOf(deps.db, c.id)).map((m) => ({
      fromStageId: m.fromStageId,
      toStageId: m.toStageId,
      at: m.at.toISOString(),
      by: m.by,
    })),
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
    ...docs.map((d) => ({
      ...none,
      kind: 'document' as const,
      id: d.id,
      label: d.version > 1 ? `${d.filename} (v${d.version})` : d.filename,
      at: d.createdAt.toISOString(),
      href: `/documents/${d.id}`,
    })),
    ...figures.map((f) => ({
      ...none,
      kind: 'figure' as const,
      id: f.id,
      label: f.period === null ? f.key : `${f.key} (${f.period})`,
      value: f.value,
      unit: f.currency,
      href: f.documentId ? `/documents/${f.documentId}` : `/projects/${projectId}?tab=documents`,
    })),
    ...versions.map((v) => ({
      ...none,
      kind: 'evaluation' as const,
      id: String(v.version),
      label: String(v.version),
      value: v.score,
      at: v.createdAt.toISOString(),
      href: `/projects/${projectId}?tab=history&version=${v.version}`,
    })),
    ...answers.map((a) => complianceTarget(projectId, a)),
  ];
}

const complianceTarget = (
  projectId: string,
  a: { id: string; framework: string; itemId: string; titleEn: string | null; titleIt: string | null },
): DdLinkTarget => ({
  kind: 'compliance',
  id: a.id,
  label: `${a.framework.toUpperCase()} ${a.itemId} · ${a.titleEn ?? a.itemId}`,
  labelIt: `${a.framework.toUpperCase()} ${a.itemId} · ${a.titleIt ?? a.titleEn ?? a.itemId}`,
  value: null,
  unit: null,
  at: null,
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
    const key: [DdLinkTarget['kind'], string] | null = i.documentId
      ? ['document', i.documentId]
      : i.figureId
        ? ['figure', i.figureId]
        : i.evaluationVersion !== null
          ? ['evaluation', String(i.evaluationVersion)]
          : i.complianceItemId
            ? ['compliance', i.complianceItemId]
            : null;
    if (!key) return null;
    const hit = targets.find((t) => t.kind === key[0] && t.id === key[1]);
    if (hit || key[0] !== 'compliance') return hit ?? null;
    // An earlier answer of the item (answered again since): still opens the item.
    const a = await repo.complianceAnswerOf(deps.db, c.projectId, key[1]);
    return a ? complianceTarget(c.projectId, a) : null;
  };
  const out = [];
  for (const i of items) {
    out.push({
      id: i.id,
      title: i.title,
      done: i.done,
      documentId: i.documentId,
      figureId: i.figureId,
      evaluationVersion: i.evaluationVersion,
      complianceItemId: i.complianceItemId,
      link: await find(i),
    });
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

export async function setDdItem(
  deps: DealFlowDeps,
  user: SessionUser,
  id: string,
  itemId: string,
  b: { done?: boolean | undefined; link?: DdLinkBody | null | undefined },
) {
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

export async function addFinding(
  deps: DealFlowDeps,
  user: SessionUser,
  id: string,
  b: { risk: string; severity: 'low' | 'medium' | 'high'; likelihood: 'low' | 'medium' | 'high'; mitigation: string; owner: string },
) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const [f] = await deps.db
    .insert(repo.dealFindings)
    .values({ cardId: c.id, ...b, createdBy: user.id, createdAt: deps.now() })
    .returning();
  return {
    id: f!.id,
    risk: f!.risk,
    severity: f!.severity,
    likelihood: f!.likelihood,
    mitigation: f!.mitigation,
    owner: f!.owner,
    createdAt: f!.createdAt.toISOString(),
  };
}

export async function decide(
  deps: DealFlowDeps,
  user: SessionUser,
  id: string,
  b: { decision: 'invest' | 'pass'; amount?: number | undefined; conditions: string; reasons: string },
) {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  const now = deps.now();
  const values = {
    decision: b.decision,
    amount: b.amount ?? null,
    conditions: b.conditions,
    reasons: b.reasons,
    decidedBy: user.id,
    decidedAt: now,
  };
  await deps.db
    .insert(repo.dealDecisions)
    .values({ cardId: c.id, ...values })
    .onConflictDoUpdate({ target: repo.dealDecisions.cardId, set: values });
  return { decision: b.decision, amount: b.amount ?? null, conditions: b.conditions, reasons: b.reasons, decidedAt: now.toISOString() };
}
