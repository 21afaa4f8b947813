import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoreHistory, stats, type Stats } from '../../../contract/stats.ts';
import { computeDashboard } from '../../../domain/dashboard/index.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { resolveProject } from '../access/index.ts';
import { membershipOrNotFound } from '../workspaces/index.ts';
import { fundingFactsFor } from '../funding-requests/index.ts';
import { lifecycleStages } from '../projects/index.ts';
import { defaultAssumptionsFor } from '../../industries.ts';
import type { ProjectStatus } from '../../../domain/projects/index.ts';
import { historyForOwner, latestEvaluations, projectFacts } from './repository.ts';
import { statsCache } from './read-cache.ts';

/** /api/stats covers the caller's workspaces, or the one named (the workspace switcher's). */
const statsQuery = z.object({ workspaceId: z.uuid().optional() });

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/**
 * The caller's figures (seed sections 3 and 7), from their own records, one source for /api/stats
 * and the dashboard. A figure without data is null, never a zero posing as a measurement.
 */
export async function computeStats(ctx: AppContext, userId: string, workspaceId: string | null = null): Promise<Stats> {
  const scope = { userId, workspaceId };
  const [facts, latest, requests] = await Promise.all([
    projectFacts(ctx.db, scope),
    latestEvaluations(ctx.db, scope),
    fundingFactsFor(ctx.db, userId, workspaceId),
  ]);
  const stages = await lifecycleStages(
    ctx.db,
    facts.map((f) => ({
      id: f.id,
      status: f.status as ProjectStatus,
      industry: f.industry,
      estimatedBudget: f.estimated_budget,
      horizonYears: f.horizon_years,
    })),
    defaultAssumptionsFor,
  );
  const dashboard = computeDashboard(
    facts.map((f) => ({
      status: f.status,
      stage: stages.get(f.id),
      industry: f.industry,
      country: f.country,
      region: f.region,
      currency: f.currency,
      estimatedBudget: f.estimated_budget,
      fundingSought: f.funding_sought,
    })),
    latest.map((e) => ({ status: e.status, score: e.score, irr: e.irr, paybackYears: e.payback, probabilityNpvNegative: e.p_negative })),
    requests.map((r) => ({ state: r.state, amountRequested: r.amount_requested, fundedAmount: r.funded_amount })),
  );
  return {
    // The same count as the dashboard's: archived projects are left out of every figure.
    projectsCount: dashboard.totalProjects,
    avgCRScore: round1(dashboard.averageCrScore),
    fundingObtained: dashboard.fundingSecured,
    dashboard: {
      ...dashboard,
      totalValue: [...dashboard.totalValue],
      pipelineValue: [...dashboard.pipelineValue],
      industryDistribution: [...dashboard.industryDistribution],
      geographicSpread: [...dashboard.geographicSpread],
    },
  };
}

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/stats',
    config: { policy: 'authenticated', readCache: statsCache },
    schema: { tags: ['stats'], querystring: statsQuery, response: { 200: stats, ...errors(400, 401, 404) } },
    handler: async (request) => {
      const ws = request.query.workspaceId ?? null;
      if (ws) await membershipOrNotFound(ctx.db, request.user!, ws);
      return computeStats(ctx, request.user!.id, ws);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/metrics/history',
    config: { policy: 'authenticated' },
    schema: {
      tags: ['stats'],
      querystring: z.object({ projectId: z.uuid().optional() }),
      response: { 200: scoreHistory, ...errors(400, 401) },
    },
    handler: async (request) => {
      const projectId = request.query.projectId ?? null;
      // One project's history: whoever may see the project (the one access rule); else 404.
      if (projectId) await resolveProject(ctx.db, request.user!, projectId, ctx.now());
      return (await historyForOwner(ctx.db, { userId: request.user!.id, workspaceId: null }, projectId)).map((h) => ({
        projectId: h.project_id,
        version: h.version,
        createdAt: new Date(h.created_at).toISOString(),
        score: h.score,
        tier: h.tier,
        npv: h.npv,
        irr: h.irr,
        paybackYears: h.payback,
        probabilityNpvNegative: h.p_negative,
      }));
    },
  });
}
