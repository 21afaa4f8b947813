import type { Tier } from '../rbac/index.ts';

/**
 * The price list (issue 22): one versioned table of what can be bought, in euro cents, VAT excluded.
 * The amounts and their reasoning are in docs/decisions/0032-billing-plans-and-prices.md. A new price
 * list is a new version beside this one; an order keeps the version it was placed under.
 */
export const PRICE_LIST_VERSION = '2026-12';
export const CURRENCY = 'EUR';

export const PLAN_INTERVALS = ['one_time', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const PLAN_IDS = ['single_project', 'professional_monthly', 'professional_annual', 'business_monthly', 'business_annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  readonly id: PlanId;
  readonly tier: Exclude<Tier, 'free' | 'enterprise'>;
  readonly interval: PlanInterval;
  /** Per interval (the month, the year, or once), VAT excluded. */
  readonly amountCents: number;
  readonly currency: typeof CURRENCY;
  /** Months the customer commits to (the seed: monthly billing under an annual commitment); 0 for one-time. */
  readonly commitmentMonths: number;
  /** Stripe lookup key of the matching Price (STRIPE_PRICE_* overrides it). */
  readonly lookupKey: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'single_project',
    tier: 'single_project',
    interval: 'one_time',
    amountCents: 49_000,
    currency: CURRENCY,
    commitmentMonths: 0,
    lookupKey: 'cr_single_project_2026_12',
  },
  {
    id: 'professional_monthly',
    tier: 'professional',
    interval: 'month',
    amountCents: 39_000,
    currency: CURRENCY,
    commitmentMonths: 12,
    lookupKey: 'cr_professional_monthly_2026_12',
  },
  {
    id: 'professional_annual',
    tier: 'professional',
    interval: 'year',
    amountCents: 399_000,
    currency: CURRENCY,
    commitmentMonths: 12,
    lookupKey: 'cr_professional_annual_2026_12',
  },
  {
    id: 'business_monthly',
    tier: 'business',
    interval: 'month',
    amountCents: 99_000,
    currency: CURRENCY,
    commitmentMonths: 12,
    lookupKey: 'cr_business_monthly_2026_12',
  },
  {
    id: 'business_annual',
    tier: 'business',
    interval: 'year',
    amountCents: 999_000,
    currency: CURRENCY,
    commitmentMonths: 12,
    lookupKey: 'cr_business_annual_2026_12',
  },
];

/** The plan with this id, or null. */
export function planById(id: string): Plan | null {
  return PLANS.find((p) => p.id === id) ?? null;
}

/** Order of the tiers from least to most, for "upgrade" versus "downgrade". */
export const TIER_RANK: Readonly<Record<Tier, number>> = { free: 0, single_project: 1, professional: 2, business: 3, enterprise: 4 };

/** Free trial (issue 22): Professional for 14 days, no card, once per account. */
export const TRIAL = { tier: 'professional', days: 14 } as const;

/** Days a failed renewal keeps the plan before it falls back to Free (stated on /billing and in the e-mails). */
export const GRACE_DAYS = 14;
