import Stripe from 'stripe';
import type { Plan } from '../../../domain/billing/index.ts';
import type { BillingConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from './provider.ts';

type StripeConfig = NonNullable<BillingConfig['stripe']>;

/** The SDK client; STRIPE_API_BASE (tests: the local fake) replaces api.stripe.com. */
export function stripeClient(c: StripeConfig): Stripe {
  if (!c.apiBase) return new Stripe(c.secretKey, { maxNetworkRetries: 1 });
  const u = new URL(c.apiBase);
  return new Stripe(c.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'https:' ? 443 : 80),
    protocol: u.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  });
}

/** The Stripe Price of a plan: STRIPE_PRICE_<PLANID>, else the Price whose lookup_key the price list names. */
async function priceOf(stripe: Stripe, c: StripeConfig, plan: Plan): Promise<string> {
  const configured = c.prices[plan.id];
  if (configured) return configured;
  const found = await stripe.prices.list({ lookup_keys: [plan.lookupKey], active: true, limit: 1 });
  const price = found.data[0];
  if (!price) throw new AppError('BILLING_PROVIDER_UNAVAILABLE');
  return price.id;
}

/**
 * The `stripe` driver: Checkout Sessions (subscription mode for monthly/annual, payment mode for Single
 * Project), the Customer Portal for card changes, cancellation at period end on the Stripe subscription.
 * The order id and user id travel as metadata on the session and on the subscription, so every webhook
 * can be reconciled from its own object whatever order the events arrive in.
 */
export function stripeProvider(c: StripeConfig): PaymentProvider {
  const stripe = stripeClient(c);
  return {
    name: 'stripe',
    startCheckout: async (order, { plan, email, customerId, subscriptionId, successUrl, cancelUrl }) => {
      const price = await priceOf(stripe, c, plan);
      const metadata = { orderId: order.id, userId: order.userId, planId: plan.id };
      if (subscriptionId && plan.interval !== 'one_time') {
        // An upgrade of a running Stripe subscription: its price changes in place, Stripe prorates and
        // invoices at once; the invoice.paid that follows names this order in the subscription's metadata.
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ ...(item ? { id: item.id } : {}), price }],
          proration_behavior: 'always_invoice',
          metadata,
        });
        return { url: successUrl, patch: { stripeSubscriptionId: subscriptionId } };
      }
      const session = await stripe.checkout.sessions.create({
        mode: plan.interval === 'one_time' ? 'payment' : 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: order.id,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        success_url: `${successUrl}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: cancelUrl,
        metadata,
        ...(plan.interval === 'one_time' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
      });
      return { url: session.url ?? undefined, patch: { stripeSessionId: session.id } };
    },
    portalUrl: async (sub, returnUrl) => {
      if (!sub?.stripeCustomerId) return null;
      const portal = await stripe.billingPortal.sessions.create({ customer: sub.stripeCustomerId, return_url: returnUrl });
      return portal.url;
    },
    setCancelAtPeriodEnd: async (sub, cancel) => {
      if (sub.stripeSubscriptionId) await stripe.subscriptions.update(sub.stripeSubscriptionId, { cancel_at_period_end: cancel });
    },
    currentSubscription: async (id) => {
      try {
        return (await stripe.subscriptions.retrieve(id)) as unknown as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}
