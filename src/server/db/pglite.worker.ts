// Worker thread: owns the embedded PGlite instance, so its WASM execution (synchronous, as long as a
// statement takes) never runs on the main thread's event loop (docs/decisions/0034). The main thread
// talks to it through pglite-remote.ts, which serialises statements and transactions exactly as one
// PGlite connection does; this side only executes what it is sent, in the order it arrives.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import type { WireAnswer, WireError, WireOptions, WireRequest } from './pglite-wire.ts';

const { pgDir, control } = workerData as { pgDir: string; control: MessagePort };
const port = parentPort!;

/** Sent instead of an error to make PGlite roll a transaction back at the main thread's request. */
const ROLLBACK_REQUESTED = Symbol('rollback requested');

function wireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { kind: 'plain', name: 'Error', message: String(err), stack: undefined, props: {}, fromQuery: false };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    // PGlite adds the query, its parameters and options (with parser functions) to an error; the
    // main thread puts back its own originals, so only the rest crosses.
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
    try {
      props[key] = structuredClone(value);
    } catch {
      /* not cloneable: left out */
    }
  }
  const kind = err instanceof TransactionAbortedError ? 'aborted' : err instanceof messages.DatabaseError ? 'database' : 'plain';
  return { kind, name: err.name, message: err.message, stack: err.stack, props, fromQuery: 'query' in err };
}

const identityParsers = new Map<string, NonNullable<QueryOptions['parsers']>>();
/** The parsers drizzle passes (identity, keeping dates, intervals and numeric arrays as text), rebuilt by type OID. */
function queryOptions(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.identity) {
    const key = wire.identity.join(',');
    let parsers = identityParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.identity.map((oid) => [oid, (value: string) => value]));
      identityParsers.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}

let db: PGlite;
const transactions = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; endId: number | null }>();

const reply = (id: number, response: WireAnswer) => port.postMessage({ id, ...response });
const answer = (id: number, work: Promise<unknown>) =>
  void work.then(
    (value) => reply(id, { ok: true, value }),
    (err: unknown) => reply(id, { ok: false, error: wireError(err) }),
  );

function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id: number, txId: number): void {
  let started = false;
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        transactions.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK_REQUESTED)), endId: null });
        started = true;
        reply(id, { ok: true, value: null });
      }),
  ).then(
    () => finished(txId, null),
    (err: unknown) => (started ? finished(txId, err === ROLLBACK_REQUESTED ? null : err) : reply(id, { ok: false, error: wireError(err) })),
  );
}

function finished(txId: number, err: unknown): void {
  const endId = transactions.get(txId)?.endId;
  transactions.delete(txId);
  if (endId == null) return;
  reply(endId, err === null ? { ok: true, value: null } : { ok: false, error: wireError(err) });
}

function handle(msg: WireRequest): void {
  try {
    switch (msg.op) {
      case 'query':
        return answer(msg.id, target(msg.tx).query(msg.sql, msg.params, queryOptions(msg.options)));
      case 'exec':
        return answer(msg.id, target(msg.tx).exec(msg.sql, queryOptions(msg.options)));
      case 'begin':
        return begin(msg.id, msg.tx);
      case 'rollback':
        return answer(msg.id, (target(msg.tx) as Transaction).rollback());
      case 'end': {
        const open = transactions.get(msg.tx);
        if (!open) return reply(msg.id, { ok: false, error: wireError(new Error('Transaction is closed')) });
        open.endId = msg.id;
        return open.finish(msg.commit);
      }
      case 'close':
        return answer(msg.id, db.close());
    }
  } catch (err) {
    reply(msg.id, { ok: false, error: wireError(err) });
  }
}

// The liveness channel: a ping runs a trivial query on the database itself, separately from the
// statements queue (the main thread only sends one when that queue is idle).
control.on('message', (msg: { id: number }) => {
  void db.query('select 1').then(
    () => control.postMessage({ id: msg.id, ok: true }),
    () => control.postMessage({ id: msg.id, ok: false }),
  );
});

try {
  db = await PGlite.create(pgDir);
  port.on('message', handle);
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: wireError(err) });
}
