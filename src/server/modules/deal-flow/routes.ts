import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDdItemBody,
  addFindingBody,
  dealSummary,
  addNoteBody,
  addStageBody,
  answerBody,
  askQuestionBody,
  card,
  cardDetail,
  cardList,
  cardParams,
  createPipelineBody,
  decision,
  decisionBody,
  ddItem,
  finding,
  itemParams,
  moveBody,
  note,
  pipeline,
  pipelineList,
  pipelineParams,
  projectQuestion,
  projectQuestionList,
  projectQuestionParams,
  question,
  renamePipelineBody,
  renameStageBody,
  reorderStagesBody,
  stageParams,
  updateDdItemBody,
  linkTargets,
  followList,
  followBody,
  followParams,
  accessRequestResult,
} from '../../../contract/deal-flow.ts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { cards, move, summary } from './cards.ts';
import type { DealFlowDeps } from './deps.ts';
import { boardCache } from './read-cache.ts';
import { addDdItem, addFinding, addNote, decide, detail, linkTargets as linkTargetsOf, setDdItem } from './diligence.ts';
import { addStage, createPipeline, pipelines, removeStage, renamePipeline, renameStage, reorderStages } from './pipelines.ts';
import { answer, ask, projectQuestions } from './questions.ts';
import { follow, follows, requestAccess, unfollow } from './showcase-follows.ts';

const tags = ['deal-flow'];
const policy = { permission: 'dealFlow.read' } as const;

/**
 * Deal flow (issue 15, ADR 0026): every route is the caller's own pipelines and cards; a card is
 * answered only while its project is visible to the caller through the access backbone (else 404).
 */
