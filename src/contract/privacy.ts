import { z } from 'zod';
import { text } from './safe-text.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';

/**
 * Account privacy (GDPR articles 15, 17 and 20), issue 11. The paths `GET /api/account/export` and
 * `DELETE /api/account` are a published contract.
 */

export const exportStatus = z.enum(['pending', 'running', 'ready', 'failed']);
export type ExportStatus = z.infer<typeof exportStatus>;

/** `GET /api/account/export`: the export in progress or ready, or a new one it has just started. */
export const exportState = z.object({
  id: text(),
  status: exportStatus,
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().optional(),
  expiresAt: z.iso.datetime().optional().describe('when a ready archive is deleted'),
  downloadUrl: text().optional().describe('present while ready; only its owner can fetch it'),
  sizeBytes: z.number().int().optional(),
});
export type ExportState = z.infer<typeof exportState>;

/** One recorded consent (seed section 7), newest first. */
export const consentRecord = z.object({
  id: text(),
  recordedAt: z.iso.datetime(),
  policyVersion: text(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** `GET /api/account/privacy`: what the settings' privacy sections show, without starting anything. */
export const privacyOverview = z.object({
  export: exportState.nullable(),
  consents: z.array(consentRecord),
  /** What the account holds, by category, for the data-access section (art. 15). */
  holdings: z.object({
    projects: z.number().int(),
    evaluations: z.number().int(),
    notifications: z.number().int(),
    sessions: z.number().int(),
    consents: z.number().int(),
    auditEntries: z.number().int(),
  }),
});
export type PrivacyOverview = z.infer<typeof privacyOverview>;

/** `DELETE /api/account`: the password again, so a left-open session cannot erase an account. */
export const eraseAccountBody = z.object({ password: text().min(1).max(PASSWORD_MAX_LENGTH) });
export type EraseAccountBody = z.infer<typeof eraseAccountBody>;
export const eraseAccountResult = z.object({ erased: z.literal(true), erasedAt: z.iso.datetime() });

/** Admin: one data-subject request with its statutory deadline (art. 12(3): one month from receipt). */
export const privacyRequestRow = z.object({
  id: text(),
  kind: z.enum(['export', 'erasure']),
  status: z.enum(['pending', 'running', 'ready', 'failed', 'expired', 'completed']),
  /** The subject's e-mail while the account exists; null once erased (the id then names no one). */
  subjectEmail: text().nullable(),
  subjectId: text(),
  receivedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Answered within the deadline, still open, or answered (or still open) after it. */
  timeliness: z.enum(['on-time', 'open', 'late']),
});
export type PrivacyRequestRow = z.infer<typeof privacyRequestRow>;
export const privacyRequestList = z.array(privacyRequestRow);
