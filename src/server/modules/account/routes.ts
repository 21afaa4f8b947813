import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailChangeBody, emailChangeResponse, notificationPrefs, profileBody, tokenBody } from '../../../contract/account.ts';
import { user as userSchema } from '../../../contract/auth.ts';
import { okResponse } from '../../../contract/errors.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { errors } from '../../lib/responses.ts';
import { toApiUser } from '../auth/index.ts';
import { getAvatar } from './repository.ts';
import {
  AVATAR_MAX_BYTES,
  confirmEmailChange,
  notificationPrefs as readPrefs,
  removeAvatar,
  requestEmailChange,
  setNotificationPrefs,
  updateProfile,
  uploadAvatar,
} from './service.ts';

/** Account settings: name, language, avatar, notification preferences, change of e-mail. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.route({
    method: 'PATCH',
    url: '/api/account/profile',
    config: { policy: 'authenticated' },
    schema: { tags, body: profileBody, response: { 200: userSchema, ...errors(400, 401, 403) } },
    handler: async (request) => {
      await updateProfile(ctx, request.user!.id, request.body);
      await ctx.audit(request, {
        action: 'account.profile.update',
        target: request.user!.id,
        outcome: 'success',
        details: { fields: Object.keys(request.body) },
      });
      const { username, language, browserKeys } = request.body;
      return toApiUser(
        {
          ...request.user!,
          ...(username !== undefined ? { username } : {}),
          ...(language !== undefined ? { language } : {}),
          ...(browserKeys !== undefined ? { browserKeys } : {}),
        },
        ctx.config,
      );
    },
  });

  r.route({
    method: 'GET',
    url: '/api/account/notification-preferences',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 200: notificationPrefs, ...errors(401, 403) } },
    handler: async (request) => readPrefs(ctx.db, request.user!.id),
  });

  r.route({
    method: 'PUT',
    url: '/api/account/notification-preferences',
    config: { policy: 'authenticated' },
    schema: { tags, body: notificationPrefs, response: { 200: notificationPrefs, ...errors(400, 401, 403) } },
    handler: async (request) => {
      const saved = await setNotificationPrefs(ctx, request.user!.id, request.body);
      await ctx.audit(request, {
        action: 'account.notificationPrefs.update',
        target: request.user!.id,
        outcome: 'success',
        details: saved as unknown as Record<string, unknown>,
      });
      return saved;
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/email',
    config: { policy: 'authenticated' },
    schema: { tags, body: emailChangeBody, response: { 202: emailChangeResponse, ...errors(400, 401, 403, 409, 429) } },
    handler: async (request, reply) => {
      try {
        const out = await requestEmailChange(ctx, request.user!, request.body.email, request.body.password);
        await ctx.audit(request, {
          action: 'account.email.requestChange',
          target: request.user!.id,
          outcome: 'success',
          details: { to: out.pendingEmail },
        });
        return reply.status(202).send(out);
      } catch (err) {
        if (err instanceof AppError)
          await ctx.audit(request, {
            action: 'account.email.requestChange',
            target: request.user!.id,
            outcome: 'failure',
            details: { code: err.code },
          });
        throw err;
      }
    },
  });

  r.route({
    method: 'POST',
    url: '/api/account/email/confirm',
    // The link may be opened in another browser, signed out: the token alone is the proof.
    config: { policy: 'public' },
    schema: { tags, body: tokenBody, response: { 200: okResponse, ...errors(400, 409) } },
    handler: async (request) => {
      try {
        const out = await confirmEmailChange(ctx, request.body.token);
        await ctx.audit(request, {
          action: 'account.email.change',
          target: out.userId,
          actorId: out.userId,
          outcome: 'success',
          details: { to: out.email },
        });
        return { ok: true as const };
      } catch (err) {
        if (err instanceof AppError)
          await ctx.audit(request, { action: 'account.email.change', outcome: 'failure', details: { code: err.code } });
        throw err;
      }
    },
  });

  // The avatar arrives as the raw image (no base64: 1 MB stays 1 MB); its type is read from its bytes.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const s = scoped.withTypeProvider<ZodTypeProvider>();
    s.route({
      method: 'PUT',
      url: '/api/account/avatar',
      config: { policy: 'authenticated' },
      schema: { tags, response: { 200: z.object({ avatar: z.string() }), ...errors(400, 401, 403, 413, 415) } },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        const avatar = await uploadAvatar(ctx, request.user!.id, request.body);
        await ctx.audit(request, {
          action: 'account.avatar.upload',
          target: request.user!.id,
          outcome: 'success',
          details: { bytes: request.body.length },
        });
        return { avatar };
      },
    });
  });

  r.route({
    method: 'DELETE',
    url: '/api/account/avatar',
    config: { policy: 'authenticated' },
    schema: { tags, response: { 204: z.null().describe('back to initials'), ...errors(401, 403) } },
    handler: async (request, reply) => {
      await removeAvatar(ctx, request.user!.id);
      await ctx.audit(request, { action: 'account.avatar.remove', target: request.user!.id, outcome: 'success' });
      return reply.status(204).send(null);
    },
  });

  r.route({
    method: 'GET',
    url: '/api/account/avatar',
    config: { policy: 'authenticated' },
    schema: { tags, hide: true },
    handler: async (request, reply) => {
      const row = await getAvatar(ctx.db, request.user!.id);
      if (!row) throw new AppError('NOT_FOUND');
      // The URL changes with every upload (?v=), so the browser may keep this one; private: it is
      // behind the session cookie, shared caches must not hold it.
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(row.bytes);
    },
  });
}
