import type { Tier } from '../rbac/index.ts';
import { GRACE_DAYS, TIER_RANK, TRIAL, type Plan } from './plans.ts';

const DAY_MS = 86_400_000;

/** "2026/0007": progressive per calendar year, four digits at least (Italian numbering, no gaps). */
export function formatInvoiceNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(seq) || seq < 1) throw new Error('invoice number out of range');
  return `${year}/${String(seq).padStart(4, '0')}`;
}

export function parseInvoiceNumber(s: string): { year: number; seq: number } | null {
  const m = /^(\d{4})\/(\d{4,})$/.exec(s);
  return m ? { year: Number(m[1]), seq: Number(m[2]) } : null;
}

/** The date n calendar months later (UTC), the day clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(d: Date, n: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + n;
  const target = new Date(Date.UTC(y, m, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);

/** End of a billing period that starts at `start`; null for a one-time purchase (it does not end). */
export function periodEnd(plan: Pick<Plan, 'interval'>, start: Date): Date | null {
  if (plan.interval === 'month') return addMonths(start, 1);
  if (plan.interval === 'year') return addMonths(start, 12);
  return null;
}

/** End of the commitment (the seed: monthly billing under an annual commitment); null without one. */
export function commitmentEnd(plan: Pick<Plan, 'commitmentMonths'>, start: Date): Date | null {
  return plan.commitmentMonths > 0 ? addMonths(start, plan.commitmentMonths) : null;
}

/**
 * When a cancellation takes effect: at the end of the current period, but never before the end of the
 * commitment (a monthly plan cancelled in month 3 of 12 runs to month 12).
 */
export function cancellationEffectiveAt(currentPeriodEnd: Date | null, commitment: Date | null, now: Date): Date {
  const end = currentPeriodEnd ?? now;
  if (commitment && commitment.getTime() > end.getTime()) return commitment;
  return end;
}

export interface ChangePreview {
  /** 'now' for an upgrade (prorated), 'period_end' for a downgrade or a lateral move. */
  effective: 'now' | 'period_end';
  /** Value of the unused time of the current period (current price × remaining / period length), cents. */
  creditCents: number;
  /** The new plan's price for its first period, cents. */
  newPriceCents: number;
  /** What is charged now (new price − credit, not below 0), VAT excluded, cents. */
  dueNowCents: number;
  effectiveAt: Date;
}

/**
 * A plan change: an upgrade takes effect at once and is charged the new plan's first period minus the
 * credit of the unused time of the current one; a downgrade waits for the end of the current period
 * (and commitment) and charges nothing now.
 */
export function previewChange(
  current: { plan: Plan; periodStart: Date; periodEnd: Date | null; commitmentEnd: Date | null },
  next: Plan,
  now: Date,
): ChangePreview {
  const up =
    TIER_RANK[next.tier] > TIER_RANK[current.plan.tier] ||
    (next.tier === current.plan.tier && next.interval === 'year' && current.plan.interval === 'month');
  if (!up) {
    return {
      effective: 'period_end',
      creditCents: 0,
      newPriceCents: next.amountCents,
      dueNowCents: 0,
      effectiveAt: cancellationEffectiveAt(current.periodEnd, current.commitmentEnd, now),
    };
  }
  // A one-time Single Project purchase (no period) counts in full towards the first upgrade.
  let creditCents = current.plan.amountCents;
  if (current.periodEnd) {
    const total = current.periodEnd.getTime() - current.periodStart.getTime();
    const remaining = Math.max(0, Math.min(total, current.periodEnd.getTime() - now.getTime()));
    creditCents = total > 0 ? Math.round((current.plan.amountCents * remaining) / total) : 0;
  }
  return {
    effective: 'now',
    creditCents,
    newPriceCents: next.amountCents,
    dueNowCents: Math.max(0, next.amountCents - creditCents),
    effectiveAt: now,
  };
}

export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionState {
  status: SubscriptionStatus;
  tier: Tier;
  currentPeriodEnd: Date | null;
  commitmentEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
}

/**
 * What a subscription is at `now` (evaluated lazily on read and by the periodic sweep): a trial ends at
 * its end; a period that ended unpaid is past due for GRACE_DAYS, then the plan falls back to Free; a
 * cancellation ends at its effective date. A one-time plan (no period end) never lapses.
 */
export function stateAt(s: SubscriptionState, now: Date): SubscriptionState {
  const t = now.getTime();
  if (s.status === 'none' || s.status === 'canceled') return s;
  const ended = s.currentPeriodEnd !== null && t >= s.currentPeriodEnd.getTime();
  if (s.status === 'trialing') return ended ? { ...s, status: 'canceled', tier: 'free' } : s;
  if (s.cancelAtPeriodEnd) {
    const end = cancellationEffectiveAt(s.currentPeriodEnd, s.commitmentEnd, now);
    if (t >= end.getTime()) return { ...s, status: 'canceled', tier: 'free', cancelAtPeriodEnd: false };
  }
  if (s.status === 'active' && ended) {
    const grace = addDays(s.currentPeriodEnd!, GRACE_DAYS);
    return t >= grace.getTime()
      ? { ...s, status: 'canceled', tier: 'free', graceEndsAt: grace }
      : { ...s, status: 'past_due', graceEndsAt: grace };
  }
  if (s.status === 'past_due' && s.graceEndsAt && t >= s.graceEndsAt.getTime()) return { ...s, status: 'canceled', tier: 'free' };
  return s;
}

/** A 14-day Professional trial from now. */
export function trialState(now: Date): SubscriptionState {
  return {
    status: 'trialing',
    tier: TRIAL.tier,
    currentPeriodEnd: addDays(now, TRIAL.days),
    commitmentEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
  };
}

/**
 * The next plan up from a tier (for an upgrade link): a plan id, or 'enterprise' (by quote: the
 * checkout page then offers "contact sales"), or null at the top.
 */
export function nextPlanIdFor(tier: Tier): string | null {
  if (tier === 'free' || tier === 'single_project') return 'professional_monthly';
  if (tier === 'professional') return 'business_monthly';
  if (tier === 'business') return 'enterprise';
  return null;
}

/** The /quick-checkout link with the plan preselected and the way back. */
export function upgradeUrl(planId: string | null, returnTo: string): string {
  const back = `returnTo=${encodeURIComponent(returnTo)}`;
  return planId ? `/quick-checkout?plan=${planId}&${back}` : `/pricing?${back}`;
}
