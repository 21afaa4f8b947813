/** What the single connection is doing: how many statements or transactions wait for it. */
export interface QueueState {
  /** Statements and transactions waiting for the connection (not counting the one holding it). */
  waiting: number;
  /** Something holds the connection now. */
  busy: boolean;
  /** A smoothed time one unit of work holds the connection, in milliseconds (0 before any). */
  serviceMs: number;
  /** Connections serving the queue in parallel (PGlite: 1; PostgreSQL: the pool's size). Default 1. */
  connections?: number;
}

/**
 * A first-in, first-out lock in front of one database connection: each `run` holds it for the
 * whole of its work (a statement, or a transaction from BEGIN to its end), as PGlite's own
 * connection does; the next starts when it ends, whether it succeeded or failed.
 */
export class StatementQueue {
  #busy = false;
  #waiters: { start: () => void; reject: (err: Error) => void }[] = [];
  #serviceMs = 0;

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.#busy) {
      this.#busy = true;
      return this.#hold(work);
    }
    return new Promise<T>((resolve, reject) => {
      this.#waiters.push({ start: () => void this.#hold(work).then(resolve, reject), reject });
    });
  }

  async #hold<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - started;
      this.#serviceMs = this.#serviceMs === 0 ? took : this.#serviceMs * 0.8 + took * 0.2;
      const next = this.#waiters.shift();
      if (next) next.start();
      else this.#busy = false;
    }
  }

  /** Fails every waiter (the connection is gone); what holds it fails on its own. */
  fail(err: Error): void {
    for (const waiter of this.#waiters.splice(0)) waiter.reject(err);
  }

  state(): QueueState {
    return { waiting: this.#waiters.length, busy: this.#busy, serviceMs: this.#serviceMs };
  }
}
