// The authorization matrix's owned resources: for each route naming one, how to make it for an owner.
import { randomUUID } from 'node:crypto';
import {
  complianceTasks,
  documentFigures,
  documents,
  projectGrants,
  twoFactor,
  users,
  workspaceInvitations,
  workspaceMembers,
} from '../db/schema/index.ts';
import { hashToken } from '../modules/workspaces/index.ts';
import { eq } from 'drizzle-orm';
import { signUp } from './harness.ts';
import { t, stranger, grantee, member, reportFor, projectFor, setShowcaseReport } from './authorization-matrix-app.ts';
import {
  acceptedFigureOf,
  documentFor,
  shadowRunFor,
  teamOf,
  readyExportFor,
  evaluatedProjectFor,
  evaluationRunFor,
  sessionFor,
  orderFor,
  invoiceFor,
  notificationFor,
} from './authorization-matrix-fixtures.ts';
import { unique } from './authorization-matrix-bodies.ts';
import { OWNED_FUNDING } from './authorization-matrix-owned-funding.ts';
import type { Params } from './authorization-matrix-fixtures.ts';

export type { Params };

/**
 * Routes whose parameters name a resource owned by a user, with how to make one for an owner: the
 * :id (and any other parameter) to put in the URL. Funding, deal flow and portfolios: OWNED_FUNDING.
 */
