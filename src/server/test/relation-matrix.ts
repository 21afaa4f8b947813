import type { TestApp } from './harness.ts';
import { checkDealFlowCards, checkFundingRequestReach, checkInsights } from './relation-matrix/investors.ts';
import { checkProjectList, checkProjectRoutes } from './relation-matrix/projects.ts';
import { checkWorkspaceLogoAndPortfolioReports } from './relation-matrix/workspaces-portfolios.ts';
import { checkEngagementGrants } from './relation-matrix/engagements.ts';
import { setUpWorld, type Tally } from './relation-matrix/world.ts';

export { RELATIONS } from './relation-matrix/world.ts';

/**
 * Every relation of issue 11 × every project-scoped route (every route declaring `config.project`),
 * with the expected answer derived from the one rule in src/domain/access: a relation that may not
 * see the project gets 404 PROJECT_NOT_FOUND, one that sees it but lacks the route's capability
 * 403 FORBIDDEN, and otherwise the route does its work (< 400). The same run also checks that the
 * project list shows the project exactly to those who may see it, marked when shared.
 * Shared by the PostgreSQL and the PGlite test files.
 */
export async function runRelationMatrix(t: TestApp): Promise<{ failures: string[]; cases: number }> {
  const w = await setUpWorld(t);
  const tally: Tally = { failures: [], cases: 0 };
  // The order is part of the matrix: each area adds rows a later one may count (insights reads every card an investor holds).
  for (const check of [
    checkProjectRoutes,
    checkProjectList,
    checkWorkspaceLogoAndPortfolioReports,
    checkInsights,
    checkFundingRequestReach,
    checkDealFlowCards,
    checkEngagementGrants,
  ])
    await check(w, tally);
  return tally;
}
