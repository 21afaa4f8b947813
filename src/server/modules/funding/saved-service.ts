import { and, desc, eq } from 'drizzle-orm';
import type { CreateSavedSearchBody, SavedCall, SavedSearch, UpdateSavedSearchBody } from '../../../contract/funding.ts';
import { savedSearchQuery } from '../../../contract/funding.ts';
import { fundingAlerts, fundingCalls, fundingSavedCalls, fundingSavedSearches } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { callById } from './match-repository.ts';
import { todayOf, toCallSummary, type MatchDeps } from './match-service.ts';

type SearchRow = typeof fundingSavedSearches.$inferSelect;

const toSavedSearch = (r: SearchRow): SavedSearch => ({
  id: r.id,
  name: r.name,
  // Stored through the contract's schema; parsing again keeps an older stored shape from breaking the list.
  query: savedSearchQuery.catch({}).parse(r.query),
  alerts: r.alerts,
  digest: r.digest,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** At most this many saved searches per person (each one is scanned by every alert run). */
export const SAVED_SEARCH_MAX = 50;

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(fundingSavedSearches)
    .where(eq(fundingSavedSearches.userId, userId))
    .orderBy(desc(fundingSavedSearches.createdAt));
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(deps: MatchDeps, userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
  const existing = await deps.db.$count(fundingSavedSearches, eq(fundingSavedSearches.userId, userId));
  if (existing >= SAVED_SEARCH_MAX) throw new AppError('VALIDATION_FAILED');
  const now = deps.now();
  const [row] = await deps.db
    .insert(fundingSavedSearches)
    .values({
      userId,
      name: body.name,
      query: body.query,
      alerts: body.alerts ?? true,
      digest: body.digest ?? 'daily',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toSavedSearch(row!);
}

/** Someone else's saved search is "not found": its existence is not revealed. */
export async function updateSavedSearch(deps: MatchDeps, userId: string, id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> {
  const [row] = await deps.db
    .update(fundingSavedSearches)
    .set({ ...body, updatedAt: deps.now() })
    .where(and(eq(fundingSavedSearches.id, id), eq(fundingSavedSearches.userId, userId)))
    .returning();
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(fundingSavedSearches)
    .where(and(eq(fundingSavedSearches.id, id), eq(fundingSavedSearches.userId, userId)))
    .returning({ id: fundingSavedSearches.id });
  if (rows.length === 0) throw new AppError('SAVED_SEARCH_NOT_FOUND');
}

export async function listSavedCalls(deps: MatchDeps, userId: string): Promise<SavedCall[]> {
  const today = todayOf(deps.now());
  const rows = await deps.db
    .select({ saved: fundingSavedCalls, call: fundingCalls })
    .from(fundingSavedCalls)
    .innerJoin(fundingCalls, eq(fundingCalls.id, fundingSavedCalls.callId))
    .where(eq(fundingSavedCalls.userId, userId))
    .orderBy(desc(fundingSavedCalls.createdAt));
  return rows.map((r) => ({
    callId: r.call.id,
    muted: r.saved.muted,
    createdAt: r.saved.createdAt.toISOString(),
    call: toCallSummary(r.call, today),
  }));
}

/** Saving twice keeps the first save (and its seen version); `muted` is applied either way. */
export async function saveCall(deps: MatchDeps, userId: string, callId: string, muted: boolean | undefined): Promise<SavedCall> {
  const call = await callById(deps.db, callId);
  if (!call) throw new AppError('FUNDING_CALL_NOT_FOUND');
  const now = deps.now();
  const [row] = await deps.db
    .insert(fundingSavedCalls)
    .values({ userId, callId, muted: muted ?? false, seenVersion: call.version, createdAt: now })
    .onConflictDoUpdate({ target: [fundingSavedCalls.userId, fundingSavedCalls.callId], set: muted === undefined ? { userId } : { muted } })
    .returning();
  return { callId, muted: row!.muted, createdAt: row!.createdAt.toISOString(), call: toCallSummary(call, todayOf(now)) };
}

export async function setCallMuted(deps: MatchDeps, userId: string, callId: string, muted: boolean): Promise<SavedCall> {
  const [row] = await deps.db
    .update(fundingSavedCalls)
    .set({ muted })
    .where(and(eq(fundingSavedCalls.userId, userId), eq(fundingSavedCalls.callId, callId)))
    .returning();
  if (!row) throw new AppError('SAVED_CALL_NOT_FOUND');
  const call = (await callById(deps.db, callId))!;
  return { callId, muted: row.muted, createdAt: row.createdAt.toISOString(), call: toCallSummary(call, todayOf(deps.now())) };
}

export async function unsaveCall(db: Db, userId: string, callId: string): Promise<void> {
  const rows = await db
    .delete(fundingSavedCalls)
    .where(and(eq(fundingSavedCalls.userId, userId), eq(fundingSavedCalls.callId, callId)))
    .returning({ id: fundingSavedCalls.id });
  if (rows.length === 0) throw new AppError('SAVED_CALL_NOT_FOUND');
}

/** Privacy export: the person's saved searches, saved calls and the alerts produced for them. */
export async function fundingDataOf(db: Db, userId: string) {
  const [searches, calls, alerts] = await Promise.all([
    db.select().from(fundingSavedSearches).where(eq(fundingSavedSearches.userId, userId)),
    db
      .select({
        callId: fundingSavedCalls.callId,
        title: fundingCalls.title,
        muted: fundingSavedCalls.muted,
        savedAt: fundingSavedCalls.createdAt,
      })
      .from(fundingSavedCalls)
      .innerJoin(fundingCalls, eq(fundingCalls.id, fundingSavedCalls.callId))
      .where(eq(fundingSavedCalls.userId, userId)),
    db
      .select({
        kind: fundingAlerts.kind,
        callId: fundingAlerts.callId,
        savedSearchId: fundingAlerts.savedSearchId,
        createdAt: fundingAlerts.createdAt,
        emailedAt: fundingAlerts.emailedAt,
      })
      .from(fundingAlerts)
      .where(eq(fundingAlerts.userId, userId)),
  ]);
  return { savedSearches: searches.map(({ userId: _u, ...s }) => s), savedCalls: calls, alerts };
}

/** Privacy erasure: every saved search, saved call and alert of the person; the number of rows removed. */
export async function eraseFundingData(db: Db, userId: string): Promise<number> {
  const a = await db.delete(fundingAlerts).where(eq(fundingAlerts.userId, userId)).returning({ id: fundingAlerts.id });
  const c = await db.delete(fundingSavedCalls).where(eq(fundingSavedCalls.userId, userId)).returning({ id: fundingSavedCalls.id });
  const s = await db.delete(fundingSavedSearches).where(eq(fundingSavedSearches.userId, userId)).returning({ id: fundingSavedSearches.id });
  return a.length + c.length + s.length;
}
