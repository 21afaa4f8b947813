import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  createObligationBody,
  obligation,
  progressBody,
  putRoadmapBody,
  roadmap,
  roadmapDraft,
  roadmapDraftQuery,
  reportDraft,
  updateObligationBody,
} from '../../../contract/realization.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { createObligation, editObligation, projectObligationList } from './obligations.ts';
import { reportDraftOf } from './report-draft.ts';
import { getRoadmap, putRoadmap, recordProgress, roadmapDraft as draftOf, type RealizationDeps } from './service.ts';

const tags = ['realization'];
const itemParams = projectIdParams.extend({ itemId: z.string().min(1).max(64) });
const obligationParams = projectIdParams.extend({ obligationId: z.uuid() });

/** A project's roadmap, progress and obligations (issue 23): read with `view`, changed with `editInputs`. */
export function registerRoadmapRoutes(app: FastifyInstance, ctx: AppContext, deps: RealizationDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/roadmap',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: roadmap, ...errors(400, 401, 403, 404) } },
    handler: async (request) => getRoadmap(deps, request.project!),
  });

  r.route({
    method: 'PUT',
    url: '/api/projects/:id/roadmap',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: projectIdParams, body: putRoadmapBody, response: { 200: roadmap, ...errors(400, 401, 403, 404, 409, 422) } },
    handler: async (request) => {
      const { roadmap: saved, created } = await putRoadmap(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, {
        action: created ? 'roadmap.create' : 'roadmap.update',
        target: request.project!.row.id,
        outcome: 'success',
        details: { revision: saved.revision, items: saved.schedule.length, baseline: request.body.setBaseline === true },
      });
      return saved;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/roadmap/draft',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: {
      tags,
      params: projectIdParams,
      querystring: roadmapDraftQuery,
      response: { 200: roadmapDraft, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => draftOf(deps, request.project!, request.query.requestId),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/roadmap/items/:itemId/progress',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: itemParams, body: progressBody, response: { 201: roadmap, ...errors(400, 401, 403, 404, 409, 422) } },
    handler: async (request, reply) => {
      const saved = await recordProgress(deps, request.user!, request.project!, request.params.itemId, request.body);
      // The note is the author's words and stays out of the log.
      await ctx.audit(request, {
        action: 'roadmap.progress',
        target: request.project!.row.id,
        outcome: 'success',
        details: {
          itemId: request.params.itemId,
          status: request.body.status ?? null,
          percent: request.body.percent ?? null,
          evidence: request.body.evidence?.length ?? 0,
        },
      });
      return reply.status(201).send(saved);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/obligations',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: z.array(obligation), ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectObligationList(deps.db, request.project!, deps.now()),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/obligations',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: projectIdParams, body: createObligationBody, response: { 201: obligation, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const o = await createObligation(deps.db, request.project!, request.body, deps.now());
      await ctx.audit(request, {
        action: 'obligation.create',
        target: request.project!.row.id,
        outcome: 'success',
        details: { obligationId: o.id, kind: o.kind },
      });
      return reply.status(201).send(o);
    },
  });

  r.route({
    method: 'PATCH',
    url: '/api/projects/:id/obligations/:obligationId',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: obligationParams, body: updateObligationBody, response: { 200: obligation, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const o = await editObligation(deps.db, request.project!, request.params.obligationId, request.body, deps.now());
      await ctx.audit(request, {
        action: 'obligation.update',
        target: request.project!.row.id,
        outcome: 'success',
        details: { obligationId: o.id, fields: Object.keys(request.body) },
      });
      return o;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/obligations/:obligationId/report-draft',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: obligationParams, response: { 200: reportDraft, ...errors(400, 401, 403, 404) } },
    handler: async (request) => reportDraftOf(deps.db, request.project!, request.params.obligationId),
  });
}
