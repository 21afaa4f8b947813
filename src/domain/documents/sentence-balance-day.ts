import type { SentenceFigure } from './sentence-figure.ts';
import { findPeriods } from './sentence-periods.ts';
import { STOCKS } from './sentence-table.ts';

/**
 * A balance's comparative bracket that names only a year (issue 28): "Net cash of £620.4m at 30 June 2024 (2023: £512.0m)" — the
 * bracket holds the balance a year before the day the sentence names, at 30 June 2023, not at the end of 2023 (UK half-year
 * releases write their comparatives so). Only for cash and debt, only when the sentence names a day of the year after the
 * bracket's that is no year-end. Pure.
 */
export function withBalanceDays(figures: readonly SentenceFigure[]): SentenceFigure[] {
  return figures.map((g) => {
    const p = g.period;
    if (!STOCKS.has(g.key) || p?.kind !== 'year') return g;
    const open = new RegExp(String.raw`\(\s*${p.year}\s*:\s*[^():]*$`, 'u').exec(g.quote);
    if (!open) return g;
    const day = findPeriods(g.quote.slice(0, open.index))
      .map((m) => m.period)
      .filter((d) => d?.kind === 'date' && d.year === p.year + 1 && !(d.month === 12 && d.day === 31))
      .pop();
    return day?.kind === 'date' ? { ...g, period: { ...day, year: p.year } } : g;
  });
}