export const OWNED: Record<string, (ownerId: string) => Promise<Params>> = {
  '/api/billing/invoices/:id/pdf': async (ownerId) => invoiceFor(ownerId),
  '/api/admin/billing/invoices/:id/pdf': async (ownerId) => invoiceFor(ownerId),
  '/api/admin/billing/invoices/:id/refund': async (ownerId) => invoiceFor(ownerId),
  '/api/admin/billing/orders/:id/paid': async (ownerId) => orderFor(ownerId),
  '/api/notifications/:id': async (ownerId) => notificationFor(ownerId),
  '/api/notifications/:id/read': async (ownerId) => notificationFor(ownerId),
  '/api/admin/users/:id': async (ownerId) => ownerId,
  // Suspension acts on a throwaway account: the matrix's own people keep their sessions (ADR 0049).
  '/api/admin/users/:id/suspend': async () => (await signUp(t)).id,
  '/api/admin/users/:id/reactivate': async () => (await signUp(t)).id,
  // A throwaway account with a planted second factor (as a confirmed set-up leaves it), so the admin's reset succeeds.
  '/api/admin/users/:id/two-factor/reset': async () => {
    const u = await signUp(t);
    await t.database.db.insert(twoFactor).values({ userId: u.id, secret: 'sealed', recoveryCodes: [], confirmedAt: new Date() });
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
    return u.id;
  },
  '/api/admin/users/:id/verification': async (ownerId) => ownerId,
  // Shadow runs belong to no user: any run will do (ADR 0057).
  '/api/admin/shadow-runs/:id': async () => shadowRunFor(),
  '/api/admin/shadow-runs/:id/rows.csv': async () => shadowRunFor(),
  '/api/admin/shadow-runs/:id/decision': async () => shadowRunFor(),
  '/api/account/sessions/:id': async (ownerId) => sessionFor(ownerId),
  '/api/projects/:id': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/status': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/archive': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/unarchive': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/evaluation-inputs': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/evaluations': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/evaluations/:version': async (ownerId) => evaluatedProjectFor(ownerId),
  '/api/projects/:id/evaluations/:version/results.csv': async (ownerId) => evaluatedProjectFor(ownerId),
  '/api/projects/:id/evaluations/:version/samples.csv': async (ownerId) => evaluatedProjectFor(ownerId),
  // Large evaluations' runs (ADR 0058): a queued run of the owner's project, never drained by the matrix.
  '/api/projects/:id/evaluation-runs': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/evaluation-runs/:runId': async (ownerId) => evaluationRunFor(ownerId),
  '/api/projects/:id/evaluation-runs/:runId/cancel': async (ownerId) => evaluationRunFor(ownerId),
  '/api/projects/:id/grants': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/comments': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/documents/apply': async (ownerId) => {
    const id = await projectFor(ownerId);
    const [d] = await t.database.db
      .insert(documents)
      .values({
        projectId: id,
        filename: 'plan.pdf',
        mediaType: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
        storageKey: randomUUID(),
        status: 'analysed',
        kind: 'business_plan',
      })
      .returning();
    const [f] = await t.database.db
      .insert(documentFigures)
      .values({
        projectId: id,
        documentId: d!.id,
        sourceFilename: 'plan.pdf',
        key: 'tam',
        value: 1e9,
        currency: 'EUR',
        source: 'rules',
        status: 'accepted',
        page: 1,
        quote: 'TAM € 1 billion',
      })
      .returning();
    acceptedFigureOf.set(id, f!.id);
    return id;
  },
  // The compliance hub (issue 13): every project-scoped route, read with view, changed with editInputs.
  '/api/projects/:id/compliance': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/items': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/items/:itemId': async (ownerId) => ({ id: await projectFor(ownerId), itemId: 'GDPR-ART30' }),
  '/api/projects/:id/compliance/items/:itemId/override': async (ownerId) => ({ id: await projectFor(ownerId), itemId: 'GDPR-ART30' }),
  '/api/projects/:id/compliance/controls': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/controls/:controlId': async (ownerId) => ({ id: await projectFor(ownerId), controlId: 'CTL-GDPR-RECORDS' }),
  '/api/projects/:id/compliance/scope': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/gaps': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/gaps.csv': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/gaps.xlsx': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/tasks': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/assignees': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/tasks/:taskId': async (ownerId) => {
    const id = await projectFor(ownerId);
    const [task] = await t.database.db
      .insert(complianceTasks)
      .values({ projectId: id, itemId: 'GDPR-ART30', owner: 'Matrix', dueDate: '2027-01-01' })
      .returning();
    return { id, taskId: task!.id };
  },
  '/api/projects/:id/compliance/history': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/taxonomy': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/compliance/taxonomy/activities/:activityId': async (ownerId) => ({ id: await projectFor(ownerId), activityId: '4.1' }),
  '/api/projects/:id/compliance/pnrr': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/reports': async (ownerId) => evaluatedProjectFor(ownerId),
  '/api/projects/:id/showcase': async (ownerId) => {
    const projectId = await evaluatedProjectFor(ownerId);
    const reportId = await reportFor(ownerId, projectId);
    // The caller's own report for the publish body (the other owner's project answers 404 before any body).
    if (ownerId !== stranger.id) setShowcaseReport(reportId);
    return projectId;
  },
  '/api/reports/:id/pdf': async (ownerId) => reportFor(ownerId),
  '/api/reports/:id/preview': async (ownerId) => reportFor(ownerId),
  '/api/reports/:id/revoke': async (ownerId) => reportFor(ownerId),
  '/api/projects/:id/grants/:grantId': async (ownerId) => {
    const id = await projectFor(ownerId);
    const [g] = await t.database.db
      .insert(projectGrants)
      .values({ projectId: id, granteeId: grantee.id, access: 'read', grantedBy: ownerId })
      .returning();
    return { id, grantId: g!.id };
  },
  '/api/workspaces/:id/members': async (ownerId) => teamOf(ownerId),
  '/api/workspaces/:id/members/:userId': async (ownerId) => {
    const id = await teamOf(ownerId);
    await t.database.db.insert(workspaceMembers).values({ workspaceId: id, userId: member.id, role: 'viewer' }).onConflictDoNothing();
    return { id, userId: member.id };
  },
  '/api/workspaces/:id/invitations': async (ownerId) => teamOf(ownerId),
  '/api/workspaces/:id/invitations/:invitationId': async (ownerId) => {
    const id = await teamOf(ownerId);
    const [inv] = await t.database.db
      .insert(workspaceInvitations)
      .values({
        workspaceId: id,
        email: unique(),
        role: 'viewer',
        tokenHash: hashToken(randomUUID()),
        invitedBy: ownerId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return { id, invitationId: inv!.id };
  },
  /** An invitation addressed to the owner's own e-mail ('other': to the stranger's, so a mismatch). */
  '/api/invitations/:token/accept': async (ownerId) => {
    const id = await teamOf(stranger.id);
    const [u] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
    const token = randomUUID() + randomUUID();
    await t.database.db.insert(workspaceInvitations).values({
      workspaceId: id,
      email: u!.email,
      role: 'viewer',
      tokenHash: hashToken(token),
      invitedBy: stranger.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { token };
  },
  '/api/account/export/:id/download': async (ownerId) => readyExportFor(ownerId),
  '/api/projects/:id/documents': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/figures': async (ownerId) => projectFor(ownerId),
  '/api/documents/:id': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/content': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/text': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/views': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/figures': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/retry': async (ownerId) => documentFor(ownerId, 'failed'),
  '/api/documents/:id/date': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/figures/:figureId/accept': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/figures/:figureId/reject': async (ownerId) => documentFor(ownerId),
  ...OWNED_FUNDING,
};
