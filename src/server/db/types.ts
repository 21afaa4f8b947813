import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';
import type { WriteClock } from './write-clock.ts';

/** A Drizzle database over either driver (PGlite or node-postgres), same schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Moves on every write when this process is the database's only client (PGlite); null on
   * PostgreSQL, which other instances may write to.
   */
  readonly writes: WriteClock | null;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
