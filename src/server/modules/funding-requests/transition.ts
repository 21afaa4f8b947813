import type { FundingRequestDetail, TransitionBody } from '../../../contract/funding.ts';
import { canTransition, isLive, type FundingRequestState } from '../../../domain/funding/requests.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { grantReadAccess, releaseGrant } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { frameworkStatuses } from '../compliance/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { generateObligations } from '../realization/index.ts';
import { shareReport } from '../reports/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import * as repo from './repository.ts';
import { getRequest, machineSide, visible, type FundingRequestDeps, type Side } from './service.ts';

// A request's moves along its state machine (split from service.ts): the frozen snapshot, the grant, who hears of it.

/** What the receiver reads: the chosen parts of the project, frozen at submission. */
async function snapshotOf(db: Db, r: repo.RequestRow): Promise<Record<string, unknown>> {
  const p = await repo.projectRow(db, r.projectId);
  const out: Record<string, unknown> = {};
  if (r.package.details && p) {
    out.details = {
      title: p.title,
      description: p.description,
      industry: p.industry,
      targetMarket: p.targetMarket,
      country: p.country,
      region: p.region,
      stage: p.stage,
      estimatedBudget: p.estimatedBudget,
      fundingSought: p.fundingSought,
      currency: p.currency,
    };
  }
  if (r.package.evaluation) {
    const e = await repo.latestEvaluation(db, r.projectId);
    const metrics =
      (e?.result as
        { plan?: { metrics?: { irr?: number | null; paybackYears?: number | null } }; score?: { tier?: string } } | undefined) ?? {};
    out.evaluation = e
      ? {
          version: e.version,
          createdAt: e.createdAt.toISOString(),
          crScore: e.score,
          tier: metrics.score?.tier ?? null,
          npv: e.npv,
          irr: metrics.plan?.metrics?.irr ?? null,
          paybackYears: metrics.plan?.metrics?.paybackYears ?? null,
          methodologyVersion: e.methodologyVersion,
        }
      : null;
  }
  // The applicable frameworks with at least one answer (issue 13); "not assessed" when there is none.
  if (r.package.compliance) {
    const frameworks = (await frameworkStatuses(db, r.projectId)).filter((f) => f.answered > 0);
    out.compliance = frameworks.length > 0 ? { status: 'assessed', frameworks } : { status: 'not_assessed' };
  }
  out.documents = await repo.projectDocuments(db, r.projectId, r.package.documentIds);
  return out;
}

export interface Actor {
  user: SessionUser;
  side: Exclude<Side, 'viewer'>;
}

const PREVIEW = 140;
export const preview = (body: string) => (body.length > PREVIEW ? `${body.slice(0, PREVIEW - 1)}…` : body);

/**
 * Who hears of something done on a request: the other side. The proponent's moves go to the
 * addressed investor (once the request reached them); the receiver's, and a call's recorded
 * outcomes, to the project's owners and editors other than the actor.
 */
export async function othersOf(deps: FundingRequestDeps, v: repo.RequestView, actor: Actor, submitted: boolean): Promise<string[]> {
  const proponents = (await repo.proponentMembers(deps.db, v.project.workspaceId)).filter((id) => id !== actor.user.id);
  if (actor.side === 'receiver') return proponents;
  if (v.request.target === 'investor') return v.request.investorId && submitted ? [v.request.investorId] : [];
  return proponents;
}

/**
 * Moves the request along the state machine (src/domain/funding/requests.ts) or answers 409
 * INVALID_TRANSITION (a workspace viewer, who has no side, 403 FORBIDDEN first). Submitting freezes the package and, to an investor, shares the project with
 * them read-only (a grant, ADR 0021); a rejection or withdrawal revokes that grant unless another live
 * request of the project to the same investor still needs it (it then passes to that request).
 */
export async function transition(
  deps: FundingRequestDeps,
  user: SessionUser,
  id: string,
  body: TransitionBody,
): Promise<{ request: FundingRequestDetail; from: FundingRequestState; grant: 'granted' | 'revoked' | null }> {
  const now = deps.now();
  const { v, side } = await visible(deps, user, id);
  const r = v.request;
  const from = r.state;
  // A member who only reads (a workspace viewer) has no right to move it at all: 403 before the machine is asked.
  if (side === 'viewer') throw new AppError('FORBIDDEN');
  if (!canTransition(from, body.to, machineSide(side), r.target)) throw new AppError('INVALID_TRANSITION');
  if (body.to === 'submitted' && r.target === 'call' && !r.callId) throw new AppError('INVALID_TRANSITION');
  if (body.to === 'submitted' && r.target === 'investor' && !r.investorId) throw new AppError('INVALID_TRANSITION');
  const set: Partial<repo.RequestRow> = {};
  if (body.to === 'submitted') {
    set.submittedAt = r.submittedAt ?? now;
    set.snapshot = await snapshotOf(deps.db, r);
  }
  if ((body.to === 'approved' || body.to === 'rejected') && !r.decidedAt) set.decidedAt = now;
  if (body.to === 'funded') {
    set.fundedAmount = body.fundedAmount ?? r.amountRequested ?? 0;
    set.fundedAt = now;
  }
  if (!(await repo.applyTransition(deps.db, { id, from, to: body.to, by: user.id, note: body.note ?? null, now, set })))
    throw new AppError('INVALID_TRANSITION');
  // A funded request's obligations become dated items of the project (issue 23, modules/realization).
  if (body.to === 'funded') await generateObligations(deps.db, r.projectId, id);

  let grant: 'granted' | 'revoked' | null = null;
  if (r.target === 'investor' && r.investorId) {
    if (isLive(body.to) && !isLive(from) && !r.grantId) {
      const grantId = await grantReadAccess(deps.db, {
        projectId: r.projectId,
        workspaceId: v.project.workspaceId,
        granteeId: r.investorId,
        grantedBy: user.id,
        now,
      });
      if (grantId) {
        await repo.setGrant(deps.db, id, grantId);
        grant = 'granted';
      }
    } else if (!isLive(body.to) && r.grantId) {
      const heir = await repo.otherLiveRequest(deps.db, r);
      if (heir) await repo.setGrant(deps.db, heir, r.grantId);
      else if (await releaseGrant(deps.db, r.grantId, user.id, now)) grant = 'revoked';
      await repo.setGrant(deps.db, id, null);
    }
  }

  // Attached sealed reports reach the addressed investor with the request (issue 27): read in the app.
  if (body.to === 'submitted' && r.target === 'investor' && r.investorId)
    for (const reportId of r.reportIds) await shareReport(deps.db, user, reportId, r.investorId, now, id);

  const submitted = Boolean(r.submittedAt) || body.to === 'submitted';
  for (const userId of await othersOf(deps, v, { user, side: side as Actor['side'] }, submitted)) {
    await sendNotification(deps, {
      userId,
      type: body.to === 'rejected' ? 'warning' : body.to === 'approved' || body.to === 'funded' ? 'success' : 'info',
      message: { key: 'fundingRequests.transition', params: { project: v.project.title, state: body.to } },
      content: `${user.username || user.email}${body.note ? `: ${preview(body.note)}` : ''}`,
      linkUrl: `/funding-requests?id=${id}`,
    });
  }
  await emitWebhookEvent(deps, 'funding_request.updated', r.projectId, { fundingRequestId: id, from, to: body.to });
  return { request: await getRequest(deps, user, id), from, grant };
}
