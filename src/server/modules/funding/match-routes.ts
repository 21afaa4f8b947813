import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callIdParams,
  createSavedSearchBody,
  explainedMatchList,
  fundingMatchesQuery,
  projectMatchList,
  saveCallBody,
  savedCall,
  savedCallList,
  savedCallParams,
  savedSearch,
  savedSearchIdParams,
  savedSearchList,
  updateSavedCallBody,
  updateSavedSearchBody,
} from '../../../contract/funding.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { callProjectMatches, projectFundingMatches, type MatchDeps } from './match-service.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedCalls,
  listSavedSearches,
  saveCall,
  setCallMuted,
  unsaveCall,
  updateSavedSearch,
} from './saved-service.ts';

const tags = ['funding'];
const noContent = z.null();

/** Matching (a project's calls, a call's projects) and the caller's saved searches and calls (ADR 0020). */
export function registerFundingMatchRoutes(app: FastifyInstance, ctx: AppContext, deps: MatchDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/funding-matches',
    config: { policy: 'authenticated', project: 'view', scope: 'funding:read' },
    schema: {
      tags,
      params: projectIdParams,
      querystring: fundingMatchesQuery,
      response: { 200: explainedMatchList, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) =>
      projectFundingMatches(deps, request.project!.row, {
        limit: request.query.limit,
        includeIneligible: request.query.includeIneligible !== 'false',
      }),
  });

  r.route({
    method: 'GET',
    url: '/api/funding/calls/:id/matches',
    config: { policy: 'authenticated' },
    schema: { tags, params: callIdParams, response: { 200: projectMatchList, ...errors(400, 401, 404) } },
    handler: async (request) => callProjectMatches(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'GET',
    url: '/api/funding/saved-searches',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: savedSearchList, ...errors(401) } },
    handler: async (request) => listSavedSearches(deps.db, request.user!.id),
  });

  r.route({
    method: 'POST',
    url: '/api/funding/saved-searches',
    config: { policy: 'authenticated' },
    schema: { tags, body: createSavedSearchBody, response: { 201: savedSearch, ...errors(400, 401) } },
    handler: async (request, reply) => reply.status(201).send(await createSavedSearch(deps, request.user!.id, request.body)),
  });

  r.route({
    method: 'PATCH',
    url: '/api/funding/saved-searches/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: savedSearchIdParams, body: updateSavedSearchBody, response: { 200: savedSearch, ...errors(400, 401, 404) } },
    handler: async (request) => updateSavedSearch(deps, request.user!.id, request.params.id, request.body),
  });

  r.route({
    method: 'DELETE',
    url: '/api/funding/saved-searches/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: savedSearchIdParams, response: { 204: noContent, ...errors(400, 401, 404) } },
    handler: async (request, reply) => {
      await deleteSavedSearch(deps.db, request.user!.id, request.params.id);
      await ctx.audit(request, { action: 'funding.savedSearch.delete', target: request.params.id, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/funding/saved-calls',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: savedCallList, ...errors(401) } },
    handler: async (request) => listSavedCalls(deps, request.user!.id),
  });

  r.route({
    method: 'POST',
    url: '/api/funding/saved-calls',
    config: { policy: 'authenticated' },
    schema: { tags, body: saveCallBody, response: { 201: savedCall, ...errors(400, 401, 404) } },
    handler: async (request, reply) =>
      reply.status(201).send(await saveCall(deps, request.user!.id, request.body.callId, request.body.muted)),
  });

  r.route({
    method: 'PATCH',
    url: '/api/funding/saved-calls/:callId',
    config: { policy: 'authenticated' },
    schema: { tags, params: savedCallParams, body: updateSavedCallBody, response: { 200: savedCall, ...errors(400, 401, 404) } },
    handler: async (request) => setCallMuted(deps, request.user!.id, request.params.callId, request.body.muted),
  });

  r.route({
    method: 'DELETE',
    url: '/api/funding/saved-calls/:callId',
    config: { policy: 'authenticated' },
    schema: { tags, params: savedCallParams, response: { 204: noContent, ...errors(400, 401, 404) } },
    handler: async (request, reply) => {
      await unsaveCall(deps.db, request.user!.id, request.params.callId);
      await ctx.audit(request, { action: 'funding.savedCall.delete', target: request.params.callId, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });
}
