import type { Db } from '../../db/types.ts';
import { insertMail, listUnsent, markFailed, markSent } from './repository.ts';

export interface MailDeps {
  db: Db;
  now: () => Date;
  /** Delivers a message (SMTP), or null when no transport is configured: the outbox then only records. */
  transport: ((m: { to: string; subject: string; text: string }) => Promise<void>) | null;
}

const MAX_ATTEMPTS = 5;

/** Writes the message to the outbox, then tries to deliver it when a transport is configured. */
export async function enqueueMail(deps: MailDeps, m: { to: string; subject: string; body: string; kind: string }): Promise<void> {
  const row = await insertMail(deps.db, m);
  if (deps.transport) await deliver(deps, row.id, m, row.attempts);
}

async function deliver(deps: MailDeps, id: string, m: { to: string; subject: string; body: string }, attempts: number) {
  try {
    await deps.transport!({ to: m.to, subject: m.subject, text: m.body });
    await markSent(deps.db, id, deps.now());
  } catch (err) {
    await markFailed(deps.db, id, (err as Error).message, attempts + 1);
  }
}

/** Retries undelivered messages (called periodically by the server when SMTP is configured). */
export async function retryOutbox(deps: MailDeps): Promise<number> {
  if (!deps.transport) return 0;
  const pending = await listUnsent(deps.db, MAX_ATTEMPTS);
  for (const row of pending) await deliver(deps, row.id, row, row.attempts);
  return pending.length;
}

/** Builds an SMTP transport from SMTP_URL (nodemailer), or null. */
export async function smtpTransport(url: string | null, from: string): Promise<MailDeps['transport']> {
  if (!url) return null;
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  return async (m) => {
    await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
  };
}
