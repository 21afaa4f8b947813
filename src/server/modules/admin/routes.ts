import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditList, auditQuery, auditVerification, outboxList, tierViewBody, tierViewResponse } from '../../../contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { listAuditEntries, verifyAuditChain } from '../audit/index.ts';
import { listMail } from '../outbox/index.ts';
import { updateUser } from './repository.ts';
import { registerAdminUserRoutes } from './users-routes.ts';
import { registerAdminWorkspaceRoutes } from './workspaces-routes.ts';

const tags = ['admin'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/admin/tier-view',
    config: { policy: { permission: 'admin.tierView.set' } },
    schema: { tags, response: { 200: tierViewResponse, ...errors(401, 403) } },
    handler: async (request) => ({ view: request.user!.tierView ?? 'actual' }),
  });

  r.route({
    method: 'PUT',
    url: '/api/admin/tier-view',
    config: { policy: { permission: 'admin.tierView.set' } },
    schema: { tags, body: tierViewBody, response: { 200: tierViewResponse, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const view = request.body.view;
      await updateUser(ctx.db, request.user!.id, { adminTierView: view === 'actual' ? null : view });
      await ctx.audit(request, { action: 'admin.tierView.set', target: request.user!.id, outcome: 'success', details: { view } });
      return { view };
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/audit',
    config: { policy: { permission: 'admin.audit.read' } },
    schema: { tags, querystring: auditQuery, response: { 200: auditList, ...errors(400, 401, 403) } },
    handler: async (request) =>
      (await listAuditEntries(ctx.db, request.query.limit, request.query.beforeSeq)).map((e) => ({
        seq: e.seq,
        at: e.at.toISOString(),
        actorId: e.actorId,
        action: e.action,
        target: e.target,
        outcome: e.outcome,
        ip: e.ip,
      })),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/audit/verify',
    config: { policy: { permission: 'admin.audit.read' } },
    schema: { tags, response: { 200: auditVerification, ...errors(401, 403) } },
    handler: async () => verifyAuditChain(ctx),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/outbox',
    config: { policy: { permission: 'admin.outbox.read' } },
    schema: { tags, response: { 200: outboxList, ...errors(401, 403) } },
    handler: async () => (await listMail(ctx.db, 200)).map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
  });

  registerAdminUserRoutes(app, ctx);
  registerAdminWorkspaceRoutes(app, ctx);
}
