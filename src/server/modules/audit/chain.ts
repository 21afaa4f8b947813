import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainedFields {
  seq: number;
  at: Date;
  actorId: string | null;
  action: string;
  target: string | null;
  outcome: 'success' | 'failure' | 'denied';
  ip: string | null;
  details: Record<string, unknown> | null;
}

/** JSON with object keys sorted at every depth, so jsonb's own key order cannot change a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** hash = SHA-256(prevHash "\n" canonical(entry)), hex. */
export function chainHash(prevHash: string, e: ChainedFields): string {
  const canonical = canonicalJson([e.seq, e.at.toISOString(), e.actorId, e.action, e.target, e.outcome, e.ip, e.details]);
  return createHash('sha256').update(prevHash).update('\n').update(canonical).digest('hex');
}
