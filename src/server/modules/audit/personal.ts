import { createHash, randomBytes } from 'node:crypto';
import { canonicalJson } from './chain.ts';

/**
 * What of an audit entry is personal data, kept outside the hash chain (ADR 0014): the caller's
 * address, a target that is an e-mail address (a failed sign-in names one), and details whose key
 * names personal data or whose text contains an e-mail address. The chained row keeps the rest plus a
 * salted commitment to the personal part under `details._personal`.
 */
const PERSONAL_DETAIL_KEYS = new Set(['email', 'name', 'username', 'title', 'origin', 'userAgent', 'ip', 'to']);
const looksLikeEmail = (v: unknown) => typeof v === 'string' && /\S@\S/.test(v);

export interface PersonalPart {
  ip?: string;
  target?: string;
  details?: Record<string, unknown>;
}

export interface SplitEntry {
  chained: { ip: null; target: string | null; details: Record<string, unknown> | null };
  personal: { salt: string; data: PersonalPart; subjectEmail: string | null } | null;
}

/** The commitment the chained row carries: SHA-256(salt || canonical(data)), hex. */
export function personalCommitment(salt: string, data: PersonalPart): string {
  return createHash('sha256').update(salt).update(canonicalJson(data)).digest('hex');
}

/** Splits an entry's personal fields from what the chain hashes. */
export function splitPersonal(entry: { ip: string | null; target: string | null; details: Record<string, unknown> | null }): SplitEntry {
  const data: PersonalPart = {};
  if (entry.ip) data.ip = entry.ip;
  let target = entry.target;
  if (looksLikeEmail(target)) {
    data.target = target!;
    target = null;
  }
  let details: Record<string, unknown> | null = null;
  if (entry.details) {
    const kept: Record<string, unknown> = {};
    const moved: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(entry.details)) {
      if (PERSONAL_DETAIL_KEYS.has(k) || looksLikeEmail(v)) moved[k] = v;
      else kept[k] = v;
    }
    if (Object.keys(moved).length > 0) data.details = moved;
    details = kept;
  }
  if (Object.keys(data).length === 0) return { chained: { ip: null, target, details: entry.details }, personal: null };
  const salt = randomBytes(32).toString('hex');
  return {
    chained: { ip: null, target, details: { ...(details ?? {}), _personal: personalCommitment(salt, data) } },
    personal: { salt, data, subjectEmail: data.target ? data.target.toLowerCase() : null },
  };
}

/** The entry as it was recorded: the chained row with its personal part put back (or marked erased). */
export function rejoinPersonal<R extends { ip: string | null; target: string | null; details: Record<string, unknown> | null }>(
  row: R,
  personal: { data: PersonalPart | Record<string, unknown> } | null | undefined,
): R & { erased: boolean } {
  const commitment = row.details?._personal;
  if (typeof commitment !== 'string') return { ...row, erased: false };
  const { _personal: _, ...rest } = row.details!;
  void _;
  if (!personal) return { ...row, details: Object.keys(rest).length ? rest : null, erased: true };
  const data = personal.data as PersonalPart;
  const details = data.details ? { ...rest, ...data.details } : rest;
  return {
    ...row,
    ip: data.ip ?? row.ip,
    target: data.target ?? row.target,
    details: Object.keys(details).length ? details : null,
    erased: false,
  };
}
