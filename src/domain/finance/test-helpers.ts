import type { SolverResult } from './result.ts';

/** Test helper: the value of a successful solver result, or a thrown error naming the reason. */
export function valueOf(result: SolverResult): number {
  if (!result.ok) throw new Error(`solver failed: ${result.reason}`);
  return result.value;
}
