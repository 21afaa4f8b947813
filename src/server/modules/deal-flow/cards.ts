import type { DealCard, DealPipeline } from '../../../contract/deal-flow.ts';
import { cardView, showcaseCardFacts, type CardView } from '../../../domain/deal-flow/index.ts';
import { tierOf } from '../../../domain/scoring/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { visibleProjectIds, visibleProjects } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { investorOnly, type DealFlowDeps } from './deps.ts';
import { pipelines } from './pipelines.ts';
import * as followRepo from './follows-repository.ts';
import * as repo from './repository.ts';
import { realizationFactsOf } from '../realization/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';

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
  const follows = await followRepo.followsOf(deps.db, user.id);
  const now = deps.now();
  const candidates: Array<{ projectId: string; source: 'request' | 'grant' | 'showcase'; requestId: string | null }> = [
    ...requests.map((r) => ({ projectId: r.projectId, source: 'request' as const, requestId: r.id })),
    ...grants.map((g) => ({ projectId: g.projectId, source: 'grant' as const, requestId: null })),
    ...follows.map((f) => ({ projectId: f.projectId, source: 'showcase' as const, requestId: null })),
  ];
  const fresh = candidates.filter((c) => !existing.has(c.projectId));
  const published = await followRepo.publishedFacts(
    deps.db,
    follows.map((f) => f.projectId),
  );
  const seen = await visibleProjectIds(
    deps.db,
    user,
    fresh.map((c) => c.projectId),
    now,
  );
  for (const c of fresh) {
    if (existing.has(c.projectId)) continue;
    if (!seen.has(c.projectId) && !(c.source === 'showcase' && published.has(c.projectId))) continue;
    existing.add(c.projectId);
    await repo.insertCard(deps.db, {
      pipelineId: def.id,
      stageId: first.id,
      projectId: c.projectId,
      source: c.source,
      fundingRequestId: c.requestId,
      by: user.id,
      at: now,
    });
  }
}

/** Each card's view for this investor (the rule: src/domain/deal-flow/visibility.ts), with the rows of the projects they may see. */
async function viewsOf(deps: DealFlowDeps, user: SessionUser, rows: repo.CardRow[]) {
  const [follows, published, seen] = await Promise.all([
    followRepo.followsOf(deps.db, user.id),
    followRepo.publishedFacts(deps.db, [...new Set(rows.map((c) => c.projectId))]),
    visibleProjects(
      deps.db,
      user,
      rows.map((c) => c.projectId),
      deps.now(),
    ),
  ]);
  const followed = new Set(follows.map((f) => f.projectId));
  const views = new Map(
    rows.map((c) => [
      c.id,
      cardView({ canViewProject: seen.has(c.projectId), followed: followed.has(c.projectId), published: published.has(c.projectId) }),
    ]),
  );
  return { views, followed, published, seen };
}

const realizationOf = (r: NonNullable<DealCard['realization']> | undefined) =>
  r ? { status: r.status, reason: r.reason, detail: r.detail } : null;

export async function toCards(deps: DealFlowDeps, user: SessionUser, rows: repo.CardRow[]): Promise<DealCard[]> {
  const [{ views, followed, published, seen }, extras] = await Promise.all([
    viewsOf(deps, user, rows),
    repo.cardExtras(
      deps.db,
      rows.map((c) => c.id),
    ),
  ]);
  const visible = rows.filter((c) => views.get(c.id) !== 'hidden');
  // Realization (issue 23): only for the projects shared with the caller (full cards).
  const realization = await realizationFactsOf(
    deps.db,
    [...new Set(visible.filter((c) => views.get(c.id) !== 'showcase').map((c) => c.projectId))],
    deps.now(),
  );
  return visible.map((c) => {
    const pub = published.get(c.projectId);
    const extra = extras.get(c.id);
    const common = {
      id: c.id,
      projectId: c.projectId,
      pipelineId: c.pipelineId,
      stageId: c.stageId,
      source: c.source,
      fundingRequestId: c.fundingRequestId,
      movedAt: c.movedAt.toISOString(),
      openQuestions: extra?.openQuestions ?? 0,
      showcaseSlug: pub?.slug ?? null,
      followed: followed.has(c.projectId),
    };
    if (views.get(c.id) === 'showcase') {
      // Only what the owner published (the showcase's fields), and the score of the report behind it.
      const f = showcaseCardFacts(pub!);
      return {
        ...common,
        ...f,
        projectTitle: pub!.title,
        crTier: f.crScore === null ? null : tierOf(Math.round(f.crScore)),
        access: 'showcase' as const,
      };
    }
    const p = seen.get(c.projectId)!;
    const score = extra?.score ?? null;
    return {
      ...common,
      projectTitle: p.title,
      crScore: score,
      crTier: score === null ? null : tierOf(Math.round(score)),
      industry: p.industry,
      region: p.region ?? p.country ?? null,
      ticket: c.fundingRequestId ? (extra?.amount ?? null) : null,
      access: 'full' as const,
      realization: realizationOf(realization.get(c.projectId)),
    };
  });
}

