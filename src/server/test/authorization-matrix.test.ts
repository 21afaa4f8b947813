import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { roleCan, type RoutePolicy } from '../../domain/rbac/index.ts';
import { projectAccess } from '../../domain/access/index.ts';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { multipart } from '../../../tests/fixtures/documents.ts';
import {
  billingInvoices,
  billingOrders,
  dealCards,
  dealFollows,
  dealPipelines,
  dealQuestions,
  dealStages,
  dealViews,
  showcases,
} from '../db/schema/index.ts';
import {
  complianceTasks,
  documentFigures,
  documents,
  evaluations,
  fundingCalls,
  fundingRequests,
  fundingSavedCalls,
  fundingSavedSearches,
  jobs,
  notifications,
  portfolioHoldings,
  portfolios,
  privacyRequests,
  projectGrants,
  projects,
  reports,
  sessions,
  twoFactor,
  shadowRuns,
  users,
  workspaceInvitations,
  workspaceLogos,
  workspaceMembers,
  workspaces,
} from '../db/schema/index.ts';
import { hashToken } from '../modules/workspaces/index.ts';
import { COMPLIANCE_BODIES } from './compliance-bodies.ts';
import { solidPng } from '../../../tests/fixtures/images.ts';
import { runEvaluation } from '../../domain/evaluation/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, signUpAdmin, type TestApp } from './harness.ts';
import { simplePlan } from '../../domain/finance/plan-fixtures.ts';

/**
 * Every route the app registered × every caller (anonymous and the four roles) × the caller's own
 * resource and someone else's. Expected answers follow from the route's declared policy alone:
 * anonymous → 401 unless public; a role without the permission → 403; otherwise never 401/403; and
 * someone else's resource is never readable or changeable (404, its existence not revealed).
 */
type Caller = 'anonymous' | 'proponent' | 'investor' | 'consultant' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'proponent', 'investor', 'consultant', 'admin'];
const DENIAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'CROSS_ORIGIN_REJECTED'];

let t: TestApp;
const people: Record<Exclude<Caller, 'anonymous'>, { id: string; cookie: string }> = {} as never;
let stranger: { id: string };
let grantee: { id: string; email: string };
let member: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  people.proponent = await signUp(t, 'proponent');
  people.investor = await signUp(t, 'investor');
  people.consultant = await signUp(t, 'consultant');
  people.admin = await signUpAdmin(t);
  stranger = await signUp(t, 'proponent');
  grantee = await signUp(t, 'investor');
  member = await signUp(t, 'proponent');
  // Room for the matrix's creations: the tier limit is tested on its own in projects.test.ts.
  await t.database.db.update(users).set({ subscriptionTier: 'enterprise' });
  matrixCallId = await fundingCallFixture();
  // A project every caller may view (owner, read grantees; the admin sees all): portfolio holdings link it.
  sharedProjectId = await projectFor(people.proponent.id);
  for (const who of [people.investor, people.consultant])
    await t.database.db
      .insert(projectGrants)
      .values({ projectId: sharedProjectId, granteeId: who.id, access: 'read', grantedBy: people.proponent.id });
  // A published project anyone may follow into deal flow.
  matrixSlug = await publishedSlugOf(await projectFor(member.id));
});
let sharedProjectId = '';
/** One valid holding as CSV, for the import routes' JSON alternative. */
const holdingsCsv = () => ({
  filename: 'h.csv',
  contentBase64: Buffer.from('Project,NACE,Region,Amount,Date\nMatrix,62.01,ITC4,1000,2025-01-31\n').toString('base64'),
});
afterAll(async () => t.close());

