import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyFiguresBody,
  applyFiguresResponse,
  evaluationDetail,
  evaluationInputsResponse,
  evaluationList,
  evaluationParams,
  runEvaluationBody,
  saveEvaluationInputsBody,
} from '../../../contract/evaluations.ts';
import { evaluationRunAccepted } from '../../../contract/evaluation-runs.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { languageOf } from '../../plugins/error-messages.ts';
import { assertCorrelations } from './correlations.ts';
import {
  applyFiguresToInputs,
  evaluationResultsCsv,
  evaluationSamplesCsv,
  getEvaluationInputs,
  getProjectEvaluation,
  listProjectEvaluations,
  runProjectEvaluation,
  saveEvaluationInputs,
} from './service.ts';
import { queueEvaluationRun, registerEvaluationRunJob, runsAsJob, type RunsDeps } from './runs.ts';
import { registerEvaluationRunRoutes } from './runs-routes.ts';

import * as tables from '../../db/schema/index.ts';
import { PROJECT_READ_TABLES } from '../projects/index.ts';

const tags = ['evaluations'];
/** The inputs page reads the project's access decision, its saved inputs (ADR 0064), the documents' figures and the compliance answers (ADR 0045). */
const inputsCache = {
  tables: [
    ...PROJECT_READ_TABLES,
    tables.projectInputs,
    tables.documents,
    tables.documentFigures,
    tables.projectComplianceScope,
    tables.complianceAnswers,
    tables.complianceEvidence,
    tables.complianceFrameworks,
    tables.complianceFrameworkItems,
  ],
};
/** Any signed-in caller; the access resolver then checks the capability (src/domain/access). */
const scoped = (capability: ProjectCapability) => ({ policy: 'authenticated' as const, project: capability });

export function registerEvaluationRoutes(app: FastifyInstance, ctx: AppContext, base: Omit<RunsDeps, 'jobThreshold'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: RunsDeps = { ...base, jobThreshold: ctx.config.evaluationJobThreshold };
  registerEvaluationRunJob(deps);
  registerEvaluationRunRoutes(app, deps);

  r.route({
    method: 'GET',
    url: '/api/projects/:id/evaluation-inputs',
    config: { ...scoped('view'), readCache: inputsCache },
    schema: { tags, params: projectIdParams, response: { 200: evaluationInputsResponse, ...errors(400, 401, 403, 404) } },
    handler: async (request) => getEvaluationInputs(deps, request.user!, request.params.id, request.project),
  });

  r.route({
    method: 'PUT',
    url: '/api/projects/:id/evaluation-inputs',
    config: scoped('editInputs'),
    bodyLimit: 256 * 1024,
    schema: {
      tags,
      params: projectIdParams,
      body: saveEvaluationInputsBody,
      response: { 200: evaluationInputsResponse, ...errors(400, 401, 403, 404, 413) },
    },
    handler: async (request) => {
      const { evidence: _readOnly, ...inputs } = request.body;
      assertCorrelations(inputs, languageOf(request));
      const saved = await saveEvaluationInputs(deps, request.user!, request.params.id, inputs);
      await ctx.audit(request, { action: 'evaluation.inputs.save', target: request.params.id, outcome: 'success' });
      return saved;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/documents/apply',
    config: scoped('editInputs'),
    schema: {
      tags: ['documents', ...tags],
      params: projectIdParams,
      body: applyFiguresBody,
      response: { 200: applyFiguresResponse, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const out = await applyFiguresToInputs(deps, request.user!, request.params.id, request.body.figureIds);
      await ctx.audit(request, {
        action: 'evaluation.inputs.apply-figures',
        target: request.params.id,
        outcome: 'success',
        details: { figureIds: request.body.figureIds, changes: out.changes, skipped: out.skipped },
      });
      return out;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/evaluations',
    // Per-user limits of HEAVY_LIMITS.evaluation (modules/rate-limit, ADR 0033): a run every 5 s, two at once.
    config: { ...scoped('runEvaluation'), heavy: 'evaluation', scope: 'evaluations:run' },
    schema: {
      tags,
      description:
        'Runs an evaluation of the saved inputs and stores it as the next version: 201 with it. Above EVALUATION_JOB_THRESHOLD draws ' +
        '(200,000 iterations, or convergence.maxIterations) the run is queued instead: 202 with the job and a Location to follow ' +
        '(GET …/evaluation-runs/:runId: status, progress, the version once done; POST …/cancel), ADR 0058.',
      params: projectIdParams,
      body: runEvaluationBody,
      // 202 with the job to follow above the threshold (ADR 0058); at or below it, 201 with the stored version.
      response: { 201: evaluationDetail, 202: evaluationRunAccepted, ...errors(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      if (runsAsJob(deps, request.body)) {
        const job = await queueEvaluationRun(deps, request.user!, request.params.id, request.body);
        await ctx.audit(request, {
          action: 'evaluation.run.queued',
          target: request.params.id,
          outcome: 'success',
          details: {
            run: job.id,
            iterations: request.body.iterations,
            sampling: request.body.sampling ?? 'random',
            ...(request.body.convergence ? { convergence: request.body.convergence } : {}),
          },
        });
        return reply.status(202).header('location', `/api/projects/${request.params.id}/evaluation-runs/${job.id}`).send({ job });
      }
      const created = await runProjectEvaluation(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'evaluation.run',
        target: request.params.id,
        outcome: 'success',
        details: {
          version: created.version,
          seed: created.seed,
          iterations: created.iterations,
          sampling: request.body.sampling ?? 'random',
          ...(request.body.convergence ? { convergence: request.body.convergence } : {}),
        },
      });
      return reply.status(201).send(created);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/evaluations',
    config: { ...scoped('view'), scope: 'projects:read' },
    schema: { tags, params: projectIdParams, response: { 200: evaluationList, ...errors(400, 401, 403, 404) } },
    handler: async (request) => listProjectEvaluations(deps, request.user!, request.params.id),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/evaluations/:version',
    config: { ...scoped('view'), scope: 'projects:read' },
    schema: { tags, params: evaluationParams, response: { 200: evaluationDetail, ...errors(400, 401, 403, 404) } },
    handler: async (request) => getProjectEvaluation(deps, request.user!, request.params.id, request.params.version),
  });

  for (const [name, make] of [
    ['results', evaluationResultsCsv],
    ['samples', evaluationSamplesCsv],
  ] as Array<['results' | 'samples', (...args: Parameters<typeof evaluationResultsCsv>) => Promise<string | Buffer>]>) {
    r.route({
      method: 'GET',
      url: `/api/projects/:id/evaluations/:version/${name}.csv`,
      // The samples CSV reruns the simulation (in the CPU worker): a download built on request, limited.
      config: name === 'samples' ? { ...scoped('view'), heavy: 'export' as const } : scoped('view'),
      schema: {
        tags,
        params: evaluationParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors(400, 401, 403, 404, 409, 429) },
      },
      handler: async (request, reply) => {
        const csv = await make(deps, request.user!, request.params.id, request.params.version);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="evaluation-${request.params.version}-${name}.csv"`)
          .send(csv as never); // text or the worker's bytes, sent as they are
      },
    });
  }
}
