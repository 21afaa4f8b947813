import type { Plan } from '../../../domain/billing/index.ts';
import type { BillingConfig } from '../../config.ts';
import type { NewOrder, OrderRow, SubscriptionRow } from './repository.ts';

/** What a checkout hands back to the customer: a page to pay on (Stripe) or where to transfer (invoice). */
export interface CheckoutStart {
  url?: string;
  bankTransfer?: { beneficiary: string; iban: string; bic: string; reference: string };
  /** Provider ids to keep on the order (the Stripe Checkout Session). */
  patch?: Partial<NewOrder>;
}

/**
 * One interface, two drivers (issue 22): `invoice` (the embedded default, bank transfer confirmed by an
 * admin) and `stripe` (Checkout Sessions, Customer Portal, webhooks).
 */
export interface PaymentProvider {
  readonly name: 'invoice' | 'stripe';
  startCheckout(
    order: OrderRow,
    c: { plan: Plan; email: string; customerId: string | null; subscriptionId: string | null; successUrl: string; cancelUrl: string },
  ): Promise<CheckoutStart>;
  /** A page where the customer changes their card; null when the driver has none. */
  portalUrl(sub: SubscriptionRow | null, returnUrl: string): Promise<string | null>;
  /** Tells the provider the subscription ends at period end (or no longer does). */
  setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean): Promise<void>;
  /** The provider's current state of a subscription (webhooks reconcile from it, not from event order); null when none. */
  currentSubscription?(id: string): Promise<Record<string, unknown> | null>;
}

/** The embedded default: no third party; the pro-forma carries the bank details and the order's reference. */
export function invoiceProvider(config: BillingConfig): PaymentProvider {
  return {
    name: 'invoice',
    startCheckout: async (order) => ({ bankTransfer: { ...config.bank, reference: order.reference } }),
    portalUrl: async () => null,
    setCancelAtPeriodEnd: async () => undefined,
  };
}
