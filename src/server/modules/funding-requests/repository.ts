import { aliasedTable, and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  fundingCalls,
  fundingRequestEvents,
  fundingRequestMessages,
  fundingRequests,
  projects,
  users,
  workspaceMembers,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { FundingRequestState } from '../../../domain/funding/requests.ts';

export {
  callExists,
  userById,
  investorByEmail,
  investorsSharedWith,
  projectDocuments,
  latestEvaluation,
  projectRow,
  proponentMembers,
  fundingFactsFor,
  projectReportIds,
} from './repository-lookups.ts';

export type RequestRow = typeof fundingRequests.$inferSelect;
type WorkspaceRole = (typeof workspaceMembers.$inferSelect)['role'];

const investors = aliasedTable(users, 'investor');
const creators = aliasedTable(users, 'creator');

/** A request with what the screens show of its project, call, investor and creator, and the caller's membership of the project's workspace. */
export interface RequestView {
  request: RequestRow;
  project: { id: string; title: string; workspaceId: string };
  call: { id: string; title: string; funder: string; closesAt: string | null; url: string | null } | null;
  investor: { id: string; name: string } | null;
  createdBy: { id: string; name: string } | null;
  membership: WorkspaceRole | null;
  messageCount: number;
}

function selectViews(db: Db, userId: string) {
  return db
    .select({
      request: fundingRequests,
      projectTitle: projects.title,
      workspaceId: projects.workspaceId,
      callTitle: fundingCalls.title,
      callFunder: fundingCalls.funder,
      callClosesAt: fundingCalls.closesAt,
      callUrl: fundingCalls.url,
      investorName: investors.username,
      creatorName: creators.username,
      membership: workspaceMembers.role,
      messageCount: sql<number>`(select count(*)::int from ${fundingRequestMessages} m where m.request_id = ${fundingRequests.id})`,
    })
    .from(fundingRequests)
    .innerJoin(projects, eq(projects.id, fundingRequests.projectId))
    .leftJoin(fundingCalls, eq(fundingCalls.id, fundingRequests.callId))
    .leftJoin(investors, eq(investors.id, fundingRequests.investorId))
    .leftJoin(creators, eq(creators.id, fundingRequests.createdBy))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, projects.workspaceId), eq(workspaceMembers.userId, userId)));
}
type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
const toView = (r: ViewRow): RequestView => ({
  request: r.request,
  project: { id: r.request.projectId, title: r.projectTitle, workspaceId: r.workspaceId },
  call:
    r.request.callId && r.callTitle !== null
      ? { id: r.request.callId, title: r.callTitle, funder: r.callFunder ?? '', closesAt: r.callClosesAt, url: r.callUrl }
      : null,
  investor: r.request.investorId ? { id: r.request.investorId, name: r.investorName ?? '' } : null,
  createdBy: r.request.createdBy ? { id: r.request.createdBy, name: r.creatorName ?? '' } : null,
  membership: r.membership,
  messageCount: Number(r.messageCount),
});

export async function findView(db: Db, userId: string, id: string): Promise<RequestView | undefined> {
  const [row] = await selectViews(db, userId).where(eq(fundingRequests.id, id)).limit(1);
  return row && toView(row);
}

/**
 * The caller's requests: every request of a project in a workspace they belong to (drafts too), and
 * every request addressed to them once submitted (never a draft). Newest change first.
 */
export async function listViews(
  db: Db,
  userId: string,
  f: { state?: FundingRequestState | undefined; projectId?: string | undefined },
  limit = 500,
): Promise<RequestView[]> {
  const where: SQL[] = [
    or(isNotNull(workspaceMembers.userId), and(eq(fundingRequests.investorId, userId), isNotNull(fundingRequests.submittedAt)))!,
  ];
  if (f.state) where.push(eq(fundingRequests.state, f.state));
  if (f.projectId) where.push(eq(fundingRequests.projectId, f.projectId));
  const rows = await selectViews(db, userId)
    .where(and(...where))
    .orderBy(desc(fundingRequests.updatedAt), desc(fundingRequests.id))
    .limit(limit);
  return rows.map(toView);
}

