import type { PeriodMention } from './sentence-period-mention.ts';
import type { FigurePeriod } from './types.ts';

const CLOSED_AT = /^\s*(?:chius[oaie]\s+al(?:l')?|al(?:l')?|ended|ending|at|as of)\s*$/iu;

/**
 * "Nel semestre chiuso al 30 giugno 2020", "relazione semestrale al 30 giugno 2019", "the quarter
 * ending March 31, 2021": a period written without its year, then the date it closes on, is that
 * period in the date's year, one mention.
 */
export function withClosingDates(text: string, kept: readonly PeriodMention[]): PeriodMention[] {
  const out: PeriodMention[] = [];
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i] as PeriodMention;
    const b = kept[i + 1];
    const d = b?.period?.kind === 'date' && b.period.year > 0 ? b.period : null;
    const unit = a.period && a.period.kind !== 'span' && a.period.year === 0 ? a.period.kind : a.relative === 'this' ? a.unit : undefined;
    if (b && d && CLOSED_AT.test(text.slice(a.end, b.start))) {
      const period: FigurePeriod | null =
        unit === 'half' && (d.month === 6 || d.month === 12)
          ? { kind: 'half', year: d.year, half: d.month === 6 ? 1 : 2 }
          : unit === 'quarter' && d.month % 3 === 0
            ? { kind: 'quarter', year: d.year, quarter: (d.month / 3) as 1 }
            : unit === 'nine_months' && d.month === 9
              ? { kind: 'nine_months', year: d.year }
              : null;
      if (period) {
        out.push({ start: a.start, end: b.end, period });
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}
