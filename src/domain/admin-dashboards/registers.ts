import { statutoryDeadline } from '../privacy/index.ts';

/** A data-subject request's state on the GDPR register: answered, still within its month, or past it. */
export type RequestState = 'open' | 'overdue' | 'done';

/**
 * GDPR art. 12(3): one month from receipt (statutoryDeadline), extendable "by two further months where
 * necessary". The extended date counts three months the same way (same day, or the month's last day).
 * @example extendedDeadline(new Date('2026-01-31T10:00:00Z')) // 2026-04-30T23:59:59.999Z
 */
export function extendedDeadline(receivedAt: Date): Date {
  const y = receivedAt.getUTCFullYear();
  const m = receivedAt.getUTCMonth() + 3;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(receivedAt.getUTCDate(), lastDay), 23, 59, 59, 999));
}

/** Done once answered (archive ready, expired after delivery, or erasure completed); else open until the one-month deadline, then overdue. */
export function requestState(status: string, receivedAt: Date, now: Date): RequestState {
  if (status === 'ready' || status === 'expired' || status === 'completed') return 'done';
  return now <= statutoryDeadline(receivedAt) ? 'open' : 'overdue';
}

/** A call's deadline bucket on a day (UTC date string): closed, closing within 30 days, or open (incl. no deadline). */
export function callBucket(
  c: { closesAt: string | null; closedBySource: boolean; missingSince: Date | null },
  today: string,
): 'open' | 'closingSoon' | 'closed' {
  if (c.closedBySource || c.missingSince || (c.closesAt !== null && c.closesAt < today)) return 'closed';
  if (c.closesAt === null) return 'open';
  const in30 = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return c.closesAt <= in30 ? 'closingSoon' : 'open';
}
