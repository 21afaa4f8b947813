import { z } from 'zod';
import { ENGAGEMENT_STATES, PROFILE_STATES, SPECIALTIES } from '../domain/consultants/index.ts';

/**
 * Consultants (issue 25, ADR 0042): profiles, the directory, suggestions from a project's gaps,
 * engagements. The shapes the issue states (`GET /api/consultants`, `consultant-suggestions`,
 * `POST /api/engagements`, accept|decline|complete) are a contract checked from outside.
 * Money is in integer cents of EUR; dates are ISO calendar dates.
 */
const cents = z.number().int().min(0).max(1e12);
const nuts = z
  .string()
  .regex(/^[A-Z]{2}[A-Z0-9]{0,3}$/)
  .max(5);
const lang = z.string().regex(/^[a-z]{2}$/);

export const gapRef = z.object({ kind: z.enum(['subfactor', 'compliance_item']), id: z.string().min(1).max(64) }).strict();
export const credential = z
  .object({ register: z.string().trim().min(1).max(200), number: z.string().trim().min(1).max(100), documentId: z.uuid().nullable() })
  .strict();

export const profileBody = z
  .object({
    headline: z.string().trim().min(1).max(160),
    bio: z.string().max(5000),
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
  userId: z.string(),
  name: z.string(),
  status: z.enum(PROFILE_STATES),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type ConsultantProfile = z.infer<typeof consultantProfile>;

export const directoryQuery = z.object({
  specialty: z.enum(SPECIALTIES).optional(),
  region: nuts.optional(),
  language: lang.optional(),
  q: z.string().max(200).optional(),
});

export const suggestion = z.object({
  consultantId: z.string(),
  covers: z.array(gapRef),
  /** Added: the profile, for the card. */
  profile: consultantProfile,
  strength: z.number(),
});

export const reviewBody = z.object({ decision: z.enum(['verified', 'rejected']), note: z.string().trim().min(1).max(2000) }).strict();

export const createEngagementBody = z
  .object({
    projectId: z.uuid(),
    consultantId: z.string().min(1).max(100),
    scope: z.string().trim().min(1).max(5000),
    gaps: z.array(gapRef).max(50),
    budgetCents: cents.optional(),
    deadline: z.iso.date().optional(),
  })
  .strict();
export const completeBody = z.object({ rating: z.number().int().min(1).max(5), review: z.string().trim().min(1).max(5000) }).strict();
export const messageBody = z.object({ body: z.string().trim().min(1).max(5000) }).strict();
export const deliverableBody = z.object({ documentId: z.uuid() }).strict();
export const engagementTaskBody = z.object({ taskId: z.uuid() }).strict();
export const engagementParams = z.object({ id: z.uuid() });

export const engagement = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  consultantId: z.string(),
  consultantName: z.string(),
  requestedBy: z.string().nullable(),
  scope: z.string(),
  gaps: z.array(gapRef),
  budgetCents: z.number().nullable(),
  deadline: z.string().nullable(),
  state: z.enum(ENGAGEMENT_STATES),
  grantExpiresAt: z.string().nullable(),
  rating: z.number().nullable(),
  review: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Added: which side the caller is on. */
  side: z.enum(['proponent', 'consultant', 'admin']),
});
export type Engagement = z.infer<typeof engagement>;

export const engagementDetail = engagement.extend({
  messages: z.array(z.object({ id: z.uuid(), author: z.string(), body: z.string(), createdAt: z.string() })),
  deliverables: z.array(z.object({ documentId: z.uuid(), filename: z.string(), createdAt: z.string() })),
  tasks: z.array(z.object({ taskId: z.uuid(), itemId: z.string(), status: z.string(), dueDate: z.string() })),
});
export type EngagementDetail = z.infer<typeof engagementDetail>;

export const professionisti = z.object({
  queue: z.array(consultantProfile),
  coverage: z.array(z.object({ specialty: z.enum(SPECIALTIES), region: z.string(), demand: z.number(), supply: z.number() })),
  outcomes: z.array(
    z.object({
      engagementId: z.uuid(),
      projectTitle: z.string(),
      consultantName: z.string(),
      rating: z.number().nullable(),
      scoreBefore: z.number().nullable(),
      scoreAfter: z.number().nullable(),
    }),
  ),
});
export type Professionisti = z.infer<typeof professionisti>;
