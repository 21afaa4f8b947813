import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cancellationEffectiveAt,
  formatInvoiceNumber,
  parseInvoiceNumber,
  previewChange,
  stateAt,
  trialState,
  upgradeUrl,
} from './periods.ts';
import { GRACE_DAYS, planById } from './plans.ts';

const d = (s: string) => new Date(s);
const plan = (id: string) => planById(id)!;

describe('invoice numbers', () => {
  it('are YYYY/NNNN', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026/0001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('2026/12345');
    expect(parseInvoiceNumber('2026/0042')).toEqual({ year: 2026, seq: 42 });
    expect(() => formatInvoiceNumber(2026, 0)).toThrow();
  });
});

describe('period arithmetic (calendar months, end of month clamped)', () => {
  it.each([
    ['2026-01-31T10:00:00Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-11-15T00:00:00Z', 12, '2027-11-15T00:00:00.000Z'],
    ['2026-12-01T00:00:00Z', 1, '2027-01-01T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, n, to) => {
    expect(addMonths(d(from), n).toISOString()).toBe(to);
  });

  it('a cancellation ends at the period end, or at the commitment end when that is later', () => {
    expect(cancellationEffectiveAt(d('2026-04-01Z'), d('2027-01-01Z'), d('2026-03-10Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(cancellationEffectiveAt(d('2027-02-01Z'), d('2027-01-01Z'), d('2027-01-10Z')).toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });
});

describe('proration (hand-computed)', () => {
  it('Professional monthly → Business monthly half way through a 30-day month', () => {
    // November: 30 days; on the 16th 15 days remain: credit 390 × 15/30 = 195.00; due 990 − 195 = 795.00.
    const p = previewChange(
      { plan: plan('professional_monthly'), periodStart: d('2026-11-01Z'), periodEnd: d('2026-12-01Z'), commitmentEnd: d('2027-11-01Z') },
      plan('business_monthly'),
      d('2026-11-16Z'),
    );
    expect(p).toMatchObject({ effective: 'now', creditCents: 19_500, newPriceCents: 99_000, dueNowCents: 79_500 });
  });

  it('Professional annual → Business annual after 182 of 365 days', () => {
    // 3,990 × 183/365 = 2,000.4658… → 2,000.47; due 9,990 − 2,000.47 = 7,989.53.
    const p = previewChange(
      { plan: plan('professional_annual'), periodStart: d('2026-01-01Z'), periodEnd: d('2027-01-01Z'), commitmentEnd: d('2027-01-01Z') },
      plan('business_annual'),
      d('2026-07-02Z'),
    );
    expect(p).toMatchObject({ creditCents: 200_047, dueNowCents: 798_953 });
  });

  it('a downgrade waits for the end of the commitment and charges nothing now', () => {
    const p = previewChange(
      { plan: plan('business_monthly'), periodStart: d('2026-03-01Z'), periodEnd: d('2026-04-01Z'), commitmentEnd: d('2027-01-01Z') },
      plan('professional_monthly'),
      d('2026-03-10Z'),
    );
    expect(p).toMatchObject({ effective: 'period_end', creditCents: 0, dueNowCents: 0 });
    expect(p.effectiveAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('Single Project counts in full towards an upgrade', () => {
    const p = previewChange(
      { plan: plan('single_project'), periodStart: d('2026-03-01Z'), periodEnd: null, commitmentEnd: null },
      plan('professional_monthly'),
      d('2026-05-10Z'),
    );
    expect(p).toMatchObject({ creditCents: 49_000, dueNowCents: 0 });
  });
});

describe('trial, grace, Free', () => {
  it('a trial is 14 days of Professional, then Free', () => {
    const t = trialState(d('2026-11-01Z'));
    expect(t).toMatchObject({ status: 'trialing', tier: 'professional' });
    expect(t.currentPeriodEnd!.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(stateAt(t, d('2026-11-14T23:59:59Z')).tier).toBe('professional');
    expect(stateAt(t, d('2026-11-15Z'))).toMatchObject({ status: 'canceled', tier: 'free' });
  });

  it('an unpaid period is past due for GRACE_DAYS, then Free', () => {
    const s = {
      status: 'active' as const,
      tier: 'business' as const,
      currentPeriodEnd: d('2026-12-01Z'),
      commitmentEnd: d('2027-06-01Z'),
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    };
    const during = stateAt(s, d('2026-12-05Z'));
    expect(during).toMatchObject({ status: 'past_due', tier: 'business' });
    expect(during.graceEndsAt!.getTime() - s.currentPeriodEnd.getTime()).toBe(GRACE_DAYS * 86_400_000);
    expect(stateAt(during, d('2026-12-15Z'))).toMatchObject({ status: 'canceled', tier: 'free' });
    expect(stateAt(s, d('2026-11-30Z'))).toBe(s);
  });

  it('a cancelled monthly plan runs to the commitment end', () => {
    const s = {
      status: 'active' as const,
      tier: 'professional' as const,
      currentPeriodEnd: d('2027-01-01Z'),
      commitmentEnd: d('2027-01-01Z'),
      cancelAtPeriodEnd: true,
      graceEndsAt: null,
    };
    expect(stateAt(s, d('2026-12-31Z')).tier).toBe('professional');
    expect(stateAt(s, d('2027-01-01Z'))).toMatchObject({ status: 'canceled', tier: 'free' });
  });

  it('a one-time plan never lapses', () => {
    const s = {
      status: 'active' as const,
      tier: 'single_project' as const,
      currentPeriodEnd: null,
      commitmentEnd: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    };
    expect(stateAt(s, d('2040-01-01Z'))).toBe(s);
  });

  it('upgrade links go to /quick-checkout with the plan and the way back', () => {
    expect(upgradeUrl('business_monthly', '/projects/new')).toBe('/quick-checkout?plan=business_monthly&returnTo=%2Fprojects%2Fnew');
  });
});
