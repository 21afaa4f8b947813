import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationResponse,
  createInvitationBody,
  createWorkspaceBody,
  invitation,
  invitationList,
  invitationParams,
  invitationTokenParams,
  member,
  memberList,
  memberParams,
  updateMemberBody,
  workspace,
  workspaceIdParams,
  workspaceList,
  workspaceLogo,
  workspaceLogoBody,
} from '../../../contract/workspaces.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import {
  accept,
  createWorkspace,
  invitationsOf,
  invite,
  listWorkspaces,
  logoOf,
  membersOf,
  removeLogo,
  removeMember,
  revoke,
  setLogo,
  setMemberRole,
  type WorkspaceDeps,
} from './service.ts';

const tags = ['workspaces'];
const signedIn = { policy: 'authenticated' as const };

export function registerWorkspaceRoutes(app: FastifyInstance, ctx: AppContext, deps: WorkspaceDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/workspaces',
    config: signedIn,
    schema: { tags, response: { 200: workspaceList, ...errors(401) } },
    handler: async (request) => listWorkspaces(ctx.db, request.user!),
  });

  r.route({
    method: 'POST',
    url: '/api/workspaces',
    config: signedIn,
    schema: { tags, body: createWorkspaceBody, response: { 201: workspace, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      const ws = await createWorkspace(deps, request.user!, request.body.name);
      await ctx.audit(request, { action: 'workspace.create', target: ws.id, outcome: 'success', details: { name: ws.name } });
      return reply.status(201).send(ws);
    },
  });

  // White-label logo (ADR 0031): owners of an Enterprise team workspace set and remove it; members see it.
  r.route({
    method: 'GET',
    url: '/api/workspaces/:id/logo',
    config: signedIn,
    schema: {
      tags,
      params: workspaceIdParams,
      produces: ['image/png', 'image/jpeg'],
      response: { 200: z.any(), ...errors(400, 401, 404) },
    },
    handler: async (request, reply) => {
      const logo = await logoOf(ctx.db, request.user!, request.params.id);
      return reply
        .type(logo.mediaType)
        .header('cache-control', 'private, no-cache')
        .header('etag', `"${logo.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  });

  r.route({
    method: 'PUT',
    url: '/api/workspaces/:id/logo',
    config: signedIn,
    bodyLimit: 1024 * 1024,
    schema: {
      tags,
      params: workspaceIdParams,
      body: workspaceLogoBody,
      response: { 200: workspaceLogo, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (request) => {
      const logo = await setLogo(deps, request.user!, request.params.id, Buffer.from(request.body.contentBase64, 'base64'));
      await ctx.audit(request, {
        action: 'workspace.logo.set',
        target: request.params.id,
        outcome: 'success',
        details: { mediaType: logo.mediaType, width: logo.width, height: logo.height },
      });
      return logo;
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/workspaces/:id/logo',
    config: signedIn,
    schema: { tags, params: workspaceIdParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await removeLogo(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'workspace.logo.remove', target: request.params.id, outcome: 'success', details: {} });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/workspaces/:id/members',
    config: signedIn,
    schema: { tags, params: workspaceIdParams, response: { 200: memberList, ...errors(400, 401, 404) } },
    handler: async (request) => membersOf(ctx.db, request.user!, request.params.id),
  });

  r.route({
    method: 'PATCH',
    url: '/api/workspaces/:id/members/:userId',
    config: signedIn,
    schema: { tags, params: memberParams, body: updateMemberBody, response: { 200: member, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      const m = await setMemberRole(ctx.db, request.user!, request.params.id, request.params.userId, request.body.role);
      await ctx.audit(request, {
        action: 'workspace.member.role',
        target: request.params.id,
        outcome: 'success',
        details: { userId: m.userId, role: m.role },
      });
      return m;
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/workspaces/:id/members/:userId',
    config: signedIn,
    schema: { tags, params: memberParams, response: { 204: z.null(), ...errors(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      await removeMember(ctx.db, request.user!, request.params.id, request.params.userId);
      const self = request.params.userId === request.user!.id;
      await ctx.audit(request, {
        action: self ? 'workspace.member.leave' : 'workspace.member.remove',
        target: request.params.id,
        outcome: 'success',
        details: { userId: request.params.userId },
      });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/workspaces/:id/invitations',
    config: signedIn,
    schema: { tags, params: workspaceIdParams, response: { 200: invitationList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => invitationsOf(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'POST',
    url: '/api/workspaces/:id/invitations',
    config: signedIn,
    schema: {
      tags,
      params: workspaceIdParams,
      body: createInvitationBody,
      response: { 201: invitation, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const inv = await invite(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'workspace.invite',
        target: request.params.id,
        outcome: 'success',
        details: { invitationId: inv.id, email: inv.email, role: inv.role },
      });
      return reply.status(201).send(inv);
    },
  });

  r.route({
    method: 'DELETE',
    url: '/api/workspaces/:id/invitations/:invitationId',
    config: signedIn,
    schema: { tags, params: invitationParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await revoke(deps, request.user!, request.params.id, request.params.invitationId);
      await ctx.audit(request, {
        action: 'workspace.invitation.revoke',
        target: request.params.id,
        outcome: 'success',
        details: { invitationId: request.params.invitationId },
      });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/invitations/:token/accept',
    config: signedIn,
    schema: { tags, params: invitationTokenParams, response: { 200: acceptInvitationResponse, ...errors(400, 401, 403, 404, 409, 410) } },
    handler: async (request) => {
      const { workspace: ws, invitation: inv } = await accept(deps, request.user!, request.params.token);
      await ctx.audit(request, {
        action: 'workspace.invitation.accept',
        target: ws.id,
        outcome: 'success',
        details: { invitationId: inv.id, role: ws.role },
      });
      return { workspace: ws };
    },
  });
}
