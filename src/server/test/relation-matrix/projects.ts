import { projectAccess, type ProjectCapability } from '../../../domain/access/index.ts';
import { multipart } from '../../../../tests/fixtures/documents.ts';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { matrixItem, RELATIONS, ROLE, type Tally, type World } from './world.ts';
import { COMPLIANCE_BODIES } from '../compliance-bodies.ts';

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
  'PUT /api/documents/:id/date': () => ({ date: '2024-03-14' }),
  ...COMPLIANCE_BODIES,
  // Realization (issue 23): the fixture's roadmap is at revision 1.
  'PUT /api/projects/:id/roadmap': () => ({ phases: [{ id: 'p', title: 'Matrix', items: [matrixItem('nobody')] }], revision: 1 }),
  'POST /api/projects/:id/roadmap/items/:itemId/progress': () => ({ note: 'From the matrix', percent: 10 }),
  'POST /api/projects/:id/roadmap/ledger': () => ({
    format: 'csv',
    contentBase64: Buffer.from('item,amount\nGDPR-ART30,12.5\n').toString('base64'),
  }),
  'POST /api/projects/:id/obligations': () => ({ kind: 'report', title: 'Matrix report', dueOn: '2099-03-31' }),
  'PATCH /api/projects/:id/obligations/:obligationId': () => ({ status: 'met' }),
  'POST /api/projects/:id/kpi-requests': () => ({ kpis: ['revenue'], cadence: 'monthly' }),
};

/** Every project-scoped route (every route declaring `config.project`) as every relation. */
export async function checkProjectRoutes(w: World, tally: Tally): Promise<void> {
  const { t, people, extra, factsOf, fixture, documentOf, questionOn, reportOf, runOf, acceptedFigureOf } = w;
  const routes = t.app.routeCatalogue.filter((r) => r.project && r.method !== 'HEAD');
  if (routes.length < 15) throw new Error(`only ${routes.length} project-scoped routes found`);
  for (const route of routes) {
    const capability = route.project as ProjectCapability;
    for (const relation of RELATIONS) {
      const f = await fixture();
      const onDocument = route.url.startsWith('/api/documents/:id');
      const d = onDocument ? await documentOf(f.id, route.url.endsWith('/retry') ? 'failed' : 'analysed') : null;
      // Answering names an investor's question on the project: one asked (on a card of the extra user's pipeline) for this call.
      const questionId = route.url.includes(':qid') ? await questionOn(f.id) : '';
      const runId = route.url.includes(':runId') ? await runOf(f.id) : '';
      const url = route.url
        .replace(':id', d?.id ?? f.id)
        .replace(':version', '1')
        .replace(':grantId', f.readGrantId)
        .replace(':figureId', d?.figureId ?? '')
        // The compliance hub's routes (issue 13): an item, a control, a Taxonomy activity, the fixture's task.
        .replace(':itemId', 'GDPR-ART30')
        .replace(':controlId', 'CTL-GDPR-RECORDS')
        .replace(':activityId', '4.1')
        .replace(':taskId', f.taskId)
        .replace(':obligationId', f.obligationId)
        .replace(':qid', questionId)
        .replace(':runId', runId);
      // Applying figures needs an accepted figure of the project: one made for this call.
      const acceptedFigureId = route.url.endsWith('/documents/apply') ? await acceptedFigureOf(f.id) : '';
      // Publishing a showcase names a sealed report of the project: one stored for this call.
      const reportId = route.url.endsWith('/showcase') && route.method === 'PUT' ? await reportOf(f.id) : '';
      const body = BODIES[`${route.method} ${route.url}`]?.({ extraEmail: extra.email, acceptedFigureId, reportId }) as
        { multipart?: { payload: Buffer; headers: Record<string, string> } } | undefined;
      const res = await t.call({
        method: route.method as 'GET',
        url,
        cookie: people[relation].cookie,
        payload: body?.multipart?.payload ?? body,
        headers: body?.multipart?.headers,
      });
      const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : undefined;
      const { capabilities } = projectAccess(factsOf(relation));
      const label = `${route.method} ${route.url} as ${relation} → ${res.statusCode} ${code ?? ''}`;
      tally.cases += 1;
      if (!capabilities.view) {
        const notFound = onDocument ? 'DOCUMENT_NOT_FOUND' : 'PROJECT_NOT_FOUND';
        if (res.statusCode !== 404 || code !== notFound) tally.failures.push(`${label}: expected 404 ${notFound}`);
      } else if (
        route.url === '/api/projects/:id/kpi-requests' &&
        route.method === 'POST' &&
        ROLE[relation as keyof typeof ROLE] !== 'investor'
      ) {
        // KPI requests are an investor's (issue 23): anyone else who sees the project is refused.
        if (res.statusCode !== 403 || code !== 'FORBIDDEN') tally.failures.push(`${label}: expected 403 FORBIDDEN (investors only)`);
      } else if (!capabilities[capability]) {
        if (res.statusCode !== 403 || code !== 'FORBIDDEN') tally.failures.push(`${label}: expected 403 FORBIDDEN`);
      } else if (res.statusCode >= 400) {
        tally.failures.push(`${label}: expected success (${res.body.slice(0, 200)})`);
      }
    }
  }
}

export async function checkProjectList(w: World, tally: Tally): Promise<void> {
  const { t, people, factsOf, fixture } = w;
  // The list: the project shows to exactly those who may see it, marked shared for grantees; an
  // admin sees it only when asking for the whole platform.
  const listed = await fixture();
  for (const relation of RELATIONS) {
    const { capabilities, relation: rel } = projectAccess(factsOf(relation));
    const list = (await t.call({ method: 'GET', url: '/api/projects', cookie: people[relation].cookie })).json() as Array<{
      id: string;
      sharedWithMe: boolean;
      access: { via: string; level: string };
    }>;
    const mine = list.find((p) => p.id === listed.id);
    const shouldList = capabilities.view && rel.via !== 'admin';
    tally.cases += 1;
    if (Boolean(mine) !== shouldList)
      tally.failures.push(`GET /api/projects as ${relation}: listed=${Boolean(mine)}, expected ${shouldList}`);
    if (mine && (mine.sharedWithMe !== (rel.via === 'grant') || mine.access.via !== rel.via || mine.access.level !== rel.level)) {
      tally.failures.push(
        `GET /api/projects as ${relation}: access ${JSON.stringify(mine.access)} sharedWithMe=${mine.sharedWithMe}, expected ${JSON.stringify(rel)}`,
      );
    }
    if (relation.startsWith('grantee') && list.some((p) => p.id !== listed.id && !p.sharedWithMe))
      tally.failures.push(`GET /api/projects as ${relation}: sees more of the workspace than what was shared`);
  }
  const all = (await t.call({ method: 'GET', url: '/api/projects?scope=all', cookie: people.admin.cookie })).json() as Array<{
    id: string;
  }>;
  tally.cases += 1;
  if (!all.some((p) => p.id === listed.id)) tally.failures.push('GET /api/projects?scope=all as admin: project missing');
  const denied = await t.call({ method: 'GET', url: '/api/projects?scope=all', cookie: people.owner.cookie });
  tally.cases += 1;
  if (denied.statusCode !== 403) tally.failures.push(`GET /api/projects?scope=all as owner → ${denied.statusCode}, expected 403`);
}