const unique = () => `m${randomUUID().slice(0, 8)}@example.com`;
const BODIES: Record<string, (url: string) => unknown> = {
  'POST /api/auth/register': () => ({ email: unique(), password: 'matrix passphrase', username: 'Matrix', role: 'consultant' }),
  'POST /api/auth/login': () => ({ email: unique(), password: 'not a real one' }),
  'POST /api/auth/forgot-password': () => ({ email: unique() }),
  'POST /api/auth/reset-password': () => ({ token: 'x'.repeat(32), password: 'matrix passphrase' }),
  'POST /api/auth/verify-email': () => ({ token: 'x'.repeat(32) }),
  'POST /api/errors': () => ({
    message: 'boom',
    timestamp: new Date().toISOString(),
    userAgent: 'matrix',
    url: '/x',
    errorCount: 1,
    sessionId: 's',
    viewport: { width: 1, height: 1 },
  }),
  'POST /api/gdpr/consent': () => ({
    necessary_cookies: true,
    analytics_cookies: false,
    marketing_cookies: false,
    functional_cookies: false,
    visitorId: randomUUID(),
  }),
  'PUT /api/admin/tier-view': () => ({ view: 'actual' }),
  'POST /api/feedback': () => ({
    description: 'Matrix feedback',
    route: '/dashboard',
    appVersion: '1.0.0',
    viewport: { width: 375, height: 800 },
  }),
  'PATCH /api/admin/feedback/:id': () => ({ status: 'triaged' }),
  'PUT /api/onboarding': () => ({ goals: ['evaluate'] }),
  'POST /api/admin/shadow-runs': () => ({ candidate: 'cr-v2' }),
  'POST /api/admin/shadow-runs/:id/decision': () => ({ decision: 'reject', reason: 'Matrix check' }),
  'POST /api/admin/notifications': () => ({ userId: stranger.id, type: 'info', title: 't', content: 'c' }),
  'PATCH /api/admin/users/:id': () => ({ reason: 'Matrix check' }),
  'POST /api/admin/users/:id/suspend': () => ({ reason: 'Matrix check' }),
  'POST /api/admin/users/:id/reactivate': () => ({ reason: 'Matrix check' }),
  'POST /api/admin/users/:id/two-factor/reset': () => ({ reason: 'Matrix check', identityCheck: 'Matrix identity check' }),
  'POST /api/projects': () => ({ title: 'Matrix', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 }),
  'PATCH /api/projects/:id': () => ({ title: 'Renamed' }),
  'POST /api/projects/:id/status': () => ({ status: 'analyzing' }),
  'PUT /api/projects/:id/evaluation-inputs': () => ({ assumptions: simplePlan(), market: {}, revenueModel: null, complianceAnswers: {} }),
  'POST /api/projects/:id/evaluations': () => ({ iterations: 1_000, seed: 1 }),
  'POST /api/projects/:id/grants': () => ({ email: grantee.email, access: 'read' }),
  'POST /api/projects/:id/comments': () => ({ body: 'A comment from the matrix' }),
  'POST /api/projects/:id/documents': () => ({ multipart: multipart('matrix.csv', Buffer.from('year,revenue\n2025,1200000\n')) }),
  'POST /api/documents/:id/figures/:figureId/accept': () => ({ value: 1_250_000 }),
  // The accepted figure made with the project (OWNED below), found by the project id in the URL.
  'POST /api/projects/:id/documents/apply': (url) => ({ figureIds: [acceptedFigureOf.get(url.split('/')[3]!) ?? randomUUID()] }),
  ...COMPLIANCE_BODIES,
  'POST /api/projects/:id/reports': () => ({ kind: 'evaluation', language: 'en' }),
  'POST /api/verify/:id/check': () => ({ sha256: '0'.repeat(64) }),
  'PUT /api/projects/:id/showcase': () => ({ fields: ['industry', 'score'], reportId: showcaseReport }),
  'POST /api/workspaces': () => ({ name: 'Matrix team' }),
  'POST /api/funding-requests': () => ({ projectId: randomUUID(), callId: randomUUID(), message: '' }),
  'PATCH /api/funding-requests/:id': () => ({ message: 'Matrix pitch' }),
  'POST /api/funding-requests/:id/transitions': () => ({ to: 'submitted' }),
  'POST /api/funding-requests/:id/messages': () => ({ body: 'A message from the matrix' }),
  'POST /api/portfolios': () => ({ name: 'Matrix portfolio' }),
  'POST /api/portfolios/:id/reports': () => ({ language: 'en' }),
  'POST /api/portfolios/:id/monte-carlo': () => ({ seed: 7 }),
  'PUT /api/workspaces/:id/logo': () => ({ contentBase64: solidPng(64, 32).toString('base64') }),
  'POST /api/deal-flow/pipelines': () => ({ name: 'Matrix pipeline' }),
  'PATCH /api/deal-flow/pipelines/:id': () => ({ name: 'Renamed pipeline' }),
  'POST /api/deal-flow/pipelines/:id/stages': () => ({ name: 'Matrix stage' }),
  'PATCH /api/deal-flow/pipelines/:id/stages/:stageId': () => ({ name: 'Renamed stage' }),
  'PUT /api/deal-flow/pipelines/:id/stage-order': (url) => ({ stageIds: [dealFixtures.get(url.split('/')[4]!)!.stageId] }),
  'POST /api/deal-flow/cards/:id/move': (url) => ({ stageId: dealFixtures.get(url.split('/')[4]!)!.stageId }),
  'POST /api/deal-flow/cards/:id/checklist': () => ({ title: 'Matrix item' }),
  'PATCH /api/deal-flow/cards/:id/checklist/:itemId': () => ({ done: true }),
  'POST /api/deal-flow/cards/:id/notes': () => ({ body: 'Matrix note' }),
  'POST /api/deal-flow/cards/:id/questions': () => ({ body: 'Matrix question?' }),
  'POST /api/deal-flow/cards/:id/findings': () => ({ risk: 'Matrix risk', severity: 'low', likelihood: 'low' }),
  'PUT /api/deal-flow/cards/:id/decision': () => ({ decision: 'pass' }),
  'POST /api/deal-flow/views': () => ({
    name: `Matrix view ${randomUUID().slice(0, 8)}`,
    filters: { ticketMin: 100_000, tier: 'ready' },
    mode: 'list',
  }),
  'PATCH /api/deal-flow/views/:id': () => ({ name: `Renamed view ${randomUUID().slice(0, 8)}`, filters: {} }),
  'POST /api/deal-flow/follows': () => ({ slug: matrixSlug }),
  'POST /api/projects/:id/questions/:qid/answer': () => ({ body: 'Matrix answer' }),
  'PATCH /api/portfolios/:id': () => ({ name: 'Renamed portfolio' }),
  'POST /api/portfolios/:id/holdings': () => ({ projectId: sharedProjectId, amount: 1000 }),
  'POST /api/portfolios/:id/import': holdingsCsv,
  'POST /api/portfolios/:id/import/preview': holdingsCsv,
  'POST /api/workspaces/:id/invitations': () => ({ email: unique(), role: 'viewer' }),
  'PATCH /api/workspaces/:id/members/:userId': () => ({ role: 'editor' }),
  'POST /api/funding/saved-searches': () => ({ name: 'Matrix search', query: { q: 'digitale', region: 'ITC4' } }),
  'PATCH /api/funding/saved-searches/:id': () => ({ alerts: false }),
  'POST /api/funding/saved-calls': () => ({ callId: matrixCallId }),
  'PATCH /api/funding/saved-calls/:callId': () => ({ muted: true }),
  // Account: wrong passwords and codes, so that the matrix changes nobody's credentials.
  'POST /api/auth/login/two-factor': () => ({ challenge: 'x'.repeat(43), code: '123456' }),
  'POST /api/account/password': () => ({ currentPassword: 'not the password', newPassword: 'matrix passphrase' }),
  'POST /api/account/two-factor/setup': () => ({ password: 'not the password' }),
  'POST /api/account/two-factor/confirm': () => ({ code: '000000' }),
  'POST /api/account/two-factor/disable': () => ({ password: 'not the password', code: '000000' }),
  'POST /api/account/two-factor/recovery-codes': () => ({ code: '000000' }),
  'PATCH /api/account/profile': () => ({ language: 'en' }),
  'PUT /api/account/notification-preferences': () => ({
    inApp: { success: true, warning: true, alert: true, info: true },
    email: { success: false, warning: false, alert: true, system: true, info: false },
  }),
  'POST /api/account/email': () => ({ email: unique(), password: 'not the password' }),
  'POST /api/account/email/confirm': () => ({ token: 'x'.repeat(43) }),
  // A wrong password: the route is reached (400 WRONG_PASSWORD is not a denial) and nobody is erased.
  'DELETE /api/account': () => ({ password: 'not the passphrase' }),
  // Funding catalogue: an unreachable URL (the run is recorded as failed, nothing fetched); a weekly schedule.
  'POST /api/admin/funding/imports': () => ({ source: 'pnrr', url: 'http://127.0.0.1:9/bandi.csv' }),
  'POST /api/admin/funding/schedules': () => ({ source: 'pnrr', url: 'https://example.org/bandi.csv', frequency: 'weekly' }),
  // Billing (issue 22): real orders and details; the matrix's users hold Enterprise, so no trial and no plan to cancel (409).
  'POST /api/billing/checkout': () => ({ planId: 'professional_monthly' }),
  'PUT /api/billing/details': () => ({
    kind: 'consumer',
    name: 'Matrix',
    addressLine: 'Via Roma 1',
    postalCode: '00100',
    city: 'Roma',
    country: 'IT',
  }),
  'POST /api/billing/change': () => ({ planId: 'business_monthly' }),
  'POST /api/billing/contact-sales': () => ({ message: 'Matrix enquiry' }),
};
/**
 * Routes whose parameters name a resource owned by a user, with how to make one for an owner: the
 * :id (and any other parameter) to put in the URL.
 */
