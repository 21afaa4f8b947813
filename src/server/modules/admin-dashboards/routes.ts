import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  complianceDashboard,
  ptaDashboard,
  shadowCandidates,
  shadowDecisionBody,
  shadowRunBody,
  shadowRunDetail,
  shadowRunList,
  shadowRunSummary,
} from '../../../contract/admin-dashboards.ts';
import { shadowCsv, type ShadowRow, type ShadowSummary } from '../../../domain/shadow/index.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { languageOf } from '../../plugins/error-messages.ts';
import { complianceDashboardOf } from './compliance.ts';
import { ptaDashboardOf } from './pta.ts';
import { decisionsOf, getRun, insertDecision, insertRun, latestEvaluations, listRuns, runDetail, runView } from './shadow.ts';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
  cpu: WorkerPool;
}

const tags = ['admin'];
const runParams = z.object({ id: z.string().min(1).max(64) });
/** How new evaluations choose their methodology today: there is no setting a decision could change (ADR 0057). */
const PRODUCT_RULE = 'input: cr-v2 when the project has a compliance assessment, else cr-v1';

/** The admin dashboards of issue 26 (ADR 0057): compliance across the platform, public tenders analytics, shadow mode. */
export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext, deps: DashboardDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/admin/compliance-dashboard',
    config: { policy: { permission: 'admin.privacy.read' } },
    schema: {
      tags,
      summary: 'Frameworks across every project and the GDPR register',
      response: { 200: complianceDashboard, ...errors(401, 403) },
    },
    handler: async (request) => complianceDashboardOf(deps.db, deps.now(), languageOf(request)),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/pta-dashboard',
    config: { policy: { permission: 'admin.funding.manage' } },
    schema: {
      tags,
      summary: 'Public tenders analytics: calls and request outcomes per source',
      response: { 200: ptaDashboard, ...errors(401, 403) },
    },
    handler: async () => ptaDashboardOf(deps.db, deps.now()),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/shadow-runs',
    config: { policy: { permission: 'admin.methodology.manage' } },
    schema: { tags, response: { 200: shadowRunList, ...errors(401, 403) } },
    handler: async () => {
      const runs = await listRuns(deps.db, 50);
      const decided = await decisionsOf(
        deps.db,
        runs.map((x) => x.id),
      );
      return { candidates: [...shadowCandidates], productRule: PRODUCT_RULE, runs: runs.map((x) => runView(x, decided.get(x.id))) };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/shadow-runs',
    config: { policy: { permission: 'admin.methodology.manage' } },
    schema: { tags, body: shadowRunBody, response: { 201: shadowRunSummary, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      const started = performance.now();
      const evaluations = await latestEvaluations(deps.db);
      const { candidate } = request.body;
      const out = await deps.cpu.run<{ rows: ShadowRow[]; summary: ShadowSummary }>(
        'shadow.compare',
        { evaluations, candidate },
        { owner: request.user!.id },
      );
      const run = await insertRun(deps.db, {
        candidate,
        ...out,
        durationMs: Math.round(performance.now() - started),
        createdBy: request.user!.id,
        at: deps.now(),
      });
      await ctx.audit(request, {
        action: 'admin.shadow.run',
        target: run.id,
        outcome: 'success',
        details: { candidate, evaluations: run.evaluationCount },
      });
      return reply.code(201).send(runView(run, undefined));
    },
  });

  const found = async (id: string) => {
    const run = await getRun(deps.db, id);
    if (!run) throw new AppError('NOT_FOUND');
    return run;
  };

  r.route({
    method: 'GET',
    url: '/api/admin/shadow-runs/:id',
    config: { policy: { permission: 'admin.methodology.manage' } },
    schema: { tags, params: runParams, response: { 200: shadowRunDetail, ...errors(401, 403, 404) } },
    handler: async (request) => {
      const run = await found(request.params.id);
      return runDetail(run, (await decisionsOf(deps.db, [run.id])).get(run.id));
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/shadow-runs/:id/rows.csv',
    config: { policy: { permission: 'admin.methodology.manage' } },
    schema: { tags, params: runParams, produces: ['text/csv'], response: { 200: z.string(), ...errors(401, 403, 404) } },
    handler: async (request, reply) => {
      const run = await found(request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="shadow-${run.candidate}-${run.id.slice(0, 8)}.csv"`)
        .send(shadowCsv(run.rows as unknown as ShadowRow[]));
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/shadow-runs/:id/decision',
    config: { policy: { permission: 'admin.methodology.manage' } },
    schema: { tags, params: runParams, body: shadowDecisionBody, response: { 201: shadowRunSummary, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const run = await found(request.params.id);
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw new AppError('REASON_REQUIRED');
      const d = await insertDecision(deps.db, {
        runId: run.id,
        candidate: run.candidate,
        decision: request.body.decision,
        reason,
        decidedBy: request.user!.id,
        decidedAt: deps.now(),
      });
      await ctx.audit(request, {
        action: `admin.shadow.${request.body.decision}`,
        target: run.id,
        outcome: 'success',
        details: { candidate: run.candidate, reason, changesProduct: false },
      });
      return reply.code(201).send(runView(run, d));
    },
  });
}
