// The authorization matrix's owned resources of funding, deal flow and portfolios (the rest, and the whole
// map, in authorization-matrix-owned.ts).
import { randomUUID } from 'node:crypto';
import { dealFollows, dealQuestions, dealStages, dealViews } from '../db/schema/index.ts';
import { fundingSavedCalls, fundingSavedSearches, portfolioHoldings, workspaceLogos } from '../db/schema/index.ts';
import { solidPng } from '../../../tests/fixtures/images.ts';
import { t, stranger, member, fundingCallFixture, publishedSlugOf, projectFor } from './authorization-matrix-app.ts';
import { fundingRequestFor, dealCardFor, portfolioFor, teamOf } from './authorization-matrix-fixtures.ts';
import type { Params } from './authorization-matrix-fixtures.ts';

export const OWNED_FUNDING: Record<string, (ownerId: string) => Promise<Params>> = {
  '/api/funding/saved-searches/:id': async (ownerId) => {
    const [row] = await t.database.db.insert(fundingSavedSearches).values({ userId: ownerId, name: 'm', query: {} }).returning();
    return row!.id;
  },
  '/api/funding/saved-calls/:callId': async (ownerId) => {
    const callId = await fundingCallFixture();
    await t.database.db.insert(fundingSavedCalls).values({ userId: ownerId, callId, seenVersion: 1 });
    return { callId };
  },
  '/api/funding-requests/:id': async (ownerId) => fundingRequestFor(ownerId),
  '/api/funding-requests/:id/transitions': async (ownerId) => fundingRequestFor(ownerId),
  '/api/funding-requests/:id/messages': async (ownerId) => fundingRequestFor(ownerId),
  '/api/portfolios/:id': async (ownerId) => portfolioFor(ownerId),
  '/api/deal-flow/pipelines/:id': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  '/api/deal-flow/pipelines/:id/stages': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  '/api/deal-flow/pipelines/:id/stage-order': async (ownerId) => (await dealCardFor(ownerId)).pipelineId,
  // An empty second stage: renamed or removed (a stage holding cards is not removed, 409).
  '/api/deal-flow/pipelines/:id/stages/:stageId': async (ownerId) => {
    const f = await dealCardFor(ownerId);
    const [st] = await t.database.db.insert(dealStages).values({ pipelineId: f.pipelineId, name: 'empty', position: 1 }).returning();
    return { id: f.pipelineId, stageId: st!.id };
  },
  '/api/deal-flow/cards/:id': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/move': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/checklist': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/notes': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/questions': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/findings': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/decision': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  '/api/deal-flow/cards/:id/link-targets': async (ownerId) => (await dealCardFor(ownerId)).cardId,
  // Asking for access is for a followed published project that is not shared: a card of that kind.
  '/api/deal-flow/cards/:id/access-request': async (ownerId) => {
    const projectId = await projectFor(member.id);
    await publishedSlugOf(projectId);
    await t.database.db.insert(dealFollows).values({ investorId: ownerId, projectId });
    return (await dealCardFor(ownerId, projectId)).cardId;
  },
  '/api/deal-flow/follows/:slug': async (ownerId) => {
    const projectId = await projectFor(member.id);
    const slug = await publishedSlugOf(projectId);
    await t.database.db.insert(dealFollows).values({ investorId: ownerId, projectId });
    return { slug };
  },
  '/api/deal-flow/cards/:id/checklist/:itemId': async (ownerId) => {
    const f = await dealCardFor(ownerId);
    const { dealDdItems } = await import('../db/schema/index.ts');
    const [i] = await t.database.db.insert(dealDdItems).values({ cardId: f.cardId, title: 'm' }).returning();
    return { id: f.cardId, itemId: i!.id };
  },
  '/api/deal-flow/views/:id': async (ownerId) => {
    const [v] = await t.database.db
      .insert(dealViews)
      .values({ userId: ownerId, name: `m ${randomUUID()}`, filters: {}, mode: 'board' })
      .returning();
    return v!.id;
  },
  '/api/projects/:id/questions': async (ownerId) => projectFor(ownerId),
  '/api/projects/:id/questions/:qid/answer': async (ownerId) => {
    const f = await dealCardFor(stranger.id, await projectFor(ownerId));
    const [q] = await t.database.db
      .insert(dealQuestions)
      .values({ cardId: f.cardId, projectId: f.projectId, askedBy: stranger.id, body: 'm' })
      .returning();
    return { id: f.projectId, qid: q!.id };
  },
  '/api/portfolios/:id/holdings': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/summary': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/monte-carlo': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/reports': async (ownerId) => portfolioFor(ownerId),
  // A team workspace of the caller with a logo (so reading and removing it reach something).
  '/api/workspaces/:id/logo': async (ownerId) => {
    const id = await teamOf(ownerId);
    await t.database.db
      .insert(workspaceLogos)
      .values({ workspaceId: id, mediaType: 'image/png', bytes: solidPng(64, 32), width: 64, height: 32, sha256: 'a'.repeat(64) });
    return id;
  },
  '/api/portfolios/:id/summary.csv': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/summary.xlsx': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/import': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/import/preview': async (ownerId) => portfolioFor(ownerId),
  '/api/portfolios/:id/holdings/:holdingId': async (ownerId) => {
    const id = await portfolioFor(ownerId);
    const [h] = await t.database.db
      .insert(portfolioHoldings)
      .values({ portfolioId: id, source: 'import', name: 'Matrix holding', invested: 1 })
      .returning();
    return { id, holdingId: h!.id };
  },
};
