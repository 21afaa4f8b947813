import type { Client, Pool, PoolClient } from 'pg';
import { DATA_CHANNEL } from './data-changes.ts';

/**
 * What a process that keeps session rows on PostgreSQL needs to know about changes to sessions and
 * users (docs/decisions/0036-session-rows-kept-on-postgresql.md):
 * - `live`: a connection is LISTENing on `cr_auth_changed`; while it is not, nothing may be kept;
 * - `generation`: moves on every notification, on every write of this process that touches `sessions`
 *   or `users` (when it starts and when it ends, and at the COMMIT or ROLLBACK of a transaction that
 *   made one) and whenever the listener is lost or regained. A row read with the same value before and
 *   after was not raced by any change this process could learn of;
 * - `subscribe`: told the user whose rows to drop (from the triggers of migration 0031), or `null`
 *   for every user (a local write, whose user this layer cannot tell; a lost listener; a TRUNCATE).
 */
export interface AuthChanges {
  readonly live: boolean;
  readonly generation: number;
  subscribe(drop: (userId: string | null) => void): void;
  /** Other instances' maintenance announcements (ADR 0063); absent on test doubles. */
  subscribeMaintenance?(told: (payload: string) => void): void;
}

export const AUTH_CHANNEL = 'cr_auth_changed';
/** A restore from a backup announced by the instance running it (ADR 0063): its state as JSON, '' when over. */
export const MAINTENANCE_CHANNEL = 'cr_maintenance';

/** A statement that writes `sessions` or `users` (anything but a plain SELECT naming either table). */
const TOUCHES_AUTH = /\b(sessions|users)\b/i;
const READ_ONLY = /^\s*select\b/i;
const ENDS_TX = /^\s*(commit|rollback|end|abort)\b/i;

type Listener = (userId: string | null) => void;

/** The tables of this schema that carry no `cr_data_changed` trigger (migration 0041): their changes go unannounced. */
const UNCOVERED_TABLES = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = current_schema()
    and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'cr_data_changed')`;

export class AuthChangeFeed implements AuthChanges {
  #live = false;
  #generation = 0;
  #listeners: Listener[] = [];
  #dataListeners: Listener[] = [];
  #maintenanceListeners: ((payload: string) => void)[] = [];
  #uncovered: ReadonlySet<string> = new Set();
  #client: Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  #connect: () => Client;

  constructor(connect: () => Client) {
    this.#connect = connect;
  }

  get live(): boolean {
    return this.#live;
  }
  get generation(): number {
    return this.#generation;
  }
  subscribe(drop: Listener): void {
    this.#listeners.push(drop);
  }
  /**
   * The read cache's feed (ADR 0045), on the same connection: told the table a statement of any
   * instance changed (statement triggers of migration 0041), or `null` (every table) when the listener
   * is lost or regained.
   */
  subscribeData(changed: Listener): void {
    this.#dataListeners.push(changed);
  }
  /** Told each maintenance announcement of any instance (ADR 0063): the state as JSON, or '' when it ended. */
  subscribeMaintenance(told: (payload: string) => void): void {
    this.#maintenanceListeners.push(told);
  }
  /** Tables whose changes the database does not announce (read once LISTEN holds). */
  get uncovered(): ReadonlySet<string> {
    return this.#uncovered;
  }
  #dataChanged(table: string | null): void {
    for (const l of this.#dataListeners) l(table);
  }

  /** Something changed: every read in flight is raced, and kept rows of `userId` (null: all) go. */
  changed(userId: string | null): void {
    this.#generation += 1;
    for (const l of this.#listeners) l(userId);
  }

  /** Opens the listening connection; resolves once LISTEN holds (or fails, leaving the feed not live and retrying). */
  async start(): Promise<void> {
    if (this.#closed) return;
    const client = this.#connect();
    this.#client = client;
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#live = false;
      this.changed(null);
      this.#dataChanged(null);
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (!this.#closed) this.#retry = setTimeout(() => void this.start(), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) this.changed(n.payload ? n.payload : null);
      else if (n.channel === DATA_CHANNEL) this.#dataChanged(n.payload ? n.payload : null);
      else if (n.channel === MAINTENANCE_CHANNEL) for (const l of this.#maintenanceListeners) l(n.payload ?? '');
    });
    try {
      await client.connect();
      // The auth channel last: it is the connection's last statement, which identifies it in pg_stat_activity.
      const uncovered = await client.query<{ name: string }>(UNCOVERED_TABLES);
      await client.query(`LISTEN ${MAINTENANCE_CHANNEL}`);
      await client.query(`LISTEN ${DATA_CHANNEL}`);
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
      if (this.#client !== client) return;
      this.#uncovered = new Set(uncovered.rows.map((r) => r.name));
      this.changed(null);
      this.#dataChanged(null);
      this.#live = true;
    } catch {
      lost();
    }
  }

  /**
   * Wraps each connection the pool opens so this process's own writes to `sessions` or `users` move the
   * generation at once, without waiting for their notification to come back.
   */
  watch(pool: Pool): void {
    pool.on('connect', (client: PoolClient) => {
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      let dirty = false;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : ((first as { text?: unknown } | null)?.text ?? '');
        if (typeof text !== 'string' || READ_ONLY.test(text)) return original(...args);
        const touches = TOUCHES_AUTH.test(text);
        const ends = dirty && ENDS_TX.test(text);
        if (!touches && !ends) return original(...args);
        dirty = touches && !ends;
        this.changed(null);
        const done = () => this.changed(null);
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const cb = args[last] as (...r: unknown[]) => void;
          args[last] = (...r: unknown[]) => {
            done();
            cb(...r);
          };
          return original(...args);
        }
        const out = original(...args);
        if (out && typeof (out as Promise<unknown>).then === 'function') (out as Promise<unknown>).then(done, done);
        else done();
        return out;
      };
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    if (this.#retry) clearTimeout(this.#retry);
    const c = this.#client;
    this.#client = null;
    if (c) {
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  }
}