type Params = string | Record<string, string>;
/** Project id → an accepted figure of it (for the apply route's body). */
const acceptedFigureOf = new Map<string, string>();
const OWNED: Record<string, (ownerId: string) => Promise<Params>> = {
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
    if (ownerId !== stranger.id) showcaseReport = reportId;
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
  '/api/documents/:id/figures/:figureId/accept': async (ownerId) => documentFor(ownerId),
  '/api/documents/:id/figures/:figureId/reject': async (ownerId) => documentFor(ownerId),
  '/api/funding/saved-searches/:id': async (ownerId) => {
    const [row] = await t.database.db.insert(fundingSavedSearches).values({ userId: ownerId, name: 'm', query: {} }).returning();
    return row!.id;
  },
  '/api/funding/saved-calls/:callId': async (ownerId) => {
    const callId = await fundingCallFixture();
    await t.database.db.insert(fundingSavedCalls).values({ userId: ownerId, callId, seenVersion: 1 });
    return { callId };
  },
  '/api/funding-requests/:id': async (ownerId) => fundingRequestFor(ownerId),
  '/api/funding-requests/:id/transitions': async (ownerId) => fundingRequestFor(ownerId),
  '/api/funding-requests/:id/messages': async (ownerId) => fundingRequestFor(ownerId),
  '/api/portfolios/:id': async (ownerId) => portfolioFor(ownerId),
  '/api/deal-flow/pipelines/:id': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  '/api/deal-flow/pipelines/:id/stages': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  '/api/deal-flow/pipelines/:id/stage-order': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  // An empty second stage: renamed or removed (a stage holding cards is not removed, 409).
  '/api/deal-flow/pipelines/:id/stages/:stageId': async (ownerId) => {
    const f = await dealCardFor(ownerId);
    const [st] = await t.database.db.insert(dealStages).values({ pipelineId: f.pipelineId, name: 'empty', position: 1 }).returning();
    return { id: f.pipelineId, stageId: st!.id };
  },
  '/api/deal-flow/cards/:id': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/move': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/checklist': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/notes': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/questions': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/findings': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/decision': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/link-targets': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  // Asking for access is for a followed published project that is not shared: a card of that kind.
  '/api/deal-flow/cards/:id/access-request': async (ownerId) => {
    const projectId = await projectFor(member.id);
    await publishedSlugOf(projectId);
    await t.database.db.insert(dealFollows).values({ investorId: ownerId, projectId });
    return (await dealCardFor(ownerId, projectId)).cardId;
  },
  '/api/deal-flow/follows/:slug': async (ownerId) => {
    const projectId = await projectFor(member.id);
    const slug = await publishedSlugOf(projectId);
    await t.database.db.insert(dealFollows).values({ investorId: ownerId, projectId });
    return { slug };
  },
  '/api/deal-flow/cards/:id/checklist/:itemId': async (ownerId) => {
    const f = await dealCardFor(ownerId);
    const { dealDdItems } = await import('../db/schema/index.ts');
    const [i] = await t.database.db.insert(dealDdItems).values({ cardId: f.cardId, title: 'm' }).returning();
    return { id: f.cardId, itemId: i!.id };
  },
  '/api/deal-flow/views/:id': async (ownerId) => {
    const [v] = await t.database.db
      .insert(dealViews)
      .values({ userId: ownerId, name: `m ${randomUUID()}`, filters: {}, mode: 'board' })
      .returning();
    return v!.id;
  },
  '/api/projects/:id/questions': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/questions/:qid/answer': async (ownerId) => {
    const f = await dealCardFor(stranger.id, await projectFor(ownerId));
    const [q] = await t.database.db
      .insert(dealQuestions)
      .values({ cardId: f.cardId, projectId: f.projectId, askedBy: stranger.id, body: 'm' })
      .returning();
    return { id: f.projectId, qid: q!.id };
  },
  '/api/portfolios/:id/holdings': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/summary': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/monte-carlo': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/reports': async (ownerId) => portfolioFor(ownerId),
  // A team workspace of the caller with a logo (so reading and removing it reach something).
  '/api/workspaces/:id/logo': async (ownerId) => {
    const id = await teamOf(ownerId);
    await t.database.db
      .insert(workspaceLogos)
      .values({ workspaceId: id, mediaType: 'image/png', bytes: solidPng(64, 32), width: 64, height: 32, sha256: 'a'.repeat(64) });
    return id;
  },
  '/api/portfolios/:id/summary.csv': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/summary.xlsx': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/import': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/import/preview': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/holdings/:holdingId': async (ownerId) => {
    const id = await portfolioFor(ownerId);
    const [h] = await t.database.db
      .insert(portfolioHoldings)
      .values({ portfolioId: id, source: 'import', name: 'Matrix holding', invested: 1 })
      .returning();
    return { id, holdingId: h!.id };
  },
};
/** An analysed (or failed) document of a new project of the owner: its bytes and text stored, one proposed figure. */
async function documentFor(ownerId: string, status: 'analysed' | 'failed' = 'analysed'): Promise<Record<string, string>> {
  const projectId = await projectFor(ownerId);
  const id = randomUUID();
  const bytes = Buffer.from('year,revenue\n2025,1200000\n');
  await t.app.blobs.put(id, Readable.from([bytes]));
  await t.app.blobs.put(`${id}.text`, Readable.from([Buffer.from(JSON.stringify({ parts: [{ sheet: 'Sheet1', text: 'year,revenue' }] }))]));
  await t.database.db.insert(documents).values({
    id,
    projectId,
    uploadedBy: ownerId,
    filename: 'model.csv',
    mediaType: 'text/csv',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: id,
    status,
    failureCode: status === 'failed' ? 'analysis_failed' : null,
  });
  const [f] = await t.database.db
    .insert(documentFigures)
    .values({ projectId, documentId: id, sourceFilename: 'model.csv', key: 'revenue', value: 1_200_000, source: 'rules', quote: '1200000' })
    .returning();
  return { id, figureId: f!.id };
}
/** A funding call of the catalogue (calls are public knowledge, not owned: the saved call is). */
let matrixCallId = '';
async function fundingCallFixture(): Promise<string> {
  const [row] = await t.database.db
    .insert(fundingCalls)
    .values({ source: 'curated', sourceRecordId: randomUUID(), title: 'Matrix call', funder: 'Matrix', aidForm: 'grant', contentHash: 'x' })
    .returning();
  return row!.id;
}
/** A stored shadow run (empty), for the shadow-mode routes' :id. */
async function shadowRunFor(): Promise<string> {
  const summary = { count: 0, stats: null, histogram: [], tierChanges: [], subFactors: [] };
  const [row] = await t.database.db
    .insert(shadowRuns)
    .values({ candidate: 'cr-v2', scope: 'latest-per-project', evaluationCount: 0, summary, rows: [], durationMs: 0 })
    .returning();
  return row!.id;
}
/** A draft funding request of the owner's project to a funding call (the owner is its proponent). */
async function fundingRequestFor(ownerId: string): Promise<string> {
  const projectId = await projectFor(ownerId);
  const [c] = await t.database.db
    .insert(fundingCalls)
    .values({ source: 'curated', sourceRecordId: randomUUID(), title: 'Matrix call', funder: 'Matrix', aidForm: 'grant', contentHash: 'm' })
    .returning();
  const [r] = await t.database.db
    .insert(fundingRequests)
    .values({ projectId, target: 'call', callId: c!.id, createdBy: ownerId })
    .returning();
  return r!.id;
}
/** Pipeline or card id → the fixture it belongs to (bodies name a stage of the same pipeline). */
const dealFixtures = new Map<string, { pipelineId: string; stageId: string; cardId: string; projectId: string }>();
/** A pipeline of the user with one stage and one card on a project the user may see (their own, or the one given). */
async function dealCardFor(ownerId: string, onProject?: string) {
  const projectId = onProject ?? (await projectFor(ownerId));
  const [p] = await t.database.db.insert(dealPipelines).values({ ownerId, name: 'Matrix pipeline' }).returning();
  const [st] = await t.database.db.insert(dealStages).values({ pipelineId: p!.id, name: 'm', position: 0 }).returning();
  const [c] = await t.database.db.insert(dealCards).values({ pipelineId: p!.id, stageId: st!.id, projectId, source: 'grant' }).returning();
  const f = { pipelineId: p!.id, stageId: st!.id, cardId: c!.id, projectId };
  dealFixtures.set(p!.id, f);
  dealFixtures.set(c!.id, f);
  return f;
}
/** Publishes the project on the showcase (a sealed-report row behind it); its slug. */
async function publishedSlugOf(projectId: string): Promise<string> {
  const [owner] = await t.database.db.select({ ownerId: projects.ownerId }).from(projects).where(eq(projects.id, projectId));
  const slug = `matrix-${randomUUID().slice(0, 8)}`;
  await t.database.db
    .insert(showcases)
    .values({ projectId, slug, fields: ['industry'], reportId: await reportFor(owner!.ownerId!, projectId) });
  return slug;
}
let matrixSlug = '';
/** A fresh portfolio of the user (private to them). */
async function portfolioFor(ownerId: string): Promise<string> {
  const [p] = await t.database.db.insert(portfolios).values({ ownerId, name: 'Matrix portfolio' }).returning();
  return p!.id;
}
/** A fresh team workspace owned by the user. */
async function teamOf(ownerId: string): Promise<string> {
  const [ws] = await t.database.db.insert(workspaces).values({ name: 'Matrix team', kind: 'team' }).returning();
  await t.database.db.insert(workspaceMembers).values({ workspaceId: ws!.id, userId: ownerId, role: 'owner' });
  return ws!.id;
}
/** A ready data export of the owner (a one-entry archive is enough to be downloadable). */
async function readyExportFor(userId: string): Promise<string> {
  const at = new Date();
  const [row] = await t.database.db
    .insert(privacyRequests)
    .values({
      kind: 'export',
      userId,
      status: 'ready',
      receivedAt: at,
      completedAt: at,
      expiresAt: new Date(at.getTime() + 86_400_000),
      archive: Buffer.from('PK'),
      archiveBytes: 2,
    })
    .returning();
  return row!.id;
}
/** A project of the owner with one stored evaluation (version 1), computed by the engine. */
const evaluated = new Map<string, string>();
async function evaluatedProjectFor(ownerId: string): Promise<string> {
  if (!evaluated.has(ownerId)) {
    const id = await projectFor(ownerId);
    const input = { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } };
    const run = runEvaluation(input, { iterations: 1_000, seed: 1 });
    if (!run.ok) throw new Error('fixture plan refused');
    const result = JSON.parse(JSON.stringify(run.result));
    await t.database.db.insert(evaluations).values({
      projectId: id,
      version: 1,
      createdBy: ownerId,
      methodologyVersion: result.methodologyVersion,
      engineVersion: 'test',
      seed: 1,
      iterations: 1_000,
      input,
      result,
      scoreTotal: result.score.total,
      npv: result.plan.metrics.npv,
    });
    evaluated.set(ownerId, id);
  }
  return evaluated.get(ownerId)!;
}
/**
 * Routes outside /api/projects/:id whose resource belongs to a project and which apply the same
 * access rule through it (src/server/modules/reports): the capability each needs on that project.
 */
