// A portfolio Monte Carlo's chunk of projects (ADR 0061), run in the CPU worker (cpu.worker.ts): each
// project's NPV draws on its own stream; the arrays are moved back, not copied.
import { simulateMcChunk, type McHolding } from '../../domain/portfolio/index.ts';
import type { Answer } from './document-jobs.ts';

export interface McChunkPayload {
  items: Pick<McHolding, 'projectId' | 'assumptions'>[];
  seed: number;
  iterations: number;
}

export function portfolioMcChunk(payload: McChunkPayload): Answer {
  const draws = simulateMcChunk(payload.items, payload.seed, payload.iterations);
  return { value: draws, transfer: draws.flatMap((d) => (d.ok ? [d.npv.buffer as ArrayBuffer] : [])) };
}