/**
 * The board: a pure read. Cards are filed (ADR 0026) only when a project reaches the investor and no
 * card of theirs holds it yet, which one query tells; every other read writes nothing.
 */
export async function cards(deps: DealFlowDeps, user: SessionUser): Promise<DealCard[]> {
  if (user.role === 'investor' && (await repo.hasUnfiledCandidates(deps.db, user.id))) await sync(deps, user, await pipelines(deps, user));
  return toCards(deps, user, await repo.cardsOf(deps.db, user.id));
}

/** The caller's card while it is visible to them (shared, or followed and published); otherwise 404 (its existence is not confirmed). */
export async function visibleCard(
  deps: DealFlowDeps,
  user: SessionUser,
  id: string,
): Promise<repo.CardRow & { view: Exclude<CardView, 'hidden'> }> {
  const c = await repo.ownedCard(deps.db, user.id, id);
  if (!c) throw new AppError('DEAL_CARD_NOT_FOUND');
  const view = (await viewsOf(deps, user, [c])).views.get(c.id)!;
  if (view === 'hidden') throw new AppError('DEAL_CARD_NOT_FOUND');
  return { ...c, view };
}

/** Routes that reach into the project itself (questions to its owners, links to its records) need the project shared. */
export function needsAccess(c: { view: CardView }): void {
  if (c.view !== 'full') throw new AppError('DEAL_CARD_NEEDS_ACCESS');
}

export async function move(deps: DealFlowDeps, user: SessionUser, id: string, stageId: string): Promise<{ card: DealCard; from: string }> {
  investorOnly(user);
  const c = await visibleCard(deps, user, id);
  // Any stage of any of the caller's pipelines: a card may move to another pipeline (one card per project).
  const own = await repo.pipelinesOf(deps.db, user.id);
  const target = (
    await repo.stagesOf(
      deps.db,
      own.map((p) => p.id),
    )
  ).find((s) => s.id === stageId);
  if (!target) throw new AppError('DEAL_STAGE_NOT_FOUND');
  const from = (await repo.moveCard(deps.db, c.id, stageId, target.pipelineId, user.id, deps.now())) ?? c.stageId;
  const [card] = await toCards(deps, user, [(await repo.ownedCard(deps.db, user.id, id))!]);
  // The board is the investor's own: only their endpoints hear of it.
  await emitWebhookEvent(
    deps,
    'deal_card.moved',
    c.projectId,
    { cardId: c.id, fromStageId: from, toStageId: stageId, pipelineId: target.pipelineId },
    [user.id],
  );
  return { card: card!, from };
}

/** Counts for the dashboard, from the same visible cards the board shows. */
export async function summary(deps: DealFlowDeps, user: SessionUser) {
  const list = await pipelines(deps, user);
  const visible = await cards(deps, user);
  const first = list[0];
  const qs = await repo.questionCounts(
    deps.db,
    visible.map((c) => c.id),
  );
  return {
    stages: (first?.stages ?? []).map((s) => ({ ...s, count: visible.filter((c) => c.stageId === s.id).length })),
    questionsAsked: qs.asked,
    questionsAnswered: qs.answered,
  };
}
