import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTaskBody,
  frameworkQuery,
  gapList,
  remediationTask,
  remediationTaskList,
  taskAssigneeList,
  taskParams,
  updateTaskBody,
} from '../../../contract/compliance.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import { errors } from '../../lib/responses.ts';
import { asBuffer, type WorkerPool } from '../../lib/worker-pool.ts';
import { gapsCsv } from './export.ts';
import { EDIT, langOf, PROJECT_ERRORS, READ, tags } from './routes-common.ts';
import * as svc from './service.ts';

/** The gap list as a download named after its framework (or `all`). */
const gapsFile = (reply: FastifyReply, type: string, framework: string | undefined, ext: 'csv' | 'xlsx', body: string | Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="gaps-${framework ?? 'all'}.${ext}"`)
    .send(body);

/** A project's gap list (JSON, CSV, XLSX) and its remediation tasks; registered by registerComplianceRoutes in its place. */
export function registerComplianceGapRoutes(app: FastifyInstance, deps: svc.ComplianceDeps & { cpu: WorkerPool }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps',
    config: { ...READ, scope: 'compliance:read' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: gapList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.projectGaps(deps, request.project!, request.query.framework, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps.csv',
    config: { ...READ, heavy: 'export' },
    schema: {
      tags,
      params: projectIdParams,
      querystring: frameworkQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...PROJECT_ERRORS, ...errors(429) },
    },
    handler: async (request, reply) => {
      const lang = langOf(request);
      return gapsFile(
        reply,
        'text/csv; charset=utf-8',
        request.query.framework,
        'csv',
        gapsCsv(await svc.projectGaps(deps, request.project!, request.query.framework, lang), lang),
      );
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps.xlsx',
    config: { ...READ, heavy: 'export' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, hide: true },
    handler: async (request, reply) => {
      const lang = langOf(request);
      const gaps = await svc.projectGaps(deps, request.project!, request.query.framework, lang);
      const xlsx = await deps.cpu.run<{ bytes: Uint8Array }>('compliance.gapsXlsx', { gaps, lang }, { owner: request.user!.id });
      return gapsFile(
        reply,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        request.query.framework,
        'xlsx',
        asBuffer(xlsx.bytes),
      );
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/tasks',
    config: READ,
    schema: { tags, params: projectIdParams, response: { 200: remediationTaskList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.listTasks(deps, request.project!),
  });
  r.route({
    method: 'POST',
    url: '/api/projects/:id/compliance/tasks',
    config: EDIT,
    schema: { tags, params: projectIdParams, body: createTaskBody, response: { 201: remediationTask, ...PROJECT_ERRORS } },
    handler: async (request, reply) => reply.status(201).send(await svc.createTask(deps, request.user!, request.project!, request.body)),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/assignees',
    config: EDIT,
    schema: { tags, params: projectIdParams, response: { 200: taskAssigneeList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.taskAssignees(deps, request.project!),
  });
  r.route({
    method: 'PATCH',
    url: '/api/projects/:id/compliance/tasks/:taskId',
    config: EDIT,
    schema: { tags, params: taskParams, body: updateTaskBody, response: { 200: remediationTask, ...PROJECT_ERRORS } },
    handler: async (request) => svc.updateTask(deps, request.project!, request.params.taskId, request.body),
  });
}