const PROJECT_RULED: Record<string, NonNullable<(typeof t.app.routeCatalogue)[number]['project']>> = {
  '/api/reports/:id/pdf': 'view',
  '/api/reports/:id/preview': 'view',
  '/api/reports/:id/revoke': 'runEvaluation',
};
/** A sealed-report row on a project of the owner (a minimal model the preview can render). */
let showcaseReport: string = randomUUID();
async function reportFor(ownerId: string, onProject?: string): Promise<string> {
  const projectId = onProject ?? (await projectFor(ownerId));
  const model = { kind: 'evaluation', language: 'en', title: 'Matrix', issuer: 'Matrix', projectTitle: 'm', meta: [], sections: [] };
  const [row] = await t.database.db
    .insert(reports)
    .values({
      projectId,
      kind: 'evaluation',
      language: 'en',
      projectTitle: 'm',
      issuer: 'Matrix',
      sha256: 'a'.repeat(64),
      signature: 'x',
      keyId: 'x',
      shortCode: randomUUID().slice(0, 9),
      bytes: Buffer.from('%PDF'),
      model,
      createdBy: ownerId,
    })
    .returning();
  return row!.id;
}
/** A queued evaluation run (a job row, as POST …/evaluations above the threshold queues it) of a new project of the owner. */
async function evaluationRunFor(ownerId: string): Promise<Record<string, string>> {
  const id = await projectFor(ownerId);
  const [job] = await t.database.db
    .insert(jobs)
    .values({ kind: 'evaluation.run', payload: { projectId: id, userId: ownerId, iterations: 300_000, seed: 1 } })
    .returning();
  return { id, runId: job!.id };
}
async function projectFor(ownerId: string): Promise<string> {
  const [personal] = await t.database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, ownerId));
  const [row] = await t.database.db
    .insert(projects)
    .values({ ownerId, workspaceId: personal!.id, title: 'm', industry: '62.01', targetMarket: 'EU', estimatedBudget: 1 })
    .returning();
  return row!.id;
}
/** A second session of the user (not the one the matrix calls with). */
async function sessionFor(userId: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(sessions).values({ id, token: randomUUID(), userId, expiresAt: new Date(Date.now() + 3_600_000) });
  return id;
}
/** An order awaiting payment of the user (a plan of their own tier: confirming it leaves the matrix's Enterprise room alone). */
async function orderFor(userId: string): Promise<string> {
  const [o] = await t.database.db
    .insert(billingOrders)
    .values({
      userId,
      planId: 'business_annual',
      priceListVersion: '2026-12',
      netCents: 1,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 1,
      vatTreatment: 'outside_eu',
      provider: 'invoice',
      reference: `M-${randomUUID()}`,
    })
    .returning();
  return o!.id;
}
/** An issued invoice of the user, numbered in a year of its own (the counter of the real years untouched). */
let matrixInvoiceSeq = 0;
async function invoiceFor(userId: string): Promise<string> {
  matrixInvoiceSeq += 1;
  const [i] = await t.database.db
    .insert(billingInvoices)
    .values({
      userId,
      kind: 'invoice',
      year: 1999,
      seq: matrixInvoiceSeq,
      number: `1999/${String(matrixInvoiceSeq).padStart(4, '0')}`,
      issuedAt: new Date(),
      language: 'en',
      description: 'Matrix',
      netCents: 1,
      vatRateBp: 0,
      vatCents: 0,
      totalCents: 1,
      vatTreatment: 'outside_eu',
      seller: { name: 'S' },
      buyer: { name: 'B' },
      provider: 'invoice',
    })
    .returning();
  return i!.id;
}
async function notificationFor(userId: string): Promise<string> {
  const [row] = await t.database.db.insert(notifications).values({ userId, type: 'info', title: 'm', content: 'm' }).returning();
  return row!.id;
}

