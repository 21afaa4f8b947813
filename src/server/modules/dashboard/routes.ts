import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consultantDashboard, investorDashboard } from '../../../contract/dashboard.ts';
import { errors } from '../../lib/responses.ts';
import * as svc from './service.ts';
import { portfolioHoldings, portfolios } from '../../db/schema/index.ts';
import type { ReadCacheRoute } from '../../plugins/read-cache.ts';
import { boardCache } from '../deal-flow/index.ts';

/** The investor's dashboard reads the board's tables and their portfolios (ADR 0045; checked by read-cache-tables.test.ts). */
const investorDashboardCache: ReadCacheRoute = { tables: [...boardCache.tables, portfolios, portfolioHoldings] };

const tags = ['dashboard'];

/** The role dashboards' lists (issue 15, ADR 0030): each for its own role (others 403), scoped to the caller. */
export function registerDashboardRoutes(app: FastifyInstance, deps: svc.DashboardDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/dashboard/investor',
    config: { policy: { permission: 'dashboard.investor' }, readCache: investorDashboardCache },
    schema: { tags, response: { 200: investorDashboard, ...errors(401, 403) } },
    handler: async (q) => svc.investorWaiting(deps, q.user!),
  });
  r.route({
    method: 'GET',
    url: '/api/dashboard/consultant',
    config: { policy: { permission: 'dashboard.consultant' } },
    schema: { tags, response: { 200: consultantDashboard, ...errors(401, 403) } },
    handler: async (q) => svc.consultantOverview(deps, q.user!),
  });
}
