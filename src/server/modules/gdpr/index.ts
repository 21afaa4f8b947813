import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIE_POLICY_VERSION, consentBody, consentRecorded } from '../../../contract/gdpr.ts';
import { consents } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';

export function registerGdprRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/api/gdpr/consent',
    bodyLimit: 4 * 1024,
    config: { policy: 'public' },
    schema: { tags: ['gdpr'], body: consentBody, response: { 201: consentRecorded, ...errors(400, 429) } },
    handler: async (request, reply) => {
      const b = request.body;
      const userId = request.user?.id ?? null;
      if (!userId && !b.visitorId) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'visitorId', message: 'required when not signed in', code: 'invalid_type' }],
        });
      }
      await enforceRateLimit(ctx.db, `consent:${request.ip}`, 30, 60, ctx.now());
      const [row] = await ctx.db
        .insert(consents)
        .values({
          userId,
          visitorId: b.visitorId ?? null,
          necessary: true,
          analytics: b.analytics_cookies,
          marketing: b.marketing_cookies,
          functional: b.functional_cookies,
          policyVersion: b.policyVersion ?? COOKIE_POLICY_VERSION,
        })
        .returning();
      await ctx.audit(request, {
        action: 'gdpr.consent',
        target: userId ?? b.visitorId ?? null,
        outcome: 'success',
        details: { analytics: b.analytics_cookies, marketing: b.marketing_cookies, functional: b.functional_cookies },
      });
      return reply.status(201).send({ id: row!.id, recordedAt: row!.recordedAt.toISOString(), policyVersion: row!.policyVersion });
    },
  });
}
