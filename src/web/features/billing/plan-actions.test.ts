import { describe, expect, it } from 'vitest';
import type { BillingStatus } from '../../../contract/billing.ts';
import { PLANS } from '../../../domain/billing/index.ts';
import type { Tier } from '../../../domain/rbac/index.ts';
import { annualSaving, buyerOf, planAction, planHref, pricingColumns, withBuyer } from './plan-actions.ts';
import type { PlanAction } from './plan-actions.ts';

const column = (tier: Tier, interval: 'month' | 'year' = 'month') => pricingColumns(interval).find((c) => c.tier === tier)!;
const subscribed = (id: 'professional_monthly' | 'professional_annual' | 'business_monthly'): Pick<BillingStatus, 'plan' | 'status'> => {
  const p = PLANS.find((x) => x.id === id)!;
  return {
    status: 'active',
    plan: {
      id: p.id,
      tier: p.tier,
      interval: p.interval,
      amountCents: p.amountCents,
      currency: 'EUR',
      commitmentMonths: p.commitmentMonths,
    },
  };
};
const TIERS: Tier[] = ['free', 'single_project', 'professional', 'business', 'enterprise'];

describe('planAction: the button of each /pricing column', () => {
  // Oracle: the table below, written by hand from the rule "same tier current, higher upgrade (buy from
  // Free), lower downgrade, Enterprise a quote" — rows are the viewer's tier, columns the plan's.
  const TABLE: Record<Tier, PlanAction[]> = {
    //             free        single        professional  business     enterprise
    free: ['current', 'buy', 'buy', 'buy', 'contact'],
    single_project: ['downgrade', 'current', 'upgrade', 'upgrade', 'contact'],
    professional: ['downgrade', 'downgrade', 'current', 'upgrade', 'contact'],
    business: ['downgrade', 'downgrade', 'downgrade', 'current', 'contact'],
    enterprise: ['downgrade', 'downgrade', 'downgrade', 'downgrade', 'current'],
  };
  for (const viewer of TIERS) {
    it(`a ${viewer} user sees ${TABLE[viewer].join(', ')}`, () => {
      expect(TIERS.map((tier) => planAction(column(tier), viewer))).toEqual(TABLE[viewer]);
    });
  }
  it('a visitor: Free registers, paid plans buy, Enterprise contacts sales', () => {
    expect(TIERS.map((tier) => planAction(column(tier), null))).toEqual(['register', 'buy', 'buy', 'buy', 'contact']);
  });
  it('a monthly Professional subscriber sees "switch" on the annual Professional column, "current" on the monthly one', () => {
    expect(planAction(column('professional', 'year'), 'professional', subscribed('professional_monthly'))).toBe('switch');
    expect(planAction(column('professional', 'month'), 'professional', subscribed('professional_monthly'))).toBe('current');
  });
});

describe('planHref: where the button leads', () => {
  it('a visitor buys through /checkout with the plan and the way back', () => {
    expect(planHref(column('professional'), 'buy', null, '/projects/new')).toBe(
      '/checkout?plan=professional_monthly&returnTo=%2Fprojects%2Fnew',
    );
  });
  it('a signed-in Free user buys through /quick-checkout', () => {
    expect(planHref(column('business', 'year'), 'buy', { plan: null, status: 'none' }, null)).toBe('/quick-checkout?plan=business_annual');
  });
  it('a subscriber changes plan on /billing, where the proration is shown first', () => {
    expect(planHref(column('business'), 'upgrade', subscribed('professional_monthly'), null)).toBe('/billing?change=business_monthly');
  });
  it('a subscriber buying the one-time Single Project still goes through the checkout', () => {
    expect(planHref(column('single_project'), 'downgrade', subscribed('professional_monthly'), null)).toBe(
      '/quick-checkout?plan=single_project',
    );
  });
  it('current and contact have no link', () => {
    expect(planHref(column('professional'), 'current', subscribed('professional_monthly'), null)).toBeNull();
    expect(planHref(column('enterprise'), 'contact', null, null)).toBeNull();
  });
});

describe('annualSaving', () => {
  // Oracle: the price list by hand — Professional 12 × €390 = €4,680 against €3,990 prepaid: €690, 690/4680 = 14.74 %.
  it('Professional saves €690, 14.7 % (±0.1 %)', () => {
    const s = annualSaving('professional')!;
    expect(s.cents).toBe(69_000);
    expect(s.fraction).toBeCloseTo(690 / 4680, 3);
  });
  // Business 12 × €990 = €11,880 against €9,990: €1,890.
  it('Business saves €1,890', () => expect(annualSaving('business')!.cents).toBe(189_000));
  it('Free has no annual plan', () => expect(annualSaving('free')).toBeNull());
});

describe('the buyer chosen on /pricing travels to the checkout', () => {
  it('a checkout link carries kind and country; other links and "outside the EU" carry no country', () => {
    expect(withBuyer('/checkout?plan=professional_monthly', { kind: 'consumer', country: 'DE' })).toBe(
      '/checkout?plan=professional_monthly&buyer=consumer&country=DE',
    );
    expect(withBuyer('/quick-checkout?plan=business_monthly', { kind: 'consumer', country: 'XX' })).toBe(
      '/quick-checkout?plan=business_monthly&buyer=consumer',
    );
    expect(withBuyer('/register', { kind: 'consumer', country: 'DE' })).toBe('/register');
    expect(withBuyer('/checkout?plan=single_project', null)).toBe('/checkout?plan=single_project');
  });
  it('reads it back, refusing what is not a buyer', () => {
    expect(buyerOf('?plan=x&buyer=consumer&country=DE')).toEqual({ kind: 'consumer', country: 'DE' });
    expect(buyerOf('?buyer=business')).toEqual({ kind: 'business', country: null });
    expect(buyerOf('?buyer=admin&country=DE')).toBeNull();
    expect(buyerOf('?buyer=consumer&country=germany')).toEqual({ kind: 'consumer', country: null });
  });
});
