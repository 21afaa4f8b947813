import * as t from '../../db/schema/index.ts';
import type { ReadCacheRoute } from '../../plugins/read-cache.ts';

/**
 * What a project read depends on (ADR 0045): the project and its evaluations, the access decision's
 * inputs (its workspace and members, the grants) and the plan's (the owners' user rows, billing). The
 * routes' statements are checked against this list (src/server/plugins/read-cache-tables.test.ts);
 * billing is named beyond them, as the plan's source.
 */
export const PROJECT_READ_TABLES = [
  t.projects,
  t.evaluations,
  t.workspaces,
  t.workspaceMembers,
  t.projectGrants,
  t.users,
  t.billingSubscriptions,
  t.billingOrders,
] as const;

/** The project list, kept unless it is the admin's audited list of every project. */
export const projectListCache: ReadCacheRoute = {
  tables: PROJECT_READ_TABLES,
  when: (request) => (request.query as { scope?: unknown }).scope !== 'all',
};
export const projectCache: ReadCacheRoute = { tables: PROJECT_READ_TABLES };
