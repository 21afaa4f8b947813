import { z } from 'zod';
import { text } from './safe-text.ts';
import { ADMIN_TIER_VIEWS, ROLES, TIERS } from '../domain/rbac/index.ts';

export const tierViewBody = z.object({ view: z.enum(ADMIN_TIER_VIEWS) }).strict();
export const tierViewResponse = z.object({ view: z.enum(ADMIN_TIER_VIEWS) });

export const auditEntry = z.object({
  seq: z.number().int(),
  at: z.iso.datetime(),
  actorId: text().nullable(),
  action: text(),
  target: text().nullable(),
  outcome: z.enum(['success', 'failure', 'denied']),
  ip: text().nullable(),
});
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  beforeSeq: z.coerce.number().int().optional(),
});
export const auditList = z.array(auditEntry);

export const auditVerification = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  firstBroken: z
    .object({ seq: z.number().int(), reason: z.enum(['hash-mismatch', 'prev-mismatch', 'gap', 'personal-mismatch']) })
    .nullable(),
});
export type AuditVerification = z.infer<typeof auditVerification>;

export const outboxMessage = z.object({
  id: text(),
  to: text(),
  subject: text(),
  body: text(),
  kind: text(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  error: text().nullable(),
});
export const outboxList = z.array(outboxMessage);

/** An account's standing for the admin (ADR 0049): suspended wins over unverified. */
export const ADMIN_USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const adminUser = z.object({
  id: text(),
  email: text(),
  username: text(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  createdAt: z.iso.datetime(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  status: z.enum(ADMIN_USER_STATUSES),
  suspendedAt: z.iso.datetime().nullable(),
  suspendedReason: text().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserQuery = z.object({
  /** Part of the name or e-mail address, any case. */
  q: text().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  plan: z.enum(TIERS).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const adminUserPage = z.object({
  items: z.array(adminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** Why an admin changes an account: required (REASON_REQUIRED when blank), kept in the audit trail. */
const reason = text().max(500).optional();
export const adminUserPatch = z.object({ role: z.enum(ROLES).optional(), subscriptionTier: z.enum(TIERS).optional(), reason }).strict();
export type AdminUserPatch = z.infer<typeof adminUserPatch>;
export const adminReasonBody = z.object({ reason }).strict();
export const adminVerificationResend = z.object({ sent: z.boolean() });

/**
 * Resetting an account's two-factor sign-in (issue 26): besides the reason, how the admin checked that the
 * person asking is the account's owner (e.g. "video call, ID card matched; call-back on the number on file").
 * Both kept in the audit trail; IDENTITY_CHECK_REQUIRED when the note is under 10 characters.
 */
export const adminTwoFactorResetBody = z.object({ reason, identityCheck: text().max(1_000).optional() }).strict();
export const adminTwoFactorReset = z.object({ user: adminUser, sessionsEnded: z.number().int() });

export const adminWorkspaceQuery = z.object({ q: text().trim().max(200).optional() });
export const adminWorkspace = z.object({
  id: text(),
  name: text(),
  kind: z.enum(['personal', 'team']),
  owners: z.array(text()),
  members: z.number().int(),
  projects: z.number().int(),
  pendingInvitations: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const adminWorkspaceList = z.object({ items: z.array(adminWorkspace), total: z.number().int() });
export type AdminWorkspace = z.infer<typeof adminWorkspace>;
