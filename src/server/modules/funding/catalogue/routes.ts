import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callDetail,
  callSearchQuery,
  callSearchResult,
  fundingStats as fundingStatsSchema,
  importByUrlBody,
  importOverview,
  importRun,
  importSchedule,
  importUploadQuery,
  scheduleBody,
} from '../../../../contract/funding.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { errors } from '../../../lib/responses.ts';
import type { JobRunner } from '../../jobs/index.ts';
import { fundingStats, getCall, searchCalls } from './search-repository.ts';
import { auditProjectUse, resolveProject } from '../../access/index.ts';
import { rankedCallSearch } from '../match-service.ts';
import { listRuns, MAX_IMPORT_BYTES, runImport, type ImportDeps } from './import-service.ts';
import { createSchedule, deleteSchedule, listSchedules } from './schedule.ts';
import { catalogueToday } from './today.ts';
import { fundingCalls } from '../../../db/schema/index.ts';

const tags = ['funding'];
const ADMIN = { permission: 'admin.funding.manage' } as const;

export function registerCatalogueRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { jobs: JobRunner; parse?: ImportDeps['parse'] },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => catalogueToday(ctx.now());

  r.route({
    method: 'GET',
    url: '/api/funding/calls',
    // Kept (ADR 0045) unless ranked for a project: that variant resolves the project and records a grant's use.
    config: {
      policy: 'authenticated',
      scope: 'funding:read',
      readCache: { tables: [fundingCalls], when: (request) => (request.query as { project?: unknown }).project === undefined },
    },
    schema: { tags, querystring: callSearchQuery, response: { 200: callSearchResult, ...errors(400, 401, 404) } },
    handler: async (request) => {
      const { sort, project } = request.query;
      if (sort !== 'match' || !project) return searchCalls(ctx.db, request.query, today());
      // Ranked for a project: only one the caller may view (404 otherwise, as on its own routes); a use through a grant is audited.
      const resolved = await resolveProject(ctx.db, request.user!, project, ctx.now());
      await auditProjectUse(ctx, request, resolved);
      return rankedCallSearch({ db: ctx.db, now: ctx.now }, resolved.row, request.query);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/funding/calls/:id',
    config: { policy: 'authenticated', scope: 'funding:read' },
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: callDetail, ...errors(400, 401, 404) } },
    handler: async (request) => {
      const call = await getCall(ctx.db, request.params.id, today());
      // The same code as the matcher's and the saved calls' for a call that does not exist.
      if (!call) throw new AppError('FUNDING_CALL_NOT_FOUND');
      return call;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/funding/stats',
    config: { policy: 'public' },
    schema: { tags, response: { 200: fundingStatsSchema } },
    handler: async () => fundingStats(ctx.db, today()),
  });

  // ——— Admin: imports and scheduled refreshes ———
  const importDeps: ImportDeps = { db: ctx.db, now: ctx.now, parse: deps.parse };

  r.route({
    method: 'GET',
    url: '/api/admin/funding/imports',
    config: { policy: ADMIN },
    schema: { tags, response: { 200: importOverview, ...errors(401, 403) } },
    handler: async () => ({ runs: await listRuns(ctx.db, 20), schedules: await listSchedules(importDeps) }),
  });

  r.route({
    method: 'POST',
    url: '/api/admin/funding/imports',
    config: { policy: ADMIN, heavy: 'import' },
    schema: { tags, body: importByUrlBody, response: { 200: importRun, ...errors(400, 401, 403, 429) } },
    handler: async (request) => {
      const { run } = await runImport(importDeps, {
        source: request.body.source,
        origin: request.body.url,
        trigger: 'admin',
        owner: request.user!.id,
      });
      await ctx.audit(request, {
        action: 'funding.import',
        target: run.id,
        outcome: run.status === 'succeeded' ? 'success' : 'failure',
        details: summary(run),
      });
      return run;
    },
  });

  // The file's text as the body (a form's file read by the browser); up to MAX_IMPORT_BYTES.
  app.addContentTypeParser(['text/csv'], { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_req, body, done) => done(null, body));
  r.route({
    method: 'POST',
    url: '/api/admin/funding/imports/upload',
    bodyLimit: MAX_IMPORT_BYTES,
    config: { policy: ADMIN, heavy: 'import' },
    schema: {
      tags,
      querystring: importUploadQuery,
      body: z.string().min(1),
      response: { 200: importRun, ...errors(400, 401, 403, 413, 429) },
    },
    handler: async (request) => {
      const { run } = await runImport(importDeps, {
        source: request.query.source,
        origin: 'upload',
        trigger: 'admin',
        text: request.body,
        owner: request.user!.id,
      });
      await ctx.audit(request, {
        action: 'funding.import',
        target: run.id,
        outcome: run.status === 'succeeded' ? 'success' : 'failure',
        details: summary(run),
      });
      return run;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/funding/schedules',
    config: { policy: ADMIN },
    schema: { tags, body: scheduleBody, response: { 201: importSchedule, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      const s = await createSchedule({ ...importDeps, jobs: deps.jobs }, request.body);
      await ctx.audit(request, {
        action: 'funding.schedule.create',
        target: s.id,
        outcome: 'success',
        details: { source: s.source, url: s.url, frequency: s.frequency },
      });
      return reply.status(201).send(s);
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/admin/funding/schedules/:id',
    config: { policy: ADMIN },
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      if (!(await deleteSchedule(importDeps, request.params.id))) throw new AppError('NOT_FOUND');
      await ctx.audit(request, { action: 'funding.schedule.delete', target: request.params.id, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });
}

const summary = (run: {
  source: string;
  origin: string;
  status: string;
  report: { imported: number; updated: number; unchanged: number; skipped: unknown[]; missing: unknown[] };
  error: string | null;
}) => ({
  source: run.source,
  origin: run.origin.slice(0, 300),
  status: run.status,
  imported: run.report.imported,
  updated: run.report.updated,
  unchanged: run.report.unchanged,
  skipped: run.report.skipped.length,
  missing: run.report.missing.length,
  error: run.error?.slice(0, 300) ?? null,
});
