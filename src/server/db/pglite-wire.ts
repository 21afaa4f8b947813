// The messages between the main thread's PGlite client (pglite-remote.ts) and the worker thread
// that owns the database (pglite.worker.ts). Everything here crosses by structured clone.

/** Query options that can cross: parser functions travel as the type OIDs they leave as text. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type OIDs whose values come back as PostgreSQL's text, unparsed (drizzle's parsers). */
  identity?: number[];
}

export type WireRequest =
  | { id: number; op: 'query'; tx?: number; sql: string; params?: unknown[]; options?: WireOptions }
  | { id: number; op: 'exec'; tx?: number; sql: string; options?: WireOptions }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as it crosses: its class by kind, its own cloneable properties (code, detail, ...). */
export interface WireError {
  kind: 'database' | 'aborted' | 'plain';
  name: string;
  message: string;
  stack: string | undefined;
  props: Record<string, unknown>;
  /** PGlite had added query, params and queryOptions to it; the main thread puts its originals back. */
  fromQuery: boolean;
}

export type WireAnswer = { ok: true; value: unknown } | { ok: false; error: WireError };
export type WireResponse = WireAnswer & { id: number };
