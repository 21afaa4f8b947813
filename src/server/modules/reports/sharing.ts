import { and, desc, eq, isNull } from 'drizzle-orm';
import { reportReading, SHARE_REPORT_CAPABILITY } from '../../../domain/access/index.ts';
import { reports, reportShares, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { findWithFacts, accessOf, requireCapability } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { findReport, type ReportRow } from './repository.ts';

/**
 * Sending a sealed report inside the platform (issue 27, step 6): on every plan, a report is shared
 * with an investor, who reads its sealed pages in the app. Who reads is decided by the one access
 * rule (src/domain/access reportReading); anybody it says 'none' to gets 404 REPORT_NOT_FOUND.
 */

async function liveShare(db: Db, reportId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ r: reportShares.reportId })
    .from(reportShares)
    .where(and(eq(reportShares.reportId, reportId), eq(reportShares.recipientId, userId), isNull(reportShares.revokedAt)))
    .limit(1);
  return Boolean(row);
}

/** The sealed report the caller may read in the app, and how they reach it; 404 otherwise. */
export async function readableReport(db: Db, user: SessionUser, id: string, now: Date): Promise<{ row: ReportRow; via: string }> {
  const row = await findReport(db, id);
  if (!row || !row.projectId) throw new AppError('REPORT_NOT_FOUND');
  const facts = await findWithFacts(db, user.id, row.projectId);
  const relation = facts ? accessOf(user, facts, now).access.relation : ({ via: 'none', level: null } as const);
  const via = reportReading({ relation, liveShare: await liveShare(db, id, user.id), revoked: row.revokedAt !== null });
  if (via === 'none') throw new AppError('REPORT_NOT_FOUND');
  return { row, via };
}

/** Shares a project's report with one investor account (who may seal may send); idempotent, re-opens a revoked share. */
export async function shareReport(
  db: Db,
  user: SessionUser,
  id: string,
  recipientId: string,
  now: Date,
  requestId: string | null = null,
): Promise<{ reportId: string; recipientId: string }> {
  const row = await findReport(db, id);
  if (!row || !row.projectId) throw new AppError('REPORT_NOT_FOUND');
  const facts = await findWithFacts(db, user.id, row.projectId);
  const resolved = facts ? accessOf(user, facts, now) : null;
  if (!resolved || !resolved.access.capabilities.view) throw new AppError('REPORT_NOT_FOUND');
  requireCapability(resolved, SHARE_REPORT_CAPABILITY);
  if (row.revokedAt) throw new AppError('REPORT_REVOKED');
  const [recipient] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, recipientId)).limit(1);
  if (!recipient || recipient.role !== 'investor' || recipient.id === user.id) throw new AppError('REPORT_SHARE_RECIPIENT');
  await db
    .insert(reportShares)
    .values({ reportId: id, recipientId, requestId, sharedBy: user.id, createdAt: now })
    .onConflictDoUpdate({
      target: [reportShares.reportId, reportShares.recipientId],
      set: { revokedAt: null, sharedBy: user.id, createdAt: now, requestId },
    });
  return { reportId: id, recipientId };
}

/** The reports shared with the caller (live shares of unrevoked reports), newest first. */
export async function sharedWithMe(db: Db, user: SessionUser) {
  const rows = await db
    .select({
      id: reports.id,
      projectId: reports.projectId,
      projectTitle: reports.projectTitle,
      kind: reports.kind,
      language: reports.language,
      shortCode: reports.shortCode,
      createdAt: reports.createdAt,
      sharedAt: reportShares.createdAt,
      requestId: reportShares.requestId,
    })
    .from(reportShares)
    .innerJoin(reports, eq(reports.id, reportShares.reportId))
    .where(and(eq(reportShares.recipientId, user.id), isNull(reportShares.revokedAt), isNull(reports.revokedAt)))
    .orderBy(desc(reportShares.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sharedAt: r.sharedAt.toISOString() }));
}
