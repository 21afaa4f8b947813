import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { multipart } from '../../../tests/fixtures/documents.ts';
import { eq } from 'drizzle-orm';
import { projectAccess, type AccessFacts, type ProjectCapability } from '../../domain/access/index.ts';
import { runEvaluation } from '../../domain/evaluation/index.ts';
import { simplePlan } from '../../domain/finance/plan-fixtures.ts';
import { complianceTasks, dealCards, dealFollows, dealPipelines, dealQuestions, dealStages, documentFigures, documents, reports, evaluations, projectGrants, projects, showcases, users, workspaceMembers } from '../db/schema/index.ts';
import { roleCan } from '../../domain/rbac/index.ts';
import { signUp, signUpAdmin, type TestApp } from './harness.ts';
import { solidPng } from '../../../tests/fixtures/images.ts';

/**
 * Every relation of issue 11 × every project-scoped route (every route declaring `config.project`),
 * with the expected answer derived from the one rule in src/domain/access: a relation that may not
 * see the project gets 404 PROJECT_NOT_FOUND, one that sees it but lacks the route's capability
 * 403 FORBIDDEN, and otherwise the route does its work (< 400). The same run also checks that the
 * project list shows the project exactly to those who may see it, marked when shared.
 * Shared by the PostgreSQL and the PGlite test files.
 */
export const RELATIONS = ['owner', 'editor', 'viewer', 'non-member', 'grantee read', 'grantee comment', 'grantee edit', 'expired grantee', 'revoked grantee', 'admin'] as const;
type Relation = (typeof RELATIONS)[number];

const BODIES: Record<string, (ctx: { extraEmail: string; acceptedFigureId: string; reportId: string }) => unknown> = {
  'PATCH /api/projects/:id': () => ({ title: 'Renamed by the matrix' }),
  'POST /api/projects/:id/status': () => ({ status: 'analyzing' }),
  'PUT /api/projects/:id/evaluation-inputs': () => ({ assumptions: simplePlan(), market: {}, revenueModel: null, complianceAnswers: {} }),
  'POST /api/projects/:id/evaluations': () => ({ iterations: 1_000, seed: 7 }),
  'POST /api/projects/:id/grants': ({ extraEmail }) => ({ email: extraEmail, access: 'read' }),
  'POST /api/projects/:id/comments': () => ({ body: 'A comment from the relation matrix' }),
  'POST /api/projects/:id/questions/:qid/answer': () => ({ body: 'An answer from the relation matrix' }),
  'POST /api/projects/:id/reports': () => ({ kind: 'evaluation', language: 'en' }),
  'PUT /api/projects/:id/showcase': ({ reportId }) => ({ fields: ['industry', 'score'], reportId }),
  'POST /api/projects/:id/documents/apply': ({ acceptedFigureId }) => ({ figureIds: [acceptedFigureId] }),
  'POST /api/projects/:id/documents': () => ({ multipart: multipart('relation.csv', Buffer.from('year,revenue\n2025,1200000\n')) }),
  'PUT /api/projects/:id/compliance/items/:itemId': () => ({ answer: 'met' }),
  'PUT /api/projects/:id/compliance/controls/:controlId': () => ({ answer: 'partial' }),
  'PUT /api/projects/:id/compliance/scope': () => ({ exposure231: 'low' }),
  'POST /api/projects/:id/compliance/tasks': () => ({ itemId: 'GDPR-ART30', owner: 'Matrix', dueDate: '2027-01-01' }),
  'PATCH /api/projects/:id/compliance/tasks/:taskId': () => ({ status: 'done' }),
  'PUT /api/projects/:id/compliance/taxonomy/activities/:activityId': () => ({ nace: 'D35.11', objective: 'CCM', eligible: 'met' }),
};

