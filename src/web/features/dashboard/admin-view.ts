import type { Role } from '../../../domain/rbac/index.ts';

/** How many rows each admin list endpoint returns at most (src/server/modules/admin, client-errors): a full page means "at least". */
export const ADMIN_LIST_CAPS = { users: 500, errors: 200, outbox: 200 } as const;

/** A count over a capped list: `atLeast` when the list is full, so the figure never understates silently. */
export interface CappedCount {
  value: number;
  atLeast: boolean;
}
const capped = (value: number, listLength: number, cap: number): CappedCount => ({ value, atLeast: listLength >= cap });

export function userFigures(users: ReadonlyArray<{ role: Role }>): { total: CappedCount; byRole: Record<Role, number> } {
  const byRole: Record<Role, number> = { proponent: 0, investor: 0, consultant: 0, admin: 0 };
  for (const u of users) byRole[u.role] += 1;
  return { total: capped(users.length, users.length, ADMIN_LIST_CAPS.users), byRole };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Error reports received in the 7 days before `now`, and the newest one's time (the list is newest first). */
export function errorFigures(reports: ReadonlyArray<{ receivedAt: string }>, now: Date): { lastWeek: CappedCount; latest: string | null } {
  const since = now.getTime() - WEEK_MS;
  const recent = reports.filter((r) => Date.parse(r.receivedAt) >= since).length;
  // Only a full list whose oldest row is still inside the week can hide more reports of the week.
  const oldest = reports.at(-1);
  const mayHideMore = reports.length >= ADMIN_LIST_CAPS.errors && oldest !== undefined && Date.parse(oldest.receivedAt) >= since;
  return { lastWeek: { value: recent, atLeast: mayHideMore }, latest: reports[0]?.receivedAt ?? null };
}

/** Outgoing mail by state: sent, failed (an error and not sent), waiting (neither). */
export function outboxFigures(messages: ReadonlyArray<{ sentAt: string | null; error: string | null }>): {
  sent: number;
  failed: number;
  pending: number;
  atLeast: boolean;
} {
  let sent = 0;
  let failed = 0;
  for (const m of messages) {
    if (m.sentAt) sent += 1;
    else if (m.error) failed += 1;
  }
  return { sent, failed, pending: messages.length - sent - failed, atLeast: messages.length >= ADMIN_LIST_CAPS.outbox };
}
