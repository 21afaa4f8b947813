import type { Db } from '../../db/types.ts';
import { claimForSending, insertMail, listUnsent, markFailed, markSent } from './repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The message's idempotency key (ADR 0063): derived from the outbox row, the same on every attempt. */
  messageId: string;
}

export interface MailDeps {
  db: Db;
  now: () => Date;
  /** Delivers a message (SMTP), or null when no transport is configured: the outbox then only records. */
  transport: ((m: OutgoingMail) => Promise<void>) | null;
  /** The domain of the Message-ID (MAIL_FROM's); default `capital-readiness.invalid`. */
  messageIdDomain?: string;
}

const MAX_ATTEMPTS = 5;

/** The Message-ID of an outbox row: one per message, so a relay or mail client can recognise a repeat. */
export function messageIdOf(outboxId: string, domain = 'capital-readiness.invalid'): string {
  return `<outbox.${outboxId}@${domain}>`;
}

/** The domain part of a From address (`Name <a@b>` or `a@b`), for Message-IDs. */
export function mailDomainOf(from: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(from);
  return m?.[1] ?? 'capital-readiness.invalid';
}

/** Writes the message to the outbox, then tries to deliver it when a transport is configured. */
export async function enqueueMail(deps: MailDeps, m: { to: string; subject: string; body: string; kind: string }): Promise<void> {
  const row = await insertMail(deps.db, m);
  if (deps.transport) await deliver(deps, row.id, m, row.attempts);
}

/**
 * At most once (ADR 0063): the row is claimed (`sending_at`) before the hand-over and marked sent after
 * it. A sender that dies between the two leaves the claim: no later run sends it again. A hand-over
 * that fails releases the claim (nothing was accepted) for a later attempt with the same Message-ID.
 */
async function deliver(deps: MailDeps, id: string, m: { to: string; subject: string; body: string }, attempts: number) {
  if (!(await claimForSending(deps.db, id, deps.now()))) return;
  try {
    await deps.transport!({ to: m.to, subject: m.subject, text: m.body, messageId: messageIdOf(id, deps.messageIdDomain) });
  } catch (err) {
    await markFailed(deps.db, id, (err as Error).message, attempts + 1);
    return;
  }
  await markSent(deps.db, id, deps.now());
}

/** Retries undelivered messages (called periodically by the server when SMTP is configured). */
export async function retryOutbox(deps: MailDeps): Promise<number> {
  if (!deps.transport) return 0;
  const pending = await listUnsent(deps.db, MAX_ATTEMPTS);
  for (const row of pending) await deliver(deps, row.id, row, row.attempts);
  return pending.length;
}

/** Sends one stored message now (auto-heal's resend), under the same claim as every other send. */
export async function resendStored(deps: MailDeps, row: { id: string; to: string; subject: string; body: string; attempts: number }) {
  await deliver(deps, row.id, row, row.attempts);
}

/** Builds an SMTP transport from SMTP_URL (nodemailer), or null. */
export async function smtpTransport(url: string | null, from: string): Promise<MailDeps['transport']> {
  if (!url) return null;
  const { createTransport } = await import('nodemailer');
  const transporter = createTransport(url);
  return async (m) => {
    await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, messageId: m.messageId });
  };
}
