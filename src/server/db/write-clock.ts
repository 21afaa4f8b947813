import { tablesWritten, type DataGenerations } from './data-changes.ts';

/**
 * A counter of writes through the one connection of a single-process database (the embedded PGlite:
 * its directory is locked against every other process, so every write to it passes here).
 *
 * A statement that is not a plain SELECT, and every transaction, moves the counter when it starts
 * and again when it ends, whether it commits, rolls back or fails. A value read before a query and
 * found unchanged after it therefore proves that no write started or finished in between, and a
 * result kept with that value stays exactly what the database holds for as long as the counter
 * does not move (docs/decisions/0009-session-rows-kept-between-writes.md).
 */
export interface WriteClock {
  readonly generation: number;
}

/** The part of PGlite's client the wrapper touches. */
export interface QueryClient {
  query(...args: never[]): Promise<unknown>;
  exec(...args: never[]): Promise<unknown>;
  transaction(...args: never[]): Promise<unknown>;
}

/** A plain SELECT reads; anything else (INSERT, UPDATE, DELETE, WITH, DDL, SET ...) counts as a write. */
export function isReadOnlyStatement(sqlText: unknown): boolean {
  return typeof sqlText === 'string' && /^\s*select\b/i.test(sqlText);
}

/**
 * Per-table generations kept beside the clock (ADR 0045, amended): each write moves only the tables its text
 * names (`tablesWritten`: a DELETE, a cascading table or any other statement moves every table), when it
 * starts and when it ends; a transaction's statements do so one by one and their tables move again when it
 * ends. The embedded database holds its one connection for a whole transaction, so no read runs between.
 */
export interface TableWrites {
  gens: DataGenerations;
  known: RegExp;
  cascading: ReadonlySet<string>;
}

type Tx = {
  query: (...args: unknown[]) => Promise<unknown>;
  exec: (...args: unknown[]) => Promise<unknown>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

/** Wraps the client's query, exec and transaction in place and returns the clock they move. */
export function trackWrites(client: QueryClient, perTable?: TableWrites): WriteClock {
  const clock = { generation: 0 };
  const tablesOf = (sqlText: unknown): Array<string | null> =>
    perTable && typeof sqlText === 'string' ? (tablesWritten(sqlText, perTable.known, perTable.cascading) ?? [null]) : [null];
  const bump = (tables: Array<string | null>) => {
    clock.generation += 1;
    if (perTable) for (const t of tables) perTable.gens.bump(t);
  };
  const around =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, written: (args: A) => Array<string | null> | null) =>
    async (...args: A): Promise<R> => {
      const tables = written(args);
      if (!tables) return await fn(...args);
      bump(tables);
      try {
        return await fn(...args);
      } finally {
        bump(tables);
      }
    };
  const c = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  c.query = around(c.query.bind(client), (args) => (isReadOnlyStatement(args[0]) ? null : tablesOf(args[0])));
  c.exec = around(c.exec.bind(client), () => [null]);
  const transaction = c.transaction.bind(client);
  c.transaction = around(
    (fn: unknown, ...rest: unknown[]) => {
      if (!perTable || typeof fn !== 'function') return transaction(fn, ...rest);
      const touched: Array<string | null> = [];
      return transaction(
        async (tx: Tx) => {
          const inner: Tx = {
            query: around(tx.query.bind(tx), (args) => {
              if (isReadOnlyStatement(args[0])) return null;
              const tables = tablesOf(args[0]);
              touched.push(...tables);
              return tables;
            }),
            exec: around(tx.exec.bind(tx), () => (touched.push(null), [null])),
            rollback: () => tx.rollback(),
            get closed() {
              return tx.closed;
            },
          };
          return (fn as (tx: Tx) => Promise<unknown>)(inner);
        },
        ...rest,
      ).finally(() => bump(touched));
    },
    // Without per-table generations a transaction is one write of every table, from its start to its end.
    () => (perTable ? [] : [null]),
  );
  return clock;
}
