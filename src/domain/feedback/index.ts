/**
 * Feedback from signed-in users (issue 26, ADR 0054): what is sent and how an admin handles it.
 * Pure rules, no I/O: the contract, the server and the widget read them from here.
 */

/** An item's state in the admin inbox. */
export const FEEDBACK_STATUSES = ['new', 'triaged', 'resolved', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The longest description accepted (characters); the widget counts down to it. */
export const FEEDBACK_MAX_LENGTH = 2000;
/** Sends per user per hour (the rate-limit module's fixed window). */
export const FEEDBACK_PER_HOUR = 10;

/**
 * new → triaged → resolved | declined. An admin may close a new item straight away (resolved or
 * declined without triage), and reopen a closed one to triaged; nothing goes back to new.
 */
const NEXT: Readonly<Record<FeedbackStatus, readonly FeedbackStatus[]>> = {
  new: ['triaged', 'resolved', 'declined'],
  triaged: ['resolved', 'declined'],
  resolved: ['triaged'],
  declined: ['triaged'],
};

export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextFeedbackStatuses(from: FeedbackStatus): readonly FeedbackStatus[] {
  return NEXT[from];
}

/** What the widget attaches to the user's words: nothing else leaves the page (no screenshot). */
export interface FeedbackContext {
  route: string;
  appVersion: string;
  viewport: { width: number; height: number };
}

/** The path the user is on, without the query or fragment (they may hold tokens or search terms). */
export function feedbackRoute(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return (path.startsWith('/') ? path : `/${path}`).slice(0, 300);
}

/** What a newcomer may say they came for on /beta-onboarding (stored on the account, ADR 0054). */
export const ONBOARDING_GOALS = ['evaluate', 'funding', 'compliance', 'investors', 'portfolio', 'advise'] as const;
export type OnboardingGoal = (typeof ONBOARDING_GOALS)[number];
