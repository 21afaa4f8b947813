// Worker thread: runs the engine off the event loop. Messages: { kind, payload } → { ok, value | error }.
import { parentPort } from 'node:worker_threads';
import { runEvaluation, type EvaluationInput, type EvaluationOptions } from '../../domain/evaluation/index.ts';
import { samplesCsv } from './samples-csv.ts';

type Job = { kind: 'evaluate' | 'samplesCsv'; payload: { input: EvaluationInput; options: EvaluationOptions } };

function handle(job: Job): unknown {
  const run = runEvaluation(job.payload.input, { ...job.payload.options, keepSamples: job.kind === 'samplesCsv' });
  if (!run.ok) return { ok: false, problems: run.problems };
  if (job.kind === 'samplesCsv') return { ok: true, csv: samplesCsv(run.result.simulation?.samples ?? null) };
  // JSON-safe (NaN and ±Infinity become null) before crossing to the main thread and into jsonb.
  return { ok: true, result: JSON.parse(JSON.stringify(run.result)) };
}

parentPort!.on('message', (job: Job) => {
  try {
    parentPort!.postMessage({ ok: true, value: handle(job) });
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: (err as Error).message });
  }
});
