// A worker thread for bench/engine.bench.ts: computes a range of a Monte Carlo NPV run's blocks
// (simulateNpvChunk) and sends the chunk back with its arrays moved, as the server's CPU pool does.
import { parentPort } from 'node:worker_threads';
import { simulateNpvChunk } from '../../src/domain/finance/index.ts';
import type { ChunkRange, NpvModel, SimulationOptions } from '../../src/domain/finance/index.ts';

parentPort!.on('message', (job: { model: NpvModel; options: SimulationOptions; range: ChunkRange }) => {
  const chunk = simulateNpvChunk(job.model, job.options, job.range);
  const transfer = [chunk.moments.buffer, ...(chunk.samples ? [chunk.samples.buffer] : [])] as ArrayBuffer[];
  parentPort!.postMessage(chunk, transfer);
});
