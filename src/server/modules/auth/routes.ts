import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponse,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  user as userSchema,
  verifyEmailBody,
} from '../../../contract/auth.ts';
import { okResponse } from '../../../contract/errors.ts';
import { loginResponse } from '../../../contract/account.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { fetchHeaders } from '../../lib/fetch-headers.ts';
import { loginUser, logoutUser, registerUser, requestPasswordReset, resetPassword, verifyEmail } from './service.ts';
import { toApiUser } from './session.ts';
import { registerUnlockRoutes } from './unlock-routes.ts';

const call = (request: FastifyRequest) => ({ headers: fetchHeaders(request), ip: request.ip });

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerUnlockRoutes(app, ctx);

  r.route({
    method: 'POST',
    url: '/api/auth/register',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: registerBody, response: { 201: authResponse, ...errors(400, 403, 429) } },
    handler: async (request, reply) => {
      const out = await registerUser(ctx, request.body, call(request));
      await ctx.audit(
        request,
        out.existingUserId
          ? { action: 'auth.register.existing', target: out.existingUserId, outcome: 'denied' }
          : {
              action: 'auth.register',
              target: out.body.user.id,
              actorId: out.body.user.id,
              outcome: 'success',
              details: { role: out.body.user.role },
            },
      );
      return reply.status(201).header('set-cookie', out.setCookie).send(out.body);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/auth/login',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errors(400, 401, 403, 429) } },
    handler: async (request, reply) => {
      try {
        const out = await loginUser(ctx, request.body, call(request));
        await ctx.audit(request, {
          action: out.challenged ? 'auth.login.password' : 'auth.login',
          target: out.userId,
          actorId: out.userId,
          outcome: 'success',
          details: out.challenged ? { secondFactor: 'pending' } : undefined,
        });
        if (out.setCookie.length > 0) void reply.header('set-cookie', out.setCookie);
        return reply.send(out.body);
      } catch (err) {
        if (err instanceof AppError) {
          await ctx.audit(request, {
            action: 'auth.login',
            target: request.body.email,
            outcome: err.code === 'TOO_MANY_ATTEMPTS' ? 'denied' : 'failure',
            details: { code: err.code },
          });
        }
        throw err;
      }
    },
  });

  r.route({
    method: 'GET',
    url: '/api/auth/user',
    config: { policy: 'authenticated', twoFactorSetup: true },
    schema: { tags: ['auth'], response: { 200: userSchema, ...errors(401) } },
    handler: async (request) => toApiUser(request.user!, ctx.config),
  });

  r.route({
    method: 'GET',
    url: '/api/login',
    config: { policy: 'public' },
    schema: { tags: ['auth'], hide: true },
    handler: async (_request, reply) => reply.redirect('/login', 302),
  });

  r.route({
    method: 'GET',
    url: '/api/logout',
    config: { policy: 'public' },
    schema: { tags: ['auth'], hide: true },
    handler: async (request, reply) => {
      // A cross-site page cannot sign anyone out (logout CSRF); a typed URL or our own link can.
      if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/', 302);
      const cleared = await logoutUser(ctx, call(request));
      if (request.user) await ctx.audit(request, { action: 'auth.logout', target: request.user.id, outcome: 'success' });
      const name = ctx.config.secureCookies ? '__Host-cr_session' : 'cr_session';
      const expire = `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${ctx.config.secureCookies ? '; Secure' : ''}`;
      return reply.header('set-cookie', cleared.length > 0 ? cleared : [expire]).redirect('/', 302);
    },
  });

  r.route({
    method: 'POST',
    url: '/api/auth/forgot-password',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: okResponse, ...errors(400, 429) } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email, call(request));
      return { ok: true as const };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/auth/reset-password',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: okResponse, ...errors(400) } },
    handler: async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { ok: true as const };
    },
  });

  r.route({
    method: 'POST',
    url: '/api/auth/verify-email',
    config: { policy: 'public' },
    schema: { tags: ['auth'], body: verifyEmailBody, response: { 200: okResponse, ...errors(400) } },
    handler: async (request) => {
      await verifyEmail(ctx, request.body.token);
      return { ok: true as const };
    },
  });
}
