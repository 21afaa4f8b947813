import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_STATUSES, ONBOARDING_GOALS } from '../domain/feedback/index.ts';
import { SELF_SERVICE_ROLES } from '../domain/rbac/index.ts';
import { LANGUAGE_CODES } from './account.ts';
import { text } from './safe-text.ts';

/** POST /api/feedback: the user's words and the three things the widget attaches (ADR 0054). */
export const feedbackBody = z.object({
  description: text().trim().min(1).max(FEEDBACK_MAX_LENGTH),
  route: text().min(1).max(300),
  appVersion: text().min(1).max(64),
  viewport: z.object({ width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) }),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

/** One item as the admin inbox shows it (the sender's own answer is its id and status). */
export const feedbackItem = feedbackBody.extend({
  id: text(),
  status: feedbackStatus,
  note: text().nullable(),
  userId: text().nullable(),
  userEmail: text().nullable(),
  username: text().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackAccepted = z.object({ id: text(), status: feedbackStatus });

export const feedbackQuery = z.object({ status: feedbackStatus.optional() });
export const feedbackList = z.object({
  items: z.array(feedbackItem),
  /** Items per status over the whole inbox (the tabs' counts). */
  counts: z.record(feedbackStatus, z.number().int()),
});
export type FeedbackList = z.infer<typeof feedbackList>;

/** PATCH /api/admin/feedback/:id: the next status and an optional note for the other admins. */
export const feedbackPatch = z.object({ status: feedbackStatus, note: text().trim().max(1000).optional() });

/** GET /api/onboarding: the first-run setup's state (/beta-onboarding). */
export const onboardingState = z.object({
  completedAt: z.iso.datetime().nullable(),
  goals: z.array(z.enum(ONBOARDING_GOALS)),
  role: text(),
  /** Self-service roles only, and only before the setup is completed; never for an admin. */
  roleChangeable: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** PUT /api/onboarding: any of the answers, and `complete` (finished or skipped) to remember it. */
export const onboardingBody = z.object({
  role: z.enum(SELF_SERVICE_ROLES).optional(),
  goals: z.array(z.enum(ONBOARDING_GOALS)).max(ONBOARDING_GOALS.length).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  complete: z.boolean().optional(),
});
export type OnboardingBody = z.infer<typeof onboardingBody>;
