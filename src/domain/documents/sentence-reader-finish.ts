import type { NumberLanguage } from './numbers.ts';
import { close } from './numbers.ts';
import type { SentenceDocument, SentenceFigure } from './sentence-figure.ts';
import { tableFigures, withoutTableCells } from './sentence-table.ts';
import { withBracketComparatives } from './sentence-bracket-comparative.ts';
import { withoutRestatements } from './sentence-owners.ts';
import { headlineEnd, withoutPlainRounding, withoutRoundedRestatements, writtenTo } from './sentence-rounded.ts';
import { withoutCovered } from './sentence-stand-in.ts';
import { withoutRepeatedValues } from './sentence-repeats.ts';
import { rankingThousands } from './sentence-ranking-thousands.ts';
import { withoutRevenueLines } from './sentence-revenue-lines.ts';
import { periodLabel } from './types.ts';
import { withBalanceDays } from './sentence-balance-day.ts';

/** A sentence figure's period that was not written beside it: the document's, the comparison's, or none. */
const WEAK_PERIOD = /period_from_document|period_of_comparison|same_period_twice|no_period/u;

/**
 * What the sentence reader does once every sentence is read (sentence-reader.ts): the figures of a whole text, with a flattened
 * results table's rows, the comparatives in brackets, restatements and roundings of one figure taken as one, and the figures
 * that stand in for the company's only where it states none. Pure.
 */
export function finished(
  text: string,
  lang: NumberLanguage,
  doc: SentenceDocument,
  out: readonly SentenceFigure[],
  standIns: readonly SentenceFigure[],
): SentenceFigure[] {
  // a flattened results table's rows: a row read as a table is the table's (a sentence reading of its cells goes),
  // and a row adds what no sentence gave
  const table = tableFigures(text, lang, doc);
  // "MSEK 8,350 (7,852)": the prior year's figure in brackets
  const read = withBracketComparatives(
    text,
    withoutTableCells(withoutRoundedRestatements(withoutRestatements([...out])), table.rows),
    lang,
  );
  // (a row written more finely than a sentence's amount with no period of its own stays: "$652.689 million" under "Q3 2017" beside
  // "Net revenue inched up 0.4% year over year to $653 million")
  const finer = (f: SentenceFigure, g: SentenceFigure) =>
    writtenTo(g.value) > writtenTo(f.value) && /period_from_document/u.test(g.reason ?? '');
  // ("Fatturato pari a 1.250,4 milioni (nel 2014: 1.180,2 milioni)" above a table headed "Gen-Set 15 | Gen-Set 14": the same amounts
  // in a row whose column names the nine months; a sentence's year, or a period the sentence did not write, gives way to the column's)
  const yields = (g: SentenceFigure, f: SentenceFigure) =>
    (f.period?.kind === 'quarter' || f.period?.kind === 'half' || f.period?.kind === 'nine_months') &&
    periodLabel(f.period) !== periodLabel(g.period) &&
    (WEAK_PERIOD.test(g.reason ?? '') || (g.period?.kind === 'year' && f.period.year === g.period.year));
  const same = (f: SentenceFigure, g: SentenceFigure) => g.key === f.key && close(g.value, f.value, 0.005);
  const kept = read.filter((g) => !table.figures.some((f) => same(f, g) && yields(g, f)));
  const rows = table.figures.filter((f) => !kept.some((g) => same(f, g) && !finer(f, g)));
  const own = withoutPlainRounding([...kept, ...rows], headlineEnd(text));
  const all = withoutRepeatedValues(rankingThousands(text, withoutRevenueLines(text, [...own, ...withoutCovered(standIns, own, text)])));
  // ("Net cash of £620.4m at 30 June 2024 (2023: £512.0m)": the bracket's balance is at 30 June 2023)
  return withBalanceDays(all);
}
