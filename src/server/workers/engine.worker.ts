// Worker thread: runs the engine off the event loop. Messages: { kind, payload } → { ok, value | error }.
import { parentPort } from 'node:worker_threads';
import { evaluationOfRecord, runEvaluation, type EvaluationInput, type EvaluationOptions } from '../../domain/evaluation/index.ts';
import { samplesCsv } from './samples-csv.ts';

type Job = { kind: 'evaluate' | 'samplesCsv'; payload: { input: EvaluationInput; options: EvaluationOptions } };

function handle(job: Job): unknown {
  if (job.kind === 'samplesCsv') {
    const run = runEvaluation(job.payload.input, { ...job.payload.options, keepSamples: true });
    return run.ok ? { ok: true, csv: samplesCsv(run.result.simulation?.samples ?? null) } : { ok: false, problems: run.problems };
  }
  // The evaluation of record, JSON-safe (NaN and ±Infinity become null) as jsonb stores it; the
  // browser's preview worker calls the same function (docs/decisions/0012).
  const run = evaluationOfRecord(job.payload.input, { ...job.payload.options, keepSamples: false });
  return run.ok ? { ok: true, result: run.result } : { ok: false, problems: run.problems };
}

parentPort!.on('message', (job: Job) => {
  try {
    parentPort!.postMessage({ ok: true, value: handle(job) });
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: (err as Error).message });
  }
});
