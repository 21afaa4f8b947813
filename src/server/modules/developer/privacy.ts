import { eq, inArray, sql } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * A person's API keys for their data export (GDPR art. 15/20): name, visible prefix, scopes, dates, last use
 * and its address, and the use per day and route group. Never the key (not kept) nor its hash.
 */
export async function apiKeysOf(db: Db, userId: string) {
  const keys = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  const usage =
    keys.length === 0
      ? []
      : await db
          .select({
            keyId: apiKeyUsage.keyId,
            day: apiKeyUsage.day,
            routeGroup: apiKeyUsage.routeGroup,
            count: sql<number>`sum(${apiKeyUsage.count})::int`,
            errors: sql<number>`sum(${apiKeyUsage.errors})::int`,
          })
          .from(apiKeyUsage)
          .where(
            inArray(
              apiKeyUsage.keyId,
              keys.map((k) => k.id),
            ),
          )
          .groupBy(apiKeyUsage.keyId, apiKeyUsage.day, apiKeyUsage.routeGroup);
  return { keys, usage };
}

/** Erasure (art. 17): the person's keys and their usage rows; returns the keys removed. */
export async function eraseApiKeys(db: Db, userId: string): Promise<number> {
  return (await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id })).length;
}
