import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays } from '../../../domain/realization/index.ts';
import { calendarTokens } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates (or rotates: revokes the old one first) the user's feed token; the token itself is shown once. */
export async function rotateCalendarToken(db: Db, userId: string, now: Date): Promise<{ token: string; createdAt: Date }> {
  await revokeCalendarToken(db, userId, now);
  const token = randomBytes(24).toString('base64url');
  await db.insert(calendarTokens).values({ userId, tokenHash: hash(token), createdAt: now });
  return { token, createdAt: now };
}

export async function revokeCalendarToken(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(calendarTokens)
    .set({ revokedAt: now })
    .where(and(eq(calendarTokens.userId, userId), isNull(calendarTokens.revokedAt)));
}

export async function liveCalendarToken(db: Db, userId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(and(eq(calendarTokens.userId, userId), isNull(calendarTokens.revokedAt)));
  return row ?? null;
}

/** The user a live token belongs to, null when unknown or revoked. */
export async function userOfCalendarToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarTokens.userId })
    .from(calendarTokens)
    .where(and(eq(calendarTokens.tokenHash, hash(token)), isNull(calendarTokens.revokedAt)));
  return row?.userId ?? null;
}

export interface CalendarEvent {
  uid: string;
  date: string;
  summary: string;
  description?: string;
  url?: string;
}

/** RFC 5545 text escaping (3.3.11) and line folding at 75 octets (3.1). */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch, 'utf8') > (out.length === 0 ? 75 : 74)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}
const basic = (iso: string) => iso.replace(/-/g, '');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * An iCalendar (RFC 5545) feed of all-day events. No iCal library is in the project's dependencies
 * (the helper could not add one: node_modules is shared); this writer covers what the feed needs.
 */
export function toIcs(name: string, events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Capital Readiness//Realization//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${esc(name)}`,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}@capital-readiness`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${basic(e.date)}`,
      `DTEND;VALUE=DATE:${basic(addDays(e.date, 1))}`,
      `SUMMARY:${esc(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${esc(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
