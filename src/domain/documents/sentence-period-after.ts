import { newClausePeriod } from './sentence-period-guided.ts';
import { COMPARISON, inBrackets } from './sentence-figure-context.ts';
import { labelledAside } from './sentence-periods.ts';
import { FROM_BEFORE } from './sentence-period-words.ts';
import type { PeriodMention } from './sentence-periods.ts';

/**
 * The period written right after an amount that is its own (issue 28): "€ 2m in 2024", "1.256 milioni nel primo trimestre
 * 2019", "$771.7 million as of December 31, 2018" — not a comparison's, another amount's aside or the next measure's.
 * Used by sentence-period-for.ts. Pure.
 */

/** An amount a comparison introduces, its measure named between: "compared to pro forma net income of $2.3 million". */
export const COMPARED_AMOUNT_NEAR =
  /(?:compared (?:to|with)|versus|rispetto (?:a|ai|agli|al)|\bcontro(?: i| gli)?)\s+(?:[\p{L}-]+\s+){0,4}(?:of\s+|di\s+)?(?:[$€£]\s*)?$/iu;
/** Words that carry a figure forward to the next amount: a period after them is that amount's ("to bring its investment for the first half to"). */
const FORWARD =
  /\b(?:salir\w*|saliranno|sale|cresc\w*|arriv\w*|raggiung\w*|portarsi|passer\w*|dovrebbe|per poi|to reach|reach(?:ing|es)?|bring(?:ing|s)?|ris(?:e|ing)|grow(?:ing|s)?|climb\w*|expected to|is expected|are expected)\b/iu;
