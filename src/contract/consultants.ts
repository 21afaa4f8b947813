import { z } from 'zod';
import { text } from './safe-text.ts';
import { ENGAGEMENT_STATES, PROFILE_STATES, SPECIALTIES } from '../domain/consultants/index.ts';

/**
 * Consultants (issue 25, ADR 0042): profiles, the directory, suggestions from a project's gaps,
 * engagements. The shapes the issue states (`GET /api/consultants`, `consultant-suggestions`,
 * `POST /api/engagements`, accept|decline|complete) are a contract checked from outside.
 * Money is in integer cents of EUR; dates are ISO calendar dates.
 */
const cents = z.number().int().min(0).max(1e12);
const nuts = text()
  .regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/)
  .max(5);
const lang = text().regex(/^[a-z]{2}$/);

export const gapRef = z.object({ kind: z.enum(['subfactor', 'compliance_item']), id: text().min(1).max(64) }).strict();
export const credential = z
  .object({ register: text().trim().min(1).max(200), number: text().trim().min(1).max(100), documentId: z.uuid().nullable() })
  .strict();

export const profileBody = z
  .object({
    headline: text().trim().min(1).max(160),
    bio: text().max(5000),
    specialties: z.array(z.enum(SPECIALTIES)).min(1).max(SPECIALTIES.length),
    regions: z.array(nuts).max(100),
    languages: z.array(lang).min(1).max(20),
    dayRateCents: cents.nullable(),
    hourlyRateCents: cents.nullable(),
    credentials: z.array(credential).max(20),
  })
  .strict();
export type ProfileBody = z.infer<typeof profileBody>;

export const consultantProfile = profileBody.extend({
  userId: text(),
  name: text(),
  status: z.enum(PROFILE_STATES),
  reviewNote: text().nullable(),
  reviewedAt: text().nullable(),
  submittedAt: text().nullable(),
});
export type ConsultantProfile = z.infer<typeof consultantProfile>;

export const directoryQuery = z.object({
  specialty: z.enum(SPECIALTIES).optional(),
  region: nuts.optional(),
  language: lang.optional(),
  q: text().max(200).optional(),
});

export const suggestion = z.object({
  consultantId: text(),
  covers: z.array(gapRef),
  /** Added: the profile, for the card. */
  profile: consultantProfile,
  strength: z.number(),
});

export const reviewBody = z.object({ decision: z.enum(['verified', 'rejected']), note: text().trim().min(1).max(2000) }).strict();

export const createEngagementBody = z
  .object({
    projectId: z.uuid(),
    consultantId: text().min(1).max(100),
    scope: text().trim().min(1).max(5000),
    gaps: z.array(gapRef).max(50),
    budgetCents: cents.optional(),
    deadline: z.iso.date().optional(),
  })
  .strict();
export const completeBody = z.object({ rating: z.number().int().min(1).max(5), review: text().trim().min(1).max(5000) }).strict();
export const messageBody = z.object({ body: text().trim().min(1).max(5000) }).strict();
export const deliverableBody = z.object({ documentId: z.uuid() }).strict();
export const engagementTaskBody = z.object({ taskId: z.uuid() }).strict();
export const engagementParams = z.object({ id: z.uuid() });

export const engagement = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: text(),
  consultantId: text(),
  consultantName: text(),
  requestedBy: text().nullable(),
  scope: text(),
  gaps: z.array(gapRef),
  budgetCents: z.number().nullable(),
  deadline: text().nullable(),
  state: z.enum(ENGAGEMENT_STATES),
  grantExpiresAt: text().nullable(),
  rating: z.number().nullable(),
  review: text().nullable(),
  createdAt: text(),
  acceptedAt: text().nullable(),
  closedAt: text().nullable(),
  /** Added: which side the caller is on. */
  side: z.enum(['proponent', 'consultant', 'admin']),
});
export type Engagement = z.infer<typeof engagement>;

export const engagementDetail = engagement.extend({
  messages: z.array(z.object({ id: z.uuid(), author: text(), body: text(), createdAt: text() })),
  deliverables: z.array(z.object({ documentId: z.uuid(), filename: text(), createdAt: text() })),
  tasks: z.array(z.object({ taskId: z.uuid(), itemId: text(), status: text(), dueDate: text() })),
});
export type EngagementDetail = z.infer<typeof engagementDetail>;

export const professionisti = z.object({
  queue: z.array(consultantProfile),
  coverage: z.array(z.object({ specialty: z.enum(SPECIALTIES), region: text(), demand: z.number(), supply: z.number() })),
  outcomes: z.array(
    z.object({
      engagementId: z.uuid(),
      projectTitle: text(),
      consultantName: text(),
      rating: z.number().nullable(),
      scoreBefore: z.number().nullable(),
      scoreAfter: z.number().nullable(),
    }),
  ),
});
export type Professionisti = z.infer<typeof professionisti>;
