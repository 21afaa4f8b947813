import { findPeriods } from './sentence-periods.ts';
import type { PeriodMention } from './sentence-periods.ts';

/**
 * "Warner Music … said its fiscal third-quarter loss narrowed. … Warner lost $14 million for the three
 * months ended June 30": a paragraph that names a quarter by its ordinal and by the day it ended names
 * one fiscal quarter (issue 28). The ended quarter takes the ordinal (the nearest one before it in the
 * paragraph, else the first after), and its fiscal year is named by the calendar year its last month falls
 * in (sentence-periods.ts resolves the year from the document's date). Pure.
 */
const COMPARED_CLAUSE = /\b(?:versus|vs\.?|compared|against|than|rispetto|contro)\b/iu;

export interface Ordinal {
  readonly at: number;
  readonly quarter: number;
}

/** The quarters a paragraph names by ordinal alone ("third-quarter", "the fourth fiscal quarter"), with their offsets. */
export function paragraphOrdinals(text: string, start: number): Ordinal[] {
  const blank = text.slice(start).search(/\n\s*\n/u);
  const paragraph = text.slice(start, blank < 0 ? text.length : start + blank);
  const all = findPeriods(paragraph).filter((p) => p.period?.kind === 'quarter' && p.period.year === 0 && !p.endsIn && !p.endsOn);
  // "… to $93.3 million versus a 22.6 per cent decline in the second quarter": a comparison's quarter is not the one
  // reported, where the paragraph names another ("That compared with … in the third quarter of last year" alone still names it)
  const compared = (at: number) =>
    COMPARED_CLAUSE.test(
      paragraph
        .slice(Math.max(0, at - 120), at)
        .split(/[.;,](?:\s|$)/u)
        .pop() ?? '',
    );
  const reported = all.filter((p) => !compared(p.start));
  return (reported.length > 0 ? reported : all).flatMap((p) =>
    p.period?.kind === 'quarter' ? [{ at: start + p.start, quarter: p.period.quarter }] : [],
  );
}

/** A sentence's "quarter ended <day>" mentions (no year, no ordinal) named by the paragraph's ordinal. */
export function withOrdinals(own: readonly PeriodMention[], offset: number, ordinals: readonly Ordinal[]): PeriodMention[] {
  if (ordinals.length === 0) return [...own];
  return own.map((p) => {
    if (p.period?.kind !== 'quarter' || p.period.year !== 0 || !p.endsIn || p.endsOn) return p;
    const at = offset + p.start;
    const ord = [...ordinals].reverse().find((o) => o.at < at) ?? ordinals.find((o) => o.at > at);
    if (!ord) return p;
    const shift = p.endsIn + 3 * (4 - ord.quarter) > 12 ? 1 : 0;
    return {
      ...p,
      period: { kind: 'quarter', year: 0, quarter: ord.quarter as 1 },
      endsOn: { month: p.endsIn, day: p.endsDay ?? 28, shift },
    };
  });
}
