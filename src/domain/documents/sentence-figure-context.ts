import type { FigurePeriod } from './types.ts';
import { historyBefore, resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import { withYear, yearToDate } from './sentence-period-calendar.ts';
import { CHANGE_ON, UP_ON, historyAfter } from './sentence-period-words.ts';

export { yearToDate };

/** Words that make the period after them a comparison's, not the amount's before them. */
export const COMPARISON = new RegExp(
  String.raw`(?:compared|comparabil|paragonabil|\bconfront|versus|\bvs\.?|rispetto|%\s+on\b|${CHANGE_ON}\b|in meno|in più|in linea|in line with|consistent with|mirror\w*|similar to|unchanged|flat (?:with|on|versus)|\bsul\b|\bsui\b|\bsugli\b|\(\s*su\b|contro|than|\bover\b|(?<![\p{L}])quell[oaie]\s+(?:del(?:l')?|dello|della|dei|degli)(?![\p{L}])|\bfrom\b|\bdai?\b|\bdal(?:l')?\b|\bahead of\b|\bbehind\b|\babove\b|\bbelow\b|${UP_ON}\b)`,
  'iu',
);

/** A guidance revised ("raised its outlook from $X to $Y"): both amounts are for the same period. */
const REVISED = /outlook|guidance|forecast|prevision|stim[ae]|obiettiv|target|raised|lowered|alzat|rivist|abbassat/iu;

/** The words before a change's first amount ("da 1,7", "from $3 million") and between it and the second ("a oltre 1,8 miliardi": the
 * end may be qualified; "million to $5 million"); sentence-listed.ts counts a change's two amounts as one place with them. */
export const CHANGE_FROM = /(?:\bda|\bdal|\bdai|\bfrom)\s*[-−–]?\s*(?:[$€£]\s*)?$/iu;
export const CHANGE_TO =
  /^\s*(?:\p{L}+\s+){0,3}?(?:a|ai|agli|to)\s*(?:(?:oltre|circa|quasi|over|about|nearly)\s+)?[-−–+]?\s*(?:[$€£]\s*)?$/iu;

/**
 * "i ricavi, in calo, da 8,8 a 8,2 miliardi", "revenue rose from $10.1 million to $12.3 million", with no
 * period written between the two amounts: a change from the same period a year before to the one
 * reported, so the first amount (a flow's) is a year earlier than the second.
 */
export function earlierOfChange(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
): boolean {
  if (!CHANGE_FROM.test(sentence.slice(Math.max(0, a.start - 8), a.start))) return false;
  const next = amounts.find((x) => x.start >= a.end);
  if (!next || !CHANGE_TO.test(sentence.slice(a.end, next.start))) return false;
  if (periods.some((p) => p.start >= a.start && p.start < next.start)) return false;
  return !REVISED.test(sentence.slice(0, a.start));
}

/** The amount a change runs from when `a` is the one it runs to ("da 1,4 milioni a 4,7 milioni": the first, for the second). */
export function changedInto(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
): { start: number; end: number } | undefined {
  return amounts.find((x) => earlierOfChange(sentence, x, amounts, periods) && amounts.find((y) => y.start >= x.end) === a);
}

/**
 * Small readings of an amount's surroundings for sentence-figure.ts (issue 28): the sentence's own
 * period a relative one is against, a bracket's aside, the flow to a date. Pure.
 */
/**
 * "for the six months … compared to … for the same period in 2019", "Nel 2018 … contro … dello scorso
 * anno", "full year net loss … compared to … last year": a relative period against the sentence's own
 * period written before it (not one inside an earlier bracket's aside), not the topic's or the document's.
 */
export function sameInYearContext(
  mention: PeriodMention,
  periods: readonly PeriodMention[],
  ctx: PeriodContext,
  sentence = '',
): PeriodContext {
  if (mention.relative !== 'same_in_year' && mention.relative !== 'last_year' && mention.relative !== 'prior_year') return ctx;
  const own = [...periods].reverse().find(
    (p) =>
      p.end <= mention.start &&
      p.start >= 0 &&
      // "(3,8 milioni nel primo semestre del 2021) e un utile … (2,5 milioni un anno fa)": not another bracket's aside
      !asideBefore(sentence, p, mention) &&
      // "Founded in 2015, the company posted revenue of $48 million last year": not a year of its history
      !historyBefore(sentence, p.start) &&
      !historyAfter(sentence, p.end) &&
      ((p.period && p.period.kind !== 'date' && p.period.kind !== 'span') || (p.relative === 'this' && p.unit !== undefined)),
  );
  const resolved = own ? resolvePeriod(own, ctx) : null;
  // ("$7.3 million … in the 2002 fourth quarter to $17.7 million … last year" in a text of February 2004: "last year" is the
  // calendar's, the year before the text's, when the period written before it is older still; its part stays)
  const published = ctx.date ? Number(ctx.date.slice(0, 4)) : null;
  if (resolved && resolved.kind !== 'span' && mention.relative === 'last_year' && published !== null && resolved.year <= published - 2)
    return { ...ctx, current: withYear(resolved, published), year: null };
  if (resolved) return { ...ctx, current: resolved, year: null };
  // "pari a 90,1 milioni al 30 giugno 2024, … rispetto allo stesso periodo dello scorso esercizio" in a text that
  // states no period: the flow to the date written before it (the first half of 2024)
  if (ctx.current) return ctx;
  const at = [...periods].reverse().find((p) => p.end <= mention.start && p.start >= 0 && p.period?.kind === 'date' && p.period.year > 0);
  const flow = at?.period?.kind === 'date' ? yearToDate(at.period) : null;
  // (and "cash of EUR 3.0 million at 29 February 2024, against EUR 2.0 million a year earlier": a day that ends no quarter
  // or half, as in a fiscal year to February, is its own current period, compared with the same day a year before)
  return flow ? { ...ctx, current: flow, year: null } : ctx;
}

/** "(80 milioni nel 2018), l'utile netto a 31 milioni": a period inside brackets closed before the amount is the aside's. */
export function asideBefore(sentence: string, p: { start: number; end: number }, a: { start: number }): boolean {
  if (p.start < 0) return false;
  const open = sentence.lastIndexOf('(', p.start);
  if (open < 0 || sentence.lastIndexOf(')', p.start) > open) return false;
  const close = sentence.indexOf(')', p.end);
  // ("il nuovo piano investimenti (2014-2018) da 21 milioni": a bracket that holds only a period labels the words before it, no aside)
  if (
    close >= 0 &&
    sentence.slice(open + 1, close).trim() === sentence.slice(p.start, p.end).trim() &&
    /\p{L}\s*$/u.test(sentence.slice(0, open))
  )
    return false;
  return close >= 0 && close < a.start;
}

/** The amount sits inside brackets: "(6,3 milioni)". */
export function inBrackets(sentence: string, a: { start: number; end: number }): boolean {
  // "($10.2) million" is an accounting negative, not an aside
  if (sentence[a.start] === '(') return !/\)\s*\S/u.test(sentence.slice(a.start, a.end));
  return sentence.lastIndexOf('(', a.start) > sentence.lastIndexOf(')', a.start);
}

