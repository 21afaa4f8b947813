import type {
  CreateFundingRequestBody,
  FundingRequest,
  FundingRequestDetail,
  RequestState,
  UpdateFundingRequestBody,
} from '../../../contract/funding.ts';
import { projectAccess } from '../../../domain/access/index.ts';
import { FUNDING_REQUEST_STATES, allowedTransitions, type FundingRequestSide } from '../../../domain/funding/requests.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { requireCapability, resolveProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { orderByThesis, type FitProject } from '../../../domain/funding/investor-fit.ts';
import { thesisOfUser } from '../investor-directory/index.ts';
import * as repo from './repository.ts';

// The contract's states and the domain's are one list (compile-time check both ways).
const _statesAgree: readonly RequestState[] = FUNDING_REQUEST_STATES;
void _statesAgree;

export interface FundingRequestDeps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

const invalid = (path: string, message: string, code: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message, code }] });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type Side = 'proponent' | 'receiver' | 'viewer';

/**
 * The caller's side on a request, or null when they may not see it: members of the project's
 * workspace who may edit it are the proponent, other members read (viewer); the addressed investor
 * is the receiver once the request was submitted (never a draft). Nobody else, admins included.
 */
function sideOf(user: SessionUser, v: repo.RequestView, now: Date): Side | null {
  if (v.membership) {
    const { capabilities } = projectAccess({ userRole: user.role, membership: v.membership, grant: null, now });
    if (capabilities.editDetails) return 'proponent';
  }
  if (v.request.target === 'investor' && v.request.investorId === user.id && v.request.submittedAt) return 'receiver';
  return v.membership ? 'viewer' : null;
}
export const machineSide = (s: Side): FundingRequestSide => (s === 'viewer' ? 'none' : s);

function toApi(v: repo.RequestView, side: Side): FundingRequest {
  const r = v.request;
  return {
    id: r.id,
    projectId: r.projectId,
    project: { id: v.project.id, title: v.project.title },
    target: r.target,
    call: v.call,
    investor: v.investor,
    state: r.state,
    amountRequested: r.amountRequested,
    currency: r.currency,
    message: r.message,
    package: r.package,
    snapshot: r.snapshot ?? null,
    createdBy: v.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    submittedAt: iso(r.submittedAt),
    decidedAt: iso(r.decidedAt),
    fundedAmount: r.fundedAmount,
    fundedAt: iso(r.fundedAt),
    side,
    allowedTransitions: allowedTransitions(r.state, machineSide(side), r.target),
    messageCount: v.messageCount,
    reportIds: r.reportIds,
    portalSubmittedOn: r.portalSubmittedOn,
    portalProtocol: r.portalProtocol,
  };
}

/** The request and the caller's side, or FUNDING_REQUEST_NOT_FOUND (its existence is not revealed). */
export async function visible(deps: FundingRequestDeps, user: SessionUser, id: string): Promise<{ v: repo.RequestView; side: Side }> {
  const v = await repo.findView(deps.db, user.id, id);
  const side = v && sideOf(user, v, deps.now());
  if (!v || !side) throw new AppError('FUNDING_REQUEST_NOT_FOUND');
  return { v, side };
}

export async function listRequests(
  deps: FundingRequestDeps,
  user: SessionUser,
  f: { state?: RequestState | undefined; projectId?: string | undefined },
): Promise<FundingRequest[]> {
  const now = deps.now();
  const out: FundingRequest[] = [];
  const fit = new Map<string, FitProject>();
  for (const v of await repo.listViews(deps.db, user.id, f)) {
    const side = sideOf(user, v, now);
    if (!side) continue;
    out.push(toApi(v, side));
    const p = user.role === 'investor' ? await repo.projectRow(deps.db, v.request.projectId) : undefined;
    if (p) fit.set(v.request.id, { ...p, language: null });
  }
  // An investor who published a thesis sees the requests that match it first (issue 27).
  if (user.role !== 'investor') return out;
  const thesis = await thesisOfUser(deps.db, user.id);
  const empty: FitProject = { industry: null, country: null, region: null, stage: null, fundingSought: null, language: null };
  return orderByThesis(
    thesis,
    out.map((r) => ({ r, project: fit.get(r.id) ?? empty, submittedAt: r.submittedAt })),
  ).map((x) => x.r);
}

