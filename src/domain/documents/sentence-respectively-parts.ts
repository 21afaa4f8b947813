import type { SentenceFigure } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';

/**
 * "reported record quarterly and nine-month sales of $38.2 million and $105.8 million, respectively"
 * (issue 28): a quarter and the part of the year it closes, listed in that order; the second amount
 * takes the longer period, the first the quarter that closes it. Pure; used by sentence-reader.ts
 * on a "respectively" sentence's figures.
 */
const QUARTER_AND_PART =
  /\b(?:quarterly|three[-\s]month|fourth[-\s]quarter|third[-\s]quarter|second[-\s]quarter)\s+and\s+(?:nine[-\s]month|six[-\s]month|half[-\s]year|year[-\s]to[-\s]date|full[-\s]year|annual|twelve[-\s]month)\b/iu;

function closingQuarter(p: FigurePeriod | null): FigurePeriod | null {
  if (!p) return null;
  if (p.kind === 'nine_months') return { kind: 'quarter', year: p.year, quarter: 3 };
  if (p.kind === 'half') return { kind: 'quarter', year: p.year, quarter: p.half === 1 ? 2 : 4 };
  if (p.kind === 'year') return { kind: 'quarter', year: p.year, quarter: 4 };
  return null;
}

export function withQuarterAndPart(figures: readonly SentenceFigure[], sentence: string): SentenceFigure[] {
  if (!QUARTER_AND_PART.test(sentence)) return [...figures];
  const out = [...figures];
  for (const key of new Set(out.map((f) => f.key))) {
    const at = out.flatMap((f, i) => (f.key === key ? [i] : []));
    if (at.length !== 2) continue;
    const [first, second] = at.map((i) => out[i] as SentenceFigure);
    if (!first || !second || JSON.stringify(first.period) !== JSON.stringify(second.period)) continue;
    const quarter = closingQuarter(second.period);
    if (quarter) out[at[0] as number] = { ...first, period: quarter };
  }
  return out;
}
