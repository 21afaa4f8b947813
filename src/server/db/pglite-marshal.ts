// How statements, options, parameters and errors cross the boundary to the embedded database's thread
// (pglite-remote.ts): options and parameters are checked before they leave, errors rebuilt on arrival.
import { TransactionAbortedError, messages, type QueryOptions } from '@electric-sql/pglite';
import type { WireError, WireOptions } from './pglite-wire.ts';

export type Call = {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  sql?: string;
  params?: unknown[];
  options?: QueryOptions;
};

const identityChecked = new WeakMap<object, number[]>();
const PROBE = '2001-02-03 04:05:06.789+00';

/**
 * Query options as they can cross the thread boundary. Drizzle's parsers keep dates, timestamps,
 * intervals and some arrays as PostgreSQL's text (identity functions); the worker rebuilds them
 * by type OID. Anything else (a parser that transforms, serializers, notice callbacks, blobs)
 * cannot be reproduced there and is refused rather than silently changed.
 */
export function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, paramTypes, parsers, serializers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((k) => (rest as Record<string, unknown>)[k] !== undefined);
  if (unsupported.length > 0 || (serializers && Object.keys(serializers).length > 0)) {
    throw new TypeError(
      `The embedded database thread cannot take the query option(s) ${[...unsupported, ...(serializers ? ['serializers'] : [])].join(', ')}`,
    );
  }
  const wire: WireOptions = {};
  if (rowMode) wire.rowMode = rowMode;
  if (paramTypes) wire.paramTypes = paramTypes;
  if (parsers) {
    let oids = identityChecked.get(parsers);
    if (!oids) {
      oids = Object.entries(parsers).map(([oid, parse]) => {
        if (parse(PROBE, Number(oid)) !== PROBE)
          throw new TypeError(`The embedded database thread cannot run the parser for type ${oid}: only parsers that keep the text cross`);
        return Number(oid);
      });
      identityChecked.set(parsers, oids);
    }
    wire.identity = oids;
  }
  return wire;
}

/** A parameter PGlite would serialise through its prototype (a class instance) cannot cross unchanged. */
export function checkParams(params: unknown[] | undefined): void {
  for (const p of params ?? []) {
    if (p === null || typeof p !== 'object' || p instanceof Date || ArrayBuffer.isView(p)) continue;
    const proto = Object.getPrototypeOf(p) as unknown;
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) {
      throw new TypeError(
        `The embedded database thread cannot take a ${(p as object).constructor?.name ?? 'class instance'} parameter: pass its value`,
      );
    }
  }
}

export function rebuildError(w: WireError, call: Call): Error {
  const Base =
    w.kind === 'aborted'
      ? TransactionAbortedError
      : w.kind === 'database'
        ? messages.DatabaseError
        : (globalThis as Record<string, unknown>)[w.name];
  const err = new Error(w.message);
  if (typeof Base === 'function' && (Base === Error || Base.prototype instanceof Error))
    Object.setPrototypeOf(err, Base.prototype as object);
  if (w.stack) err.stack = w.stack;
  Object.assign(err, w.props);
  if (w.fromQuery) Object.assign(err, { query: call.sql, params: call.params, queryOptions: call.options });
  return err;
}
