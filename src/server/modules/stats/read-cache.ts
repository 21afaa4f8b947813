import * as t from '../../db/schema/index.ts';
import type { ReadCacheRoute } from '../../plugins/read-cache.ts';
import { PROJECT_READ_TABLES } from '../projects/index.ts';

/**
 * The dashboard's figures (ADR 0045): the caller's projects and their latest versions, as the project
 * reads, plus the tables the counts come from; checked against the route's statements by
 * src/server/plugins/read-cache-tables.test.ts.
 */
export const statsCache: ReadCacheRoute = { tables: [...PROJECT_READ_TABLES, t.fundingRequests] };
