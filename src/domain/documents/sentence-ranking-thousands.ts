import type { SentenceFigure } from './sentence-figure.ts';
import { RANKING } from './sentence-ranking-groups.ts';

/**
 * A ranking that writes thousands of euro as euro (issue 28): "Si conferma al primo posto la Ferlano Group, che ha superato i due
 * miliardi di euro di vendite (2.378.800 di euro)", "Al terzo posto la Tod's con 1.006.979 euro di vendite" — the table it was
 * copied from was in thousands, and the sentence lost the word. In a text that ranks companies, an amount written as whole euro
 * with grouped digits and no scale is read as thousands when another figure of the same measure in the text, written with its
 * scale, is of the size the thousands give (a tenth to ten times it, so at least a hundred times the amount as written). The
 * reviewer is told. Pure.
 */
/** The amount as a ranking writes it: grouped digits, then "euro" ("1.204.123 euro", "2.378.800 di euro"). */
function wholeEuro(quote: string, value: number): boolean {
  const grouped = Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  if (!/\./u.test(grouped)) return false;
  return new RegExp(String.raw`(?<![\d.,])${grouped.replace(/\./gu, '\\.')}\s+(?:di\s+)?euro\b`, 'iu').test(quote);
}

export function rankingThousands(text: string, figures: readonly SentenceFigure[]): SentenceFigure[] {
  if (!RANKING.test(text)) return [...figures];
  return figures.map((f) => {
    if (f.key === 'headcount' || f.value <= 0 || !wholeEuro(f.quote, f.value)) return f;
    const thousands = f.value * 1000;
    const sized = figures.some(
      (g) => g !== f && g.key === f.key && !wholeEuro(g.quote, g.value) && g.value >= thousands / 10 && g.value <= thousands * 10,
    );
    if (!sized) return f;
    return {
      ...f,
      value: thousands,
      confidence: Math.min(f.confidence, 0.7),
      reason: [f.reason, 'thousands_in_ranking'].filter(Boolean).join(','),
    };
  });
}