export async function getRequest(deps: FundingRequestDeps, user: SessionUser, id: string): Promise<FundingRequestDetail> {
  const { v, side } = await visible(deps, user, id);
  const events = await repo.eventsOf(deps.db, id);
  return {
    ...toApi(v, side),
    events: events.map((e) => ({
      from: e.from,
      to: e.to,
      by: e.byId ? { id: e.byId, name: e.byName ?? '' } : null,
      at: e.at.toISOString(),
      note: e.note,
    })),
  };
}

/**
 * A new draft. The caller must be able to edit the project (else 404 when they cannot see it, 403
 * when they only read it); exactly one of callId (an existing call) and investorId (an investor
 * account other than the caller) — anything else is VALIDATION_FAILED on that field.
 */
export async function createRequest(
  deps: FundingRequestDeps,
  user: SessionUser,
  body: CreateFundingRequestBody,
): Promise<FundingRequestDetail> {
  const now = deps.now();
  const p = await resolveProject(deps.db, user, body.projectId, now);
  requireCapability(p, 'editDetails');
  if (Boolean(body.callId) === Boolean(body.investorId))
    throw invalid(body.callId ? 'investorId' : 'callId', 'give exactly one of callId and investorId', 'invalid_union');
  if (body.callId && !(await repo.callExists(deps.db, body.callId))) throw invalid('callId', 'no funding call has this id', 'unknown_call');
  if (body.investorId) {
    const investor = await repo.userById(deps.db, body.investorId);
    if (!investor || investor.role !== 'investor') throw invalid('investorId', 'no investor account has this id', 'not_investor');
    if (investor.id === user.id) throw invalid('investorId', 'a request cannot be addressed to yourself', 'not_investor');
  }
  const id = await repo.insertRequest(deps.db, {
    projectId: p.row.id,
    target: body.callId ? 'call' : 'investor',
    callId: body.callId ?? null,
    investorId: body.investorId ?? null,
    message: body.message,
    amountRequested: body.amountRequested ?? p.row.fundingSought ?? null,
    currency: p.row.currency,
    createdBy: user.id,
    createdAt: now,
  });
  return getRequest(deps, user, id);
}

export async function checkDocuments(db: Db, projectId: string, ids: readonly string[] | undefined): Promise<string[]> {
  const wanted = [...new Set(ids ?? [])];
  const found = await repo.projectDocuments(db, projectId, wanted);
  if (found.length !== wanted.length) throw invalid('documentIds', 'every document must be a document of the project', 'unknown_document');
  return wanted;
}

/** The attached reports must be unrevoked sealed reports of the project. */
async function checkReports(db: Db, projectId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if ((await repo.projectReportIds(db, projectId, wanted)).length !== wanted.length)
    throw invalid('reportIds', 'every report must be an unrevoked sealed report of the project', 'unknown_report');
  return wanted;
}

/** Changes a draft (message, amount, package). Only the proponent side; only a draft (else 409 FUNDING_REQUEST_LOCKED). */
export async function updateRequest(
  deps: FundingRequestDeps,
  user: SessionUser,
  id: string,
  body: UpdateFundingRequestBody,
): Promise<FundingRequestDetail> {
  const { v, side } = await visible(deps, user, id);
  if (side !== 'proponent') throw new AppError('FORBIDDEN');
  if (v.request.state !== 'draft') throw new AppError('FUNDING_REQUEST_LOCKED');
  const set: Parameters<typeof repo.updateDraft>[2] = {};
  if (body.message !== undefined) set.message = body.message;
  if (body.amountRequested !== undefined) set.amountRequested = body.amountRequested;
  if (body.package)
    set.package = { ...body.package, documentIds: await checkDocuments(deps.db, v.request.projectId, body.package.documentIds) };
  if (body.reportIds) set.reportIds = await checkReports(deps.db, v.request.projectId, body.reportIds);
  if (!(await repo.updateDraft(deps.db, id, set, deps.now()))) throw new AppError('FUNDING_REQUEST_LOCKED');
  return getRequest(deps, user, id);
}