/** Between a period and the amount it introduces: nothing, a colon or a verb ("for the full year $75 million", "nell'intero esercizio 450 milioni"). */
const INTRODUCES_MEASURE =
  /^\s*(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+\s*\(?\s*(?:of|was|were|di|pari a|a)\s+(?:(?:about|approximately|around|roughly|circa|oltre|quasi)\s+)?(?:[$€£]\s?)?$/iu;
const INTRODUCES = /^\s*:?\s*(?:(?:was|were|is|of|at|totall?ed|reached|a|di|con|per|pari a|è|sono|è stato|sono stati)\s+)?(?:[$€£]\s?)?$/iu;

/** "narrowed its loss from the 104.98 billion yen logged from the same period last year": the amount compared with, then its period. */
function comparedFrom(sentence: string, a: { start: number; end: number }, p: PeriodMention): boolean {
  return (
    (p.relative === 'prior_year' || p.relative === 'last_year') &&
    FROM_BEFORE.test(sentence.slice(Math.max(0, a.start - 12), a.start)) &&
    /^\s*(?:(?:logged|recorded|posted|reported|booked|registered)\s+)?(?:from|in)\s+(?:the\s+)?$/iu.test(sentence.slice(a.end, p.start))
  );
}

const CHANGE_TO = /^\s*,?\s*(?:a|to)\s*(?:[$€£]\s?)?$/iu;

export function periodAfter(
  sentence: string,
  a: { start: number; end: number },
  periods: readonly PeriodMention[],
  nextAmount: { start: number; end: number } | undefined,
): PeriodMention | undefined {
  const p = ownPeriodAfter(sentence, a, periods, nextAmount) ?? bracketListPeriod(sentence, a, periods);
  return p ? partCarried(sentence, a, p, periods) : p;
}

/** Amounts listed in one bracket, then its period: "(2,4 mln e -9,1 mln nel 2023)", "(€ 5,4 milioni, € 3,9 milioni e 2,8 milioni nel 2023)". */
const LISTED_AMOUNTS =
  /^(?:\s*(?:[\p{L}]{1,8}\.?)?\s*(?:,|e|ed|and)\s*(?:[$€£]|euro|eur)?\s*[-−–]?\d[\d.,]*\s*(?:mln|mld|milioni|miliardi|millions?|billions?|bn|m)?)+\s*,?\s*(?:nel(?:l['’])?|del(?:l['’])?|in|for|al|at)?\s*$/iu;
function bracketListPeriod(
  sentence: string,
  a: { start: number; end: number },
  periods: readonly PeriodMention[],
): PeriodMention | undefined {
  const open = sentence.lastIndexOf('(', a.start);
  if (open < 0 || sentence.lastIndexOf(')', a.start) > open) return undefined;
  const close = sentence.indexOf(')', a.end);
  const p = periods.find((q) => q.start >= a.end && q.end <= close);
  if (close < 0 || !p || sentence.slice(p.end, close).trim() !== '' || sentence.slice(open, a.start).includes(',')) return undefined;
  return LISTED_AMOUNTS.test(sentence.slice(a.end, p.start)) ? p : undefined;
}

/**
 * "passato da 622 milioni del primo semestre 2022 a 829 milioni nel 2023": a change from a part of one year to a later year's
 * amount is to the same part of that year.
 */
function partCarried(sentence: string, a: { start: number }, p: PeriodMention, periods: readonly PeriodMention[]): PeriodMention {
  if (p.period?.kind !== 'year') return p;
  const year = p.period.year;
  const from = periods.filter((q) => q.end <= a.start).pop();
  const part = from?.period;
  if (!from || !part || (part.kind !== 'half' && part.kind !== 'quarter' && part.kind !== 'nine_months') || part.year !== year - 1)
    return p;
  const changed =
    /(?<![\p{L}])(?:da|dai|from)\s+(?:[$€£]\s?)?[-−–]?\d[^.;]{0,50}$/iu.test(sentence.slice(0, from.start)) &&
    /^[^.;\d]{0,12}(?<![\p{L}])(?:a|ai|agli|al|to)\s*(?:[$€£]\s?)?[-−–]?$/iu.test(sentence.slice(from.end, a.start));
  return changed ? { ...p, period: { ...part, year } } : p;
}

function ownPeriodAfter(
  sentence: string,
  a: { start: number; end: number },
  periods: readonly PeriodMention[],
  nextAmount: { start: number; end: number } | undefined,
): PeriodMention | undefined {
  return periods.find(
    (p) =>
      p.start >= a.end &&
      // a comparison's amount may carry a long aside before its period ("compared to … of $2.3 million, or $0.15 per share, excluding …, in fourth quarter 1998")
      // (a bracket with no figure in it is not counted: "$1.4 billion (see attached Sales Summary for further details) in its fiscal fourth quarter")
      sentence.slice(a.end, p.start).replace(/\([^()\d]*\)/gu, '').length <=
        (COMPARED_AMOUNT_NEAR.test(sentence.slice(Math.max(0, a.start - 60), a.start)) ? 170 : 60) &&
      (!nextAmount || p.start < nextAmount.start) &&
      !/;|\.(?:\s|$)/.test(sentence.slice(a.end, p.start)) &&
      (!COMPARISON.test(sentence.slice(a.end, p.start)) || comparedFrom(sentence, a, p)) &&
      // "net income of $85.7 million, …, which included a fourth-quarter charge of $17 million": another measure's
      // (or "…, excluding the second quarter 2011 transaction costs of $2.2 million")
      !/^[-\s]?(?:[\p{L}-]+\s+){0,2}?(?:charges?|gains?|costs?|expenses?|impairments?|dividends?|oneri|costi)\b/iu.test(
        sentence.slice(p.end, p.end + 34),
      ) &&
      // "cash … totaled $51.4 million, and is expected to fund operations through 2020": how long it lasts, not its date
      !(
        p.horizon &&
        /\b(?:expected|sufficient|enough|fund|runway|sufficient[ei]|finanziare|coprire)\b/iu.test(sentence.slice(a.end, p.start))
      ) &&
      // "Ricavi per 288,1 milioni, di cui 140,6 milioni del secondo trimestre": a part's period, not the whole's
      !/\b(?:di cui|of which)\b/iu.test(sentence.slice(a.end, p.start)) &&
      // "$1,950 million, while year-to-date sales …": a new clause's period
      // ("un deficit di 261mila euro mentre nel 2016 si è attestato a 12 milioni": "mentre", "whereas" need no comma)
      !/,\s*(?:while|whereas|but|mentre|ma)\s|\s(?:whereas|mentre)\s/iu.test(sentence.slice(a.end, p.start)) &&
      // ("grew by 114% to 12.6 million euros, and the company expects to continue doubling this through this year": the outlook's)
      !/,\s*and\s+(?:the\s+[\p{L}-]+|it|we|they)\s+(?:expects?|plans?|aims?|intends?|hopes?|forecasts?|anticipates?)\b/iu.test(
        sentence.slice(a.end, p.start),
      ) &&
      // "60 miliardi, in aumento del 16% (51,69 nel 2021)", "£142 million (H1 2015: £144 million)": another amount's aside
      !/\(\s*[$€£]?\s?\d[^()]*$/u.test(sentence.slice(a.end, p.start)) &&
      !labelledAside(sentence, p) &&
      // ("il fatturato è salito a 231,5 milioni, con un aumento del 6% all'anno in media negli ultimi 3 anni": a stretch of years after a
      // rate is the rate's)
      !((p.relative === 'last_years' || p.period?.kind === 'span') && /\d\s?(?:%|per\s?cent)/iu.test(sentence.slice(a.end, p.start))) &&
      // "il Mol è di 133,5 milioni +36,6% La società migliora la guidance 2021": a guidance's year, not the amount's
      !/\b(?:guidance|outlook|previsioni|target|obiettiv[oi])\s*$/iu.test(sentence.slice(Math.max(0, p.start - 20), p.start)) &&
      // "(al cambio del 29.06.2018 di 1 € = 0,88605 £)": an exchange rate's day
      !/\((?:al cambio|at (?:an|the) exchange rate|exchange rate)[^()]*$/iu.test(sentence.slice(0, p.start)) &&
      // "quello del 2021 (6,3 milioni) mentre la previsione 2023 …": an amount in brackets ends with them
      !(inBrackets(sentence, a) && sentence.slice(a.start, p.start).includes(')')) &&
      // "chiude il 2021 con ricavi per 192 milioni (+26%) e nel 2022 accelera su …": a new clause's year, with no amount of its own,
      // when the amount has its period before it
      !(
        /^\s*\)?\s*(?:\([^()]*\)\s*)?,?\s*(?:e|and|ma|but)\s+(?:nel|in)\s*$/iu.test(sentence.slice(a.end, p.start)) &&
        /^\s+\p{L}+(?:[^.;\d]*)(?:[.;]|$)/u.test(sentence.slice(p.end)) &&
        periods.some((q) => q.start >= 0 && q.end <= a.start)
      ) &&
      // "il fatturato, da 1.332 a 1.236 milioni, perché nel 2006 beneficiò dei ricavi …": a cause's year, not the amount's
      // (or "a net loss of ¥6.04 billion, which is quite dramatic, since, last year, the company announced": "since" set off by commas)
      !/[,;]?\s*(?:perché|poiché|giacché|dato\s+che|visto\s+che|because|given\s+that)\s(?:[^,;.]{0,30}\s)?$|\bsince\s*,\s*$/iu.test(
        sentence.slice(a.end, p.start),
      ) &&
      // ("ha chiuso i primi nove mesi del 2020 con un utile di 52,3 milioni, "raggiungendo le guidance definite per l'anno in corso"": a
      // gerund's clause, when the amount has its period before it)
      !(
        /,\s*["“«]?\s*\p{L}+(?:ando|endo)(?![\p{L}])/iu.test(sentence.slice(a.end, p.start)) &&
        periods.some((q) => q.start >= 0 && q.end <= a.start)
      ) &&
      // "pari a 1,2 miliardi e saliranno nel 2024 a 2 miliardi": the year introduces the next amount
      !(nextAmount && FORWARD.test(sentence.slice(a.end, p.start))) &&
      // "Revenue in Q4 was $20 million, and for the full year $75 million": so does one right before it, when the amount has its own
      !(
        nextAmount &&
        (INTRODUCES.test(sentence.slice(p.end, nextAmount.start)) ||
          // "…, down from $95 million, and full-year net income of $310 million": a new clause's period and measure
          (/(?:,|\band|\be)\s*(?:and\s+)?(?:for\s+the\s+|nel(?:l')?\s*)?$/iu.test(sentence.slice(a.end, p.start)) &&
            INTRODUCES_MEASURE.test(sentence.slice(p.end, nextAmount.start))) ||
          // "… 22-24 milioni e, per il 2026, ricavi a 81-89 milioni": the same in Italian, the period between commas
          newClausePeriod(sentence.slice(a.end, p.start), sentence.slice(p.end, nextAmount.start))) &&
        periods.some((q) => q.start >= 0 && q.end <= a.start) &&
        // (not "passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni": a change's first amount keeps the period after it)
        !(FROM_BEFORE.test(sentence.slice(Math.max(0, a.start - 12), a.start)) && CHANGE_TO.test(sentence.slice(p.end, nextAmount.start)))
      ),
  );
}