export async function insertRequest(db: Db, v: typeof fundingRequests.$inferInsert & { createdAt: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundingRequests)
      .values({ ...v, updatedAt: v.createdAt })
      .returning({ id: fundingRequests.id });
    await tx
      .insert(fundingRequestEvents)
      .values({ requestId: row!.id, fromState: null, toState: 'draft', byId: v.createdBy ?? null, at: v.createdAt });
    return row!.id;
  });
}

export async function updateDraft(
  db: Db,
  id: string,
  set: Partial<Pick<RequestRow, 'message' | 'amountRequested' | 'package' | 'reportIds'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(fundingRequests)
    .set({ ...set, updatedAt: now })
    .where(and(eq(fundingRequests.id, id), eq(fundingRequests.state, 'draft')))
    .returning({ id: fundingRequests.id });
  return rows.length > 0;
}

/**
 * Moves the request from `from` to `to` (only if it is still in `from`: two clicks at once make one
 * transition) and records the event, in one transaction. False when the state had changed meanwhile.
 */
export async function applyTransition(
  db: Db,
  v: {
    id: string;
    from: FundingRequestState;
    to: FundingRequestState;
    by: string;
    note: string | null;
    now: Date;
    set: Partial<RequestRow>;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(fundingRequests)
      .set({ ...v.set, state: v.to, updatedAt: v.now })
      .where(and(eq(fundingRequests.id, v.id), eq(fundingRequests.state, v.from)))
      .returning({ id: fundingRequests.id });
    if (rows.length === 0) return false;
    await tx
      .insert(fundingRequestEvents)
      .values({ requestId: v.id, fromState: v.from, toState: v.to, byId: v.by, at: v.now, note: v.note });
    return true;
  });
}

/** Another live request of the same project to the same investor (it inherits the read grant). */
export async function otherLiveRequest(db: Db, r: RequestRow): Promise<string | undefined> {
  if (!r.investorId) return undefined;
  const [row] = await db
    .select({ id: fundingRequests.id })
    .from(fundingRequests)
    .where(
      and(
        eq(fundingRequests.projectId, r.projectId),
        eq(fundingRequests.investorId, r.investorId),
        ne(fundingRequests.id, r.id),
        inArray(fundingRequests.state, ['submitted', 'under_review', 'information_requested', 'approved', 'funded']),
      ),
    )
    .limit(1);
  return row?.id;
}

export const setGrant = (db: Db, id: string, grantId: string | null) =>
  db.update(fundingRequests).set({ grantId }).where(eq(fundingRequests.id, id));

export async function eventsOf(db: Db, requestId: string) {
  return db
    .select({
      from: fundingRequestEvents.fromState,
      to: fundingRequestEvents.toState,
      byId: users.id,
      byName: users.username,
      at: fundingRequestEvents.at,
      note: fundingRequestEvents.note,
    })
    .from(fundingRequestEvents)
    .leftJoin(users, eq(users.id, fundingRequestEvents.byId))
    .where(eq(fundingRequestEvents.requestId, requestId))
    .orderBy(asc(fundingRequestEvents.at), asc(fundingRequestEvents.id));
}

export async function messagesOf(db: Db, requestId: string) {
  return db
    .select({
      id: fundingRequestMessages.id,
      requestId: fundingRequestMessages.requestId,
      authorId: users.id,
      authorName: users.username,
      body: fundingRequestMessages.body,
      documentIds: fundingRequestMessages.documentIds,
      createdAt: fundingRequestMessages.createdAt,
    })
    .from(fundingRequestMessages)
    .leftJoin(users, eq(users.id, fundingRequestMessages.authorId))
    .where(eq(fundingRequestMessages.requestId, requestId))
    .orderBy(asc(fundingRequestMessages.createdAt), asc(fundingRequestMessages.id));
}

export async function insertMessage(
  db: Db,
  v: { requestId: string; authorId: string; body: string; documentIds: string[]; createdAt: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(fundingRequestMessages).values(v).returning({ id: fundingRequestMessages.id });
    await tx.update(fundingRequests).set({ updatedAt: v.createdAt }).where(eq(fundingRequests.id, v.requestId));
    return row!.id;
  });
}

/** Records a call request's submission on the funder's portal. */
export async function setPortalSubmission(db: Db, id: string, submittedOn: string, protocol: string, now: Date): Promise<void> {
  await db
    .update(fundingRequests)
    .set({ portalSubmittedOn: submittedOn, portalProtocol: protocol, updatedAt: now })
    .where(eq(fundingRequests.id, id));
}
