import { COMPARED, COMPARED_AMOUNT, comparedAt, inOutlook } from './sentence-period-compared.ts';
import type { PeriodMention } from './sentence-periods.ts';

// What documentContext (sentence-period-document.ts) reads in a text that carries no date of its own (issue 28): the year reported
// called "last year", and a later year reported as past that a day the text writes cannot be the date of. Pure.

const RATE_OVER = /(?:%|\bper\s?cent|\bpercent|\b(?:up|down|growth|increase|decrease|rise|fall|decline))\s+over\s*$/iu;

/** The year reported named "last year", its figure after it: "increased by 6.7 per cent last year to EUR13,465m", "Last year, …". */
export function looksBack(text: string, mentions: readonly PeriodMention[]): boolean {
  return mentions.some(
    (m) =>
      m.relative === 'last_year' &&
      /^\s*(?:,|to\s+(?:[A-Z]{3}\s?|[$€£]\s?)\d)/u.test(text.slice(m.end, m.end + 16)) &&
      // (not "two per cent down from 4.014 billion dirhams last year, while …": a comparison's)
      !COMPARED.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
      !COMPARED_AMOUNT.test(text.slice(Math.max(0, m.start - 80), m.start)) &&
      // (nor "Total revenue from RNG games is up 11% over last year, including …": a rate's)
      !RATE_OVER.test(text.slice(Math.max(0, m.start - 40), m.start)),
  );
}

/** "ricavi per 927 milioni di euro nel 2022": a whole year's figure, the amount written right before its year. */
const AMOUNT_THEN_YEAR =
  /\d\s*(?:milioni|miliardi|mln|mld|million|billion|bn|m)\b(?:\s+(?:di\s+)?(?:euro|dollari|dollars|sterline|pounds))?,?\s+(?:nel|in|for|durante)\s+(?:the\s+)?(?:(?:fiscal|financial)\s+(?:year\s+)?|esercizio\s+)?$/iu;

/**
 * A year after `year` that the text reports as past ("Nel 2017 i ricavi consolidati …"), or `year` itself with a whole year's figure
 * written right before it ("ricavi per 927 milioni di euro nel 2022"): then a day it writes in `year` ("la cessione …, avvenuta a
 * gennaio 2015", "fino a giugno 2022") is an event's, not the text's date. Not a bond's "convertibile 2018", an outlook's or a
 * comparison's year.
 */
export function reportsLater(text: string, mentions: readonly PeriodMention[], year: number): boolean {
  return mentions.some(
    (m) =>
      m.period?.kind === 'year' &&
      (m.period.year > year || (m.period.year === year && AMOUNT_THEN_YEAR.test(text.slice(Math.max(0, m.start - 60), m.start)))) &&
      !m.horizon &&
      !inOutlook(text, m) &&
      !comparedAt(text, m) &&
      /(?<![\p{L}])(?:nel|del|in|for|during|durante)\s+(?:the\s+)?(?:(?:fiscal|financial)\s+(?:year\s+)?|esercizio\s+)?\d{4}$/iu.test(
        text.slice(Math.max(0, m.start - 24), m.end),
      ),
  );
}
