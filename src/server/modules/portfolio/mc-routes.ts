import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mcRun, mcState, startMcBody } from '../../../contract/portfolio-mc.ts';
import { portfolioIdParams } from '../../../contract/portfolio.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { MC_JOB, monteCarloJob, monteCarloState, startMonteCarlo, type McDeps } from './monte-carlo.ts';

const tags = ['portfolios'];

/**
 * A portfolio's Monte Carlo (issue 29, ADR 0061): the owner queues a run (202, one at a time per
 * portfolio, the evaluation limits per user) and reads the latest result and any run in progress;
 * anyone else gets 404 PORTFOLIO_NOT_FOUND. Registers the job that computes the run.
 */
export function registerPortfolioMonteCarlo(app: FastifyInstance, ctx: AppContext, deps: McDeps): void {
  deps.jobs.register(MC_JOB, monteCarloJob(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'POST',
    url: '/api/portfolios/:id/monte-carlo',
    config: { policy: 'authenticated', heavy: 'evaluation' },
    schema: { tags, params: portfolioIdParams, body: startMcBody, response: { 202: mcRun, ...errors(400, 401, 404, 429) } },
    handler: async (request, reply) => {
      const run = await startMonteCarlo(deps, request.user!, request.params.id, request.body ?? {});
      await ctx.audit(request, {
        action: 'portfolio.monteCarlo',
        target: request.params.id,
        outcome: 'success',
        details: { runId: run.id, seed: run.seed, projects: run.projectsTotal },
      });
      return reply.status(202).send(run);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/portfolios/:id/monte-carlo',
    config: { policy: 'authenticated', scope: 'portfolio:read' },
    schema: { tags, params: portfolioIdParams, response: { 200: mcState, ...errors(400, 401, 404) } },
    handler: async (request) => monteCarloState(deps, request.user!, request.params.id),
  });
}
