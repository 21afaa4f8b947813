import { PLANS, TIER_RANK } from '../../../domain/billing/index.ts';
import type { Plan, PlanId, PlanInterval } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import type { BillingStatus } from '../../../contract/billing.ts';
import { withReturnTo } from '../../lib/return-path.ts';

/** What a plan's button does for the person looking at /pricing. */
export type PlanAction = 'buy' | 'upgrade' | 'downgrade' | 'switch' | 'current' | 'contact' | 'register';

/** A column of /pricing: Free and Enterprise are not on the price list, the others are. */
export type PricingColumn = { tier: Tier; plan: Plan | null };

/** The subscription the account pays for now, if any (a one-time Single Project is not one). */
export function activeSubscription(status: Pick<BillingStatus, 'plan' | 'status'> | null): boolean {
  return (
    status !== null &&
    status.plan !== null &&
    status.plan.interval !== 'one_time' &&
    (status.status === 'active' || status.status === 'past_due')
  );
}

/**
 * The button of one column for a visitor (`current` null) or a signed-in user on tier `current`:
 * the same tier is "current" (or "switch" between monthly and annual of the plan paid for), a higher
 * one "upgrade" ("buy" from Free), a lower one "downgrade"; Enterprise is a quote ("contact").
 */
export function planAction(
  column: PricingColumn,
  current: Tier | null,
  status: Pick<BillingStatus, 'plan' | 'status'> | null = null,
): PlanAction {
  if (current === null) {
    if (column.tier === 'enterprise') return 'contact';
    return column.plan ? 'buy' : 'register';
  }
  if (column.tier === current) {
    if (column.plan && status?.plan && status.plan.id !== column.plan.id && activeSubscription(status)) return 'switch';
    return 'current';
  }
  if (column.tier === 'enterprise') return 'contact';
  if (TIER_RANK[column.tier] > TIER_RANK[current]) return current === 'free' ? 'buy' : 'upgrade';
  return 'downgrade';
}

/**
 * Where the button leads. A visitor (`signedIn` false) buys through /checkout (account, details, order); a
 * signed-in user without a running subscription (or whose status is not known yet) through /quick-checkout;
 * a subscriber changes plan on /billing, where the proration is shown before confirming; going back to
 * Free is cancelling there.
 */
export function planHref(
  column: PricingColumn,
  action: PlanAction,
  status: Pick<BillingStatus, 'plan' | 'status'> | null,
  returnTo: string | null,
  signedIn = status !== null,
): string | null {
  const plan = column.plan;
  switch (action) {
    case 'register':
      return withReturnTo('/register', returnTo);
    case 'buy':
    case 'upgrade':
    case 'downgrade':
    case 'switch':
      if (!plan) return '/billing';
      if (!signedIn) return withReturnTo(`/checkout?plan=${plan.id}`, returnTo);
      if (activeSubscription(status) && plan.interval !== 'one_time') return `/billing?change=${plan.id}`;
      return withReturnTo(`/quick-checkout?plan=${plan.id}`, returnTo);
    default:
      return null;
  }
}

/**
 * A checkout link carrying the buyer chosen on /pricing (`buyer=consumer&country=DE`), so the details form
 * starts where the visitor left off; other links, and "outside the EU" (no country to prefill), are unchanged.
 */
export function withBuyer(href: string | null, buyer: { kind: 'business' | 'consumer'; country: string } | null): string | null {
  if (!href || !buyer || !/^\/(quick-)?checkout\?/.test(href)) return href;
  const extra = new URLSearchParams({ buyer: buyer.kind });
  if (/^[A-Z]{2}$/.test(buyer.country) && buyer.country !== 'XX') extra.set('country', buyer.country);
  return `${href}&${extra.toString()}`;
}

/** The buyer a checkout link carries (see withBuyer), or null. */
export function buyerOf(search: string): { kind: 'business' | 'consumer'; country: string | null } | null {
  const params = new URLSearchParams(search);
  const kind = params.get('buyer');
  if (kind !== 'business' && kind !== 'consumer') return null;
  const country = params.get('country');
  return { kind, country: country && /^[A-Z]{2}$/.test(country) ? country : null };
}

/** The columns of /pricing for a billing interval: Free, Single Project, Professional, Business, Enterprise. */
export function pricingColumns(interval: Exclude<PlanInterval, 'one_time'>): PricingColumn[] {
  const pick = (tier: Tier): Plan | null =>
    PLANS.find((p) => p.tier === tier && (p.interval === interval || p.interval === 'one_time')) ?? null;
  return (['free', 'single_project', 'professional', 'business', 'enterprise'] as const).map((tier) => ({ tier, plan: pick(tier) }));
}

/** What the annual prepaid plan saves against twelve monthly payments of the same tier, in cents and as a fraction. */
export function annualSaving(tier: Tier): { cents: number; fraction: number } | null {
  const monthly = PLANS.find((p) => p.tier === tier && p.interval === 'month');
  const annual = PLANS.find((p) => p.tier === tier && p.interval === 'year');
  if (!monthly || !annual) return null;
  const twelve = monthly.amountCents * 12;
  return { cents: twelve - annual.amountCents, fraction: (twelve - annual.amountCents) / twelve };
}

/** The plan of a `?plan=` value, or null. */
export function planOf(id: string | null): Plan | null {
  return PLANS.find((p) => p.id === id) ?? null;
}

export type { PlanId };
