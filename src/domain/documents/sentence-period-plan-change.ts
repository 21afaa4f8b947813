import { changedInto, earlierOfChange } from './sentence-figure-context.ts';
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

/**
 * "dal 2015 al 2021, con un fatturato cresciuto da 196,49 mln a 482,56 mln", "Between 2015 and 2021 revenue grew from $196 million to
 * $482 million": a change from one amount to another after a stretch written from its first year to its last runs from that first year
 * to that last, not over the whole stretch. The stretch must be the last period before the change, in the same sentence, and open on
 * "dal", "tra", "fra", "from" or "between" (not a plan's "2021-2023", whose first amount may be the year before). Pure.
 */
export function spanChangeYears(
  sentence: string,
  periods: readonly PeriodMention[],
  changeStart: number,
): { first: FigurePeriod; last: FigurePeriod } | null {
  const before = periods.filter((p) => p.start >= 0 && p.end <= changeStart);
  const p = before[before.length - 1];
  if (p?.period?.kind !== 'span' || p.period.from >= p.period.to) return null;
  if (!/^(?:dal|dall['’]|tra|fra|from|between)\s/iu.test(sentence.slice(p.start, p.end))) return null;
  const gap = sentence.slice(p.end, changeStart);
  if (gap.length > 120 || /[;]|\.(?:\s|$)/u.test(gap)) return null;
  return { first: { kind: 'year', year: p.period.from }, last: { kind: 'year', year: p.period.to } };
}

/** The year `a` takes on such a stretch: its first for the amount changed from, its last for the one changed to; null when no stretch. */
export function stretchChangePeriod(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
): FigurePeriod | null {
  const from = earlierOfChange(sentence, a, amounts, periods) ? a : changedInto(sentence, a, amounts, periods);
  const stretch = from ? spanChangeYears(sentence, periods, from.start) : null;
  return stretch ? (from === a ? stretch.first : stretch.last) : null;
}
