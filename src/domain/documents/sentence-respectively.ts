import type { SentenceFigure } from './sentence-figure.ts';
import { withYear } from './sentence-period-calendar.ts';
import { MONTH, YEAR, monthOf } from './sentence-period-words.ts';
import type { FigureKey, FigurePeriod } from './types.ts';

/**
 * Periods a "respectively" hands out in order (issue 28): "a net loss of $152.7 million and $409.8
 * million for the three and nine months ended September 30, 2022, respectively", "for the nine months
 * ended September 30, 2022 and 2021, … $17.8 and $12.9 million, respectively". Pure.
 */
const MONTHS_WORD = String.raw`(three|six|nine|twelve)`;
const TWO_SPANS = new RegExp(String.raw`${MONTHS_WORD}\s+and\s+${MONTHS_WORD}\s+months\s+ended\s+(${MONTH})\s+(\d{1,2}),?\s+${YEAR}`, 'iu');
const TWO_YEARS = new RegExp(
  String.raw`(?:${MONTHS_WORD}\s+months|(quarters?)|(?:fiscal\s+)?(years?))\s+ended\s+(${MONTH})\s+(\d{1,2}),?\s+${YEAR}\s+and\s+${YEAR}`,
  'iu',
);
const FLOWS: ReadonlySet<FigureKey> = new Set(['revenue', 'ebitda', 'net_income', 'capex']);

function ofMonths(word: string, month: number, year: number): FigurePeriod {
  const w = word.toLowerCase();
  if (w === 'three' || w === 'quarter' || w === 'quarters') return { kind: 'quarter', year, quarter: Math.ceil(month / 3) as 1 };
  if (w === 'six') return { kind: 'half', year, half: month <= 6 ? 1 : 2 };
  if (w === 'nine') return { kind: 'nine_months', year };
  return { kind: 'year', year };
}

/** The periods a sentence lists for "respectively", in order, or null when it lists none. */
export function respectivePeriods(sentence: string): FigurePeriod[] | null {
  const spans = TWO_SPANS.exec(sentence);
  if (spans) {
    const month = monthOf(spans[3] as string);
    const year = Number(spans[5]);
    return [ofMonths(spans[1] as string, month, year), ofMonths(spans[2] as string, month, year)];
  }
  const years = TWO_YEARS.exec(sentence);
  if (!years) return null;
  const month = monthOf(years[4] as string);
  const first = ofMonths(years[1] ?? years[2] ?? (years[3] as string), month, Number(years[6]));
  return [first, withYear(first, Number(years[7]))];
}

/** The flow figures of a key that a "respectively" sentence lists, given its periods in order when their count matches. */
export function withRespectivePeriods(figures: readonly SentenceFigure[], sentence: string): SentenceFigure[] {
  const periods = respectivePeriods(sentence);
  if (!periods) return [...figures];
  const out = [...figures];
  for (const key of FLOWS) {
    const at = out.flatMap((f, i) => (f.key === key ? [i] : []));
    if (at.length !== periods.length) continue;
    at.forEach((i, n) => {
      const f = out[i] as SentenceFigure;
      const reason = (f.reason ?? '')
        .split(',')
        .filter((r) => r !== '' && r !== 'period_from_document')
        .join(',');
      out[i] = { ...f, period: periods[n] as FigurePeriod, reason: reason || undefined };
    });
  }
  return out;
}