/** "rispetto ai 110 milioni al 30 giugno 2018; l'Ebitda è di 20 milioni": a comparison's period in a clause closed before the amount. */
export function comparedClauseBefore(sentence: string, p: { start: number; end: number }, a: { start: number }): boolean {
  if (p.start < 0 || !sentence.slice(p.end, a.start).includes(';')) return false;
  const clause = sentence.slice(sentence.lastIndexOf(';', p.start) + 1, p.start);
  return COMPARISON.test(clause);
}

/**
 * "year-to-date sales decreased to $8,755 million from $8,832 million", "l'utile sale a 12 milioni dai 10
 * milioni": the change written the other way round, the earlier amount last. Returns the later amount
 * (the one after "to") when `a` is the earlier one and no period is written between them.
 */
export function laterOfChange(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  periods: readonly PeriodMention[],
): { start: number; end: number } | null {
  if (!/(?:\bfrom|\bdai|\bdal|\bda)\s*(?:the\s+|i\s+)?(?:[$€£]\s*)?$/iu.test(sentence.slice(Math.max(0, a.start - 12), a.start)))
    return null;
  const prev = [...amounts].reverse().find((x) => x.end <= a.start);
  // "Sales totaled $43.3 million, up from $36.8 million": the amount "up from" or "down from" is the earlier one too
  const upFrom =
    prev &&
    /^,?\s*(?:up|down)\s+(?:\d+(?:\.\d+)?\s?(?:%|percent|per cent)\s+)?from\s*(?:the\s+)?(?:[$€£]\s*)?$/iu.test(
      sentence.slice(prev.end, a.start),
    );
  if (!prev || (!upFrom && !/(?:\bto|\ba)\s*(?:[$€£]\s*)?$/iu.test(sentence.slice(Math.max(0, prev.start - 6), prev.start)))) return null;
  // (a period after ", and" opens the next clause: "down from $95 million, and full-year net income of …")
  const nextClause = (p: PeriodMention) =>
    p.start >= a.end && /^\s*,\s*(?:and|while|but|e|mentre)\s/iu.test(sentence.slice(a.end, p.start + 1));
  if (sentence.slice(prev.end, a.start).length > 40 || periods.some((p) => p.start >= prev.start && p.start < a.end + 25 && !nextClause(p)))
    return null;
  return REVISED.test(sentence.slice(0, prev.start)) ? null : prev;
}

/**
 * A fiscal half or quarter ends on the day the text names ("the half-year ended 31 December 2023", "the second quarter ended May 31,
 * 2020"), not at a calendar half's or quarter's end.
 */
export function fiscalPartEnd(period: FigurePeriod, mention: PeriodMention | undefined, ctx: PeriodContext): FigurePeriod | null {
  if (period.kind !== 'half' && period.kind !== 'quarter') return null;
  const ends = period.kind === 'half' ? mention?.halfEnds : mention?.quarterEnds;
  if (ends) return { ...ends, year: ends.year + (period.year - (mention?.period as { year: number }).year) };
  const r = ctx.reported;
  const end = ctx.reportedEnd;
  if (r?.kind !== period.kind || end?.kind !== 'date') return null;
  // ("the second quarter ended May 31, 2020": a balance at that quarter's end is at 31 May)
  const same =
    r.kind === 'half'
      ? r.half === (period as { half: number }).half
      : r.kind === 'quarter' && r.quarter === (period as { quarter: number }).quarter;
  return same ? { ...end, year: end.year + (period.year - r.year) } : null;
}
