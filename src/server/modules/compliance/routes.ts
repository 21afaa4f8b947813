import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  taskParams,
  taxonomyActivity,
  taxonomyActivityBody,
  taxonomyView,
  updateTaskBody,
} from '../../../contract/compliance.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import { projects } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/accept-language.ts';
import { errors } from '../../lib/responses.ts';
import { listWithFacts } from '../access/index.ts';
import { gapsCsv, gapsXlsx } from './export.ts';
import * as svc from './service.ts';

const tags = ['compliance'];
const langOf = (r: FastifyRequest): svc.Lang => requestLanguage(r.headers['accept-language']);

/**
 * The compliance hub (issue 13). Catalogue routes need a session; a project's routes read with
 * `view` and change with `editInputs` (src/domain/access). Every answer is a new version (history).
 */
export function registerComplianceRoutes(app: FastifyInstance, ctx: AppContext, deps: svc.ComplianceDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const visibleProjects = async (request: FastifyRequest) =>
    (await listWithFacts(deps.db, request.user!.id, deps.now(), false, { where: [], orderBy: [desc(projects.updatedAt), desc(projects.id)], limit: 200 })).map((f) => ({ id: f.project.id, title: f.project.title }));

  r.route({
    method: 'GET',
    url: '/api/compliance/frameworks',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(frameworkInfo), ...errors(401) } },
    handler: async (request) => svc.listFrameworks(deps, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/frameworks/:frameworkId/diff',
    config: { policy: 'authenticated' },
    schema: { tags, params: frameworkIdParams, querystring: diffQuery, response: { 200: frameworkDiff, ...errors(400, 401, 404) } },
    handler: async (request) => svc.frameworkDiff(deps, request.params.frameworkId, request.query),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/controls',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: z.array(control), ...errors(401) } },
    handler: async (request) => svc.listControls(deps, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/overview',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: complianceOverview, ...errors(401) } },
    handler: async (request) => svc.overview(deps, await visibleProjects(request), langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/compliance/pa-dashboard',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: paDashboard, ...errors(401) } },
    handler: async (request) => svc.paDashboardOf(deps, await visibleProjects(request), langOf(request)),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: projectCompliance, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.projectCompliance(deps, request.project!),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/items',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: complianceItemList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.projectItems(deps, request.project!, request.query.framework, langOf(request)),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/items/:itemId',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: itemParams, body: answerBody, response: { 200: complianceItem, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const item = await svc.answerItem(deps, request.user!, request.project!, request.params.itemId, request.body, langOf(request));
      await ctx.audit(request, { action: 'compliance.answer', target: request.project!.row.id, outcome: 'success', details: { itemId: item.id, answer: item.answer, evidence: item.evidence.length, overridden: item.overridden } });
      return item;
    },
  });
  r.route({
    method: 'DELETE',
    url: '/api/projects/:id/compliance/items/:itemId/override',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: itemParams, response: { 200: overrideCleared, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const out = await svc.clearOverride(deps, request.user!, request.project!, request.params.itemId);
      await ctx.audit(request, { action: 'compliance.override-cleared', target: request.project!.row.id, outcome: 'success', details: { itemId: out.itemId, controlId: out.controlId, answer: out.answer } });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/controls',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: projectControlList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.projectControls(deps, request.project!, langOf(request)),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/controls/:controlId',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: controlParams, body: answerBody, response: { 200: controlAnswerResult, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const out = await svc.answerControl(deps, request.user!, request.project!, request.params.controlId, request.body);
      await ctx.audit(request, { action: 'compliance.control', target: request.project!.row.id, outcome: 'success', details: { controlId: out.controlId, answer: request.body.answer, items: out.answered.length, skipped: out.skippedOverridden.length } });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/scope',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: complianceScopeView, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.getScope(deps, request.project!),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/scope',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: projectIdParams, body: complianceScopePatch, response: { 200: complianceScopeView, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const out = await svc.putScope(deps, request.user!, request.project!, request.body);
      await ctx.audit(request, { action: 'compliance.scope', target: request.project!.row.id, outcome: 'success', details: { applicable: out.applicability.filter((a) => a.applicable).map((a) => a.framework) } });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: gapList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.projectGaps(deps, request.project!, request.query.framework, langOf(request)),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps.csv',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, produces: ['text/csv'], response: { 200: z.string(), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const lang = langOf(request);
      const csv = gapsCsv(await svc.projectGaps(deps, request.project!, request.query.framework, lang), lang);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="gaps-${request.query.framework ?? 'all'}.csv"`).send(csv);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/gaps.xlsx',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, hide: true },
    handler: async (request, reply) => {
      const lang = langOf(request);
      const buf = await gapsXlsx(await svc.projectGaps(deps, request.project!, request.query.framework, lang), lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="gaps-${request.query.framework ?? 'all'}.xlsx"`)
        .send(buf);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/tasks',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: remediationTaskList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.listTasks(deps, request.project!),
  });
  r.route({
    method: 'POST',
    url: '/api/projects/:id/compliance/tasks',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: projectIdParams, body: createTaskBody, response: { 201: remediationTask, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => reply.status(201).send(await svc.createTask(deps, request.user!, request.project!, request.body)),
  });
  r.route({
    method: 'PATCH',
    url: '/api/projects/:id/compliance/tasks/:taskId',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: taskParams, body: updateTaskBody, response: { 200: remediationTask, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.updateTask(deps, request.project!, request.params.taskId, request.body),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/history',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, querystring: frameworkQuery, response: { 200: historyList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.projectHistory(deps, request.project!, request.query.framework),
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/taxonomy',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: taxonomyView, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.getTaxonomy(deps, request.project!),
  });
  r.route({
    method: 'PUT',
    url: '/api/projects/:id/compliance/taxonomy/activities/:activityId',
    config: { policy: 'authenticated', project: 'editInputs' },
    schema: { tags, params: activityParams, body: taxonomyActivityBody, response: { 200: taxonomyActivity, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const a = await svc.putTaxonomyActivity(deps, request.user!, request.project!, request.params.activityId, request.body);
      await ctx.audit(request, { action: 'compliance.taxonomy', target: request.project!.row.id, outcome: 'success', details: { activityId: a.activityId, aligned: a.aligned } });
      return a;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/projects/:id/compliance/pnrr',
    config: { policy: 'authenticated', project: 'view' },
    schema: { tags, params: projectIdParams, response: { 200: pnrrView, ...errors(400, 401, 403, 404) } },
    handler: async (request) => svc.getPnrr(deps, request.project!, langOf(request)),
  });
}
