import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { API_KEY_ALPHABET, API_KEY_BODY_LENGTH, API_KEY_TAG, apiKeyPrefix, type ApiScope } from '../../../domain/developer/index.ts';
import { tierHasFeature } from '../../../domain/rbac/index.ts';
import { upgradeUrl } from '../../../domain/billing/index.ts';
import type { ApiKeySummary, CreateApiKeyBody, CreatedApiKey } from '../../../contract/developer.ts';
import { apiKeys } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { userTier, type SessionUser } from '../auth/index.ts';

export interface KeyDeps {
  db: Db;
  now: () => Date;
}

/** SHA-256 of the whole key, hex: what the table holds and a Bearer token is looked up by. */
export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: the tag and 40 base-32 characters from 25 random bytes (200 bits; 256 / 32 divides evenly, no bias). */
export function generateApiKey(): string {
  const bytes = randomBytes(API_KEY_BODY_LENGTH);
  let body = '';
  for (const b of bytes) body += API_KEY_ALPHABET[b % 32];
  return API_KEY_TAG + body;
}

type KeyRow = typeof apiKeys.$inferSelect;

export function keyStatus(row: Pick<KeyRow, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeySummary['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function summaryOf(row: KeyRow, now: Date): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    createdAt: row.createdAt.toISOString(),
    status: keyStatus(row, now),
  };
}

/** Enterprise only (the seed's 'api_access'); others get 403 PLAN_REQUIRED with the upgrade path. */
export function requireApiAccess(user: SessionUser): void {
  const tier = userTier(user);
  if (!tierHasFeature(tier, 'api_access'))
    throw new AppError('PLAN_REQUIRED', { upgradeUrl: upgradeUrl('enterprise', '/developer-portal'), tier });
}

/** Active keys one account may hold at once. */
export const MAX_ACTIVE_KEYS = 50;

export async function createApiKey(deps: KeyDeps, user: SessionUser, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  requireApiAccess(user);
  const now = deps.now();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'expiresAt', message: 'must be in the future', code: 'too_small' }] });
  const active = (await deps.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).filter((k) => keyStatus(k, now) === 'active');
  if (active.length >= MAX_ACTIVE_KEYS)
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: '', message: `at most ${MAX_ACTIVE_KEYS} active keys`, code: 'too_big' }] });
  const key = generateApiKey();
  const [row] = await deps.db
    .insert(apiKeys)
    .values({
      userId: user.id,
      name: body.name,
      prefix: apiKeyPrefix(key),
      keyHash: hashApiKey(key),
      scopes: [...body.scopes],
      expiresAt,
      createdAt: now,
    })
    .returning();
  return {
    id: row!.id,
    key,
    prefix: row!.prefix,
    scopes: row!.scopes as ApiScope[],
    name: row!.name,
    expiresAt: row!.expiresAt?.toISOString() ?? null,
    createdAt: row!.createdAt.toISOString(),
  };
}

export async function listApiKeys(deps: KeyDeps, user: SessionUser): Promise<ApiKeySummary[]> {
  const now = deps.now();
  const rows = await deps.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id)).orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => summaryOf(r, now));
}

/** Revokes one of the caller's keys (idempotent); another account's key is not found. */
export async function revokeApiKey(deps: KeyDeps, user: SessionUser, id: string): Promise<ApiKeySummary> {
  const [found] = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, user.id)));
  if (!found) throw new AppError('API_KEY_NOT_FOUND');
  if (found.revokedAt) return summaryOf(found, deps.now());
  const [row] = await deps.db.update(apiKeys).set({ revokedAt: deps.now() }).where(eq(apiKeys.id, id)).returning();
  return summaryOf(row!, deps.now());
}
