import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityParams,
  answerBody,
  complianceItem,
  complianceItemList,
  complianceOverview,
  complianceScopePatch,
  complianceScopeView,
  control,
  controlAnswerResult,
  controlParams,
  createTaskBody,
  diffQuery,
  frameworkDiff,
  frameworkIdParams,
  frameworkInfo,
  frameworkQuery,
  gapList,
  historyList,
  itemParams,
  overrideCleared,
  paDashboard,
  pnrrView,
  projectCompliance,
  projectControlList,
  remediationTask,
  remediationTaskList,
  taskAssigneeList,
  taskParams,
  taxonomyActivity,
  taxonomyActivityBody,
  taxonomyView,
  updateTaskBody,
} from '../../../contract/compliance.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import { projects } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { languageOf } from '../../plugins/error-messages.ts';
import { errors } from '../../lib/responses.ts';
import { asBuffer, type WorkerPool } from '../../lib/worker-pool.ts';
import { listWithFacts } from '../access/index.ts';
import { gapsCsv } from './export.ts';
import * as svc from './service.ts';

const tags = ['compliance'];
const langOf = (r: FastifyRequest): svc.Lang => languageOf(r);
/** The catalogue's routes need a session. */
const SESSION = { policy: 'authenticated' } as const;
/** A project's routes: modules/access resolves `request.project` with the capability, or answers 403/404. */
const READ = { policy: 'authenticated', project: 'view' } as const;
const EDIT = { policy: 'authenticated', project: 'editInputs' } as const;
const PROJECT_ERRORS = errors(400, 401, 403, 404);
/** The gap list as a download named after its framework (or `all`). */
const gapsFile = (reply: FastifyReply, type: string, framework: string | undefined, ext: 'csv' | 'xlsx', body: string | Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="gaps-${framework ?? 'all'}.${ext}"`)
    .send(body);

/**
 * The compliance hub (issue 13). Catalogue routes need a session; a project's routes read with
 * `view` and change with `editInputs` (src/domain/access). Every answer is a new version (history).
 */
/** `cpu`: the CPU worker pool, where the XLSX export is written (ADR 0033). */
export function registerComplianceRoutes(app: FastifyInstance, ctx: AppContext, deps: svc.ComplianceDeps & { cpu: WorkerPool }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A successful change to the resolved project, in the audit log. */
  const audit = (request: FastifyRequest, action: string, details: Record<string, unknown>) =>
    ctx.audit(request, { action, target: request.project!.row.id, outcome: 'success', details });
  const visibleProjects = async (request: FastifyRequest) =>
    (
      await listWithFacts(deps.db, request.user!.id, deps.now(), false, {
        where: [],
        orderBy: [desc(projects.updatedAt), desc(projects.id)],
        limit: 200,
      })
    ).map((f) => ({ id: f.project.id, title: f.project.title }));

  r.route({
    method: 'GET',
    url: '/api/compliance/frameworks',
    config: SESSION,
    schema: { tags, response: { 200: z.array(frameworkInfo), ...errors(401) } },
    handler: async (request) => svc.listFrameworks(deps, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/frameworks/:frameworkId/diff',
    config: SESSION,
    schema: { tags, params: frameworkIdParams, querystring: diffQuery, response: { 200: frameworkDiff, ...errors(400, 401, 404) } },
    handler: async (request) => svc.frameworkDiff(deps, request.params.frameworkId, request.query),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/controls',
    config: SESSION,
    schema: { tags, response: { 200: z.array(control), ...errors(401) } },
    handler: async (request) => svc.listControls(deps, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/overview',
    config: SESSION,
    schema: { tags, response: { 200: complianceOverview, ...errors(401) } },
    handler: async (request) => svc.overview(deps, await visibleProjects(request), langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/pa-dashboard',
    config: SESSION,
    schema: { tags, response: { 200: paDashboard, ...errors(401) } },
    handler: async (request) => svc.paDashboardOf(deps, await visibleProjects(request), langOf(request)),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance',
    config: { ...READ, scope: 'compliance:read' },
    schema: { tags, params: projectIdParams, response: { 200: projectCompliance, ...PROJECT_ERRORS } },
    handler: async (request) => svc.projectCompliance(deps, request.project!),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/items',
    config: { ...READ, scope: 'compliance:read' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: complianceItemList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.projectItems(deps, request.project!, request.query.framework, langOf(request)),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/items/:itemId',
    config: EDIT,
    schema: { tags, params: itemParams, body: answerBody, response: { 200: complianceItem, ...PROJECT_ERRORS } },
    handler: async (request) => {
      const item = await svc.answerItem(deps, request.user!, request.project!, request.params.itemId, request.body, langOf(request));
      await audit(request, 'compliance.answer', {
        itemId: item.id,
        answer: item.answer,
        evidence: item.evidence.length,
        overridden: item.overridden,
      });
      return item;
    },
  });
  r.route({
    method: 'DELETE',
    url: '/api/projects/:id/compliance/items/:itemId/override',
    config: EDIT,
    schema: { tags, params: itemParams, response: { 200: overrideCleared, ...PROJECT_ERRORS } },
    handler: async (request) => {
      const out = await svc.clearOverride(deps, request.user!, request.project!, request.params.itemId);
      await audit(request, 'compliance.override-cleared', { itemId: out.itemId, controlId: out.controlId, answer: out.answer });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/controls',
    config: { ...READ, scope: 'compliance:read' },
    schema: { tags, params: projectIdParams, response: { 200: projectControlList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.projectControls(deps, request.project!, langOf(request)),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/controls/:controlId',
    config: EDIT,
    schema: { tags, params: controlParams, body: answerBody, response: { 200: controlAnswerResult, ...PROJECT_ERRORS } },
    handler: async (request) => {
      const out = await svc.answerControl(deps, request.user!, request.project!, request.params.controlId, request.body);
      await audit(request, 'compliance.control', {
        controlId: out.controlId,
        answer: request.body.answer,
        items: out.answered.length,
        skipped: out.skippedOverridden.length,
      });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/scope',
    config: READ,
    schema: { tags, params: projectIdParams, response: { 200: complianceScopeView, ...PROJECT_ERRORS } },
    handler: async (request) => svc.getScope(deps, request.project!),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/scope',
    config: EDIT,
    schema: { tags, params: projectIdParams, body: complianceScopePatch, response: { 200: complianceScopeView, ...PROJECT_ERRORS } },
    handler: async (request) => {
      const out = await svc.putScope(deps, request.user!, request.project!, request.body);
      await audit(request, 'compliance.scope', { applicable: out.applicability.filter((a) => a.applicable).map((a) => a.framework) });
      return out;
    },
  });
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
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/history',
    config: { ...READ, scope: 'compliance:read' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: historyList, ...PROJECT_ERRORS } },
    handler: async (request) => svc.projectHistory(deps, request.project!, request.query.framework),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/taxonomy',
    config: READ,
    schema: { tags, params: projectIdParams, response: { 200: taxonomyView, ...PROJECT_ERRORS } },
    handler: async (request) => svc.getTaxonomy(deps, request.project!),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/taxonomy/activities/:activityId',
    config: EDIT,
    schema: { tags, params: activityParams, body: taxonomyActivityBody, response: { 200: taxonomyActivity, ...PROJECT_ERRORS } },
    handler: async (request) => {
      const a = await svc.putTaxonomyActivity(deps, request.user!, request.project!, request.params.activityId, request.body);
      await audit(request, 'compliance.taxonomy', { activityId: a.activityId, aligned: a.aligned });
      return a;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/pnrr',
    config: READ,
    schema: { tags, params: projectIdParams, response: { 200: pnrrView, ...PROJECT_ERRORS } },
    handler: async (request) => svc.getPnrr(deps, request.project!, langOf(request)),
  });
}
