import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoSettingBody,
  detectorList,
  detectorParams,
  DETECTORS,
  healRun,
  healRunBody,
  providerHealthList,
  providerHistory,
  providerHistoryQuery,
} from '../../../contract/operations.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { DETECTOR_IMPLS, detectorStatuses, runDetector, setAuto } from './autoheal.ts';
import type { OperationsDeps } from './deps.ts';
import { checkNow, currentHealth, healthHistory } from './health.ts';

const tags = ['admin'];
const health = { permission: 'admin.health.read' } as const;
const heal = { permission: 'admin.autoHeal.manage' } as const;

/** Provider health and auto-heal (issue 26, ADR 0053): admin-only, every change audited with what it changed. */
export function registerOperationsRoutes(app: FastifyInstance, ctx: AppContext, d: OperationsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/admin/health',
    config: { policy: health },
    schema: { tags, response: { 200: providerHealthList, ...errors(401, 403) } },
    handler: async () => currentHealth(d),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/health/history',
    config: { policy: health },
    schema: { tags, querystring: providerHistoryQuery, response: { 200: providerHistory, ...errors(400, 401, 403) } },
    handler: async (request) => healthHistory(d, request.query.hours),
  });

  r.route({
    method: 'POST',
    url: '/api/admin/health/check',
    config: { policy: health },
    schema: { tags, response: { 200: providerHealthList, ...errors(401, 403) } },
    handler: async (request) => {
      const results = await checkNow(d);
      await ctx.audit(request, {
        action: 'admin.health.check',
        outcome: 'success',
        details: { states: Object.fromEntries(results.map((x) => [x.provider, x.state])) },
      });
      return results;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/auto-heal',
    config: { policy: heal },
    schema: { tags, response: { 200: detectorList, ...errors(401, 403) } },
    handler: async () => detectorStatuses(d),
  });

  r.route({
    method: 'POST',
    url: '/api/admin/auto-heal/:detector',
    config: { policy: heal },
    schema: { tags, params: detectorParams, body: healRunBody, response: { 200: healRun, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const { detector } = request.params;
      const run = await runDetector(d, detector, request.body.dryRun, 'admin');
      await ctx.audit(request, {
        action: run.dryRun ? 'admin.autoHeal.dryRun' : 'admin.autoHeal.fix',
        target: detector,
        outcome: 'success',
        details: { found: run.found, changed: run.changed, summary: run.summary, items: run.items.slice(0, 50) },
      });
      return run;
    },
  });

  r.route({
    method: 'PUT',
    url: '/api/admin/auto-heal/:detector/auto',
    config: { policy: heal },
    schema: {
      tags,
      params: detectorParams,
      body: autoSettingBody,
      response: { 200: z.object({ detector: z.enum(DETECTORS), auto: z.boolean() }), ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const { detector } = request.params;
      // A report-only detector has nothing to run on its own: its setting stays off.
      const auto = request.body.auto && DETECTOR_IMPLS[detector].repairs;
      await setAuto(d, detector, auto);
      await ctx.audit(request, { action: 'admin.autoHeal.auto', target: detector, outcome: 'success', details: { auto } });
      return { detector, auto };
    },
  });
}
