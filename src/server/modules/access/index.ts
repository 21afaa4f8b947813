export {
  registerProjectAccess,
  resolveProject,
  visibleProjectIds,
  visibleProjects,
  visibleProjectsWhere,
  requireCapability,
  accessOf,
  auditUse as auditProjectUse,
  type ResolvedProject,
} from './resolver.ts';
export {
  listWithFacts,
  listWithFactsAnd,
  peopleWhoSee,
  findWithFacts,
  type ProjectRow,
  type ProjectWithFacts,
  type ListQuery,
} from './repository.ts';
export { registerGrantRoutes } from './grants-routes.ts';
export { earliestGrantExpiry } from './grants-repository.ts';
export type { GrantDeps } from './grants-service.ts';
export { grantReadAccess, grantEngagementAccess, releaseEngagementGrant, releaseGrant, replaceGrant } from './request-grants.ts';
export { planFactsOf, readOnlyOf, refuseEditAbovePlan, PLAN_GATED, type PlanFacts } from './plan-limit.ts';
