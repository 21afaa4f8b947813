import type { InvestorCandidate, RequestMessage, RequestMessageBody } from '../../../contract/funding.ts';
import { requireCapability, resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './repository.ts';
import { checkDocuments, visible, type FundingRequestDeps } from './service.ts';
import { othersOf, preview } from './transition.ts';

/** The request's message thread, and the wizard's look-up of investors to address. */
/** As comments: each message notifies someone, so a person posts at most 30 in 10 minutes. */
export const MESSAGE_RATE = { limit: 30, windowSeconds: 10 * 60 } as const;

export async function listMessages(deps: FundingRequestDeps, user: SessionUser, id: string): Promise<RequestMessage[]> {
  const { v } = await visible(deps, user, id);
  const rows = await repo.messagesOf(deps.db, id);
  const docs = new Map(
    (await repo.projectDocuments(deps.db, v.request.projectId, [...new Set(rows.flatMap((m) => m.documentIds))])).map((d) => [d.id, d]),
  );
  return rows.map((m) => ({
    id: m.id,
    requestId: m.requestId,
    author: m.authorId ? { id: m.authorId, name: m.authorName ?? '' } : null,
    body: m.body,
    documents: m.documentIds.flatMap((d) => (docs.has(d) ? [docs.get(d)!] : [])),
    createdAt: m.createdAt.toISOString(),
  }));
}

/**
 * Posts to the request's thread: the proponent side and the receiver (a workspace viewer reads
 * only: 403). Attachments are documents of the project. The other side is notified.
 */
export async function postMessage(
  deps: FundingRequestDeps,
  user: SessionUser,
  id: string,
  body: RequestMessageBody,
): Promise<RequestMessage> {
  const { v, side } = await visible(deps, user, id);
  if (side === 'viewer') throw new AppError('FORBIDDEN');
  await enforceRateLimit(deps.db, `funding-message:${user.id}`, MESSAGE_RATE.limit, MESSAGE_RATE.windowSeconds, deps.now());
  const documentIds = await checkDocuments(deps.db, v.request.projectId, body.documentIds);
  const messageId = await repo.insertMessage(deps.db, {
    requestId: id,
    authorId: user.id,
    body: body.body,
    documentIds,
    createdAt: deps.now(),
  });
  for (const userId of await othersOf(deps, v, { user, side }, Boolean(v.request.submittedAt))) {
    await sendNotification(deps, {
      userId,
      type: 'info',
      message: { key: 'fundingRequests.message', params: { project: v.project.title } },
      content: `${user.username || user.email}: ${preview(body.body)}`,
      linkUrl: `/funding-requests?id=${id}`,
    });
  }
  return (await listMessages(deps, user, id)).find((m) => m.id === messageId)!;
}

/** The lookup's own limit: one e-mail address at a time, 30 per 10 minutes, so it is no directory. */
export const LOOKUP_RATE = { limit: 30, windowSeconds: 10 * 60 } as const;

/** Investors the wizard may address: those the project is shared with, or the one with this e-mail. */
export async function findInvestors(
  deps: FundingRequestDeps,
  user: SessionUser,
  q: { projectId?: string | undefined; email?: string | undefined },
): Promise<InvestorCandidate[]> {
  const out = new Map<string, InvestorCandidate>();
  if (q.projectId) {
    const p = await resolveProject(deps.db, user, q.projectId, deps.now());
    requireCapability(p, 'editDetails');
    for (const i of await repo.investorsSharedWith(deps.db, p.row.id, deps.now())) out.set(i.id, i);
  }
  if (q.email) {
    await enforceRateLimit(deps.db, `investor-lookup:${user.id}`, LOOKUP_RATE.limit, LOOKUP_RATE.windowSeconds, deps.now());
    const i = await repo.investorByEmail(deps.db, q.email);
    if (i && i.id !== user.id) out.set(i.id, i);
  }
  return [...out.values()];
}
