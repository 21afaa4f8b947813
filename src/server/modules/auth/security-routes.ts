import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeBody,
  disableTwoFactorBody,
  passwordBody,
  passwordChangeBody,
  recoveryCodes,
  revokedResponse,
  sessionIdParams,
  sessionList,
  twoFactorLoginBody,
  twoFactorSetup,
  twoFactorStatus,
} from '../../../contract/account.ts';
import { authResponse } from '../../../contract/auth.ts';
import { okResponse } from '../../../contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { fetchHeaders } from '../../lib/fetch-headers.ts';
import { errors } from '../../lib/responses.ts';
import { changePassword, listSessions, revokeOtherSessions, revokeSession } from './security.ts';
import { completeTwoFactorLogin } from './service.ts';
import { beginSetup, confirmSetup, disableTwoFactor, regenerateRecoveryCodes, twoFactorStatus as readStatus } from './two-factor.ts';

/**
 * The account's security: second factor, password, sessions. Every change is audited and, for the
 * ones an intruder would make, the owner is told by e-mail whatever their notification preferences.
 * Routes marked `twoFactorSetup` stay open to an admin whom REQUIRE_ADMIN_2FA holds back.
 */
export function registerSecurityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const audited = async <T>(
    request: FastifyRequest,
    action: string,
    work: () => Promise<T>,
    details?: Record<string, unknown>,
  ): Promise<T> => {
    try {
      const out = await work();
      await ctx.audit(request, { action, target: request.user?.id ?? null, outcome: 'success', details });
      return out;
    } catch (err) {
      if (err instanceof AppError)
        await ctx.audit(request, {
          action,
          target: request.user?.id ?? null,
          outcome: err.code === 'TOO_MANY_ATTEMPTS' ? 'denied' : 'failure',
          details: { code: err.code },
        });
      throw err;
    }
  };
  const notice = (request: FastifyRequest, event: 'password-changed' | 'two-factor-on' | 'two-factor-off') =>
    ctx.accountMail.securityNotice(request.user!.email, event, request.user!.language);

  r.route({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: twoFactorLoginBody, response: { 200: authResponse, ...errors(400, 403, 429) } },
    handler: async (request, reply) => {
      try {
        const out = await completeTwoFactorLogin(ctx, request.body, { headers: fetchHeaders(request), ip: request.ip });
        await ctx.audit(request, {
          action: 'auth.login',
          target: out.body.user.id,
          actorId: out.body.user.id,
          outcome: 'success',
          details: { secondFactor: out.recovery ? 'recovery-code' : 'totp' },
        });
        return reply.header('set-cookie', out.setCookie).send(out.body);
      } catch (err) {
        if (err instanceof AppError)
          await ctx.audit(request, {
            action: 'auth.login.two-factor',
            outcome: err.code === 'TOO_MANY_ATTEMPTS' ? 'denied' : 'failure',
            details: { code: err.code },
          });
        throw err;
      }
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/password',
    config: { policy: 'authenticated' },
    schema: { tags, body: passwordChangeBody, response: { 200: revokedResponse, ...errors(400, 401, 403, 429) } },
    handler: async (request) => {
      const revoked = await audited(request, 'account.password.change', () =>
        changePassword(ctx, request.user!.id, request.sessionId, request.body.currentPassword, request.body.newPassword),
      );
      await notice(request, 'password-changed');
      return { revoked };
    },
  });

  r.route({
    method: 'GET',
    url: '/api/account/sessions',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: sessionList, ...errors(401, 403) } },
    handler: async (request) => listSessions(ctx, request.user!.id, request.sessionId),
  });

  r.route({
    method: 'DELETE',
    url: '/api/account/sessions/:id',
    config: { policy: 'authenticated' },
    schema: { tags, params: sessionIdParams, response: { 204: z.null().describe('signed out'), ...errors(400, 401, 403, 404) } },
    handler: async (request, reply) => {
      await audited(request, 'account.session.revoke', () => revokeSession(ctx, request.user!.id, request.params.id), {
        session: request.params.id,
      });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/sessions/revoke-others',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: revokedResponse, ...errors(401, 403) } },
    handler: async (request) => ({
      revoked: await audited(request, 'account.session.revokeOthers', () => revokeOtherSessions(ctx, request.user!.id, request.sessionId)),
    }),
  });

  r.route({
    method: 'GET',
    url: '/api/account/two-factor',
    config: { policy: 'authenticated', twoFactorSetup: true },
    schema: { tags, response: { 200: twoFactorStatus, ...errors(401) } },
    handler: async (request) => readStatus(ctx, request.user!),
  });

  r.route({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    config: { policy: 'authenticated', twoFactorSetup: true },
    schema: { tags, body: passwordBody, response: { 200: twoFactorSetup, ...errors(400, 401, 429) } },
    handler: async (request) => audited(request, 'account.twoFactor.setup', () => beginSetup(ctx, request.user!, request.body.password)),
  });

  r.route({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    config: { policy: 'authenticated', twoFactorSetup: true },
    schema: { tags, body: codeBody, response: { 200: recoveryCodes, ...errors(400, 401, 429) } },
    handler: async (request) => {
      const codes = await audited(request, 'account.twoFactor.enable', () =>
        confirmSetup(ctx, request.user!, request.body.code, request.ip),
      );
      await notice(request, 'two-factor-on');
      return { recoveryCodes: codes };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/two-factor/disable',
    config: { policy: 'authenticated' },
    schema: { tags, body: disableTwoFactorBody, response: { 200: okResponse, ...errors(400, 401, 403, 429) } },
    handler: async (request) => {
      if (ctx.config.requireAdmin2fa && request.user!.role === 'admin') throw new AppError('TWO_FACTOR_REQUIRED');
      await audited(request, 'account.twoFactor.disable', () =>
        disableTwoFactor(ctx, request.user!, request.body.password, request.body.code, request.ip),
      );
      await notice(request, 'two-factor-off');
      return { ok: true as const };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/two-factor/recovery-codes',
    config: { policy: 'authenticated' },
    schema: { tags, body: codeBody, response: { 200: recoveryCodes, ...errors(400, 401, 403, 429) } },
    handler: async (request) => ({
      recoveryCodes: await audited(request, 'account.twoFactor.recoveryCodes', () =>
        regenerateRecoveryCodes(ctx, request.user!, request.body.code, request.ip),
      ),
    }),
  });
}
