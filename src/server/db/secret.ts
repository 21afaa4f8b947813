import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settings } from './schema/index.ts';
import type { Db } from './types.ts';

/**
 * The session-signing secret: AUTH_SECRET when configured, otherwise one generated on first start
 * and kept in the database, so every instance sharing the database signs alike.
 */
export async function ensureAuthSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'auth_secret'));
  return row!.value;
}
