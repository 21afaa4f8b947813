import { Worker, type Transferable } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { ErrorCode } from '../../contract/errors.ts';
import { AppError } from './app-error.ts';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}
interface Job {
  message: { kind: string; payload: unknown };
  transfer: readonly Transferable[];
  pending: Pending;
}
interface Slot {
  worker: Worker;
  busy: Pending | null;
  /** Ends an idle worker (its isolate, heap and loaded modules are 100+ MiB). */
  idle: NodeJS.Timeout | null;
  retired: boolean;
}
type Reply = { ok: true; value: unknown } | { ok: false; error?: string; code?: ErrorCode; details?: AppError['details'] };

export interface RunOptions {
  /** Whose work this is (a user id): queued jobs are taken round-robin between owners. */
  owner?: string;
  /** ArrayBuffers moved to the worker instead of copied (the caller must not use them after). */
  transfer?: readonly Transferable[];
}

/** Threads for CPU work: one core stays with the event loop (availableParallelism() − 1, at least 1). */
export const cpuWorkers = () => Math.max(1, availableParallelism() - 1);

/**
 * A fixed pool of worker threads running one module; jobs queue when all are busy. CPU-heavy work
 * (Monte Carlo, PDF rendering and sealing, import parsing, XLSX writing) runs here so the event loop
 * keeps answering requests. The queue is fair: one lane per owner, served round-robin, so one user's
 * ten queued jobs do not sit in front of another user's one (ADR 0033). Workers start lazily; a worker
 * that dies fails its job and is replaced. A worker may answer with an AppError's code, rethrown here.
 */
export class WorkerPool {
  readonly size: number;
  #file: URL;
  #slots: Slot[] = [];
  /** Lanes in round-robin order: the next job is the first lane's first; a lane with more goes to the back. */
  #lanes = new Map<string, Job[]>();
  #closed = false;
  #idleMs: number;

  /** `idleMs`: a worker with nothing to do for this long is ended (the next job starts a new one); 0 = never. */
  constructor(file: URL, size = cpuWorkers(), idleMs = 60_000) {
    this.#file = file;
    this.size = size;
    this.#idleMs = idleMs;
  }

  /** Worker threads running now (busy or idle). */
  get threads(): number {
    return this.#slots.length;
  }

  #rest(slot: Slot): void {
    if (this.#idleMs <= 0 || slot.busy || this.#closed) return;
    slot.idle = setTimeout(() => {
      if (slot.busy || this.#closed) return;
      slot.retired = true;
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      void slot.worker.terminate();
    }, this.#idleMs);
    slot.idle.unref();
  }

  /** Jobs waiting for a worker (not those running). */
  get queued(): number {
    let n = 0;
    for (const lane of this.#lanes.values()) n += lane.length;
    return n;
  }

  #spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.#file), busy: null, idle: null, retired: false };
    slot.worker.on('message', (msg: Reply) => {
      const p = slot.busy;
      slot.busy = null;
      if (p && msg.ok) p.resolve(msg.value);
      else if (p && !msg.ok) p.reject(msg.code ? new AppError(msg.code, msg.details) : new Error(msg.error ?? 'worker failed'));
      this.#drain();
      this.#rest(slot);
      if (!slot.busy) slot.worker.unref();
    });
    slot.worker.on('error', (err) => {
      slot.busy?.reject(err);
      slot.busy = null;
      slot.worker.unref();
    });
    slot.worker.on('exit', () => {
      if (this.#closed || slot.retired) return;
      slot.busy?.reject(new Error('worker exited'));
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots[i] = this.#spawn();
      this.#drain();
    });
    // An idle worker does not keep the process alive; a busy one does (ref'd while it holds a job), so a
    // caller awaiting a result with nothing else pending — the first start's sample evaluations — gets it.
    slot.worker.unref();
    return slot;
  }

  #next(): Job | undefined {
    const first = this.#lanes.entries().next();
    if (first.done) return undefined;
    const [owner, lane] = first.value;
    const job = lane.shift()!;
    this.#lanes.delete(owner);
    if (lane.length > 0) this.#lanes.set(owner, lane);
    return job;
  }

  #drain(): void {
    // Workers start on first use, one per queued job up to the pool size: no idle threads (and no
    // start-up CPU) in a process that never evaluates anything.
    while (this.#slots.length < this.size && this.queued > this.#slots.filter((s) => !s.busy).length) {
      this.#slots.push(this.#spawn());
    }
    for (const slot of this.#slots) {
      if (slot.busy) continue;
      const job = this.#next();
      if (!job) break;
      slot.busy = job.pending;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.worker.ref();
      slot.worker.postMessage(job.message, job.transfer);
    }
  }

  /** Runs `kind` with `payload` on the next free worker, in the owner's turn. */
  run<T>(kind: string, payload: unknown, opts: RunOptions = {}): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('worker pool closed'));
    const done = this.onTask;
    if (!done) return this.#queue<T>(kind, payload, opts);
    const started = performance.now();
    return this.#queue<T>(kind, payload, opts).then(
      (v) => (done(kind, (performance.now() - started) / 1000, true), v),
      (e: unknown) => {
        done(kind, (performance.now() - started) / 1000, false);
        throw e;
      },
    );
  }

  /** Told of every task's end, its queue wait included (the metrics, issue 26). */
  onTask: ((kind: string, seconds: number, ok: boolean) => void) | null = null;

  #queue<T>(kind: string, payload: unknown, opts: RunOptions): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const owner = opts.owner ?? '';
      const lane = this.#lanes.get(owner) ?? [];
      lane.push({
        message: { kind, payload },
        transfer: opts.transfer ?? [],
        pending: { resolve: resolve as (v: unknown) => void, reject },
      });
      this.#lanes.set(owner, lane);
      this.#drain();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const lane of this.#lanes.values()) for (const job of lane) job.pending.reject(new Error('worker pool closed'));
    this.#lanes.clear();
    for (const s of this.#slots) if (s.idle) clearTimeout(s.idle);
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }
}

/** A Buffer over bytes a worker sent (a Uint8Array after structured cloning), without copying them. */
export const asBuffer = (u: Uint8Array): Buffer => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
