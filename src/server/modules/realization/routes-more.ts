import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../../contract/errors.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  calendarFeed,
  kpiAnswerBody,
  kpiRequest,
  kpiRequestBody,
  realizationRow,
  roadmap,
  upcomingReminder,
  updateKpiRequestBody,
} from '../../../contract/realization.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { asBuffer, type WorkerPool } from '../../lib/worker-pool.ts';
import { requireCapability, resolveProject } from '../access/index.ts';
import { liveCalendarToken, revokeCalendarToken, rotateCalendarToken, toIcs, userOfCalendarToken } from './calendar.ts';
import { alertKpiThreshold } from './kpi-alerts.ts';
import { answerKpiRequest, createKpiRequest, findKpiRequest, listKpiRequests, updateKpiRequest } from './kpi.ts';
import { upcomingReminders } from './reminders-view.ts';
import { calendarEvents, realizationCsvRows, realizationList } from './list.ts';
import { findRoadmap, findUserById } from './repository.ts';
import { importLedger, type RealizationDeps } from './service.ts';
import { roadmapRows, toCsv, toMsProjectXml, type Cell } from './sheets.ts';

const tags = ['realization'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ledgerBody = z
  .object({ format: z.enum(['csv', 'xlsx']), contentBase64: z.string().min(1).max(3_000_000) })
  .strict()
  .describe('Added: a ledger of actuals, one row per entry (item id, amount in currency units); totals replace actualCents');

/** The cross-project list, exports, ledger import, KPI requests and the calendar feed (issue 23). */
export function registerRealizationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: RealizationDeps & { cpu: WorkerPool; publicOrigin: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const xlsx = async (owner: string, rows: Cell[][], name: string) =>
    asBuffer((await deps.cpu.run<{ bytes: Uint8Array }>('realization.xlsx', { sheets: [{ name, rows }] }, { owner })).bytes);

  r.route({
    method: 'GET',
    url: '/api/realization',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(realizationRow), ...errors(401) } },
    handler: async (request) => realizationList(deps.db, request.user!, deps.now()),
  });
  r.route({
    method: 'GET',
    url: '/api/realization/reminders',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(upcomingReminder), ...errors(401) } },
    handler: async (request) => upcomingReminders(deps.db, request.user!, deps.now()),
  });
  r.route({
    method: 'GET',
    url: '/api/realization.csv',
    config: { policy: 'authenticated', heavy: 'export' },
    schema: { tags, response: { 200: z.string(), ...errors(401, 429) } },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="realization.csv"')
        .send(toCsv(realizationCsvRows(await realizationList(deps.db, request.user!, deps.now())))),
  });
  r.route({
    method: 'GET',
    url: '/api/realization.xlsx',
    config: { policy: 'authenticated', heavy: 'export' },
    schema: { tags, response: { ...errors(401, 429) } },
    handler: async (request, reply) => {
      const rows = realizationCsvRows(await realizationList(deps.db, request.user!, deps.now()));
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="realization.xlsx"')
        .send((await xlsx(request.user!.id, rows, 'Realization')) as never);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/roadmap.xlsx',
    config: { policy: 'authenticated', project: 'view', heavy: 'export' },
    schema: { tags, params: projectIdParams, response: { ...errors(400, 401, 403, 404, 429) } },
    handler: async (request, reply) => {
      const row = await findRoadmap(deps.db, request.project!.row.id);
      if (!row) throw new AppError('ROADMAP_NOT_FOUND');
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="roadmap.xlsx"')
        .send((await xlsx(request.user!.id, roadmapRows(row.phases), 'Roadmap')) as never);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/roadmap.xml',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: z.string(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const row = await findRoadmap(deps.db, request.project!.row.id);
      if (!row) throw new AppError('ROADMAP_NOT_FOUND');
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="roadmap-msproject.xml"')
        .send(toMsProjectXml(request.project!.row.title, row.phases));
    },
  });
  r.route({
    method: 'POST',
    url: '/api/projects/:id/roadmap/ledger',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: projectIdParams, body: ledgerBody, response: { 201: roadmap, ...errors(400, 401, 403, 404, 409, 422) } },
    handler: async (request, reply) => {
      const { roadmap: saved, items, bad } = await importLedger(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, {
        action: 'roadmap.ledger_import',
        target: request.project!.row.id,
        outcome: 'success',
        details: { format: request.body.format, items, badRows: bad.length },
      });
      return reply.status(201).send(saved);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/kpi-requests',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, body: kpiRequestBody, response: { 201: kpiRequest, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const k = await createKpiRequest(deps.db, request.user!, request.project!, request.body, deps.now());
      await ctx.audit(request, {
        action: 'kpi_request.create',
        target: request.project!.row.id,
        outcome: 'success',
        details: { requestId: k.id, cadence: k.cadence, kpis: k.kpis.length },
      });
      return reply.status(201).send(k);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/kpi-requests',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: z.array(kpiRequest), ...errors(400, 401, 403, 404) } },
    handler: async (request) => listKpiRequests(deps.db, request.project!.row.id),
  });
  r.route({
    method: 'POST',
    url: '/api/kpi-requests/:id/answers',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: z.object({ id: z.uuid() }),
      body: kpiAnswerBody,
      response: { 201: kpiRequest, ...errors(400, 401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      const k = await findKpiRequest(deps.db, request.params.id);
      if (!k) throw new AppError('KPI_REQUEST_NOT_FOUND');
      // The one access rule: invisible project → 404; visible but not a member who may edit → 403.
      const p = await resolveProject(deps.db, request.user!, k.projectId, deps.now()).catch(() => {
        throw new AppError('KPI_REQUEST_NOT_FOUND');
      });
      requireCapability(p, 'editInputs');
      if (p.access.relation.via !== 'member' && p.access.relation.via !== 'admin') throw new AppError('FORBIDDEN');
      const answered = await answerKpiRequest(deps.db, request.user!, k, request.body, deps.now());
      await ctx.audit(request, {
        action: 'kpi_request.answer',
        target: k.projectId,
        outcome: 'success',
        details: { requestId: k.id, periodStart: request.body.periodStart },
      });
      // Past the investor's bounds: the investor who asked hears of it, if they still see the project (ADR 0047).
      await alertKpiThreshold(deps, k, { periodStart: request.body.periodStart, values: request.body.values });
      return reply.status(201).send(answered);
    },
  });

  r.route({
    method: 'PATCH',
    url: '/api/kpi-requests/:id',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: z.object({ id: z.uuid() }),
      body: updateKpiRequestBody,
      response: { 200: kpiRequest, ...errors(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const k = await findKpiRequest(deps.db, request.params.id);
      if (!k) throw new AppError('KPI_REQUEST_NOT_FOUND');
      // The one access rule first: a request on a project the caller no longer sees is not there for them.
      await resolveProject(deps.db, request.user!, k.projectId, deps.now()).catch(() => {
        throw new AppError('KPI_REQUEST_NOT_FOUND');
      });
      const updated = await updateKpiRequest(deps.db, request.user!, k, request.body);
      await ctx.audit(request, {
        action: 'kpi_request.update',
        target: k.projectId,
        outcome: 'success',
        details: {
          requestId: k.id,
          thresholds: Object.keys(request.body.thresholds ?? {}).length,
          closed: request.body.status === 'closed',
        },
      });
      return updated;
    },
  });

  const feedUrl = (token: string) => `${deps.publicOrigin}/api/calendar/${token}.ics`;
  r.route({
    method: 'GET',
    url: '/api/calendar/feed',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.object({ feed: calendarFeed }), ...errors(401) } },
    handler: async (request) => {
      const live = await liveCalendarToken(deps.db, request.user!.id);
      // The token is stored hashed: its URL is shown only when created; afterwards only that it exists.
      return { feed: live ? { url: '', createdAt: live.createdAt.toISOString() } : null };
    },
  });
  r.route({
    method: 'POST',
    url: '/api/calendar/feed',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 201: z.object({ feed: calendarFeed }), ...errors(401) } },
    handler: async (request, reply) => {
      const { token, createdAt } = await rotateCalendarToken(deps.db, request.user!.id, deps.now());
      await ctx.audit(request, { action: 'calendar.token_rotate', target: request.user!.id, outcome: 'success', details: {} });
      return reply.status(201).send({ feed: { url: feedUrl(token), createdAt: createdAt.toISOString() } });
    },
  });
  r.route({
    method: 'DELETE',
    url: '/api/calendar/feed',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: okResponse, ...errors(401) } },
    handler: async (request) => {
      await revokeCalendarToken(deps.db, request.user!.id, deps.now());
      await ctx.audit(request, { action: 'calendar.token_revoke', target: request.user!.id, outcome: 'success', details: {} });
      return { ok: true as const };
    },
  });
  r.route({
    method: 'GET',
    url: '/api/calendar/:file',
    config: { policy: 'public' },
    schema: {
      tags,
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
      response: { 200: z.string(), ...errors(400, 404) },
    },
    handler: async (request, reply) => {
      const userId = await userOfCalendarToken(deps.db, request.params.file.slice(0, -4));
      if (!userId) throw new AppError('CALENDAR_FEED_NOT_FOUND');
      const user = await findUserById(deps.db, userId);
      if (!user) throw new AppError('CALENDAR_FEED_NOT_FOUND');
      // RFC 5545 3.8.4.6: URL is a full URI, so the screen's path gets the public origin.
      const events = (await calendarEvents(deps.db, user, deps.now())).map((e) =>
        e.url ? { ...e, url: `${deps.publicOrigin}${e.url}` } : e,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(toIcs('Capital Readiness', events, deps.now()));
    },
  });
}
