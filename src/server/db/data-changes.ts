import type { Pool, PoolClient } from 'pg';

/**
 * Data generations for the read cache (docs/decisions/0045-read-cache.md): one counter per table, only
 * ever increasing, plus an epoch that stands for "every table". A cached answer records `stamp(tables)`
 * of the tables it was computed from; while the stamp is unchanged, no write this process could learn
 * of touched any of them (the counters only grow, so an unchanged sum means no counter moved).
 *
 * - `live`: false while changes from other writers could go unheard (PostgreSQL with the listener
 *   lost): nothing may be cached then;
 * - `uncovered`: tables the database announces no change of (PostgreSQL: no `cr_data_changed` trigger,
 *   e.g. a table added by a later migration that forgot it): a read depending on one is never cached.
 */
export interface DataChanges {
  readonly live: boolean;
  readonly uncovered: ReadonlySet<string>;
  stamp(tables: readonly string[]): number;
  /** Test and bench aid: sees the text of every statement this process sends (reads too). */
  observe(fn: ((sqlText: string) => void) | null): void;
}

export const DATA_CHANNEL = 'cr_data_changed';

/** The per-table counters and the epoch; `bump(null)` moves the epoch (every table). */
export class DataGenerations {
  #epoch = 0;
  #byTable = new Map<string, number>();
  bump(table: string | null): void {
    if (table === null) this.#epoch += 1;
    else this.#byTable.set(table, (this.#byTable.get(table) ?? 0) + 1);
  }
  stamp(tables: readonly string[]): number {
    let s = this.#epoch;
    for (const t of tables) s += this.#byTable.get(t) ?? 0;
    return s;
  }
}

const READ_ONLY = /^\s*select\b/i;
const ENDS_TX = /^\s*(commit|rollback|end|abort)\b/i;
/** Plain row writes name their table; anything else (DELETE may cascade, TRUNCATE, DDL, functions) moves every table. */
const NAMED_WRITE = /^\s*(insert|update)\b/i;

/**
 * Which tables a write touches, or null for "any table": an INSERT or UPDATE names its tables (every
 * known table name in the text counts, a column sharing a name only over-counts); a DELETE may cascade
 * to other tables and a trigger may write others (a new user's personal workspace), so both, and every
 * other statement, count as touching every table.
 */
export function tablesWritten(sqlText: string, known: RegExp, cascading: ReadonlySet<string>): string[] | null {
  if (!NAMED_WRITE.test(sqlText)) return null;
  const found = new Set<string>();
  for (const m of sqlText.matchAll(known)) found.add(m[1]!.toLowerCase());
  if (found.size === 0) return null;
  for (const t of found) if (cascading.has(t)) return null;
  return [...found];
}

/** A word-bounded, case-insensitive alternation of the table names, quoted or not. */
export function tableNamePattern(names: readonly string[]): RegExp {
  const sorted = [...names].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\w.])"?(${sorted.join('|')})"?(?!\\w)`, 'gi');
}

/**
 * Wraps every connection the pool opens (as ADR 0036's feed does for sessions) so this process's own
 * writes move the generations of the tables they touch at once: when the statement starts and when it
 * ends, and again at the COMMIT or ROLLBACK of a transaction that made them. A write is therefore seen
 * by the next read on this instance before the write's response is sent.
 */
export function watchDataWrites(
  pool: Pool,
  gens: DataGenerations,
  tableNames: readonly string[],
  cascading: ReadonlySet<string>,
  observer: { fn: ((sqlText: string) => void) | null },
): void {
  const known = tableNamePattern(tableNames);
  pool.on('connect', (client: PoolClient) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    // The tables written inside the open transaction, bumped again at its end. Only inside one: a write in
    // autocommit is done when it returns, and kept here it would be bumped again at some later transaction's
    // end on this pooled connection, dropping cached reads of tables that later work never touched.
    let touched: Array<string | null> = [];
    let inTransaction = false;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: unknown } | null)?.text ?? '');
      if (typeof text !== 'string') return original(...args);
      observer.fn?.(text);
      if (READ_ONLY.test(text)) return original(...args);
      let written: Array<string | null>;
      if (ENDS_TX.test(text)) {
        written = touched;
        touched = [];
        inTransaction = false;
      } else if (/^\s*(begin|start transaction)\b/i.test(text)) {
        inTransaction = true;
        return original(...args);
      } else if (/^\s*(savepoint|release|set|show|listen|unlisten)\b/i.test(text)) {
        return original(...args);
      } else {
        const t = tablesWritten(text, known, cascading);
        written = t === null ? [null] : t;
        if (inTransaction) touched.push(...written);
      }
      if (written.length === 0) return original(...args);
      const bump = () => {
        for (const t of written) gens.bump(t);
      };
      bump();
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const cb = args[last] as (...r: unknown[]) => void;
        args[last] = (...r: unknown[]) => {
          bump();
          cb(...r);
        };
        return original(...args);
      }
      const out = original(...args);
      if (out && typeof (out as Promise<unknown>).then === 'function') (out as Promise<unknown>).then(bump, bump);
      else bump();
      return out;
    };
  });
}
