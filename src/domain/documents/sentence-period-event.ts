import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * "Including the non-cash charge … announced on July 11, net income … were US$66 million": a day
 * something was announced, signed or filed on is the day of that event, not a period of the
 * sentence's amounts (issue 28). Such a day is dropped from the sentence's periods. Pure; used by
 * sentence-reader.ts on each sentence's periods. (Italian "annunciato il 12 gennaio" is no period of the
 * amounts already: a day with no year there does not reach them.)
 */
// ("American Pride Seafoods was acquired on October 1, 2013", a line of its own above a list of the quarter's figures: the
// acquisition's day, no heading)
const WEEKDAY_BEFORE = /(?<![\p{L}])on\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s*[,(]?\s*$/iu;
const EVENT_BEFORE =
  /\b(?:announced|disclosed|signed|filed|issued|released|acquired|sold|divested|launched|opened|acquisit[oaie]|cedut[oaie]|perfezionat[oaie])\s+(?:on\s+|il\s+|in data\s+)?$/iu;

/**
 * "supported by the acquisition completed in the second quarter", "grazie all'acquisizione perfezionata nel secondo
 * trimestre", "legato al business ceduto nel giugno 2018": the part of the year an event took place in, after an amount, is the event's; the amount keeps its own.
 */
const EVENT_IN =
  /\b(?:completed|closed|acquired|launched|opened|started|signed|announced|concluded|finalized|finalised|completat[oaie]|conclus[oaie]|perfezionat[oaie]|avviat[oaie]|acquisit[oaie]|firmat[oaie]|annunciat[oaie]|inaugurat[oaie]|sold|divested|disposed of|cedut[oaie]|vendut[oaie]|dismess[oaie])\s+(?:in|during|nel(?:l')?|durante(?: il)?)\s*(?:the\s+)?$/iu;

/** "l'esclusiva dei Mondiali di Calcio Russia 2018", "Expo 2015", "the Tokyo 2020 Olympics": the year in an event's name. */
const EVENT_NAMED =
  /\b(?:Mondiali|Olimpiadi|Giochi|Europei|Campionati|Expo|Giubileo|Universiadi|World Cup|Olympics|Olympic Games|Euro)\b(?:\s+(?:di|del|della|of|in)?\s*[\p{Lu}][\p{L}]+){0,3}\s+$/u;

/** A part of a year an event took place in ("the Cambridge acquisition completed in the second quarter of 2019"): not a period a text reports. */
export function eventPart(text: string, m: PeriodMention): boolean {
  return !!m.period && m.period.kind !== 'year' && EVENT_IN.test(text.slice(Math.max(0, m.start - 30), m.start));
}

/** A year in an event's name ("Expo 2020 Dubai"): no period of the text's, nor evidence of when it was written. */
export function eventNamedYear(text: string, m: PeriodMention): boolean {
  return m.period?.kind === 'year' && EVENT_NAMED.test(text.slice(Math.max(0, m.start - 45), m.start));
}

export function withoutEventDays(own: readonly PeriodMention[], sentence: string): PeriodMention[] {
  return own.filter((p) => {
    const before = sentence.slice(Math.max(0, p.start - 30), p.start);
    if (eventNamedYear(sentence, p)) return false;
    if (p.period?.kind === 'date' && EVENT_BEFORE.test(before)) return false;
    // ("said its Q2 revenue was NT$15 billion on Wednesday (Aug. 7)": the day named by its weekday is when it was said)
    if (p.period?.kind === 'date' && WEEKDAY_BEFORE.test(before)) return false;
    // (a month is such a part too: "il business ceduto nel giugno 2018")
    return !eventPart(sentence, p);
  });
}
