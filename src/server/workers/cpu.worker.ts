// The CPU worker (ADR 0033): every CPU-heavy job of a request or a background job runs here, off the
// event loop, in the one bounded, fair pool (lib/worker-pool.ts).
// Messages: { kind, payload } → { ok, value } | { ok: false, error, code?, details? }.
// The engine is loaded at start; every other family of jobs (PDF, ZIP, XLSX, document analysis) only on
// its first job, so a worker that only evaluates does not hold pdfkit, exceljs or the PDF reader in memory.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../lib/app-error.ts';
import type { Answer } from './document-jobs.ts';
import { engineJobs } from './engine-jobs.ts';
import { portfolioMcChunk } from './portfolio-mc-jobs.ts';

type Handler = (payload: never) => Answer | Promise<Answer>;
type Handlers = Record<string, Handler>;
const HANDLERS: Handlers = {
  evaluate: (p) => ({ value: engineJobs.evaluate(p) }),
  planChunk: (p) => engineJobs.planChunk(p),
  'portfolio.mcChunk': (p) => portfolioMcChunk(p),
  'shadow.compare': (p) => ({ value: engineJobs.shadow(p) }),
  samplesCsv: (p) => {
    // The CSV can run to megabytes: sent back as UTF-8 bytes, moved rather than copied.
    const out = engineJobs.samplesCsv(p) as { ok: true; csv: string } | { ok: false };
    if (!out.ok) return { value: out };
    const bytes = new TextEncoder().encode(out.csv);
    return { value: { ok: true, bytes }, transfer: [bytes.buffer] };
  },
};
const FAMILIES: Array<() => Promise<Handlers>> = [
  async () => (await import('./document-jobs.ts')).documentJobs as unknown as Handlers,
  async () => (await import('./background-jobs.ts')).backgroundJobs as unknown as Handlers,
];
let loaded: Promise<void> | null = null;
async function handlerFor(kind: string): Promise<Handler | undefined> {
  if (!HANDLERS[kind]) {
    loaded ??= Promise.all(FAMILIES.map((f) => f())).then((all) => void Object.assign(HANDLERS, ...all));
    await loaded;
  }
  return HANDLERS[kind];
}

parentPort!.on('message', async (job: { kind: string; payload: never }) => {
  try {
    const handler = await handlerFor(job.kind);
    if (!handler) throw new Error(`unknown job kind ${job.kind}`);
    const answer = await handler(job.payload);
    parentPort!.postMessage({ ok: true, value: answer.value }, answer.transfer ?? []);
  } catch (err) {
    if (err instanceof AppError) parentPort!.postMessage({ ok: false, error: err.message, code: err.code, details: err.details });
    else parentPort!.postMessage({ ok: false, error: (err as Error).message });
  }
});
