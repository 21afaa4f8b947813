import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDealViewBody, dealView, dealViewList, dealViewParams, updateDealViewBody } from '../../../contract/deal-views.ts';
import { errors } from '../../lib/responses.ts';
import type { DealFlowDeps } from './deps.ts';
import * as svc from './views-service.ts';

const tags = ['deal-flow'];
const policy = { permission: 'dealFlow.read' } as const;

/**
 * Saved views of the deal flow (issue 15): the caller's own, named filters and board/list mode. Same
 * policy as the rest of deal flow (ADR 0026): investors write, admins read their own (none); another
 * person's view answers 404 DEAL_VIEW_NOT_FOUND.
 */
export function registerDealViewRoutes(app: FastifyInstance, deps: Pick<DealFlowDeps, 'db' | 'now'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/deal-flow/views',
    config: { policy },
    schema: { tags, response: { 200: dealViewList, ...errors(401, 403) } },
    handler: async (q) => svc.listViews(deps, q.user!),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/views',
    config: { policy },
    schema: { tags, body: createDealViewBody, response: { 201: dealView, ...errors(400, 401, 403, 409, 422) } },
    handler: async (q, reply) => reply.status(201).send(await svc.createView(deps, q.user!, q.body)),
  });
  r.route({
    method: 'PATCH',
    url: '/api/deal-flow/views/:id',
    config: { policy },
    schema: { tags, params: dealViewParams, body: updateDealViewBody, response: { 200: dealView, ...errors(400, 401, 403, 404, 409) } },
    handler: async (q) => svc.updateView(deps, q.user!, q.params.id, q.body),
  });
  r.route({
    method: 'DELETE',
    url: '/api/deal-flow/views/:id',
    config: { policy },
    schema: { tags, params: dealViewParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => {
      await svc.deleteView(deps, q.user!, q.params.id);
      return reply.status(204).send(null);
    },
  });
}
