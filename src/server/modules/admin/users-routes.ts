import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReasonBody,
  adminTwoFactorReset,
  adminTwoFactorResetBody,
  adminUser,
  adminUserPage,
  adminUserPatch,
  adminUserQuery,
  adminVerificationResend,
  type AdminUser,
} from '../../../contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { getUser, resetTwoFactor, searchUsers, setSuspension, updateUser, type UserRow } from './repository.ts';

const tags = ['admin'];
const params = z.object({ id: z.string().min(1) });

/** What the admin sees of an account (ADR 0049): suspended wins over unverified. */
export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    role: u.role,
    subscriptionTier: u.subscriptionTier,
    createdAt: u.createdAt.toISOString(),
    emailVerified: u.emailVerified,
    twoFactorEnabled: u.twoFactorEnabled,
    status: u.suspendedAt ? 'suspended' : u.emailVerified ? 'active' : 'unverified',
    suspendedAt: u.suspendedAt ? u.suspendedAt.toISOString() : null,
    suspendedReason: u.suspendedReason,
  };
}

/** A reason of at least three characters, or 400 REASON_REQUIRED. */
function reasonOf(body: { reason?: string | undefined }): string {
  const r = body.reason?.trim() ?? '';
  if (r.length < 3) throw new AppError('REASON_REQUIRED');
  return r;
}

async function found(ctx: AppContext, id: string): Promise<UserRow> {
  const row = await getUser(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The admin's account tools (issue 26): search, role and plan with a reason, suspension, verification e-mail. */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = (request: FastifyRequest, id: string) => {
    if (request.user!.id === id) throw new AppError('VALIDATION_FAILED'); // an admin does not suspend themselves
  };

  // The whole list, newest first (capped; the dashboard counts it), kept as it was.
  r.route({
    method: 'GET',
    url: '/api/admin/users',
    config: { policy: { permission: 'admin.users.read' } },
    schema: { tags, response: { 200: z.array(adminUser), ...errors(401, 403) } },
    handler: async () => (await searchUsers(ctx.db, {}, 1, 500)).rows.map(toAdminUser),
  });

  r.route({
    method: 'GET',
    url: '/api/admin/users/search',
    config: { policy: { permission: 'admin.users.read' } },
    schema: { tags, querystring: adminUserQuery, response: { 200: adminUserPage, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await searchUsers(ctx.db, filter, page, pageSize);
      return { items: rows.map(toAdminUser), total, page, pageSize };
    },
  });

  r.route({
    method: 'PATCH',
    url: '/api/admin/users/:id',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags, params, body: adminUserPatch, response: { 200: adminUser, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const reason = reasonOf(request.body);
      const { role, subscriptionTier } = request.body;
      const patch = { ...(role ? { role } : {}), ...(subscriptionTier ? { subscriptionTier } : {}) };
      const before = await found(ctx, request.params.id);
      const row = await updateUser(ctx.db, before.id, patch);
      if (!row) throw new AppError('NOT_FOUND');
      await ctx.audit(request, {
        action: 'admin.user.update',
        target: row.id,
        outcome: 'success',
        details: { ...patch, before: { role: before.role, subscriptionTier: before.subscriptionTier }, reason },
      });
      return toAdminUser(row);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/users/:id/suspend',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags, params, body: adminReasonBody, response: { 200: adminUser, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const reason = reasonOf(request.body);
      self(request, request.params.id);
      const done = await setSuspension(ctx.db, request.params.id, { at: ctx.now(), reason, by: request.user!.id });
      if (!done) throw new AppError('NOT_FOUND');
      await ctx.audit(request, {
        action: 'admin.user.suspend',
        target: done.row.id,
        outcome: 'success',
        details: { reason, sessionsEnded: done.sessionsEnded },
      });
      return toAdminUser(done.row);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/users/:id/reactivate',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags, params, body: adminReasonBody, response: { 200: adminUser, ...errors(400, 401, 403, 404) } },
    handler: async (request) => {
      const reason = reasonOf(request.body);
      const done = await setSuspension(ctx.db, request.params.id, null);
      if (!done) throw new AppError('NOT_FOUND');
      await ctx.audit(request, { action: 'admin.user.reactivate', target: done.row.id, outcome: 'success', details: { reason } });
      return toAdminUser(done.row);
    },
  });

  // The owner lost their authenticator and recovery codes: after checking who they are, an admin removes the
  // second factor; every session ends and the owner is told by e-mail (they set it up again after signing in).
  r.route({
    method: 'POST',
    url: '/api/admin/users/:id/two-factor/reset',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags, params, body: adminTwoFactorResetBody, response: { 200: adminTwoFactorReset, ...errors(400, 401, 403, 404, 409) } },
    handler: async (request) => {
      const reason = reasonOf(request.body);
      const identityCheck = request.body.identityCheck?.trim() ?? '';
      if (identityCheck.length < 10) throw new AppError('IDENTITY_CHECK_REQUIRED');
      self(request, request.params.id);
      const done = await resetTwoFactor(ctx.db, request.params.id);
      if (!done) throw new AppError('NOT_FOUND');
      if (!done.reset) throw new AppError('TWO_FACTOR_NOT_ENABLED');
      await ctx.audit(request, {
        action: 'admin.user.twoFactorReset',
        target: done.row.id,
        outcome: 'success',
        details: { reason, identityCheck, sessionsEnded: done.sessionsEnded },
      });
      await ctx.accountMail.securityNotice(done.row.email, 'two-factor-reset', done.row.language);
      return { user: toAdminUser(done.row), sessionsEnded: done.sessionsEnded };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/admin/users/:id/verification',
    config: { policy: { permission: 'admin.users.manage' } },
    schema: { tags, params, response: { 200: adminVerificationResend, ...errors(401, 403, 404) } },
    handler: async (request) => {
      const row = await found(ctx, request.params.id);
      // Nothing to send to a verified address; a suspended account gets no mail from the platform.
      const sent = !row.emailVerified && !row.suspendedAt;
      if (sent) await ctx.auth.api.sendVerificationEmail({ body: { email: row.email } });
      await ctx.audit(request, { action: 'admin.user.verificationResent', target: row.id, outcome: sent ? 'success' : 'failure' });
      return { sent };
    },
  });
}
