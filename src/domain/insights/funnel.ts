import { inRange, monthOf, type Month } from './months.ts';
import { share } from './stats.ts';

/** The platform funnel's steps, in order (ADR 0028). */
export const FUNNEL_STEPS = ['signedUp', 'withProject', 'evaluated', 'submitted', 'funded'] as const;
export type FunnelStepId = (typeof FUNNEL_STEPS)[number];

/**
 * One account's milestones: when it signed up, and when it first created a project, first had a
 * project evaluated, first submitted a funding request and first had one funded (null: not yet).
 */
export interface AccountMilestones {
  readonly signedUpAt: Date;
  readonly firstProjectAt: Date | null;
  readonly firstEvaluatedAt: Date | null;
  readonly firstSubmittedAt: Date | null;
  readonly firstFundedAt: Date | null;
}

const reachedStep = (a: AccountMilestones, step: FunnelStepId): boolean =>
  step === 'signedUp'
    ? true
    : step === 'withProject'
      ? a.firstProjectAt !== null
      : step === 'evaluated'
        ? a.firstEvaluatedAt !== null
        : step === 'submitted'
          ? a.firstSubmittedAt !== null
          : a.firstFundedAt !== null;

/**
 * A cohort funnel: the accounts that signed up in the range, and how many of them have reached
 * each later step by now. A step needs the previous ones (an account with a funded request but no
 * evaluation counts only as far as it got in order), so every step is at most the one before.
 */
export function platformFunnel(
  accounts: readonly AccountMilestones[],
  bounds: { start: Date; end: Date },
): Array<{ step: FunnelStepId; count: number; converted: number | null }> {
  const cohort = accounts.filter((a) => inRange(a.signedUpAt, bounds));
  const counts = FUNNEL_STEPS.map((_, i) => cohort.filter((a) => FUNNEL_STEPS.slice(0, i + 1).every((s) => reachedStep(a, s))).length);
  return FUNNEL_STEPS.map((step, i) => ({ step, count: counts[i]!, converted: i === 0 ? null : share(counts[i]!, counts[i - 1]!) }));
}

/** The same funnel per sign-up month (each month's cohort). */
export function funnelByMonth(
  months: readonly Month[],
  accounts: readonly AccountMilestones[],
): Array<{ month: Month } & Record<FunnelStepId, number>> {
  return months.map((month) => {
    const cohort = accounts.filter((a) => monthOf(a.signedUpAt) === month);
    const row = { month } as { month: Month } & Record<FunnelStepId, number>;
    FUNNEL_STEPS.forEach((s, i) => (row[s] = cohort.filter((a) => FUNNEL_STEPS.slice(0, i + 1).every((x) => reachedStep(a, x))).length));
    return row;
  });
}
