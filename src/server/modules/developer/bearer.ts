import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { credentialInQuery, routeGroupOf, scopeAllows, type ApiScope } from '../../../domain/developer/index.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSessionUser, userTier, type SessionUser } from '../auth/index.ts';
import { hashApiKey, keyStatus } from './keys.ts';
import { countMonthlyRequest } from './monthly-allowance.ts';
import { countKeyRequest } from './rate-limit.ts';
import { ApiUsageRecorder } from './usage-recorder.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries `Authorization: Bearer <key>`: the key acts as its owner (request.user) within these scopes. */
    apiKey: { id: string; scopes: ApiScope[] } | null;
  }
  interface FastifyInstance {
    /** Counts each use of a key and writes it every few seconds (tests and the usage route flush it). */
    apiUsage: ApiUsageRecorder;
  }
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** How often each instance writes its usage tallies. */
export const USAGE_FLUSH_MS = 5_000;

export interface ApiKeyAuth {
  /** Refuses a key in the query string; resolves a Bearer key to its owner. True when the request carries a key. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** With a key: the route must declare a scope, and the key must hold it (403 SCOPE_REQUIRED naming it). */
  checkScope(request: FastifyRequest): Promise<void>;
}

/** A key's owner as a request sees them: an admin's key has no admin powers and no tier view (ADR 0040). */
function keyUser(owner: SessionUser): SessionUser {
  return {
    ...owner,
    role: owner.role === 'admin' ? 'proponent' : owner.role,
    subscriptionTier: userTier(owner),
    tierView: null,
    twoFactorEnabled: owner.twoFactorEnabled,
  };
}

export function createApiKeyAuth(app: FastifyInstance, ctx: AppContext): ApiKeyAuth {
  app.decorateRequest('apiKey', null);
  const recorder = new ApiUsageRecorder(ctx.db, USAGE_FLUSH_MS);
  app.decorate('apiUsage', recorder);
  app.addHook('onClose', async () => recorder.close());
  app.addHook('onResponse', (request, reply, done) => {
    if (request.apiKey) {
      const group = routeGroupOf(request.routeOptions.config?.scope);
      recorder.record(request.apiKey.id, group, ctx.now(), reply.elapsedTime, reply.statusCode >= 400, request.ip);
    }
    done();
  });

  const invalid = async (request: FastifyRequest, reason: string) => {
    await ctx.audit(request, {
      action: 'apiKey.refused',
      target: `${request.method} ${request.url.split('?')[0]}`,
      outcome: 'denied',
      details: { reason },
    });
    return new AppError('API_KEY_INVALID');
  };

  return {
    async authenticate(request, reply) {
      const q = request.url.indexOf('?');
      if (q >= 0) {
        const param = credentialInQuery(new URLSearchParams(request.url.slice(q + 1)).entries());
        if (param) throw new AppError('API_KEY_IN_QUERY', { parameter: param });
      }
      const header = request.headers.authorization;
      if (!header) return false;
      const m = BEARER.exec(header);
      if (!m) return false;
      const [row] = await ctx.db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.keyHash, hashApiKey(m[1]!)))
        .limit(1);
      if (!row) throw await invalid(request, 'unknown');
      const now = ctx.now();
      const status = keyStatus(row.key, now);
      if (status !== 'active') throw await invalid(request, status);
      if (row.user.suspendedAt) {
        await invalid(request, 'suspended');
        throw new AppError('ACCOUNT_SUSPENDED');
      }
      const owner = toSessionUser({ ...row.user, name: row.user.username, image: row.user.avatar });
      const limits = ctx.apiLimits(userTier(owner));
      if (!limits) throw await invalid(request, 'plan');
      request.user = keyUser(owner);
      request.apiKey = { id: row.key.id, scopes: row.key.scopes as ApiScope[] };
      const outcome = await countKeyRequest(ctx.db, row.key.id, limits, now);
      void reply.headers(outcome.headers);
      if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.resetSeconds });
      const month = await countMonthlyRequest(ctx.db, owner.id, limits, now);
      if (!month.allowed) {
        void reply.headers(month.headers);
        throw new AppError('API_MONTHLY_ALLOWANCE', { retryAfterSeconds: month.resetSeconds, limit: limits.monthlyAllowance });
      }
      return true;
    },
    async checkScope(request) {
      const key = request.apiKey;
      if (!key) return;
      const needed = request.routeOptions.config?.scope ?? null;
      if (scopeAllows(key.scopes, needed)) return;
      await ctx.audit(request, {
        action: 'permission.denied',
        target: `${request.method} ${request.routeOptions.url}`,
        outcome: 'denied',
        details: { reason: 'SCOPE_REQUIRED', scope: needed, apiKeyId: key.id },
      });
      throw new AppError('SCOPE_REQUIRED', { scope: needed });
    },
  };
}
