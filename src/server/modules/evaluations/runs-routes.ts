import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { evaluationRun, evaluationRunList, evaluationRunListQuery, evaluationRunParams } from '../../../contract/evaluation-runs.ts';
import { projectIdParams } from '../../../contract/projects.ts';
import type { ProjectCapability } from '../../../domain/access/index.ts';
import { errors } from '../../lib/responses.ts';
import { cancelEvaluationRun, getEvaluationRun, listEvaluationRuns, type RunsDeps } from './runs.ts';

const tags = ['evaluations'];
/** Any signed-in caller; the access resolver then checks the capability on the project (src/domain/access). */
const scoped = (capability: ProjectCapability) => ({ policy: 'authenticated' as const, project: capability });

/**
 * The runs of large evaluations (ADR 0058): who may view the project's evaluations may follow its runs;
 * who may run evaluations may cancel one. Not read-cached: a run's progress changes while it is read.
 */
export function registerEvaluationRunRoutes(app: FastifyInstance, deps: RunsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/projects/:id/evaluation-runs',
    config: { ...scoped('view'), scope: 'projects:read' },
    schema: {
      tags,
      description: "The project's evaluation runs (jobs of large evaluations), newest first; `active=1`: only those queued or running.",
      params: projectIdParams,
      querystring: evaluationRunListQuery,
      response: { 200: evaluationRunList, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => listEvaluationRuns(deps, request.params.id, request.query.active === '1'),
  });

  r.route({
    method: 'GET',
    url: '/api/projects/:id/evaluation-runs/:runId',
    config: { ...scoped('view'), scope: 'projects:read' },
    schema: {
      tags,
      description: 'A run: its status, progress (0..1, the Monte Carlo blocks done), the stored version once done, the error if it failed.',
      params: evaluationRunParams,
      response: { 200: evaluationRun, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => getEvaluationRun(deps, request.params.id, request.params.runId),
  });

  r.route({
    method: 'POST',
    url: '/api/projects/:id/evaluation-runs/:runId/cancel',
    config: { ...scoped('runEvaluation'), scope: 'evaluations:run' },
    schema: {
      tags,
      description:
        'Cancels a queued or running run: it stops between two rounds of blocks and stores no version. 409 once it has finished.',
      params: evaluationRunParams,
      response: { 200: evaluationRun, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => cancelEvaluationRun(deps, request.params.id, request.params.runId),
  });
}
