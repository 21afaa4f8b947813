import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}
interface Job {
  message: { kind: string; payload: unknown };
  pending: Pending;
}
interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * A fixed pool of worker threads running one module; jobs queue when all are busy. CPU-heavy work
 * (Monte Carlo, PDF, parsing) runs here so the event loop keeps answering requests. Workers start
 * lazily; a worker that dies fails its job and is replaced.
 */
export class WorkerPool {
  readonly size: number;
  #file: URL;
  #slots: Slot[] = [];
  #queue: Job[] = [];
  #closed = false;

  constructor(file: URL, size = Math.max(1, availableParallelism())) {
    this.#file = file;
    this.size = size;
  }

  #spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.#file), busy: null };
    slot.worker.on('message', (msg: { ok: boolean; value?: unknown; error?: string }) => {
      const p = slot.busy;
      slot.busy = null;
      if (p && msg.ok) p.resolve(msg.value);
      else if (p) p.reject(new Error(msg.error ?? 'worker failed'));
      this.#drain();
    });
    slot.worker.on('error', (err) => {
      slot.busy?.reject(err);
      slot.busy = null;
    });
    slot.worker.on('exit', () => {
      if (this.#closed) return;
      slot.busy?.reject(new Error('worker exited'));
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots[i] = this.#spawn();
      this.#drain();
    });
    slot.worker.unref();
    return slot;
  }

  #drain(): void {
    // Workers start on first use, one per queued job up to the pool size: no idle threads (and no
    // start-up CPU) in a process that never evaluates anything.
    while (this.#slots.length < this.size && this.#queue.length > this.#slots.filter((s) => !s.busy).length) {
      this.#slots.push(this.#spawn());
    }
    for (const slot of this.#slots) {
      if (slot.busy || this.#queue.length === 0) continue;
      const job = this.#queue.shift()!;
      slot.busy = job.pending;
      slot.worker.postMessage(job.message);
    }
  }

  /** Runs `kind` with `payload` on the next free worker. */
  run<T>(kind: string, payload: unknown): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ message: { kind, payload }, pending: { resolve: resolve as (v: unknown) => void, reject } });
      this.#drain();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.pending.reject(new Error('worker pool closed'));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
  }
}
