import { describe, expect, it } from 'vitest';
import { billingReturnTo, nextPlanForFeature, nextPlanForProjects, upgradeHref } from './upgrade.ts';

describe('billingReturnTo: where a payment may bring the user back', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(billingReturnTo('/projects/new?step=2#review')).toBe('/projects/new?step=2#review');
  });
  // Hand-picked open-redirect attempts (the full catalogue is return-path.test.ts's): all refused.
  for (const attack of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/%09/evil.example',
  ]) {
    it(`refuses ${JSON.stringify(attack)}`, () => expect(billingReturnTo(attack)).toBeNull());
  }
  it('refuses the checkout and its result pages (a loop), sign-in pages and the API', () => {
    for (const p of ['/checkout?plan=x', '/quick-checkout', '/billing/success?order=1', '/billing/cancel', '/login', '/api/billing'])
      expect(billingReturnTo(p), p).toBeNull();
  });
  it("allows /billing itself and refuses anything over the contract's 500 characters", () => {
    expect(billingReturnTo('/billing')).toBe('/billing');
    expect(billingReturnTo(`/${'a'.repeat(500)}`)).toBeNull();
  });
});

describe('the next plan of an upgrade prompt', () => {
  // Oracle: PROJECT_LIMITS (free 1, single 1, professional 5, business 20, enterprise unlimited) read by hand.
  it('Free with 1 project → Professional monthly (Single Project also allows only 1)', () =>
    expect(nextPlanForProjects('free', 1)?.id).toBe('professional_monthly'));
  it('Professional with 5 → Business monthly', () => expect(nextPlanForProjects('professional', 5)?.id).toBe('business_monthly'));
  it('Business with 20 → none on the price list (Enterprise is a quote)', () => expect(nextPlanForProjects('business', 20)).toBeNull());
  it('report download is Enterprise only → none', () => expect(nextPlanForFeature('free', 'report_download')).toBeNull());
});

describe('upgradeHref', () => {
  it('preselects the plan and carries the way back', () => {
    expect(upgradeHref('business_monthly', '/projects/new')).toBe('/quick-checkout?plan=business_monthly&returnTo=%2Fprojects%2Fnew');
  });
  it('without a plan: /pricing, still with the way back', () =>
    expect(upgradeHref(null, '/settings#team')).toBe('/pricing?returnTo=%2Fsettings%23team'));
  it('drops an unsafe way back', () =>
    expect(upgradeHref('professional_monthly', '//evil.example')).toBe('/quick-checkout?plan=professional_monthly'));
});
