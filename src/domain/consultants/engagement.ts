/** The life of an engagement (issue 25): requested → accepted | declined; accepted → completed. */
export const ENGAGEMENT_STATES = ['requested', 'accepted', 'declined', 'completed'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];

export const PROFILE_STATES = ['draft', 'submitted', 'verified', 'rejected'] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

const NEXT: Readonly<Record<EngagementState, readonly EngagementState[]>> = {
  requested: ['accepted', 'declined'],
  accepted: ['completed'],
  declined: [],
  completed: [],
};

export function canMove(from: EngagementState, to: EngagementState): boolean {
  return NEXT[from].includes(to);
}

/** Days an accepted engagement's grant lasts without a deadline; with one, until 30 days after it. */
export const GRANT_DEFAULT_DAYS = 90;
export const GRANT_DAYS_AFTER_DEADLINE = 30;

/**
 * When the consultant's grant ends: 30 days after the deadline (at least one day from now), or
 * GRANT_DEFAULT_DAYS from acceptance without one. Completion or decline revokes it earlier.
 */
export function grantExpiry(now: Date, deadline: string | null): Date {
  const day = 86_400_000;
  if (!deadline) return new Date(now.getTime() + GRANT_DEFAULT_DAYS * day);
  const end = new Date(`${deadline}T00:00:00Z`).getTime() + GRANT_DAYS_AFTER_DEADLINE * day;
  return new Date(Math.max(end, now.getTime() + day));
}
