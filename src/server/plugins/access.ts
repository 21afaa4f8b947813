import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleCan, type RoutePolicy } from '../../domain/rbac/index.ts';
import type { ProjectCapability } from '../../domain/access/index.ts';
import type { ApiScope } from '../../domain/developer/index.ts';
import type { AppContext } from '../context.ts';
import { resolveSession, twoFactorSetupRequired, type SessionUser } from '../modules/auth/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createApiKeyAuth } from '../modules/developer/index.ts';
import { quickHook, quickOnSend } from '../lib/quick-hook.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    sessionExpiresAt: Date | null;
    audited: boolean;
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** Open to an admin whom REQUIRE_ADMIN_2FA holds back until two-factor is on (its setup, the user, sign-out). */
    twoFactorSetup?: boolean;
    /** The API-key scope this route needs when called with `Authorization: Bearer <key>`; a route without one refuses keys (issue 24). */
    scope?: ApiScope;
  }
  interface FastifyInstance {
    /** Every route with its declared policy, collected at registration (used by the authorization matrix). */
    routeCatalogue: Array<{
      method: string;
      url: string;
      policy: RoutePolicy;
      project?: ProjectCapability | undefined;
      scope?: ApiScope | undefined;
    }>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === publicOrigin) return true;
    const host = request.headers.host;
    return host !== undefined && origin === `${request.protocol}://${host}`;
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The access pipeline, one place for all routes:
 * 1. every route must declare a policy, or the app refuses to boot;
 * 2. a mutation that carries a cookie (or signs in / registers) must show the same origin;
 * 3. an API key (`Authorization: Bearer`, never in the query string) or else the session cookie is
 *    resolved to `request.user` (a key also sets `request.apiKey`, is counted against its plan's rate
 *    limit and sets no cookie; ADR 0040);
 * 4. with a key, the route's scope must be held (SCOPE_REQUIRED); then the route's policy is enforced
 *    before its input is even validated; denials are audited;
 * 5. every mutation that no handler audited itself is audited with its outcome.
 */
export function registerAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.decorateRequest('audited', false);

  app.decorate('routeCatalogue', []);
  const apiKeys = createApiKeyAuth(app, ctx);
  app.addHook('onRoute', (route) => {
    const policy = route.config?.policy;
    if (!policy) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.policy).`);
    }
    for (const method of [route.method].flat())
      app.routeCatalogue.push({
        method: String(method),
        url: route.url,
        policy,
        project: route.config?.project,
        scope: route.config?.scope,
      });
  });

  app.addHook('onRequest', async (request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (isApi && !SAFE_METHODS.has(request.method)) {
      const needsOrigin = request.headers.cookie !== undefined || request.url.startsWith('/api/auth/');
      if (needsOrigin && !sameOrigin(request, ctx.config.publicOrigin)) {
        await ctx.audit(request, {
          action: 'request.crossOrigin',
          target: `${request.method} ${request.url}`,
          outcome: 'denied',
          details: { origin: request.headers.origin ?? null },
        });
        throw new AppError('CROSS_ORIGIN_REJECTED');
      }
    }
    if (isApi && (await apiKeys.authenticate(request, reply))) return;
    if (isApi && request.headers.cookie) {
      const s = await resolveSession(ctx, request.headers.cookie);
      request.user = s.user;
      request.sessionId = s.sessionId;
      request.sessionExpiresAt = s.expiresAt;
      if (s.setCookie.length > 0) void reply.header('set-cookie', s.setCookie);
    }
  });

  // The caller's right to the route (the one access rule's first half). Decided at once for a caller who
  // may: only a refusal (audited) or an API key's scope waits (quick-hook.ts).
  const admit = (request: FastifyRequest): Promise<void> | undefined => {
    const policy = request.routeOptions.config.policy;
    if (!policy || policy === 'public') return;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (twoFactorSetupRequired(request.user, ctx.config) && !request.routeOptions.config.twoFactorSetup) return refuse2fa(request);
    if (policy === 'authenticated') return;
    if (!roleCan(request.user.role, policy.permission)) return refuse(request, policy.permission);
  };
  const refuse2fa = async (request: FastifyRequest) => {
    await ctx.audit(request, {
      action: 'permission.denied',
      target: `${request.method} ${request.routeOptions.url}`,
      outcome: 'denied',
      details: { reason: 'REQUIRE_ADMIN_2FA' },
    });
    throw new AppError('TWO_FACTOR_REQUIRED');
  };
  const refuse = async (request: FastifyRequest, permission: string) => {
    await ctx.audit(request, {
      action: 'permission.denied',
      target: `${request.method} ${request.routeOptions.url}`,
      outcome: 'denied',
      details: { permission },
    });
    throw new AppError('FORBIDDEN');
  };
  app.addHook(
    'preValidation',
    quickHook((request) => (request.apiKey ? apiKeys.checkScope(request).then(() => admit(request)) : admit(request))),
  );

  // Every API write is audited once its answer is known; reads and already audited requests pass at once.
  const auditWrite = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const status = reply.statusCode;
    const outcome = status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure';
    const params = request.params as Record<string, unknown> | undefined;
    await ctx.audit(request, {
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      target: typeof params?.id === 'string' ? params.id : null,
      outcome,
      details: { status },
    });
    return payload;
  };
  app.addHook(
    'onSend',
    quickOnSend((request, reply, payload: unknown) =>
      request.audited || SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')
        ? payload
        : auditWrite(request, reply, payload),
    ),
  );
}
