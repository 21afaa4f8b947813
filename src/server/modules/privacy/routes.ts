import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eraseAccountBody, eraseAccountResult, exportState, privacyOverview, privacyRequestList } from '../../../contract/privacy.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { sessionCookieName } from '../auth/index.ts';
import {
  downloadExport,
  eraseAccount,
  listPrivacyRequests,
  privacyOverview as overviewOf,
  startOrGetExport,
  type PrivacyDeps,
} from './service.ts';

const tags = ['privacy'];

export function registerPrivacyRoutes(app: FastifyInstance, ctx: AppContext, deps: PrivacyDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/account/export',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'Starts an export of your data (GDPR art. 15, 20), or returns the one in progress or ready',
      response: { 200: exportState, ...errors(401) },
    },
    handler: async (request) => {
      const { state, started } = await startOrGetExport(deps, request.user!.id);
      if (started) await ctx.audit(request, { action: 'privacy.export.request', target: state.id, outcome: 'success' });
      return state;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/account/export/:id/download',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: z.object({ id: z.uuid() }),
      produces: ['application/zip'],
      response: { 200: z.any().describe('the ZIP archive'), ...errors(400, 401, 404, 409, 410) },
    },
    handler: async (request, reply) => {
      const { archive, producedAt } = await downloadExport(deps, request.user!.id, request.params.id);
      await ctx.audit(request, { action: 'privacy.export.download', target: request.params.id, outcome: 'success' });
      const day = producedAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="capital-readiness-data-${day}.zip"`)
        .send(archive);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/account/privacy',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'What the privacy settings show: the current export, consents given, data held',
      response: { 200: privacyOverview, ...errors(401) },
    },
    handler: async (request) => overviewOf(deps, request.user!),
  });

  r.route({
    method: 'DELETE',
    url: '/api/account',
    bodyLimit: 4 * 1024,
    config: { policy: 'authenticated' },
    schema: {
      tags,
      summary: 'Erases your account and personal data (GDPR art. 17) after you re-enter your password',
      body: eraseAccountBody,
      response: { 200: eraseAccountResult, ...errors(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const user = request.user!;
      try {
        const { erasedAt } = await eraseAccount(deps, user, request.body.password);
        request.audited = true; // the service recorded it, without the address
        const name = sessionCookieName(ctx.config);
        reply.header('set-cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${ctx.config.secureCookies ? '; Secure' : ''}`);
        return { erased: true as const, erasedAt: erasedAt.toISOString() };
      } catch (err) {
        await ctx.audit(request, {
          action: 'privacy.erasure',
          target: user.id,
          outcome: 'failure',
          details: { code: (err as { code?: string }).code ?? 'INTERNAL' },
        });
        throw err;
      }
    },
  });

  r.route({
    method: 'GET',
    url: '/api/admin/privacy/requests',
    config: { policy: { permission: 'admin.privacy.read' } },
    schema: {
      tags: ['admin'],
      summary: 'Data-subject requests with their statutory deadlines (GDPR art. 12(3))',
      response: { 200: privacyRequestList, ...errors(401, 403) },
    },
    handler: async () => listPrivacyRequests(deps),
  });
}
