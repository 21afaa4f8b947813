import * as t from '../../db/schema/index.ts';
import type { ReadCacheRoute } from '../../plugins/read-cache.ts';
import { PROJECT_READ_TABLES } from '../projects/index.ts';

/**
 * The investor's board (ADR 0045): the pipelines and cards with their extras, what files a card (requests,
 * grants, follows), the projects' visibility and facts (showcases, realization). Checked against the
 * route's statements by src/server/plugins/read-cache-tables.test.ts.
 */
export const boardCache: ReadCacheRoute = {
  tables: [
    ...PROJECT_READ_TABLES,
    t.dealPipelines,
    t.dealStages,
    t.dealCards,
    t.dealCardMoves,
    t.dealDdItems,
    t.dealNotes,
    t.dealQuestions,
    t.dealFindings,
    t.dealDecisions,
    t.dealFollows,
    t.fundingRequests,
    t.showcases,
    t.reports,
    t.projectRoadmaps,
    t.roadmapProgress,
    t.projectObligations,
  ],
};
