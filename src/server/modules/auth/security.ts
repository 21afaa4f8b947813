import type { AccountSession } from '../../../contract/account.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from './password.ts';
import { deleteOtherSessions, deleteUserSession, listLiveSessions, setCredentialHash } from './security-repository.ts';
import type { AuthDeps } from './types.ts';
import { requirePassword } from './two-factor.ts';

/** The user's live sessions, most recently used first, the caller's own marked. */
export async function listSessions(
  deps: Pick<AuthDeps, 'db' | 'now' | 'config'>,
  userId: string,
  currentId: string | null,
): Promise<AccountSession[]> {
  const now = deps.now();
  const rows = await listLiveSessions(deps.db, userId, now, new Date(now.getTime() - deps.config.sessionAbsoluteHours * 3_600_000));
  return rows.map((s) => ({
    id: s.id,
    userAgent: s.userAgent,
    ipAddress: s.ipAddress || null,
    createdAt: s.createdAt.toISOString(),
    lastActiveAt: s.updatedAt.toISOString(),
    current: s.id === currentId,
  }));
}

/** Ends one of the caller's sessions; someone else's (or none) is "not found". */
export async function revokeSession(deps: Pick<AuthDeps, 'db'>, userId: string, sessionId: string): Promise<void> {
  if (!(await deleteUserSession(deps.db, userId, sessionId))) throw new AppError('NOT_FOUND');
}

export const revokeOtherSessions = (deps: Pick<AuthDeps, 'db'>, userId: string, currentId: string | null) =>
  deleteOtherSessions(deps.db, userId, currentId);

/**
 * Changes the password after checking the current one, and ends every other session of the user:
 * whoever knew the old password is signed out everywhere but here.
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'db' | 'now'>,
  userId: string,
  currentId: string | null,
  current: string,
  next: string,
): Promise<number> {
  await requirePassword(deps, userId, current);
  if (current === next) throw new AppError('VALIDATION_FAILED');
  await setCredentialHash(deps.db, userId, await hashPassword(next), deps.now());
  return deleteOtherSessions(deps.db, userId, currentId);
}
