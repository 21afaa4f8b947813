import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { economyTier, economyTierQuery, kpi, kpiQuery } from '../../../contract/insights.ts';
import { errors } from '../../lib/responses.ts';
import * as svc from './service.ts';

const tags = ['insights'];

/**
 * Insights (issue 15, ADR 0028). Each route answers by the caller's role: an investor reads their
 * own visible deal flow, an admin the platform's (counts and amounts, no names); the policies keep
 * every other role out (403).
 */
export function registerInsightsRoutes(app: FastifyInstance, deps: svc.InsightsDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/insights/economy-tier',
    config: { policy: { permission: 'economyTier.read' } },
    schema: { tags, querystring: economyTierQuery, response: { 200: economyTier, ...errors(400, 401, 403) } },
    handler: async (q) => svc.economyTier(deps, q.user!, q.query.stage ?? null),
  });
  r.route({
    method: 'GET',
    url: '/api/insights/kpi',
    config: { policy: { permission: 'kpi.read' } },
    schema: { tags, querystring: kpiQuery, response: { 200: kpi, ...errors(400, 401, 403) } },
    handler: async (q) => svc.kpi(deps, q.user!, q.query),
  });
}
