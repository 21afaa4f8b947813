import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectIdParams } from '../../../contract/projects.ts';
import {
  completeBody,
  consultantProfile,
  createEngagementBody,
  deliverableBody,
  directoryQuery,
  engagement,
  engagementDetail as detailSchema,
  engagementParams,
  engagementTaskBody,
  messageBody,
  professionisti as professionistiSchema,
  profileBody,
  reviewBody,
  suggestion,
} from '../../../contract/consultants.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { professionisti } from './admin.ts';
import { addDeliverable, assignTask, engagementDetail, postMessage } from './detail.ts';
import { createEngagement, listEngagements, moveEngagement } from './engagements.ts';
import { directory, myProfile, reviewProfile, saveProfile, submitProfile, type ConsultantDeps } from './profiles.ts';
import { suggestionsFor } from './suggestions.ts';

const tags = ['consultants'];
const langOf = (r: FastifyRequest) => r.user?.language ?? (String(r.headers['accept-language'] ?? '').startsWith('it') ? 'it' : 'en');

/** Consultants and engagements (issue 25, ADR 0042). Every change is audited here and notified by the service. */
export function registerConsultantRoutes(app: FastifyInstance, ctx: AppContext, deps: ConsultantDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audit = (request: FastifyRequest, action: string, target: string, details: Record<string, unknown> = {}) =>
    ctx.audit(request, { action, target, outcome: 'success', details });

  r.route({
    method: 'GET',
    url: '/api/consultants',
    config: { policy: { permission: 'consultants.read' } },
    schema: { tags, querystring: directoryQuery, response: { 200: z.array(consultantProfile), ...errors(400, 401, 403) } },
    handler: async (request) => directory(deps.db, request.query),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/consultant-suggestions',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: z.array(suggestion), ...errors(400, 401, 403, 404) } },
    handler: async (request) => suggestionsFor(deps.db, deps.now, request.project!, langOf(request)),
  });

  r.route({
    method: 'GET',
    url: '/api/consultant-profile',
    config: { policy: { permission: 'dashboard.consultant' } },
    schema: { tags, response: { 200: consultantProfile.nullable(), ...errors(401, 403) } },
    handler: async (request) => myProfile(deps.db, request.user!),
  });

  r.route({
    method: 'PUT',
    url: '/api/consultant-profile',
    config: { policy: { permission: 'dashboard.consultant' } },
    schema: { tags, body: profileBody, response: { 200: consultantProfile, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const p = await saveProfile(deps, request.user!, request.body);
      await audit(request, 'consultant.profile.save', request.user!.id, { specialties: p.specialties });
      return p;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/consultant-profile/submit',
    config: { policy: { permission: 'dashboard.consultant' } },
    schema: { tags, response: { 200: consultantProfile, ...errors(401, 403, 404) } },
    handler: async (request) => {
      const p = await submitProfile(deps, request.user!);
      await audit(request, 'consultant.profile.submit', request.user!.id);
      return p;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/consultants/:userId/review',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: {
      tags,
      params: z.object({ userId: z.string().min(1).max(100) }),
      body: reviewBody,
      response: { 200: consultantProfile, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const p = await reviewProfile(deps, request.user!, request.params.userId, request.body);
      await audit(request, `consultant.profile.${request.body.decision}`, request.params.userId, { note: request.body.note });
      return p;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/professionisti',
    config: { policy: { permission: 'admin.users.read' } },
    schema: { tags, response: { 200: professionistiSchema, ...errors(401, 403) } },
    handler: async () => professionisti(deps.db),
  });

  r.route({
    method: 'GET',
    url: '/api/engagements',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(engagement), ...errors(401) } },
    handler: async (request) => listEngagements(deps, request.user!),
  });

  r.route({
    method: 'POST',
    url: '/api/engagements',
    config: { policy: 'authenticated' },
    schema: { tags, body: createEngagementBody, response: { 201: engagement, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const e = await createEngagement(deps, request.user!, request.body);
      await audit(request, 'engagement.request', e.id, { projectId: e.projectId, consultantId: e.consultantId, gaps: e.gaps.length });
      return reply.code(201).send(e);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/engagements/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: engagementParams, response: { 200: detailSchema, ...errors(400, 401, 404) } },
    handler: async (request) => engagementDetail(deps, request.user!, request.params.id),
  });

  for (const [verb, to] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const)
    r.route({
      method: 'POST',
      url: `/api/engagements/:id/${verb}`,
      config: { policy: 'authenticated' },
      schema: { tags, params: engagementParams, response: { 200: engagement, ...errors(400, 401, 404, 409) } },
      handler: async (request) => {
        const e = await moveEngagement(deps, request.user!, request.params.id, to);
        await audit(request, `engagement.${verb}`, e.id, { projectId: e.projectId, grantExpiresAt: e.grantExpiresAt });
        return e;
      },
    });

  r.route({
    method: 'POST',
    url: '/api/engagements/:id/complete',
    config: { policy: 'authenticated' },
    schema: { tags, params: engagementParams, body: completeBody, response: { 200: engagement, ...errors(400, 401, 404, 409) } },
    handler: async (request) => {
      const e = await moveEngagement(deps, request.user!, request.params.id, 'completed', request.body);
      await audit(request, 'engagement.complete', e.id, { projectId: e.projectId, rating: request.body.rating });
      return e;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/engagements/:id/messages',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: engagementParams,
      body: messageBody,
      response: { 201: z.object({ id: z.uuid() }), ...errors(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      const m = await postMessage(deps, request.user!, request.params.id, request.body.body);
      await audit(request, 'engagement.message', request.params.id, { messageId: m.id });
      return reply.code(201).send(m);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/engagements/:id/deliverables',
    config: { policy: 'authenticated' },
    schema: { tags, params: engagementParams, body: deliverableBody, response: { 204: z.null(), ...errors(400, 401, 404, 409) } },
    handler: async (request, reply) => {
      await addDeliverable(deps, request.user!, request.params.id, request.body.documentId);
      await audit(request, 'engagement.deliverable', request.params.id, { documentId: request.body.documentId });
      return reply.code(204).send(null);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/engagements/:id/tasks',
    config: { policy: 'authenticated' },
    schema: { tags, params: engagementParams, body: engagementTaskBody, response: { 204: z.null(), ...errors(400, 401, 404, 409) } },
    handler: async (request, reply) => {
      await assignTask(deps, request.user!, request.params.id, request.body.taskId);
      await audit(request, 'engagement.task', request.params.id, { taskId: request.body.taskId });
      return reply.code(204).send(null);
    },
  });
}
