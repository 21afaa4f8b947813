import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';
import type { WriteClock } from './write-clock.ts';
import type { AuthChanges } from './auth-changes.ts';
import type { DataChanges } from './data-changes.ts';
import type { QueueState } from './statement-queue.ts';

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
  /** PostgreSQL: changes to sessions and users from every instance (ADR 0036); absent on PGlite. */
  readonly authChanges?: AuthChanges | null;
  /** The read cache's data generations (ADR 0045); absent: nothing is cached. */
  readonly dataChanges?: DataChanges | null;
  /**
   * Answers true when the database is up, without waiting behind users' statements (the health
   * check): PGlite asks its thread when idle and trusts a working queue; PostgreSQL pings over a
   * connection of its own.
   */
  ping(): Promise<boolean>;
  /** Whether every migration this code ships is applied (readiness, ADR 0051). */
  schemaCurrent(): Promise<boolean>;
  /** How deep the queue for the database's connection(s) is: the load shedding reads it (ADR 0034). */
  queue(): QueueState;
  close(): Promise<void>;
}
