import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectBody,
  project,
  projectIdParams,
  projectList,
  projectListQuery,
  projectStatusBody,
  projectUsage,
  projectUsageQuery,
  updateProjectBody,
} from '../../../contract/projects.ts';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import {
  changeProjectStatus,
  createProject,
  deleteProject,
  getProject,
  listProjects,
  projectUsage as usageOf,
  setProjectArchived,
  updateProject,
  type ProjectDeps,
} from './service.ts';

import { registerSampleRoute } from './samples.ts';
import { projectCache, projectListCache } from './read-cache.ts';

const tags = ['projects'];

export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext, deps: ProjectDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSampleRoute(app, deps);
  /** Project-scoped routes: any signed-in caller, then the access resolver decides (config.project). */
  const scoped = (capability: ProjectCapability) => ({ policy: 'authenticated' as const, project: capability });

  r.route({
    method: 'GET',
    url: '/api/projects',
    config: { policy: 'authenticated', scope: 'projects:read', readCache: projectListCache },
    schema: { tags, querystring: projectListQuery, response: { 200: projectList, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const list = await listProjects(deps, request.user!, request.query);
      if (request.query.scope === 'all')
        await ctx.audit(request, { action: 'project.admin.list', outcome: 'success', details: { count: list.length } });
      return list;
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/usage',
    config: { policy: 'authenticated' },
    schema: { tags, querystring: projectUsageQuery, response: { 200: projectUsage, ...errors(400, 401, 404) } },
    handler: async (request) => usageOf(deps, request.user!, request.query.workspaceId),
  });

  r.route({
    method: 'POST',
    url: '/api/projects',
    config: { policy: { permission: 'projects.create' }, scope: 'projects:write' },
    schema: { tags, body: createProjectBody, response: { 201: project, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const created = await createProject(deps, request.user!, request.body);
      await ctx.audit(request, { action: 'project.create', target: created.id, outcome: 'success', details: { title: created.title } });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id',
    config: { ...scoped('view'), scope: 'projects:read', readCache: projectCache },
    schema: { tags, params: projectIdParams, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => getProject(deps, request.project!),
  });

  r.route({
    method: 'PATCH',
    url: '/api/projects/:id',
    config: { ...scoped('editDetails'), scope: 'projects:write' },
    schema: { tags, params: projectIdParams, body: updateProjectBody, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const updated = await updateProject(deps, request.project!, request.body);
      await ctx.audit(request, {
        action: 'project.update',
        target: updated.id,
        outcome: 'success',
        details: { fields: Object.keys(request.body) },
      });
      return updated;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/status',
    config: scoped('changeStatus'),
    schema: { tags, params: projectIdParams, body: projectStatusBody, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const moved = await changeProjectStatus(deps, request.project!, request.body.status);
      await ctx.audit(request, { action: 'project.status', target: moved.id, outcome: 'success', details: { status: moved.status } });
      return moved;
    },
  });

  for (const [verb, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    r.route({
      method: 'POST',
      url: `/api/projects/:id/${verb}`,
      config: scoped('archive'),
      schema: { tags, params: projectIdParams, response: { 200: project, ...errors(400, 401, 403, 404) } },
      handler: async (request) => {
        const p = await setProjectArchived(deps, request.project!, archived, ctx.now());
        await ctx.audit(request, { action: `project.${verb}`, target: p.id, outcome: 'success' });
        return p;
      },
    });
  }

  r.route({
    method: 'DELETE',
    url: '/api/projects/:id',
    config: scoped('delete'),
    schema: { tags, params: projectIdParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await deleteProject(deps, request.project!);
      await ctx.audit(request, { action: 'project.delete', target: request.params.id, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });
}
