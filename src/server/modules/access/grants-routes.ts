import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectIdParams } from '../../../contract/projects.ts';
import { createGrantBody, grant, grantParams, projectAccessList } from '../../../contract/workspaces.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { createGrant, projectAccessList as accessListOf, revokeProjectGrant, type GrantDeps } from './grants-service.ts';

const tags = ['sharing'];

/** Sharing one project with people outside its workspace; each grant and revocation is audited. */
export function registerGrantRoutes(app: FastifyInstance, ctx: AppContext, deps: GrantDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/grants',
    config: { policy: 'authenticated', project: 'viewAccess' },
    schema: { tags, params: projectIdParams, response: { 200: projectAccessList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => accessListOf(deps, request.project!),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/grants',
    config: { policy: 'authenticated', project: 'manageAccess' },
    schema: { tags, params: projectIdParams, body: createGrantBody, response: { 201: grant, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      const { grant: g, replaced } = await createGrant(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, {
        action: 'project.grant',
        target: g.projectId,
        outcome: 'success',
        details: { grantId: g.id, granteeId: g.grantee.id, access: g.access, expiresAt: g.expiresAt, replaced },
      });
      await deps.onShared?.(g.projectId, { grantId: g.id, granteeId: g.grantee.id, access: g.access, expiresAt: g.expiresAt });
      return reply.status(201).send(g);
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/projects/:id/grants/:grantId',
    config: { policy: 'authenticated', project: 'manageAccess' },
    schema: { tags, params: grantParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const g = await revokeProjectGrant(deps, request.user!, request.project!, request.params.grantId);
      await ctx.audit(request, {
        action: 'project.grant.revoke',
        target: g.projectId,
        outcome: 'success',
        details: { grantId: g.id, granteeId: g.granteeId },
      });
      return reply.status(204).send(null);
    },
  });
}
