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
  updateProjectBody,
} from '../../../contract/projects.ts';
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

const tags = ['projects'];

export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext, deps: ProjectDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { policy: { permission: 'projects.readOwn' as const } };

  r.route({
    method: 'GET',
    url: '/api/projects',
    config: { policy: 'authenticated' },
    schema: { tags, querystring: projectListQuery, response: { 200: projectList, ...errors(400, 401) } },
    handler: async (request) => listProjects(deps, request.user!, request.query),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/usage',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: projectUsage, ...errors(401) } },
    handler: async (request) => usageOf(deps, request.user!),
  });

  r.route({
    method: 'POST',
    url: '/api/projects',
    config: { policy: { permission: 'projects.create' } },
    schema: { tags, body: createProjectBody, response: { 201: project, ...errors(400, 401, 403) } },
    handler: async (request, reply) => {
      const created = await createProject(deps, request.user!, request.body);
      await ctx.audit(request, { action: 'project.create', target: created.id, outcome: 'success', details: { title: created.title } });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id',
    config: own,
    schema: { tags, params: projectIdParams, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => getProject(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'PATCH',
    url: '/api/projects/:id',
    config: own,
    schema: { tags, params: projectIdParams, body: updateProjectBody, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const updated = await updateProject(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, { action: 'project.update', target: updated.id, outcome: 'success', details: { fields: Object.keys(request.body) } });
      return updated;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/status',
    config: own,
    schema: { tags, params: projectIdParams, body: projectStatusBody, response: { 200: project, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const moved = await changeProjectStatus(deps, request.user!, request.params.id, request.body.status);
      await ctx.audit(request, { action: 'project.status', target: moved.id, outcome: 'success', details: { status: moved.status } });
      return moved;
    },
  });

  for (const [verb, archived] of [['archive', true], ['unarchive', false]] as const) {
    r.route({
      method: 'POST',
      url: `/api/projects/:id/${verb}`,
      config: own,
      schema: { tags, params: projectIdParams, response: { 200: project, ...errors(400, 401, 403, 404) } },
      handler: async (request) => {
        const p = await setProjectArchived(deps, request.user!, request.params.id, archived, ctx.now());
        await ctx.audit(request, { action: `project.${verb}`, target: p.id, outcome: 'success' });
        return p;
      },
    });
  }

  r.route({
    method: 'DELETE',
    url: '/api/projects/:id',
    config: own,
    schema: { tags, params: projectIdParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await deleteProject(deps, request.user!, request.params.id);
      await ctx.audit(request, { action: 'project.delete', target: request.params.id, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });
}
