import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { latencyBucket } from '../../../domain/developer/index.ts';
import { apiKeys, apiKeyUsage } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

interface Tally {
  keyId: string;
  day: string;
  routeGroup: string;
  bucket: number;
  count: number;
  errors: number;
}

/**
 * Counts each use of a key in memory and writes the tallies in one statement every few seconds
 * (ADR 0040): a request costs a map update, not a write. Rows add up in the database, so instances
 * flush independently; the last use (time and address) of each key is written with the same flush.
 */
export class ApiUsageRecorder {
  #tallies = new Map<string, Tally>();
  #lastUse = new Map<string, { at: Date; ip: string }>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  readonly #db: Db;

  constructor(db: Db, flushEveryMs: number) {
    this.#db = db;
    if (flushEveryMs > 0) {
      this.#timer = setInterval(() => void this.flush().catch(() => undefined), flushEveryMs);
      this.#timer.unref();
    }
  }

  record(keyId: string, routeGroup: string, at: Date, ms: number, isError: boolean, ip: string): void {
    const day = at.toISOString().slice(0, 10);
    const bucket = latencyBucket(ms);
    const id = `${keyId}|${day}|${routeGroup}|${bucket}`;
    const t = this.#tallies.get(id) ?? { keyId, day, routeGroup, bucket, count: 0, errors: 0 };
    t.count += 1;
    if (isError) t.errors += 1;
    this.#tallies.set(id, t);
    const last = this.#lastUse.get(keyId);
    if (!last || last.at.getTime() <= at.getTime()) this.#lastUse.set(keyId, { at, ip });
  }

  /** Writes what was counted since the last flush (one at a time; readers call it before reading). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.flush().catch(() => undefined);
  }

  async #write(): Promise<void> {
    if (this.#tallies.size === 0 && this.#lastUse.size === 0) return;
    const tallies = [...this.#tallies.values()];
    const lastUse = [...this.#lastUse.entries()];
    this.#tallies = new Map();
    this.#lastUse = new Map();
    // A key deleted meanwhile (its owner erased) has nowhere to count.
    const ids = [...new Set([...tallies.map((t) => t.keyId), ...lastUse.map(([id]) => id)])];
    const alive = new Set((await this.#db.select({ id: apiKeys.id }).from(apiKeys).where(inArray(apiKeys.id, ids))).map((r) => r.id));
    const rows = tallies.filter((t) => alive.has(t.keyId));
    if (rows.length > 0)
      await this.#db
        .insert(apiKeyUsage)
        .values(rows)
        .onConflictDoUpdate({
          target: [apiKeyUsage.keyId, apiKeyUsage.day, apiKeyUsage.routeGroup, apiKeyUsage.bucket],
          set: { count: sql`${apiKeyUsage.count} + excluded.count`, errors: sql`${apiKeyUsage.errors} + excluded.errors` },
        });
    for (const [id, use] of lastUse) {
      if (!alive.has(id)) continue;
      await this.#db
        .update(apiKeys)
        .set({ lastUsedAt: use.at, lastUsedIp: use.ip })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, use.at))));
    }
  }
}
