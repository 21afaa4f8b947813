import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { RegisterBody } from '../../../contract/auth.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { sessionCookieName } from './better-auth.ts';
import { hashPassword } from './password.ts';
import { toApiUser, toSessionUser } from './session.ts';
import type { AuthDeps } from './types.ts';

/** The account already holding this address, if any (addresses are stored lower-case). */
export async function accountOf(db: Db, email: string): Promise<{ id: string; email: string; language: 'en' | 'it' | null } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Registration for an address that already has an account (issue 26, ADR 0048): answered like a new
 * registration — 201, the same body shape with a user that does not exist, and a session cookie of
 * the same form whose token is in no database — after the same password hashing, while the owner
 * is e-mailed that someone tried. Nothing about the existing account changes or is revealed.
 */
export async function answerAsNew(
  deps: Pick<AuthDeps, 'config' | 'secret' | 'now'> & { accountMail: AccountMailer },
  owner: { email: string; language: 'en' | 'it' | null },
  body: RegisterBody & { email: string },
) {
  await hashPassword(body.password);
  await deps.accountMail.registrationAttempt(owner.email, owner.language);
  const user = toSessionUser({ id: randomUUID(), email: body.email.toLowerCase(), name: body.username, role: body.role, image: null });
  const token = randomBytes(24).toString('base64url');
  const signature = createHmac('sha256', `${deps.secret}:decoy`).update(token).digest('base64');
  const maxAge = deps.config.sessionIdleMinutes * 60;
  const secure = deps.config.secureCookies ? '; Secure' : '';
  const cookie = `${sessionCookieName(deps.config)}=${encodeURIComponent(`${token}.${signature}`)}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
  return { user: toApiUser(user, deps.config), setCookie: [cookie] };
}
