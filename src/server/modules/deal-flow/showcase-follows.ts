import type { DealCard } from '../../../contract/deal-flow.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { cards, toCards, visibleCard } from './cards.ts';
import { investorOnly, type DealFlowDeps } from './deps.ts';
import * as followRepo from './follows-repository.ts';
import * as repo from './repository.ts';
import { eq } from 'drizzle-orm';

// Showcase follows (ADR 0029): a follow files a card (source `showcase`) and gives no grant.

/** The published projects the investor follows (an unpublished one is left out until it is published again). */
export async function follows(deps: DealFlowDeps, user: SessionUser) {
  const rows = await followRepo.followsOf(deps.db, user.id);
  const published = await followRepo.publishedFacts(
    deps.db,
    rows.map((f) => f.projectId),
  );
  const cardOf = new Map((await repo.cardsOf(deps.db, user.id)).map((c) => [c.projectId, c.id]));
  return rows.flatMap((f) => {
    const p = published.get(f.projectId);
    return p
      ? [{ slug: p.slug, projectTitle: p.title, cardId: cardOf.get(f.projectId) ?? null, followedAt: f.createdAt.toISOString() }]
      : [];
  });
}

export async function follow(deps: DealFlowDeps, user: SessionUser, slug: string): Promise<DealCard> {
  investorOnly(user);
  const s = await followRepo.showcaseBySlug(deps.db, slug);
  if (!s) throw new AppError('SHOWCASE_NOT_FOUND');
  await followRepo.insertFollow(deps.db, user.id, s.projectId, deps.now());
  // Files the card (or finds the one a request or share filed already).
  const list = await cards(deps, user);
  const card = list.find((c) => c.projectId === s.projectId);
  if (!card) throw new AppError('SHOWCASE_NOT_FOUND');
  return card;
}

export async function unfollow(deps: DealFlowDeps, user: SessionUser, slug: string): Promise<{ projectId: string }> {
  investorOnly(user);
  const s = await followRepo.showcaseBySlug(deps.db, slug);
  if (!s || !(await followRepo.deleteFollow(deps.db, user.id, s.projectId))) throw new AppError('SHOWCASE_NOT_FOUND');
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
  if (!(await followRepo.markAccessRequested(deps.db, user.id, c.projectId, now, new Date(now.getTime() - 24 * 3600 * 1000))))
    throw new AppError('DEAL_ACCESS_ALREADY_REQUESTED');
  const [card] = await toCards(deps, user, [c]);
  const [who] = await deps.db
    .select({ name: repo.users.username, email: repo.users.email })
    .from(repo.users)
    .where(eq(repo.users.id, user.id));
  const sharers = await followRepo.projectSharers(deps.db, c.projectId);
  for (const userId of sharers) {
    await sendNotification(deps, {
      userId,
      type: 'info',
      message: {
        key: 'dealFlow.accessRequested',
        params: { project: card!.projectTitle, who: who?.name || (who?.email ?? ''), email: who?.email ?? '' },
      },
      linkUrl: `/projects/${c.projectId}#access`,
    });
  }
  return { requestedAt: now.toISOString(), notified: sharers.length, projectId: c.projectId };
}
