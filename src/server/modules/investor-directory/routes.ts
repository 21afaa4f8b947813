import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { investorMatchList, investorProfile, investorProfileBody } from '../../../contract/investor-directory.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { getProfile, projectMatches, putProfile } from './service.ts';

const tags = ['investor-directory'];

/**
 * The investor directory (issue 27, step 7): an investor's opt-in profile, and a project's ranked
 * matches for whoever may edit it (the funding-request wizard's proponent, `editDetails`).
 */
export function registerInvestorDirectoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/investor-profile',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: investorProfile, ...errors(401, 403) } },
    handler: async (request) => getProfile(ctx.db, request.user!),
  });
  r.route({
    method: 'PUT',
    url: '/api/investor-profile',
    config: { policy: 'authenticated' },
    schema: { tags, body: investorProfileBody, response: { 200: investorProfile, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const out = await putProfile(ctx.db, request.user!, request.body, ctx.now());
      await ctx.audit(request, {
        action: 'investor.profile.update',
        target: request.user!.id,
        outcome: 'success',
        details: { listed: out.listed },
      });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/investor-matches',
    config: { policy: 'authenticated', project: 'editDetails' },
    schema: { tags, params: projectIdParams, response: { 200: investorMatchList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => projectMatches(ctx.db, request.user!, request.project!),
  });
}