function expected(policy: RoutePolicy, caller: Caller): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (policy === 'authenticated') return 'allowed';
  return roleCan(caller, policy.permission) ? 'allowed' : 403;
}

/**
 * Someone else's project, from the one access rule: nobody but an admin sees it (404); an admin
 * sees it and may do what the admin row of src/domain/access allows (else 403).
 */
function expectedOnOthersProject(
  capability: NonNullable<(typeof t.app.routeCatalogue)[number]['project']>,
  caller: Exclude<Caller, 'anonymous'>,
): 'allowed' | 403 | 404 {
  const { capabilities } = projectAccess({ userRole: caller, membership: null, grant: null, now: new Date() });
  if (!capabilities.view) return 404;
  return capabilities[capability] ? 'allowed' : 403;
}
const fill = (url: string, p: Params) =>
  Object.entries(typeof p === 'string' ? { id: p } : p)
    .reduce((u, [k, v]) => u.replace(`:${k}`, v), url)
    .replace(':version', '1');

describe('authorization matrix', () => {
  it('holds for every route, caller and ownership', async () => {
    const routes = t.app.routeCatalogue
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(20);
    // Insights (ADR 0028) answer by role with no resource in the URL: investors and admins read, others 403.
    for (const url of ['/api/insights/economy-tier', '/api/insights/kpi'])
      expect(routes.some((r) => r.url === url && r.method === 'GET')).toBe(true);
    // The role dashboards (ADR 0030): each for its own role only (the admin too gets 403), checked by policy below.
    for (const url of ['/api/dashboard/investor', '/api/dashboard/consultant', '/api/projects/:id/compliance/assignees'])
      expect(routes.some((r) => r.url === url && r.method === 'GET')).toBe(true);
    expect([
      roleCan('investor', 'dashboard.investor'),
      roleCan('admin', 'dashboard.investor'),
      roleCan('consultant', 'dashboard.consultant'),
      roleCan('admin', 'dashboard.consultant'),
      roleCan('proponent', 'dashboard.investor'),
    ]).toEqual([true, false, true, false, false]);
    const failures: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const owned = OWNED[route.url];
      for (const caller of CALLERS) {
        const me = caller === 'anonymous' ? null : people[caller];
        const variants: Array<['own' | 'other' | 'none', string]> = owned
          ? [
              ['own', fill(route.url, await owned(me?.id ?? stranger.id))],
              ['other', fill(route.url, await owned(stranger.id))],
            ]
          : [['none', route.url]];
        for (const [whose, url] of variants) {
          cases += 1;
          const body = BODIES[key]?.(url) as { multipart?: { payload: Buffer; headers: Record<string, string> } } | undefined;
          const res = await t.call({
            method: route.method as 'GET',
            url,
            cookie: me?.cookie,
            payload: body?.multipart?.payload ?? body,
            headers: body?.multipart?.headers,
          });
          const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : undefined;
          const byPolicy = expected(route.policy, caller);
          const ruled = route.project ?? PROJECT_RULED[route.url];
          // Admins read deal flow and change none (ADR 0026): 403 DEAL_FLOW_INVESTORS_ONLY on their own too.
          const adminReadsDealFlow =
            caller === 'admin' && route.url.startsWith('/api/deal-flow/') && route.method !== 'GET' && whose === 'own';
          const want = adminReadsDealFlow
            ? 403
            : byPolicy === 'allowed' && whose === 'other' && ruled && caller !== 'anonymous'
              ? expectedOnOthersProject(ruled, caller)
              : byPolicy;
          const label = `${key} as ${caller} (${whose}) → ${res.statusCode} ${code ?? ''}`;
          if (want === 'allowed' && whose === 'other' && ruled) {
            if (res.statusCode >= 400) failures.push(`${label}: the access rule lets this caller do it`);
          } else if (want === 'allowed') {
            if (code && DENIAL_CODES.includes(code)) failures.push(`${label}: expected access`);
            const adminManagesOthers = route.url.startsWith('/api/admin/');
            if (whose === 'other' && !adminManagesOthers && res.statusCode < 400)
              failures.push(`${label}: reached someone else's resource`);
            if (whose === 'own' && res.statusCode >= 400) failures.push(`${label}: could not reach own resource`);
          } else if (res.statusCode !== want) {
            failures.push(`${label}: expected ${want}`);
          }
        }
      }
    }
    console.log(`authorization matrix: ${cases} cases checked over ${routes.length} routes × ${CALLERS.length} callers`);
    expect(failures).toEqual([]);
  }, 300_000); // some 400 requests (sealing PDFs among them): seconds alone, far more on a loaded machine
});
