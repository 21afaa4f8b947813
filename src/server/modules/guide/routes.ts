import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guideResponse, projectProgress } from '../../../contract/guide.ts';
import { errors } from '../../lib/responses.ts';
import * as svc from './service.ts';

const tags = ['guide'];

/** The cycle guide (issue 27): where each project stands on the seven steps and the one action that moves it on. */
export function registerGuideRoutes(app: FastifyInstance, deps: svc.GuideDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/projects/:id/progress',
    config: { policy: 'authenticated', project: 'view', scope: 'projects:read' },
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: projectProgress, ...errors(401, 403, 404) } },
    handler: async (q) => svc.progressOf(deps, q.project!.row),
  });
  r.route({
    method: 'GET',
    url: '/api/guide',
    config: { policy: 'authenticated', scope: 'projects:read' },
    schema: { tags, response: { 200: guideResponse, ...errors(401) } },
    handler: async (q) => ({ projects: await svc.guideOf(deps, q.user!) }),
  });
}
