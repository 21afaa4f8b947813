import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callDetail, callIdParams, type CallDetail } from '../../../contract/funding.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { callById } from './match-repository.ts';
import { todayOf, toCallSummary, type MatchDeps } from './match-service.ts';

/**
 * FALLBACK (fund-match branch): a minimal `GET /api/funding/calls/:id` so /announcement/:id works
 * before the catalogue's own route lands. The integrator drops this file (and its one call in
 * ./index.ts) when the catalogue module registers the same route: two registrations would not boot.
 * Versions: only the current one (the version history table belongs to the catalogue).
 */
export function registerAnnouncementFallbackRoute(app: FastifyInstance, deps: MatchDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/funding/calls/:id',
    config: { policy: 'authenticated' },
    schema: { tags: ['funding'], params: callIdParams, response: { 200: callDetail, ...errors(400, 401, 404) } },
    handler: async (request): Promise<CallDetail> => {
      const row = await callById(deps.db, request.params.id);
      if (!row) throw new AppError('FUNDING_CALL_NOT_FOUND');
      return {
        ...toCallSummary(row, todayOf(deps.now())),
        programme: row.programme,
        description: row.description,
        cofinancingShare: row.cofinancingShare,
        legalForms: row.legalForms,
        municipalities: row.municipalities,
        untilFundsRunOut: row.untilFundsRunOut,
        requiredDocuments: row.requiredDocuments,
        licence: row.licence,
        sourceRecordId: row.sourceRecordId,
        language: row.language === 'en' ? 'en' : 'it',
        updatedAt: row.updatedAt.toISOString(),
        versions: [{ version: row.version, importedAt: row.updatedAt.toISOString(), changed: [] }],
      };
    },
  });
}
