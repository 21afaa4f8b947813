import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { HealItem } from '../../../contract/operations.ts';
import { resendStored } from '../outbox/index.ts';
import { documents, jobs, outbox, sessions, webhookDeliveries, webhookEndpoints, workspaceInvitations } from '../../db/schema/index.ts';
import { ANALYSE_JOB } from '../documents/index.ts';
import type { OperationsDeps } from './deps.ts';

/** One detector: what it finds now, and the repair of what it found (re-checked in the same statement). */
export interface DetectorImpl {
  /** False: report-only (the audit chain); its "fix" changes nothing. */
  repairs: boolean;
  find(d: OperationsDeps): Promise<HealItem[]>;
  fix(d: OperationsDeps, found: HealItem[]): Promise<number>;
}

const LIMIT = 500;
const iso = (d: Date | null) => (d ? d.toISOString() : 'never');
export const BLOB_MISSING = 'BLOB_MISSING';

/**
 * Jobs in `running` whose lease (the row's own `lease_until`, set by the runner from its lease length)
 * has run out, or that have none: the process running them died. Fix: back to `queued`, due now.
 */
export const stuckJobs: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), or(isNull(jobs.leaseUntil), lte(jobs.leaseUntil, d.now()))))
      .limit(LIMIT);
    return rows.map((j) => ({
      id: j.id,
      label: `${j.kind}, attempt ${j.attempts}, lease ended ${iso(j.leaseUntil)}`,
      action: 'requeue',
    }));
  },
  async fix(d, found) {
    if (found.length === 0) return 0;
    const now = d.now();
    const done = await d.db
      .update(jobs)
      .set({ status: 'queued', leaseUntil: null, runAfter: now })
      .where(
        and(
          inArray(
            jobs.id,
            found.map((f) => f.id),
          ),
          eq(jobs.status, 'running'),
          or(isNull(jobs.leaseUntil), lte(jobs.leaseUntil, now)),
        ),
      )
      .returning({ id: jobs.id });
    return done.length;
  },
};

/** Analyses that ended `failed` (not for a missing file: that is the missing-blobs detector's). Fix: queued again with a fresh job. */
export const failedAnalyses: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select({ id: documents.id, filename: documents.filename, code: documents.failureCode })
      .from(documents)
      .where(
        and(
          eq(documents.status, 'failed'),
          isNull(documents.deletedAt),
          or(isNull(documents.failureCode), ne(documents.failureCode, BLOB_MISSING)),
        ),
      )
      .limit(LIMIT);
    return rows.map((r) => ({ id: r.id, label: `document ${r.id.slice(0, 8)}: ${r.code ?? 'failed'}`, action: 'retry' }));
  },
  async fix(d, found) {
    let n = 0;
    for (const f of found) {
      const [row] = await d.db
        .update(documents)
        .set({ status: 'queued', failureCode: null, failureMessage: null })
        .where(and(eq(documents.id, f.id), eq(documents.status, 'failed')))
        .returning({ id: documents.id });
      if (!row) continue;
      await d.jobs.enqueue(ANALYSE_JOB, { documentId: f.id });
      n += 1;
    }
    return n;
  },
};

/** The latest finished delivery of each enabled endpoint, when it ended `failed` (every attempt used up). */
export const deadWebhooks: DetectorImpl = {
  repairs: true,
  async find(d) {
    const latest = d.db
      .selectDistinctOn([webhookDeliveries.endpointId], { endpointId: webhookDeliveries.endpointId, state: webhookDeliveries.state })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.state, ['succeeded', 'failed']))
      .orderBy(webhookDeliveries.endpointId, sql`${webhookDeliveries.createdAt} desc`)
      .as('latest');
    const rows = await d.db
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .innerJoin(latest, eq(latest.endpointId, webhookEndpoints.id))
      .where(and(eq(webhookEndpoints.enabled, true), eq(latest.state, 'failed')))
      .limit(LIMIT);
    return rows.map((r) => ({ id: r.id, label: `endpoint ${new URL(r.url).host}: last delivery failed`, action: 'pause' }));
  },
  async fix(d, found) {
    if (found.length === 0) return 0;
    const done = await d.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: d.now() })
      .where(
        and(
          inArray(
            webhookEndpoints.id,
            found.map((f) => f.id),
          ),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    return done.length;
  },
};

/**
 * Outbox messages never sent although at least one attempt was made. Fix: sent again now (needs SMTP),
 * under the outbox's own claim and Message-ID (ADR 0063). A message whose sender stopped between the
 * hand-over and marking it sent may have arrived: listed, never re-sent automatically.
 */
export const undeliveredMail: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select({ id: outbox.id, kind: outbox.kind, attempts: outbox.attempts, error: outbox.error, sendingAt: outbox.sendingAt })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), or(isNotNull(outbox.error), isNotNull(outbox.sendingAt), sql`${outbox.attempts} > 0`)))
      .limit(LIMIT);
    return rows.map((r) => ({
      id: r.id,
      label: r.sendingAt
        ? `${r.kind}: handed to SMTP at ${r.sendingAt.toISOString()}, never marked sent (may have arrived)`
        : `${r.kind}, ${r.attempts} attempt(s): ${(r.error ?? '').slice(0, 120)}`,
      action: r.sendingAt ? 'none: may have been sent' : d.mail.transport ? 'resend' : 'none: SMTP not configured',
    }));
  },
  async fix(d, found) {
    if (!d.mail.transport) return 0;
    let n = 0;
    for (const f of found) {
      const [m] = await d.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, f.id), isNull(outbox.sentAt), isNull(outbox.sendingAt)));
      if (!m) continue;
      await resendStored(d.mail, m);
      const [after] = await d.db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, m.id));
      if (after?.sentAt) n += 1;
    }
    return n;
  },
};

/** Sessions past their expiry. Fix: deleted (nobody can use them any more). */
export const expiredSessions: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(lt(sessions.expiresAt, d.now()))
      .limit(LIMIT);
    return rows.map((r) => ({ id: r.id, label: `session expired ${iso(r.expiresAt)}`, action: 'delete' }));
  },
  async fix(d, found) {
    if (found.length === 0) return 0;
    const ids = found.map((f) => f.id);
    return (
      await d.db
        .delete(sessions)
        .where(and(inArray(sessions.id, ids), lt(sessions.expiresAt, d.now())))
        .returning({ id: sessions.id })
    ).length;
  },
};

/** Workspace invitations past their expiry and never accepted. Fix: deleted (accepted ones stay as history). */
export const expiredInvitations: DetectorImpl = {
  repairs: true,
  async find(d) {
    const rows = await d.db
      .select({ id: workspaceInvitations.id, expiresAt: workspaceInvitations.expiresAt })
      .from(workspaceInvitations)
      .where(and(lt(workspaceInvitations.expiresAt, d.now()), isNull(workspaceInvitations.acceptedAt)))
      .limit(LIMIT);
    return rows.map((r) => ({ id: r.id, label: `invitation expired ${iso(r.expiresAt)}`, action: 'delete' }));
  },
  async fix(d, found) {
    if (found.length === 0) return 0;
    const ids = found.map((f) => f.id);
    const gone = await d.db
      .delete(workspaceInvitations)
      .where(
        and(inArray(workspaceInvitations.id, ids), lt(workspaceInvitations.expiresAt, d.now()), isNull(workspaceInvitations.acceptedAt)),
      )
      .returning({ id: workspaceInvitations.id });
    return gone.length;
  },
};
