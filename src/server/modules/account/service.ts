import { randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFS, type NotificationPrefs } from '../../../contract/constants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { deleteUserTokens, insertToken, requirePassword, takeToken, tokenHash, type SessionUser } from '../auth/index.ts';
import { deleteAvatar, emailInUse, putAvatar, readPrefs, updateUser, writePrefs } from './repository.ts';

export interface AccountDeps {
  db: Db;
  now: () => Date;
  accountMail: AccountMailer;
  config: { publicOrigin: string };
}

/** How long the link sent to a new e-mail address stays good. */
export const EMAIL_CHANGE_HOURS = 24;
/** The largest avatar accepted, in bytes (1 MB). */
export const AVATAR_MAX_BYTES = 1024 * 1024;

export async function updateProfile(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  userId: string,
  body: { username?: string | undefined; language?: 'en' | 'it' | undefined; browserKeys?: 'app' | 'browser' | undefined },
): Promise<void> {
  const set: { username?: string; language?: 'en' | 'it'; browserKeys?: 'app' | 'browser' } = {};
  if (body.username !== undefined) set.username = body.username;
  if (body.language !== undefined) set.language = body.language;
  if (body.browserKeys !== undefined) set.browserKeys = body.browserKeys;
  await updateUser(deps.db, userId, set, deps.now());
}

/** The stored preferences merged over the defaults (a kind added later starts at its default). */
function withDefaults(stored: NotificationPrefs | null): NotificationPrefs {
  return {
    inApp: { ...DEFAULT_NOTIFICATION_PREFS.inApp, ...stored?.inApp },
    email: { ...DEFAULT_NOTIFICATION_PREFS.email, ...stored?.email },
  };
}

export async function notificationPrefs(db: Db, userId: string): Promise<NotificationPrefs> {
  return withDefaults((await readPrefs(db, userId))?.prefs ?? null);
}

export async function setNotificationPrefs(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  userId: string,
  prefs: NotificationPrefs,
): Promise<NotificationPrefs> {
  await writePrefs(deps.db, userId, prefs, deps.now());
  return prefs;
}

/**
 * Where a new notification goes for this user: in the app (system notices always), by e-mail (the
 * recipient's choice per kind), with the address and language to write it in. Null: no such user.
 */
export async function notificationRouting(db: Db, userId: string, type: keyof NotificationPrefs['email']) {
  const row = await readPrefs(db, userId);
  if (!row) return null;
  const prefs = withDefaults(row.prefs);
  return {
    inApp: type === 'system' ? true : prefs.inApp[type],
    email: prefs.email[type],
    address: row.email,
    language: row.language,
  };
}

/** The image's real type from its first bytes; the declared Content-Type is not trusted. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Stores the avatar; its URL carries the upload time so a new picture is a new URL (cache-safe). */
export async function uploadAvatar(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const type = sniffImage(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const now = deps.now();
  const url = `/api/account/avatar?v=${now.getTime()}`;
  await putAvatar(deps.db, userId, type, bytes, now, url);
  return url;
}

export const removeAvatar = (deps: Pick<AccountDeps, 'db' | 'now'>, userId: string) => deleteAvatar(deps.db, userId, deps.now());

/**
 * Asks to move the account to a new address: after the password, a link goes to the new address
 * and a notice to the current one; nothing changes until the link is opened. A newer request
 * replaces an older one.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  user: SessionUser,
  email: string,
  password: string,
): Promise<{ pendingEmail: string; expiresAt: string }> {
  await requirePassword(deps, user.id, password);
  if (email === user.email) throw new AppError('VALIDATION_FAILED');
  if (await emailInUse(deps.db, email)) throw new AppError('EMAIL_TAKEN');
  await deleteUserTokens(deps.db, user.id, 'email-change');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + EMAIL_CHANGE_HOURS * 3_600_000);
  await insertToken(deps.db, { tokenHash: tokenHash(token), kind: 'email-change', userId: user.id, value: email, expiresAt });
  await deps.accountMail.emailChangeConfirm(
    email,
    `${deps.config.publicOrigin}/confirm-email?token=${encodeURIComponent(token)}`,
    user.language,
  );
  await deps.accountMail.emailChangeRequested(user.email, email, user.language);
  return { pendingEmail: email, expiresAt: expiresAt.toISOString() };
}

/** Opens the link: the account takes the new (now verified) address, once. */
export async function confirmEmailChange(deps: Pick<AccountDeps, 'db' | 'now'>, token: string): Promise<{ userId: string; email: string }> {
  const row = await takeToken(deps.db, tokenHash(token), 'email-change', deps.now());
  if (!row?.value) throw new AppError('INVALID_TOKEN');
  if (await emailInUse(deps.db, row.value)) throw new AppError('EMAIL_TAKEN');
  await updateUser(deps.db, row.userId, { email: row.value, emailVerified: true }, deps.now());
  return { userId: row.userId, email: row.value };
}