export function registerDealFlowRoutes(app: FastifyInstance, ctx: AppContext, deps: DealFlowDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    method: 'GET',
    url: '/api/deal-flow/pipelines',
    config: { policy },
    schema: { tags, response: { 200: pipelineList, ...errors(401, 403) } },
    handler: async (q) => pipelines(deps, q.user!),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/pipelines',
    config: { policy },
    schema: { tags, body: createPipelineBody, response: { 201: pipeline, ...errors(400, 401, 403) } },
    handler: async (q, reply) => reply.status(201).send(await createPipeline(deps, q.user!, q.body.name)),
  });
  r.route({
    method: 'PATCH',
    url: '/api/deal-flow/pipelines/:id',
    config: { policy },
    schema: { tags, params: pipelineParams, body: renamePipelineBody, response: { 200: pipeline, ...errors(400, 401, 403, 404) } },
    handler: async (q) => renamePipeline(deps, q.user!, q.params.id, q.body.name),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/pipelines/:id/stages',
    config: { policy },
    schema: { tags, params: pipelineParams, body: addStageBody, response: { 201: pipeline, ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => reply.status(201).send(await addStage(deps, q.user!, q.params.id, q.body.name)),
  });
  r.route({
    method: 'PATCH',
    url: '/api/deal-flow/pipelines/:id/stages/:stageId',
    config: { policy },
    schema: { tags, params: stageParams, body: renameStageBody, response: { 200: pipeline, ...errors(400, 401, 403, 404) } },
    handler: async (q) => renameStage(deps, q.user!, q.params.id, q.params.stageId, q.body.name),
  });
  r.route({
    method: 'DELETE',
    url: '/api/deal-flow/pipelines/:id/stages/:stageId',
    config: { policy },
    schema: { tags, params: stageParams, response: { 200: pipeline, ...errors(400, 401, 403, 404, 409) } },
    handler: async (q) => removeStage(deps, q.user!, q.params.id, q.params.stageId),
  });
  r.route({
    method: 'PUT',
    url: '/api/deal-flow/pipelines/:id/stage-order',
    config: { policy },
    schema: { tags, params: pipelineParams, body: reorderStagesBody, response: { 200: pipeline, ...errors(400, 401, 403, 404) } },
    handler: async (q) => reorderStages(deps, q.user!, q.params.id, q.body.stageIds),
  });

  r.route({
    method: 'GET',
    url: '/api/deal-flow/summary',
    config: { policy, readCache: boardCache },
    schema: { tags, response: { 200: dealSummary, ...errors(401, 403) } },
    handler: async (q) => summary(deps, q.user!),
  });
  r.route({
    method: 'GET',
    url: '/api/deal-flow/cards',
    config: { policy, readCache: boardCache },
    schema: { tags, response: { 200: cardList, ...errors(401, 403) } },
    handler: async (q) => cards(deps, q.user!),
  });
  r.route({
    method: 'GET',
    url: '/api/deal-flow/cards/:id',
    config: { policy },
    schema: { tags, params: cardParams, response: { 200: cardDetail, ...errors(400, 401, 403, 404) } },
    handler: async (q) => detail(deps, q.user!, q.params.id),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/move',
    config: { policy },
    schema: { tags, params: cardParams, body: moveBody, response: { 200: card, ...errors(400, 401, 403, 404) } },
    handler: async (q) => {
      const { card: c, from } = await move(deps, q.user!, q.params.id, q.body.stageId);
      await ctx.audit(q, {
        action: 'dealflow.card.move',
        target: q.params.id,
        outcome: 'success',
        details: { projectId: c.projectId, from, to: c.stageId },
      });
      return c;
    },
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/checklist',
    config: { policy },
    schema: { tags, params: cardParams, body: addDdItemBody, response: { 201: ddItem, ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => reply.status(201).send(await addDdItem(deps, q.user!, q.params.id, q.body)),
  });
  r.route({
    method: 'PATCH',
    url: '/api/deal-flow/cards/:id/checklist/:itemId',
    config: { policy },
    schema: { tags, params: itemParams, body: updateDdItemBody, response: { 200: ddItem, ...errors(400, 401, 403, 404, 409) } },
    handler: async (q) => {
      const i = await setDdItem(deps, q.user!, q.params.id, q.params.itemId, q.body);
      await ctx.audit(q, {
        action: 'dealflow.checklist.set',
        target: q.params.id,
        outcome: 'success',
        details: { itemId: i.id, done: i.done, link: i.link ? { kind: i.link.kind, id: i.link.id } : null },
      });
      return i;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/deal-flow/cards/:id/link-targets',
    config: { policy },
    schema: { tags, params: cardParams, response: { 200: linkTargets, ...errors(400, 401, 403, 404, 409) } },
    handler: async (q) => linkTargetsOf(deps, q.user!, q.params.id),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/access-request',
    config: { policy },
    schema: { tags, params: cardParams, response: { 201: accessRequestResult, ...errors(400, 401, 403, 404, 409) } },
    handler: async (q, reply) => {
      const out = await requestAccess(deps, q.user!, q.params.id);
      await ctx.audit(q, {
        action: 'dealflow.access.request',
        target: q.params.id,
        outcome: 'success',
        details: { projectId: out.projectId, notified: out.notified },
      });
      return reply.status(201).send({ requestedAt: out.requestedAt, notified: out.notified });
    },
  });

  // Showcase follows (ADR 0029): the investor's own list; a follow files a card and gives no grant.
  r.route({
    method: 'GET',
    url: '/api/deal-flow/follows',
    config: { policy },
    schema: { tags, response: { 200: followList, ...errors(401, 403) } },
    handler: async (q) => follows(deps, q.user!),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/follows',
    config: { policy },
    schema: { tags, body: followBody, response: { 201: card, ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => {
      const c = await follow(deps, q.user!, q.body.slug);
      await ctx.audit(q, { action: 'dealflow.follow', target: c.projectId, outcome: 'success', details: { cardId: c.id } });
      return reply.status(201).send(c);
    },
  });
  r.route({
    method: 'DELETE',
    url: '/api/deal-flow/follows/:slug',
    config: { policy },
    schema: { tags, params: followParams, response: { 204: z.null(), ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => {
      const out = await unfollow(deps, q.user!, q.params.slug);
      await ctx.audit(q, { action: 'dealflow.unfollow', target: out.projectId, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/notes',
    config: { policy },
    schema: { tags, params: cardParams, body: addNoteBody, response: { 201: note, ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => reply.status(201).send(await addNote(deps, q.user!, q.params.id, q.body.body)),
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/questions',
    config: { policy },
    schema: { tags, params: cardParams, body: askQuestionBody, response: { 201: question, ...errors(400, 401, 403, 404, 422) } },
    handler: async (q, reply) => {
      const out = await ask(deps, q.user!, q.params.id, q.body);
      await ctx.audit(q, {
        action: 'dealflow.question.ask',
        target: q.params.id,
        outcome: 'success',
        details: { questionId: out.id, projectId: out.projectId },
      });
      return reply.status(201).send(out);
    },
  });
  r.route({
    method: 'POST',
    url: '/api/deal-flow/cards/:id/findings',
    config: { policy },
    schema: { tags, params: cardParams, body: addFindingBody, response: { 201: finding, ...errors(400, 401, 403, 404) } },
    handler: async (q, reply) => reply.status(201).send(await addFinding(deps, q.user!, q.params.id, q.body)),
  });
  r.route({
    method: 'PUT',
    url: '/api/deal-flow/cards/:id/decision',
    config: { policy },
    schema: { tags, params: cardParams, body: decisionBody, response: { 200: decision, ...errors(400, 401, 403, 404) } },
    handler: async (q) => {
      const d = await decide(deps, q.user!, q.params.id, q.body);
      await ctx.audit(q, {
        action: 'dealflow.decision',
        target: q.params.id,
        outcome: 'success',
        details: { decision: d.decision, amount: d.amount },
      });
      return d;
    },
  });

  // The proponent's side: questions asked about their project. Reading them is for the project's
  // members (viewAccess: grantees — other investors — never see each other's questions); answering
  // speaks for the project (editDetails).
  r.route({
    method: 'GET',
    url: '/api/projects/:id/questions',
    config: { policy: 'authenticated', project: 'viewAccess' },
    schema: { tags, params: cardParams, response: { 200: projectQuestionList, ...errors(400, 401, 403, 404) } },
    handler: async (q) => projectQuestions(deps, q.params.id),
  });
  r.route({
    method: 'POST',
    url: '/api/projects/:id/questions/:qid/answer',
    config: { policy: 'authenticated', project: 'editDetails' },
    schema: {
      tags,
      params: projectQuestionParams,
      body: answerBody,
      response: { 200: projectQuestion, ...errors(400, 401, 403, 404, 409, 422) },
    },
    handler: async (q) => {
      const out = await answer(deps, q.user!, q.params.id, q.params.qid, q.body.body, q.body.documentIds);
      await ctx.audit(q, { action: 'dealflow.question.answer', target: q.params.id, outcome: 'success', details: { questionId: out.id } });
      return out;
    },
  });
}
