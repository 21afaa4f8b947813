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

/** Wraps the client's query, exec and transaction in place and returns the clock they move. */
export function trackWrites(client: QueryClient): WriteClock {
  const clock = { generation: 0 };
  const around =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, isWrite: (args: A) => boolean) =>
    async (...args: A): Promise<R> => {
      if (!isWrite(args)) return await fn(...args);
      clock.generation += 1;
      try {
        return await fn(...args);
      } finally {
        clock.generation += 1;
      }
    };
  const c = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  c.query = around(c.query.bind(client), (args) => !isReadOnlyStatement(args[0]));
  c.exec = around(c.exec.bind(client), () => true);
  c.transaction = around(c.transaction.bind(client), () => true);
  return clock;
}
