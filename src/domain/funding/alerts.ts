import { callStatus, daysBetween, type MatchCall } from './match.ts';

/**
 * Alerts on saved searches and saved calls (issue 14; ADR 0020). Pure decisions: does a new call
 * answer a saved search, which deadline reminder is due, when a digest e-mail goes out.
 */

export type AlertKind = 'new_call' | 'changed' | 'deadline_7' | 'deadline_1';
export type Digest = 'none' | 'daily' | 'weekly';

/** The filters of a saved search (the shape of the catalogue's search query). */
export interface SavedQuery {
  q?: string | undefined;
  status?: string | undefined;
  region?: string | undefined;
  sector?: string | undefined;
  aidForm?: string | undefined;
  size?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  deadlineBefore?: string | undefined;
  deadlineAfter?: string | undefined;
  funder?: string | undefined;
  source?: string | undefined;
}

export interface AlertCall extends MatchCall {
  funder: string;
  source: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether a call answers a saved search, read the way the catalogue's search reads its filters: every
 * word of `q` appears in the call's title, description, programme or funder (accents and case
 * ignored; the catalogue's full-text search also stems, so this errs on fewer alerts, never on
 * unrelated ones); a region filter accepts calls covering it (IT covers ITC4) or with no territory;
 * a sector filter likewise by code prefix; the amount filters overlap the call's range.
 */
export function callAnswersSearch(q: SavedQuery, call: AlertCall, today: string): boolean {
  if (q.q) {
    const text = fold([call.title, call.description ?? '', call.programme ?? '', call.funder].join(' '));
    if (
      !fold(q.q)
        .split(/\s+/)
        .filter(Boolean)
        .every((w) => text.includes(w))
    )
      return false;
  }
  if (q.status) {
    const s = callStatus(call, today);
    if (q.status === 'open' ? s !== 'open' && s !== 'closing' : s !== q.status) return false;
  }
  if (q.region) {
    const r = q.region.toUpperCase();
    if (call.regions.length > 0 && !call.regions.some((c) => r.startsWith(c.toUpperCase()) || c.toUpperCase().startsWith(r))) return false;
  }
  if (q.sector) {
    const s = q.sector.toUpperCase().replace(/\./g, '');
    if (
      call.sectors.length > 0 &&
      !call.sectors.some((c) => {
        const cc = c.toUpperCase().replace(/\./g, '');
        return s.startsWith(cc) || cc.startsWith(s);
      })
    )
      return false;
  }
  if (q.aidForm && call.aidForm !== q.aidForm) return false;
  if (q.size && call.sizes.length > 0 && !call.sizes.includes(q.size)) return false;
  if (q.minAmount !== undefined && call.maxAmount !== null && call.maxAmount < q.minAmount) return false;
  if (q.maxAmount !== undefined && call.minAmount !== null && call.minAmount > q.maxAmount) return false;
  if (q.deadlineBefore && (!call.closesAt || call.closesAt > q.deadlineBefore)) return false;
  if (q.deadlineAfter && (!call.closesAt || call.closesAt < q.deadlineAfter)) return false;
  if (q.funder && !fold(call.funder).includes(fold(q.funder))) return false;
  if (q.source && call.source !== q.source) return false;
  return true;
}

/**
 * The deadline reminder due today for a saved call: 'deadline_7' from 7 days before the closing date
 * down to 2, 'deadline_1' on the last day before and on the day itself; null otherwise (no date,
 * far off, or closed). Each is sent once (the bookkeeping table), so a run that misses the exact day
 * still sends it later in its window.
 */
export function deadlineAlertDue(closesAt: string | null, today: string): 'deadline_7' | 'deadline_1' | null {
  if (!closesAt) return null;
  const left = daysBetween(today, closesAt);
  if (left < 0 || left > 7) return null;
  return left <= 1 ? 'deadline_1' : 'deadline_7';
}

/**
 * When the e-mail for an alert created at `now` is due: at once without a digest; for a daily digest
 * the next 07:00 UTC; for a weekly one the next Monday 07:00 UTC. Alerts due by a run go in one e-mail
 * per person.
 */
export function emailDueAt(digest: Digest, now: Date): Date {
  if (digest === 'none') return now;
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  if (digest === 'weekly') while (at.getUTCDay() !== 1) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
