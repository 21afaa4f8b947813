// The CPU worker (ADR 0033): every CPU-heavy job of a request runs here, off the event loop, in the one
// bounded, fair pool (lib/worker-pool.ts). Messages: { kind, payload } → { ok, value } | { ok: false, error, code?, details? }.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../lib/app-error.ts';
import { documentJobs, type Answer } from './document-jobs.ts';
import { engineJobs } from './engine-jobs.ts';

type Handler = (payload: never) => Answer | Promise<Answer>;
const HANDLERS: Record<string, Handler> = {
  evaluate: (p) => ({ value: engineJobs.evaluate(p) }),
  samplesCsv: (p) => {
    // The CSV can run to megabytes: sent back as UTF-8 bytes, moved rather than copied.
    const out = engineJobs.samplesCsv(p) as { ok: true; csv: string } | { ok: false };
    if (!out.ok) return { value: out };
    const bytes = new TextEncoder().encode(out.csv);
    return { value: { ok: true, bytes }, transfer: [bytes.buffer] };
  },
  ...(documentJobs as unknown as Record<string, Handler>),
};

parentPort!.on('message', async (job: { kind: string; payload: never }) => {
  try {
    const handler = HANDLERS[job.kind];
    if (!handler) throw new Error(`unknown job kind ${job.kind}`);
    const answer = await handler(job.payload);
    parentPort!.postMessage({ ok: true, value: answer.value }, answer.transfer ?? []);
  } catch (err) {
    if (err instanceof AppError) parentPort!.postMessage({ ok: false, error: err.message, code: err.code, details: err.details });
    else parentPort!.postMessage({ ok: false, error: (err as Error).message });
  }
});
