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
  diffQuery,
  frameworkDiff,
  frameworkIdParams,
  frameworkInfo,
  frameworkQuery,
  historyList,
  itemParams,
  overrideCleared,
  paDashboard,
  pnrrView,
  projectCompliance,
  projectControlList,
  taxonomyActivity,
  taxonomyActivityBody,
  taxonomyView,
} from '../../../contract/compliance.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import { projects } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { listWithFacts } from '../access/index.ts';
import { EDIT, langOf, PROJECT_ERRORS, READ, SESSION, tags } from './routes-common.ts';
import { registerComplianceGapRoutes } from './routes-gaps.ts';
import * as svc from './service.ts';

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
  // The gap list, its exports and the remediation tasks (routes-gaps.ts), in their place in the catalogue.
  registerComplianceGapRoutes(app, deps);
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
