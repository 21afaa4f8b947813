import { MessageChannel, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WireError, WireRequest, WireResponse } from './pglite-wire.ts';
import { checkParams, rebuildError, wireOptions, type Call } from './pglite-marshal.ts';
import { StatementQueue, type QueueState } from './statement-queue.ts';

export { wireOptions };

type Request = WireRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What a transaction's callback receives: the part of PGlite's Transaction drizzle uses. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The embedded database's thread stopped (crashed, or was closed): every call fails with this. */
export class DatabaseThreadError extends Error {
  override name = 'DatabaseThreadError';
}

/**
 * The embedded PGlite, run in a worker thread (docs/decisions/0034), behind the interface drizzle's
 * PGlite driver uses: query, exec and transaction. Like PGlite's single connection, statements run
 * one at a time in arrival order and a transaction holds the connection until it ends; the queue
 * doing that lives here, on the main thread, so its depth is known without asking the worker.
 */
export class RemotePglite {
  readonly queue = new StatementQueue();
  #worker: Worker;
  #control: MessageChannel['port1'];
  #calls = new Map<number, Call>();
  #pings = new Map<number, (ok: boolean) => void>();
  #nextId = 1;
  #nextTx = 1;
  #failure: Error | null = null;
  #closing = false;
  #pinging: Promise<boolean> | null = null;

  private constructor(worker: Worker, control: MessageChannel['port1']) {
    this.#worker = worker;
    this.#control = control;
  }

  /** Starts the worker and opens the database in `pgDir`; rejects with PGlite's own error if it cannot. */
  static async open(pgDir: string, onCrash: (err: Error) => void = () => undefined): Promise<RemotePglite> {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), {
      workerData: { pgDir, control: port2 },
      transferList: [port2],
    });
    const ready = await new Promise<{ ready: boolean; error?: WireError }>((resolve) => {
      worker.once('message', resolve);
      worker.once('error', (err) =>
        resolve({
          ready: false,
          error: { kind: 'plain', name: err.name, message: err.message, stack: err.stack, props: {}, fromQuery: false },
        }),
      );
      worker.once('exit', (code) =>
        resolve({
          ready: false,
          error: {
            kind: 'plain',
            name: 'Error',
            message: `database thread exited (${code})`,
            stack: undefined,
            props: {},
            fromQuery: false,
          },
        }),
      );
    });
    if (!ready.ready) {
      await worker.terminate();
      port1.close();
      throw rebuildError(ready.error!, { resolve: () => undefined, reject: () => undefined });
    }
    const remote = new RemotePglite(worker, port1);
    worker.on('message', (msg: WireResponse) => remote.#settle(msg));
    worker.on('error', (err) => remote.#fail(new DatabaseThreadError(`The embedded database thread failed: ${err.message}`), onCrash));
    worker.on('exit', (code) => remote.#fail(new DatabaseThreadError(`The embedded database thread exited (code ${code})`), onCrash));
    port1.on('message', (msg: { id: number; ok: boolean }) => {
      remote.#pings.get(msg.id)?.(msg.ok);
      remote.#pings.delete(msg.id);
    });
    worker.unref();
    port1.unref();
    return remote;
  }

  /** The thread is running and the database has not been closed. */
  get alive(): boolean {
    return this.#failure === null && !this.#closing;
  }

  #settle(msg: WireResponse): void {
    const call = this.#calls.get(msg.id);
    if (!call) return;
    this.#calls.delete(msg.id);
    if (this.#calls.size === 0) this.#worker.unref();
    if (msg.ok) call.resolve(msg.value);
    else call.reject(rebuildError(msg.error, call));
  }

  #fail(err: Error, onCrash: (err: Error) => void): void {
    if (this.#failure) return;
    this.#failure = this.#closing ? new DatabaseThreadError('The embedded database is closed') : err;
    for (const call of this.#calls.values()) call.reject(this.#failure);
    this.#calls.clear();
    for (const resolve of this.#pings.values()) resolve(false);
    this.#pings.clear();
    this.queue.fail(this.#failure);
    this.#control.close();
    if (!this.#closing) onCrash(err);
  }

  #send(request: Request, call: Omit<Call, 'resolve' | 'reject'> = {}): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // Referenced while an answer is awaited (a script awaiting its query must not exit), not otherwise.
      if (this.#calls.size === 0) this.#worker.ref();
      this.#calls.set(id, { resolve, reject, ...call });
      this.#worker.postMessage({ id, ...request });
    });
  }

  #statement<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    checkParams(params);
    const wire = wireOptions(options);
    return this.#send({ op: 'query', tx, sql, params, options: wire }, { sql, params, options }) as Promise<Results<T>>;
  }

  #exec(tx: number | undefined, sql: string, options: QueryOptions | undefined): Promise<Results[]> {
    return this.#send({ op: 'exec', tx, sql, options: wireOptions(options) }, { sql, options }) as Promise<Results[]>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queue.run(() => this.#statement<T>(undefined, sql, params, options));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.queue.run(() => this.#exec(undefined, sql, options));
  }

  /** Holds the connection from BEGIN to COMMIT (or ROLLBACK when `fn` throws), as PGlite's transaction does. */
  transaction<T>(fn: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    return this.queue.run(async () => {
      const txId = this.#nextTx++;
      await this.#send({ op: 'begin', tx: txId });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: RemoteTransaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => (
          open(),
          this.#statement<R>(txId, sql, params, options)
        ),
        exec: async (sql: string, options?: QueryOptions) => (open(), this.#exec(txId, sql, options)),
        rollback: async () => {
          open();
          await this.#send({ op: 'rollback', tx: txId });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (err) {
        closed = true;
        await this.#send({ op: 'end', tx: txId, commit: false });
        throw err;
      }
      closed = true;
      await this.#send({ op: 'end', tx: txId, commit: true });
      return result;
    });
  }

  /**
   * Liveness that never waits behind users' statements: false when the thread has stopped or the
   * database is closed; while statements are queued or running, the thread is working on them (a
   * running statement blocks it, so it could not answer sooner); when idle, a trivial query on the
   * database itself over a separate channel, which must answer within `timeoutMs`.
   */
  ping(timeoutMs = 2_000): Promise<boolean> {
    if (!this.alive) return Promise.resolve(false);
    if (this.queue.state().busy) return Promise.resolve(true);
    // Health checks arriving together share one round trip.
    return (this.#pinging ??= this.#roundTrip(timeoutMs).finally(() => {
      this.#pinging = null;
    }));
  }

  async #roundTrip(timeoutMs: number): Promise<boolean> {
    const id = this.#nextId++;
    const answered = new Promise<boolean>((resolve) => this.#pings.set(id, resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      // Past the timeout the database still counts as up if the queue has started working meanwhile.
      timer = setTimeout(() => resolve(this.alive && this.queue.state().busy), timeoutMs);
    });
    this.#control.postMessage({ id });
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
      this.#pings.delete(id);
    }
  }

  queueState(): QueueState {
    return this.queue.state();
  }

  /** Ends the thread at once, as a crash would (what runs fails; the directory is left as after a kill -9). */
  async kill(): Promise<void> {
    await this.#worker.terminate();
  }

  /** Lets queued work finish, closes PGlite (its directory left consistent) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure) return;
    try {
      await this.queue.run(async () => {
        this.#closing = true;
        await this.#send({ op: 'close' });
      });
    } finally {
      this.#closing = true;
      await this.#worker.terminate();
    }
  }
}
