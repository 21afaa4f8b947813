import { desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export const listUsers = (db: Db, limit = 500) => db.select().from(users).orderBy(desc(users.createdAt)).limit(limit);

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Pick<typeof users.$inferInsert, 'role' | 'subscriptionTier' | 'adminTierView'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
