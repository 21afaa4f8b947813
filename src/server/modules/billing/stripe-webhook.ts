import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { webhookAck } from '../../../contract/billing.ts';
import type { BillingConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { handleStripeEvent } from './stripe-events.ts';
import type { BillingDeps } from './service.ts';

type StripeConfig = NonNullable<BillingConfig['stripe']>;

/**
 * POST /api/billing/webhooks/stripe (public): the raw body is kept for the signature (a content-type
 * parser scoped to this route's plugin); 400 without a valid Stripe-Signature; each event id processed
 * once. Without Stripe configured the route exists and refuses every call (400), so the contract holds.
 */
export function registerStripeWebhook(app: FastifyInstance, ctx: AppContext, deps: BillingDeps, c: StripeConfig | null): void {
  // The SDK (a third of a second to load) only once a signed event arrives for a configured account.
  let verifier: Stripe | null = null;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      config: { policy: 'public' },
      schema: { tags: ['billing'], response: { 200: webhookAck, ...errors(400) } },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = request.body;
        if (!c?.webhookSecret || typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        let event: Stripe.Event;
        try {
          verifier ??= new (await import('stripe')).default(c.secretKey);
          event = verifier.webhooks.constructEvent(raw, signature, c.webhookSecret);
        } catch {
          await ctx.audit(request, { action: 'billing.webhook', outcome: 'denied', details: { reason: 'signature' } });
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        }
        const fresh = await handleStripeEvent(
          deps,
          event as unknown as { id: string; type: string; data: { object: Record<string, unknown> } },
        );
        await ctx.audit(request, {
          action: 'billing.webhook',
          target: event.id,
          outcome: 'success',
          details: { type: event.type, duplicate: !fresh },
        });
        return { received: true as const, duplicate: !fresh };
      },
    });
  });
}
