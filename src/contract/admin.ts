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

export const adminUser = z.object({
  id: text(),
  email: text(),
  username: text(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  createdAt: z.iso.datetime(),
});
export const adminUserList = z.array(adminUser);
export const adminUserPatch = z.object({ role: z.enum(ROLES).optional(), subscriptionTier: z.enum(TIERS).optional() }).strict();
