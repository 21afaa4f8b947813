import type { PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';

/**
 * "Il piano prevede un valore della produzione che nel 2021 raggiungerà 30,7 milioni per poi crescere fino a 49,8 milioni nel 2023,
 * portando l'Ebitda adjusted da 1,4 milioni a 4,7 milioni": a change from one amount to another with no period of its own, in a
 * sentence that has just named two years still to come, runs from the first of those years to the last (a plan's path), not from the
 * year before the second (issue 28). The years must be ahead of the document's, and written before the change. Pure.
 */
export function planChangeYears(
  periods: readonly PeriodMention[],
  changeStart: number,
  docYear: number | null,
): { first: FigurePeriod; last: FigurePeriod } | null {
  if (docYear === null) return null;
  const years = periods
    .filter((p) => p.start >= 0 && p.end <= changeStart && p.period?.kind === 'year' && !p.horizon)
    .map((p) => (p.period as { year: number }).year);
  if (years.length < 2 || years.some((y) => y <= docYear)) return null;
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first < last ? { first: { kind: 'year', year: first }, last: { kind: 'year', year: last } } : null;
}