export async function runRelationMatrix(t: TestApp): Promise<{ failures: string[]; cases: number }> {
  const db = t.database.db;
  const owner = await signUp(t, 'proponent');
  await db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
  const team = await t.call({ method: 'POST', url: '/api/workspaces', cookie: owner.cookie, payload: { name: 'Relation matrix' } });
  if (team.statusCode !== 201) throw new Error(`team workspace: ${team.statusCode} ${team.body}`);
  const workspaceId = team.json().id as string;

  const people = {
    owner,
    editor: await signUp(t, 'proponent'),
    viewer: await signUp(t, 'proponent'),
    'non-member': await signUp(t, 'proponent'),
    'grantee read': await signUp(t, 'investor'),
    'grantee comment': await signUp(t, 'investor'),
    'grantee edit': await signUp(t, 'consultant'),
    'expired grantee': await signUp(t, 'consultant'),
    'revoked grantee': await signUp(t, 'investor'),
    admin: await signUpAdmin(t),
  } satisfies Record<Relation, { id: string; cookie: string }>;
  const extra = await signUp(t, 'investor');
  await db.insert(workspaceMembers).values([
    { workspaceId, userId: people.editor.id, role: 'editor' },
    { workspaceId, userId: people.viewer.id, role: 'viewer' },
  ]);

  const now = Date.now();
  const day = 86_400_000;
  const GRANTS = {
    'grantee read': { access: 'read', expiresAt: null, revokedAt: null },
    'grantee comment': { access: 'comment', expiresAt: new Date(now + 30 * day), revokedAt: null },
    'grantee edit': { access: 'edit', expiresAt: null, revokedAt: null },
    'expired grantee': { access: 'edit', expiresAt: new Date(now - day), revokedAt: null },
    'revoked grantee': { access: 'comment', expiresAt: null, revokedAt: new Date(now - day) },
  } as const;
  const MEMBERSHIP = { owner: 'owner', editor: 'editor', viewer: 'viewer' } as const;
  const ROLE = { admin: 'admin', 'grantee read': 'investor', 'grantee comment': 'investor', 'grantee edit': 'consultant', 'expired grantee': 'consultant', 'revoked grantee': 'investor' } as const;
  const factsOf = (r: Relation): AccessFacts => ({
    userRole: (ROLE as Record<string, AccessFacts['userRole']>)[r] ?? 'proponent',
    membership: (MEMBERSHIP as Record<string, AccessFacts['membership']>)[r] ?? null,
    grant: (GRANTS as Record<string, AccessFacts['grant']>)[r] ?? null,
    now: new Date(),
  });

  const run = runEvaluation({ assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } }, { iterations: 1_000, seed: 1 });
  if (!run.ok) throw new Error('fixture plan refused');
  const result = JSON.parse(JSON.stringify(run.result));

  /** A project of the team workspace with one evaluation and the five grants; returns its ids. */
  async function fixture(): Promise<{ id: string; readGrantId: string; taskId: string }> {
    const [p] = await db.insert(projects).values({ ownerId: owner.id, workspaceId, title: `rel ${randomUUID().slice(0, 6)}`, industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 }).returning();
    await db.insert(evaluations).values({
      projectId: p!.id, version: 1, createdBy: owner.id, methodologyVersion: result.methodologyVersion, engineVersion: 'test',
      seed: 1, iterations: 1_000, input: { assumptions: simplePlan(), market: {}, revenueModel: null, compliance: { answers: {} } }, result, scoreTotal: result.score.total, npv: result.plan.metrics.npv,
    });
    const rows = await db
      .insert(projectGrants)
      .values(Object.entries(GRANTS).map(([r, g]) => ({ projectId: p!.id, granteeId: people[r as keyof typeof GRANTS].id, grantedBy: owner.id, ...g })))
      .returning();
    const [task] = await db.insert(complianceTasks).values({ projectId: p!.id, itemId: 'GDPR-ART30', owner: 'Matrix', dueDate: '2027-01-01' }).returning();
    return { id: p!.id, readGrantId: rows.find((g) => g.granteeId === people['grantee read'].id)!.id, taskId: task!.id };
  }

  /**
   * Routes under /api/documents/:id are the project's routes too (config.document, resolved to the
   * document's project): a stored document of the fixture project (analysed, or failed for /retry),
   * with its bytes, its text and one proposed figure.
   */
  async function documentOf(projectId: string, status: 'analysed' | 'failed'): Promise<{ id: string; figureId: string }> {
    const id = randomUUID();
    const bytes = Buffer.from('year,revenue\n2025,1200000\n');
    await t.app.blobs.put(id, Readable.from([bytes]));
    await t.app.blobs.put(`${id}.text`, Readable.from([Buffer.from(JSON.stringify({ parts: [{ sheet: 'Sheet1', text: 'year,revenue' }] }))]));
    await db.insert(documents).values({
      id, projectId, uploadedBy: owner.id, filename: 'model.csv', mediaType: 'text/csv', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), storageKey: id, status, failureCode: status === 'failed' ? 'analysis_failed' : null,
    });
    const [f] = await db.insert(documentFigures).values({ projectId, documentId: id, sourceFilename: 'model.csv', key: 'revenue', value: 1_200_000, source: 'rules', quote: '1200000' }).returning();
    return { id, figureId: f!.id };
  }

  async function questionOn(projectId: string): Promise<string> {
    const [pl] = await db.insert(dealPipelines).values({ ownerId: extra.id, name: 'Relation pipeline' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', position: 0 }).returning();
    const [c] = await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId, source: 'grant' }).returning();
    const [q] = await db.insert(dealQuestions).values({ cardId: c!.id, projectId, askedBy: extra.id, body: 'A question from the relation matrix' }).returning();
    return q!.id;
  }

  async function reportOf(projectId: string): Promise<string> {
    const model = { kind: 'evaluation', language: 'en', title: 'Relation', issuer: 'Relation', projectTitle: 'r', meta: [], sections: [] };
    const [row] = await db
      .insert(reports)
      .values({ projectId, kind: 'evaluation', language: 'en', projectTitle: 'r', issuer: 'Relation', sha256: 'a'.repeat(64), signature: 'x', keyId: 'x', shortCode: randomUUID().slice(0, 9), bytes: Buffer.from('%PDF'), model, createdBy: owner.id })
      .returning();
    return row!.id;
  }

  async function acceptedFigureOf(projectId: string): Promise<string> {
    const [f] = await db
      .insert(documentFigures)
      .values({ projectId, documentId: null, sourceFilename: 'plan.pdf', key: 'tam', value: 1e9, currency: 'EUR', source: 'rules', status: 'accepted', page: 1, quote: 'TAM € 1 billion' })
      .returning();
    return f!.id;
  }

  const routes = t.app.routeCatalogue.filter((r) => r.project && r.method !== 'HEAD');
  if (routes.length < 15) throw new Error(`only ${routes.length} project-scoped routes found`);
  const failures: string[] = [];
  let cases = 0;
  for (const route of routes) {
    const capability = route.project as ProjectCapability;
    for (const relation of RELATIONS) {
      const f = await fixture();
      const onDocument = route.url.startsWith('/api/documents/:id');
      const d = onDocument ? await documentOf(f.id, route.url.endsWith('/retry') ? 'failed' : 'analysed') : null;
      // Answering names an investor's question on the project: one asked (on a card of the extra user's pipeline) for this call.
      const questionId = route.url.includes(':qid') ? await questionOn(f.id) : '';
      const url = route.url.replace(':id', d?.id ?? f.id).replace(':version', '1').replace(':grantId', f.readGrantId).replace(':figureId', d?.figureId ?? '')
        // The compliance hub's routes (issue 13): an item, a control, a Taxonomy activity, the fixture's task.
        .replace(':itemId', 'GDPR-ART30')
        .replace(':controlId', 'CTL-GDPR-RECORDS')
        .replace(':activityId', '4.1')
        .replace(':taskId', f.taskId)
        .replace(':qid', questionId);
      // Applying figures needs an accepted figure of the project: one made for this call.
      const acceptedFigureId = route.url.endsWith('/documents/apply') ? await acceptedFigureOf(f.id) : '';
      // Publishing a showcase names a sealed report of the project: one stored for this call.
      const reportId = route.url.endsWith('/showcase') && route.method === 'PUT' ? await reportOf(f.id) : '';
      const body = BODIES[`${route.method} ${route.url}`]?.({ extraEmail: extra.email, acceptedFigureId, reportId }) as { multipart?: { payload: Buffer; headers: Record<string, string> } } | undefined;
      const res = await t.call({ method: route.method as 'GET', url, cookie: people[relation].cookie, payload: body?.multipart?.payload ?? body, headers: body?.multipart?.headers });
      const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : undefined;
      const { capabilities } = projectAccess(factsOf(relation));
      const label = `${route.method} ${route.url} as ${relation} → ${res.statusCode} ${code ?? ''}`;
      cases += 1;
      if (!capabilities.view) {
        const notFound = onDocument ? 'DOCUMENT_NOT_FOUND' : 'PROJECT_NOT_FOUND';
        if (res.statusCode !== 404 || code !== notFound) failures.push(`${label}: expected 404 ${notFound}`);
      } else if (!capabilities[capability]) {
        if (res.statusCode !== 403 || code !== 'FORBIDDEN') failures.push(`${label}: expected 403 FORBIDDEN`);
      } else if (res.statusCode >= 400) {
        failures.push(`${label}: expected success (${res.body.slice(0, 200)})`);
      }
    }
  }

  // The list: the project shows to exactly those who may see it, marked shared for grantees; an
  // admin sees it only when asking for the whole platform.
  const listed = await fixture();
  for (const relation of RELATIONS) {
    const { capabilities, relation: rel } = projectAccess(factsOf(relation));
    const list = (await t.call({ method: 'GET', url: '/api/projects', cookie: people[relation].cookie })).json() as Array<{ id: string; sharedWithMe: boolean; access: { via: string; level: string } }>;
    const mine = list.find((p) => p.id === listed.id);
    const shouldList = capabilities.view && rel.via !== 'admin';
    cases += 1;
    if (Boolean(mine) !== shouldList) failures.push(`GET /api/projects as ${relation}: listed=${Boolean(mine)}, expected ${shouldList}`);
    if (mine && (mine.sharedWithMe !== (rel.via === 'grant') || mine.access.via !== rel.via || mine.access.level !== rel.level)) {
      failures.push(`GET /api/projects as ${relation}: access ${JSON.stringify(mine.access)} sharedWithMe=${mine.sharedWithMe}, expected ${JSON.stringify(rel)}`);
    }
    if (relation.startsWith('grantee') && list.some((p) => p.id !== listed.id && !p.sharedWithMe)) failures.push(`GET /api/projects as ${relation}: sees more of the workspace than what was shared`);
  }
  const all = (await t.call({ method: 'GET', url: '/api/projects?scope=all', cookie: people.admin.cookie })).json() as Array<{ id: string }>;
  cases += 1;
  if (!all.some((p) => p.id === listed.id)) failures.push('GET /api/projects?scope=all as admin: project missing');
  const denied = await t.call({ method: 'GET', url: '/api/projects?scope=all', cookie: people.owner.cookie });
  cases += 1;
  if (denied.statusCode !== 403) failures.push(`GET /api/projects?scope=all as owner → ${denied.statusCode}, expected 403`);

  // The team workspace's white-label logo (ADR 0031): owners set and remove it (the workspace is on
  // Enterprise through its owner), other members see it and may not change it (403 FORBIDDEN), anyone
  // else — admins and grantees included — gets 404 WORKSPACE_NOT_FOUND. A portfolio summary report
  // (ADR 0024/0031) is its portfolio owner's alone: every other relation gets 404.
  const png = solidPng(64, 32).toString('base64');
  const portfolioOfOwner = (await t.call({ method: 'POST', url: '/api/portfolios', cookie: owner.cookie, payload: { name: 'Relation portfolio' } })).json().id as string;
  const portfolioReport = (await t.call({ method: 'POST', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: owner.cookie, payload: { language: 'en' } })).json().id as string;
  for (const relation of RELATIONS) {
    const member = (MEMBERSHIP as Record<string, string>)[relation];
    const who = people[relation].cookie;
    const checks: Array<[string, () => Promise<{ statusCode: number; body: string }>, number, string | null]> = [
      ['PUT /api/workspaces/:id/logo', () => t.call({ method: 'PUT', url: `/api/workspaces/${workspaceId}/logo`, cookie: who, payload: { contentBase64: png } }), member === 'owner' ? 200 : member ? 403 : 404, member === 'owner' ? null : member ? 'FORBIDDEN' : 'WORKSPACE_NOT_FOUND'],
      ['GET /api/workspaces/:id/logo', () => t.call({ method: 'GET', url: `/api/workspaces/${workspaceId}/logo`, cookie: who }), member ? 200 : 404, member ? null : 'WORKSPACE_NOT_FOUND'],
      ['GET /api/portfolios/:id/reports', () => t.call({ method: 'GET', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: who }), relation === 'owner' ? 200 : 404, relation === 'owner' ? null : 'PORTFOLIO_NOT_FOUND'],
      ['POST /api/portfolios/:id/reports', () => t.call({ method: 'POST', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: who, payload: { language: 'it' } }), relation === 'owner' ? 201 : 404, relation === 'owner' ? null : 'PORTFOLIO_NOT_FOUND'],
      ['GET /api/reports/:id/preview (portfolio)', () => t.call({ method: 'GET', url: `/api/reports/${portfolioReport}/preview`, cookie: who }), relation === 'owner' ? 200 : 404, relation === 'owner' ? null : 'REPORT_NOT_FOUND'],
      ['GET /api/reports/:id/pdf (portfolio)', () => t.call({ method: 'GET', url: `/api/reports/${portfolioReport}/pdf`, cookie: who }), relation === 'owner' ? 200 : 404, relation === 'owner' ? null : 'REPORT_NOT_FOUND'],
    ];
    for (const [label, run, want, wantCode] of checks) {
      cases += 1;
      const res = await run();
      const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : null;
      if (res.statusCode !== want || (wantCode && code !== wantCode)) failures.push(`${label} as ${relation} → ${res.statusCode} ${code ?? ''}, expected ${want} ${wantCode ?? ''}`);
    }
  }
  // Revoking a portfolio report: nobody but its owner reaches it; the owner does, once.
  for (const relation of RELATIONS.filter((r) => r !== 'owner')) {
    cases += 1;
    const res = await t.call({ method: 'POST', url: `/api/reports/${portfolioReport}/revoke`, cookie: people[relation].cookie });
    if (res.statusCode !== 404) failures.push(`POST /api/reports/:id/revoke (portfolio) as ${relation} → ${res.statusCode}, expected 404`);
  }
  cases += 1;
  const revoked = await t.call({ method: 'POST', url: `/api/reports/${portfolioReport}/revoke`, cookie: owner.cookie });
  if (revoked.statusCode !== 200) failures.push(`POST /api/reports/:id/revoke (portfolio) as owner → ${revoked.statusCode}, expected 200`);
  // Insights (ADR 0028): an investor's economy-tier and KPI figures count the cards of projects they
  // may see now and nobody else's. A card is put straight on each investor relation's own pipeline
  // for a fresh project (as a grant once filed it); it counts exactly when the access rule lets the
  // investor see the project. The admin reads the platform: counts and amounts, no card named.
  const probe = await fixture();
  for (const relation of RELATIONS.filter((r) => (ROLE as Record<string, string>)[r] === 'investor')) {
    const who = people[relation];
    const [pl] = await db.insert(dealPipelines).values({ ownerId: who.id, name: 'Insights probe' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', kind: 'new', position: 0 }).returning();
    await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId: probe.id, source: 'grant' });
    const { capabilities } = projectAccess(factsOf(relation));
    const res = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: who.cookie });
    const body = res.json() as { total: { count: number }; cards: Array<{ projectId: string }> };
    cases += 1;
    if (res.statusCode !== 200) failures.push(`GET /api/insights/economy-tier as ${relation} → ${res.statusCode}`);
    else {
      if (body.cards.some((c) => c.projectId === probe.id) !== capabilities.view) failures.push(`GET /api/insights/economy-tier as ${relation}: probe counted=${!capabilities.view}, expected ${capabilities.view}`);
      if (body.total.count !== body.cards.length) failures.push(`GET /api/insights/economy-tier as ${relation}: ${body.total.count} counted for ${body.cards.length} visible cards`);
    }
    const kpi = await t.call({ method: 'GET', url: '/api/insights/kpi', cookie: who.cookie });
    cases += 1;
    if (kpi.statusCode !== 200 || (kpi.json() as { filed: number }).filed > body.cards.length) failures.push(`GET /api/insights/kpi as ${relation} → ${kpi.statusCode}: counts cards it cannot see`);
  }
  const platform = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: people.admin.cookie });
  cases += 1;
  if (platform.statusCode !== 200 || (platform.json() as { scope: string; cards: unknown[] }).scope !== 'platform' || (platform.json() as { cards: unknown[] }).cards.length) {
    failures.push(`GET /api/insights/economy-tier as admin → ${platform.statusCode}: expected the platform scope with no card named`);
  }
  for (const relation of ['owner', 'non-member'] as const) {
    const denied = await t.call({ method: 'GET', url: '/api/insights/economy-tier', cookie: people[relation].cookie });
    cases += 1;
    if (denied.statusCode !== 403) failures.push(`GET /api/insights/economy-tier as ${relation} (a proponent) → ${denied.statusCode}, expected 403`);
  }

  // A funding request to an investor (issue 14, ADR 0021) is a read grant while live: the addressed
  // investor reaches the project as 'grant read' once it is submitted, and no longer once withdrawn
  // or rejected (expected answers again from the one access rule).
  for (const end of ['withdrawn', 'rejected'] as const) {
    const requestee = await signUp(t, 'investor');
    const f = await fixture();
    const reach = async () => (await t.call({ method: 'GET', url: `/api/projects/${f.id}`, cookie: requestee.cookie })).statusCode;
    const created = await t.call({ method: 'POST', url: '/api/funding-requests', cookie: owner.cookie, payload: { projectId: f.id, investorId: requestee.id, message: '' } });
    const id = created.json().id as string;
    const steps: Array<[string, () => Promise<number>, number]> = [
      ['draft', reach, 404],
      ['submitted', async () => (await t.call({ method: 'POST', url: `/api/funding-requests/${id}/transitions`, cookie: owner.cookie, payload: { to: 'submitted' } })).statusCode && reach(), 200],
      [end, async () => (await t.call({ method: 'POST', url: `/api/funding-requests/${id}/transitions`, cookie: end === 'withdrawn' ? owner.cookie : requestee.cookie, payload: { to: end } })).statusCode && reach(), 404],
    ];
    for (const [state, run, want] of steps) {
      cases += 1;
      const got = await run();
      if (got !== want) failures.push(`GET /api/projects/:id as the investor of a ${state} funding request (then ${end}) → ${got}, expected ${want}`);
    }
  }
  // Deal flow on a project (ADR 0026, 0029): each relation's own card on the fixture project, the
  // project published and followed by them. The card's view comes from the one rule: full when the
  // relation may view the project (link targets listed, a link to its document accepted), showcase
  // otherwise (published fields only; link targets 409 DEAL_CARD_NEEDS_ACCESS); roles without deal
  // flow are refused by policy (403); an admin reads and writes nothing (403 DEAL_FLOW_INVESTORS_ONLY on writes).
  for (const relation of RELATIONS) {
    const f = await fixture();
    const d = await documentOf(f.id, 'analysed');
    const [pl] = await db.insert(dealPipelines).values({ ownerId: people[relation].id, name: 'Relation deal flow' }).returning();
    const [st] = await db.insert(dealStages).values({ pipelineId: pl!.id, name: 'new', position: 0 }).returning();
    const [c] = await db.insert(dealCards).values({ pipelineId: pl!.id, stageId: st!.id, projectId: f.id, source: 'showcase' }).returning();
    await db.insert(showcases).values({ projectId: f.id, slug: `rel-${randomUUID().slice(0, 8)}`, fields: ['industry'], reportId: await reportOf(f.id) });
    await db.insert(dealFollows).values({ investorId: people[relation].id, projectId: f.id });
    const facts = factsOf(relation);
    const { capabilities } = projectAccess(facts);
    const dealFlow = roleCan(facts.userRole, 'dealFlow.read');
    const targets = await t.call({ method: 'GET', url: `/api/deal-flow/cards/${c!.id}/link-targets`, cookie: people[relation].cookie });
    const link = await t.call({ method: 'POST', url: `/api/deal-flow/cards/${c!.id}/checklist`, cookie: people[relation].cookie, payload: { title: 'Relation link', link: { kind: 'document', id: d.id } } });
    const card = await t.call({ method: 'GET', url: `/api/deal-flow/cards/${c!.id}`, cookie: people[relation].cookie });
    const want = !dealFlow
      ? { targets: 403, link: 403, card: 403, access: null }
      : capabilities.view
        ? { targets: 200, link: facts.userRole === 'investor' ? 201 : 403, card: 200, access: 'full' }
        : { targets: 409, link: facts.userRole === 'investor' ? 409 : 403, card: 200, access: 'showcase' };
    const got = { targets: targets.statusCode, link: link.statusCode, card: card.statusCode, access: card.statusCode === 200 ? card.json().card.access : null };
    cases += 1;
    if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`deal-flow card of ${relation} on a followed published project: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    if (got.targets === 200 && !(targets.json() as Array<{ id: string }>).some((x) => x.id === d.id)) failures.push(`GET /api/deal-flow/cards/:id/link-targets as ${relation}: the project's document is missing`);
  }
  return { failures, cases };
}
