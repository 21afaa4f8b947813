import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sendNotification } from '../notifications/index.ts';
import { registerBillingAdminRoutes } from './admin-routes.ts';
import { sweepSubscriptions } from './lifecycle.ts';
import { billingMailer, type Enqueue } from './mail.ts';
import { invoiceProvider } from './provider.ts';
import * as repo from './repository.ts';
import { createRenewalOrders } from './renewals.ts';
import { registerBillingRoutes } from './routes.ts';
import type { BillingDeps } from './service.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';

/**
 * Billing (issue 22): the driver is `stripe` when STRIPE_SECRET_KEY is set, else the embedded `invoice`
 * driver. Returns the periodic sweep (lapsed periods → grace → Free; renewal pro-formas), run on the jobs tick.
 */
export async function registerBilling(
  app: FastifyInstance,
  ctx: AppContext,
  enqueue: Enqueue,
  render?: BillingDeps['render'],
): Promise<{ sweep: () => Promise<number> }> {
  const base = {
    render,
    db: ctx.db,
    now: ctx.now,
    config: ctx.config.billing,
    publicOrigin: ctx.config.publicOrigin,
    mail: billingMailer(enqueue, ctx.config.publicOrigin),
    notifyAdmins: async (m: { title: string; content: string; link: string }) => {
      for (const id of await repo.adminIds(ctx.db))
        await sendNotification(
          { db: ctx.db, accountMail: ctx.accountMail },
          { userId: id, type: 'info', title: m.title, content: m.content, linkUrl: m.link },
        );
    },
  };
  let deps: BillingDeps;
  if (ctx.config.billing.stripe) {
    const { stripeProvider } = await import('./stripe.ts');
    deps = { ...base, provider: stripeProvider(ctx.config.billing.stripe) };
    registerStripeWebhook(app, ctx, deps, ctx.config.billing.stripe);
  } else {
    deps = { ...base, provider: invoiceProvider(ctx.config.billing) };
    registerStripeWebhook(app, ctx, deps, null);
  }
  registerBillingRoutes(app, ctx, deps);
  registerBillingAdminRoutes(app, ctx, deps);
  return { sweep: async () => (await sweepSubscriptions(deps)) + (await createRenewalOrders(deps)) };
}
