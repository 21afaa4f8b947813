import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFundingRequestBody,
  fundingRequestDetail,
  fundingRequestList,
  fundingRequestListQuery,
  investorCandidates,
  investorLookupQuery,
  portalSubmissionBody,
  requestMessage,
  requestMessageBody,
  requestMessageList,
  transitionBody,
  updateFundingRequestBody,
} from '../../../contract/funding.ts';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/responses.ts';
import { findInvestors, listMessages, postMessage } from './messages.ts';
import { recordPortalSubmission } from './portal.ts';
import { applicationPackage, type PackageDeps } from './package-zip.ts';
import { requestLanguage } from '../../lib/accept-language.ts';
import { createRequest, getRequest, listRequests, updateRequest, type FundingRequestDeps } from './service.ts';
import { transition } from './transition.ts';

const tags = ['funding-requests'];
const idParams = z.object({ id: z.uuid() });

/**
 * Funding requests (issue 14, ADR 0021). Not under /api/projects/:id: a request is reached by its
 * own id, and the service decides the caller's side (project member who may edit, addressed
 * investor, workspace viewer) or answers 404 FUNDING_REQUEST_NOT_FOUND.
 */
export function registerFundingRequestRoutes(app: FastifyInstance, ctx: AppContext, deps: FundingRequestDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    method: 'GET',
    url: '/api/funding-requests',
    config: { policy: 'authenticated', scope: 'funding:read' },
    schema: { tags, querystring: fundingRequestListQuery, response: { 200: fundingRequestList, ...errors(400, 401) } },
    handler: async (request) => listRequests(deps, request.user!, request.query),
  });
  r.route({
    method: 'POST',
    url: '/api/funding-requests',
    config: { policy: 'authenticated' },
    schema: { tags, body: createFundingRequestBody, response: { 201: fundingRequestDetail, ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      const created = await createRequest(deps, request.user!, request.body);
      await ctx.audit(request, {
        action: 'funding.request.create',
        target: created.id,
        outcome: 'success',
        details: {
          projectId: created.projectId,
          target: created.target,
          callId: created.call?.id ?? null,
          investorId: created.investor?.id ?? null,
        },
      });
      return reply.status(201).send(created);
    },
  });
  r.route({
    method: 'GET',
    url: '/api/funding-requests/investors',
    config: { policy: 'authenticated' },
    schema: { tags, querystring: investorLookupQuery, response: { 200: investorCandidates, ...errors(400, 401, 403, 404, 429) } },
    handler: async (request) => findInvestors(deps, request.user!, request.query),
  });
  r.route({
    method: 'GET',
    url: '/api/funding-requests/:id',
    config: { policy: 'authenticated', scope: 'funding:read' },
    schema: { tags, params: idParams, response: { 200: fundingRequestDetail, ...errors(400, 401, 404) } },
    handler: async (request) => getRequest(deps, request.user!, request.params.id),
  });
  r.route({
    method: 'PATCH',
    url: '/api/funding-requests/:id',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: idParams,
      body: updateFundingRequestBody,
      response: { 200: fundingRequestDetail, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateRequest(deps, request.user!, request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/api/funding-requests/:id/transitions',
    config: { policy: 'authenticated' },
    schema: { tags, params: idParams, body: transitionBody, response: { 200: fundingRequestDetail, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      try {
        const { request: moved, from, grant } = await transition(deps, request.user!, request.params.id, request.body);
        // The note is the author's words and stays out of the log; its presence is recorded.
        await ctx.audit(request, {
          action: 'funding.request.transition',
          target: moved.id,
          outcome: 'success',
          details: {
            projectId: moved.projectId,
            fromState: from,
            toState: moved.state,
            side: moved.side,
            grant,
            note: Boolean(request.body.note),
            fundedAmount: moved.state === 'funded' ? moved.fundedAmount : undefined,
          },
        });
        return moved;
      } catch (e) {
        if ((e as { code?: string }).code === 'INVALID_TRANSITION') {
          await ctx.audit(request, {
            action: 'funding.request.transition',
            target: request.params.id,
            outcome: 'denied',
            details: { toState: request.body.to },
          });
        }
        throw e;
      }
    },
  });
  r.route({
    method: 'POST',
    url: '/api/funding-requests/:id/portal-submission',
    config: { policy: 'authenticated' },
    schema: {
      tags,
      params: idParams,
      body: portalSubmissionBody,
      response: { 200: fundingRequestDetail, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const out = await recordPortalSubmission(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'funding.request.portal',
        target: out.id,
        outcome: 'success',
        details: { submittedOn: out.portalSubmittedOn, protocol: out.portalProtocol },
      });
      return out;
    },
  });
  r.route({
    method: 'GET',
    url: '/api/funding-requests/:id/messages',
    config: { policy: 'authenticated' },
    schema: { tags, params: idParams, response: { 200: requestMessageList, ...errors(400, 401, 404) } },
    handler: async (request) => listMessages(deps, request.user!, request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/api/funding-requests/:id/messages',
    config: { policy: 'authenticated' },
    schema: { tags, params: idParams, body: requestMessageBody, response: { 201: requestMessage, ...errors(400, 401, 403, 404, 429) } },
    handler: async (request, reply) => {
      const m = await postMessage(deps, request.user!, request.params.id, request.body);
      await ctx.audit(request, {
        action: 'funding.request.message',
        target: request.params.id,
        outcome: 'success',
        details: { messageId: m.id, length: m.body.length, documents: m.documents.length },
      });
      return reply.status(201).send(m);
    },
  });
}

/**
 * The application package (issue 27): registered apart because it needs the documents' blob store and the
 * worker pool, which exist only once the documents module is wired.
 */
export function registerApplicationPackageRoute(app: FastifyInstance, ctx: AppContext, deps: PackageDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/funding-requests/:id/package.zip',
    // A download built on request (up to 200 MB gathered and zipped): the per-user export limits (ADR 0033).
    config: { policy: 'authenticated', heavy: 'export' },
    schema: {
      tags,
      params: idParams,
      produces: ['application/zip'],
      response: {
        200: z.any().describe('the ZIP: cover summary, attached documents, sealed reports (when the plan downloads them)'),
        ...errors(400, 401, 403, 404, 413, 429),
      },
    },
    handler: async (request, reply) => {
      const lng = request.user!.language ?? requestLanguage(request.headers['accept-language']);
      const out = await applicationPackage(deps, request.user!, request.params.id, lng);
      await ctx.audit(request, {
        action: 'funding.request.package',
        target: out.request.id,
        outcome: 'success',
        details: { bytes: out.bytes.length },
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${out.fileName}"; filename*=UTF-8''${encodeURIComponent(out.fileName)}`)
        .send(out.bytes);
    },
  });
}
