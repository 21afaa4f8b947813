import type { PeriodMention } from './sentence-period-patterns.ts';
import { ISO_CODES } from './sentence-amounts.ts';
import { CHANGE_ON, COMPARED_ITEM, PERCENT_ON, UP_ON, historyBefore } from './sentence-period-words.ts';

/**
 * Which period mentions of a text are a comparison's (issue 28): after "rispetto al", "compared to",
 * "from $X in", in an amount's bracket or labelling one; the year later mentions name, and the year of
 * a text that gives no date, from the dates it writes. Used by sentence-periods.ts. Pure.
 */
/** An amount's currency written before it: a symbol or an ISO code ("$", "€", "Rs", "EUR "). */
// ("US$476.3 million", "$US476.3 million", "C$12 million": a dollar named with its country)
const CUR = String.raw`(?:(?:US|C|CA|A|AU|NZ|HK|S)?[$€£¥₹](?:US|C|CA|A|AU|NZ)?|Rs\.?|(?:${ISO_CODES})\s|euro\s)?`;

/** "(All figures in brackets apply to the first quarter 2013)", "(figures in parentheses refer to …)": the comparison's period, stated once. */
export const BRACKETS_REFER_TO = String.raw`(?:figures|amounts|numbers)\s+(?:in|within)\s+(?:brackets|parenthes[ie]s)\s+(?:apply|applies|refer|refers|relate|relates|are|is)\s+to`;
export const COMPARED = new RegExp(
  String.raw`(?:compared (?:to|with)|(?:corresponding|comparable|same) (?:period|quarter) of|versus|\bvs\.?|(?:rispetto|paragonat[oaie]) (?:a|al|ai|all['’]|agli|alla|alle|l['’]|il|lo)(?:\s*${COMPARED_ITEM}\s+(?:di|del|della|dell['’]|dei)\s*)?|\brispetto|\bfrom|\bthan|\bahead of|\bbehind|\babove|\bbelow|${UP_ON}|${CHANGE_ON}|${PERCENT_ON}|` +
    String.raw`reported (?:in|for)|${BRACKETS_REFER_TO}|in linea con(?:\s+(?:il dato|i dati)\s+(?:del|dello|dell['’]|dei))?|in line with|\bconfront[oi]\s+(?:con|al|all['’]|ai)|\bdal(?:l')?|\bdai|(?:prior comparative|previous corresponding) period\s*[(:]?)\s*(?:the\s+|il\s+|lo\s+)?(?:fiscal\s+|fine\s+)?$`,
  'iu',
);

/** "Perdita netta da 32 milioni di euro … nel primo semestre", "Utile da 5 milioni": a measure's "da" names its amount, no change from it. */
const NAMED_DA = String.raw`(?<!(?:perdita|utile|ricavi|fatturato|rosso|ebitda|mol|profitto|giro\s+d['’]affari)(?:\s+(?:nett[oa]|consolidat[oa]|operativ[oa]|lord[oa]))?\s)`;
/** "from $1.1 million, or $0.10 per share, in the first quarter of fiscal 2009", "contro il valore negativo di 13,9 milioni del primo semestre 2023",
 * "rispetto agli 8,3 di fine 2016": a comparison's period too. */
export const AFTER_COMPARED_AMOUNT = new RegExp(
  String.raw`(?:(?:compared (?:to|with)|versus|\bvs\.?|\bfrom|\bcontro|rispetto (?:a|al|ai|agli|alla|alle|allo)|${NAMED_DA}\bdai?|\bdalla)\s+|rispetto all'|\bvs\.?(?=\d))(?:a\s+|the\s+|i\s+|il\s+|gli\s+)?(?:(?:[\p{L}-]+\s+){1,4}(?:of|di)\s+)?` +
    CUR +
    String.raw`\s?[-–]?\d(?:[^.;:]|\.\d){0,140}(?:\b(?:in|for|of|nel|del|dei|degli|al|at|as of|as at)\s+(?:the\s+|il\s+)?|\b(?:milioni|miliardi|million|billion|mln|mld|bn|crores?)\s+|\b(?:on\s+hand|in\s+cash|in\s+the\s+bank)\s+|\b(?:di|a)\s+(?:fine\s+)?)$`,
  'iu',
);

export const COMPARED_AMOUNT = new RegExp(
  String.raw`(?:compared (?:to|with)|versus|\bvs\.?|\bfrom|\bcontro|rispetto|(?:increase|decrease|growth|gain|decline) over)\s+(?:a\w*\s+|i\s+|gli\s+|the\s+)?` +
    CUR +
    String.raw`\s?\d(?:[^.;:]|[.,]\d){0,50}$`,
  'iu',
);

/** "… from £369.7m in the same period last year as it revealed its interim results for the 26 weeks ending April 1, 2023": the period a
 * report is named for, after a comparison's amount, is the one reported. */
const RESULTS_FOR =
  /\b(?:revealed|reported|announced|published|released|unveiled|posted|presented)\s+(?:its|their|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:results|figures|accounts)\s+(?:for|of)\s+(?:the\s+)?$/iu;

/** A bracket an amount opens ("(45,1 milioni nel 2018)", "($3.1 million in 2019)"): a comparison's aside. */
export const AMOUNT_BRACKET = /\((?:\s*[\p{L}]+){0,3}\s*[-–]?\s?[$€£]?\s?[-–]?\d[^()]{0,50}$/u;

/** "compared to a 3.8% increase in 2018", "rispetto a una crescita del 2,1% nel 2018": a rate compared with is the earlier period's. */
const COMPARED_RATE =
  /\b(?:compared (?:to|with)|versus|vs\.?|rispetto (?:a|al|alla|ad))\s+(?:an?\s+|una?\s+|the\s+|il\s+|la\s+)?(?:[\p{L}-]+\s+){0,2}?(?:[-–+]?\d+(?:[.,]\d+)?\s?(?:%|per\s?cent|percent)\s+(?:[\p{L}-]+\s+){0,2}?(?:increase|decrease|growth|decline|rise|fall|gain|drop|improvement|aumento|calo|crescita|flessione|incremento|riduzione)|(?:increase|decrease|growth|decline|rise|fall|gain|drop|aumento|calo|crescita|flessione|incremento|riduzione)\s+(?:of\s+|del(?:l['’])?\s*)?[-–+]?\d+(?:[.,]\d+)?\s?(?:%|per\s?cent|percent))\s+(?:in|for|nel(?:l['’])?|del(?:l['’])?)\s*(?:the\s+|il\s+|fiscal\s+)?$/iu;

const PLUPERFECT_AFTER = /^\s*,?\s*(?:(?:il|la|i|le|gli|l['’])\s*[\p{L}]+\s+)?(?:si\s+)?(?:era|erano|aveva|avevano)(?![\p{L}])/iu;

/** The mention is a comparison's period: after "rispetto al", "compared to", "from $X in", or in an amount's bracket. */
export function comparedAt(text: string, m: PeriodMention): boolean {
  // (no comparison runs across a paragraph or a bullet: "… compared to 86.7%\n\n•In the fourth quarter of 2009, …")
  const lead = text.slice(Math.max(0, m.start - 170), m.start).replace(/^[\s\S]*(?:\n[ \t]*\n|\n[ \t]*[•·▪])/u, '');
  // "from Rs 297.1 crore in Q1FY10 to Rs 220.2 crore in Q2FY10": the period of the amount a change goes to is the one reported
  const changedTo =
    /(?<!(?:compared|equal|similar|rispetto|pari|fronte)\s)\b(?:to|a)\s+(?:[$€£¥₹]|Rs\.?)?\s?\d(?:(?!\b(?:contro|compared|rispetto|versus|against)\b)[^.;:()]|[.,]\d){0,30}\b(?:in|for|nel|del)\s+(?:the\s+|il\s+)?$/iu.test(
      lead,
    );
  // ("increased 24.0% to $1.46 billion from $1.18 billion in 2018": the amount a change comes from is nearer; its period is the comparison's)
  // ("aumentato a Euro 29,1 milioni da Euro 20,7 milioni del 2018": the same in Italian, the amount gone to written first)
  const changedFrom =
    /\bfrom\s+(?:[$€£¥₹]|Rs\.?)?\s?\d(?:(?!\bto\b)[^.;:()]|[.,]\d){0,25}\b(?:in|for)\s+(?:the\s+)?$/iu.test(lead) ||
    /(?<![\p{L}])a\s+(?:euro\s+|€\s?)?\d(?:[^.;:()]|[.,]\d){0,25}\s(?:da|dai|dagli)\s+(?:euro\s+|€\s?)?\d(?:[^.;:()]|[.,]\d){0,25}\s(?:del|nel)(?:l['’]\s*(?:anno|esercizio)\s+)?\s+$/iu.test(
      lead,
    );
  return (
    COMPARED.test(lead.slice(-40)) ||
    COMPARED_RATE.test(lead.slice(-90)) ||
    // ("up 14.3 per cent over 2012", "+5% sul 2022": a rate measured against the year)
    // (and "Total revenue increased 3.1% over the first quarter of 2015": a quarter or a half named with its year; not "up 4% over the 13
    // weeks ended February 3, 2018", the period reported)
    (m.period?.kind === 'year' && /\d\s?(?:%|per\s?cent|percent)\s+(?:over|on|against|sul(?:l['’])?)\s+$/iu.test(lead.slice(-40))) ||
    (!!m.period &&
      m.period.kind !== 'span' &&
      m.period.kind !== 'date' &&
      m.period.year > 0 &&
      /^(?:first|second|third|fourth)\s+(?:quarter|half)\b/iu.test(text.slice(m.start, m.end)) &&
      /\d\s?(?:%|per\s?cent|percent)\s+(?:over|against)\s+the\s+$/iu.test(lead.slice(-40))) ||
    (AFTER_COMPARED_AMOUNT.test(lead) && (!changedTo || changedFrom) && !RESULTS_FOR.test(lead)) ||
    AMOUNT_BRACKET.test(lead) ||
    // ("il fatturato a 80 milioni, mentre nel 2017 si era fermato a 67 milioni": a year set against the one reported, in the pluperfect)
    (/(?<![\p{L}])mentre\s+(?:nel(?:l['’])?|in)\s*$/iu.test(lead) && PLUPERFECT_AFTER.test(text.slice(m.end, m.end + 50))) ||
    labelledAside(text, m)
  );
}

/** "(2018 adjusted**: £2.28 million)": how a comparative period's figure was restated, between the period and its colon (or nothing). */
export const RESTATED_LABEL = String.raw`(?:\s*(?:adjusted|restated|reported|underlying|pro[\s-]forma|like[\s-]for[\s-]like)\**)?`;
/** "2022: £8.1bn", "(2018 adjusted: £9.13 million": what lies between a period and the amount it labels with a colon. */
export const COLON_BEFORE = new RegExp(String.raw`^${RESTATED_LABEL}\s*:\s*(?:[$€£]\s*)?$`, 'iu');

/** After a year that opens a bracket: a colon (with how the figure was restated) or the amount itself. */
const YEAR_LABELS_BRACKET = new RegExp(String.raw`^\s*(?:${RESTATED_LABEL}\s*:|(?:[$€£]|US\$)\s?\d)`, 'iu');

/** "EBITDA of £142 million (H1 2015: £144 million)": a period that labels a bracket's amount (or a line's) is the comparison's. */
export function labelledAside(text: string, m: { start: number; end: number }): boolean {
  // ("(1999 £694 million)": the year and the amount with no colon, as some annual reports print it; "(2018 adjusted**: £2.28
  // million)": the year and how the comparative was restated, before the colon)
  if (/\(\s*$/u.test(text.slice(Math.max(0, m.start - 3), m.start)) && YEAR_LABELS_BRACKET.test(text.slice(m.end, m.end + 24))) return true;
  // "(H1'12 - £16.93 million; 2012 - £16.34 million)": a period and a dash that open a bracket (or follow its semicolon) label the amount
  if (/[(;]\s*$/u.test(text.slice(Math.max(0, m.start - 3), m.start)) && /^\s*[-–]\s*(?:[$€£]|\d)/u.test(text.slice(m.end, m.end + 5)))
    return true;
  // "£693.6m" / "+6.0%" / "2015: £654.1m" in UK highlights, "£38.2m +7.3% 2015: £35.6m": a year and a colon that open a line
  // or follow a change label the prior year's amount
  return (
    /(?:^|\n)[ \t]*$|%[ \t]+$/u.test(text.slice(Math.max(0, m.start - 3), m.start)) &&
    /^:[ \t]*(?:[$€£]|\d)/u.test(text.slice(m.end, m.end + 4))
  );
}

/** A text on fiscal years: "fiscal", "2021/22", "esercizio 2022/2023". */
const FISCAL_TALK = /\bfiscal\b|\b(?:19|20)\d\d\/(?:19|20)?\d\d\b|\besercizio\s+\d{4}\/\d{2,4}/iu;

/**
 * "Fourth quarter revenue was $58.4 million, up from $53.6 million in the fourth quarter of 2019": a
 * period stated first without its year takes the year after the first later comparison of the same kind
 * that writes one, before the document's date (a later mention that is not a comparison may be another year's); or the year after
 * a later "same period of <year>" in a text on calendar years.
 */
export function yearWrittenLater(text: string, mentions: readonly PeriodMention[], first: PeriodMention): number | null {
  const kind = first.period?.kind;
  for (const m of mentions) {
    const p = m.period;
    // ("nel primo semestre ammontano a 1.387,2 milioni rispetto ai 1.166,4 milioni dello stesso periodo del 2020": the year after it)
    // (in a text on calendar years: a fiscal one may name its "same period" by the calendar year it started in)
    if (m.start > first.start && m.relative === 'same_in_year' && m.year && kind !== 'year' && !FISCAL_TALK.test(text)) return m.year + 1;
    if (m.start <= first.start || !p || p.kind !== kind || p.kind === 'span' || p.year === 0) continue;
    const lead = text.slice(Math.max(0, m.start - 170), m.start);
    if (!COMPARED.test(lead.slice(-40)) && !AFTER_COMPARED_AMOUNT.test(lead)) continue;
    // "Q2 revenues of $64.4 million compared with $60.0 million in the first quarter of fiscal 2006": the quarter
    // before is the same year's (the fourth, the year before's); the same quarter is a year earlier
    const f = first.period;
    if (f?.kind === 'quarter' && p.kind === 'quarter' && p.quarter !== f.quarter)
      return p.quarter === f.quarter - 1 ? p.year : f.quarter === 1 && p.quarter === 4 ? p.year + 1 : null;
    // ("the six months ended December 31 … up from A$140-million in the first half of 2017": a half known by the month it ends in, set
    // against the other one: a second named in the year of the first before it, a first in the year after the second)
    if (f?.kind === 'half' && p.kind === 'half' && p.half !== f.half && first.endsIn) return f.half === 2 ? p.year : p.year + 1;
    return p.year + 1;
  }
  return null;
}

/**
 * The year of a text that gives no date, from the dates it writes: the latest that is not a
 * comparison's ("terminated in September 1998" in a text about 1999 is history); else a comparison's ("rispetto ai 845 milioni al 31 dicembre 2018", "(… at December
 * 31, 2018)") a year later when it is a year-end or the day of an undated balance ("Al 30 giugno … rispetto ai 131 milioni al
 * 30 giugno 2018"), else its own year (it may be the quarter before).
 */
/** A year-end a stretch of time runs from ("since the end of 2024", "dalla fine del 2024"): a later year is the text's. */
export function sinceYearEnd(text: string, m: PeriodMention): boolean {
  const p = m.period;
  if (p?.kind !== 'date' || p.month !== 12 || p.day !== 31) return false;
  return /(?<![\p{L}])(?:since|dalla)\s*$/iu.test(text.slice(Math.max(0, m.start - 12), m.start));
}

const RATE_COMPARED_AT = /\b(?:compared (?:with|to)|against|versus|from)\s+[-+]?\d+(?:[.,]\d+)?\s?(?:%|per\s?cent|percent)\s*$/iu;

export function yearFromDates(text: string, mentions: readonly PeriodMention[]): number | null {
  let compared: number | null = null;
  let laterCompared: number | null = null;
  let own: number | null = null;
  for (const m of mentions) {
    // "the fiscal year ended June 30, 2001": a year written with the day it closed on is a date too (not "the year to May 31",
    // whose year is not written)
    if (m.closesOn && m.period?.kind === 'year' && m.period.year > 0 && !COMPARED.test(text.slice(Math.max(0, m.start - 40), m.start))) {
      own = Math.max(own ?? 0, m.period.year - m.closesOn.back);
      continue;
    }
    if (m.period?.kind !== 'date' || m.period.year === 0) continue;
    // ("Since Ferlano acquired a 60 percent stake in the business in February 2011, …": a day of its history, not one it reports)
    if (historyBefore(text, m.start)) continue;
    const lead = text.slice(Math.max(0, m.start - 170), m.start);
    // "has gradually improved since the end of 2024": the text is written after that year-end, in a later year
    // "… registrati lo scorso 31 dicembre 2013": a year-end the text calls past ("scorso") is the year before its own
    if (sinceYearEnd(text, m) || (m.period.month === 12 && m.period.day === 31 && /(?<![\p{L}])scorso\s+$/iu.test(lead))) {
      compared ??= m.period.year + 1;
      continue;
    }
    // "targeting break even cash flow by the end of fiscal 2015", "entro la fine del 2025": a deadline ahead, not a day reported
    if (/\b(?:by|entro)\s*(?:la?\s*)?$/iu.test(lead)) continue; // ("entro l|a fine del 2025": the date may start inside "la")
    // ("… will also reduce the cost of electricity after the completion of Phase III in June 2023": a day ahead, in a sentence on what will be)
    if (/(?<![\p{L}])will\s(?:[^.;!?]|\.\d)*$/iu.test(lead)) continue;
    if (
      COMPARED.test(lead.slice(-40)) ||
      AFTER_COMPARED_AMOUNT.test(lead) ||
      // "(positivo per 22,6 milioni al 31 dicembre 2021)": an amount's bracket, a comparison's aside
      AMOUNT_BRACKET.test(lead) ||
      // ("a gearing level of 36 per cent, compared with 33 per cent at the end of 2011": a rate compared with at that day)
      RATE_COMPARED_AT.test(lead) ||
      /\b(?:contro|against)\s+(?:i\s+|the\s+)?[$€£]?\s?\d[^.;]{0,40}$/iu.test(lead)
    ) {
      // a year-end compared with is the year before's; another date may be the same year's (the quarter before)
      const d = m.period;
      const sameDayUndated = mentions.some(
        (x) => x.period?.kind === 'date' && x.period.year === 0 && x.period.month === d.month && x.period.day === d.day,
      );
      if ((d.month === 12 && d.day === 31) || sameDayUndated) compared ??= d.year + 1;
      else laterCompared ??= m.period.year;
      continue;
    }
    own = Math.max(own ?? 0, m.period.year);
  }
  return own ?? compared ?? laterCompared;
}

/** "For fiscal 2026, the company expects: … an increase in revenue from 2025": a year an outlook names (a compared one is its base). */
const OUTLOOK_WORD =
  /\b(?:expects?|expected|outlook|guidance|forecasts?|anticipates?|targets?|projects?|plans?\s+to|intends?\s+to|prevede|prevedono|previsioni|stima|stime|obiettiv[oi])\b/iu;
export function inOutlook(text: string, m: { start: number; end: number }): boolean {
  const lead = /[^.!?\n]*$/u.exec(text.slice(Math.max(0, m.start - 200), m.start))?.[0] ?? '';
  return (
    OUTLOOK_WORD.test(lead) ||
    // ("le procedure propedeutiche alla quotazione, prevista per il 2018": an event planned for a year)
    /(?<![\p{L}])(?:previst[oaie]|programmat[oaie]|pianificat[oaie]|planned|scheduled)\s+(?:per\s+(?:il\s+)?|nel(?:l['’])?\s*|entro\s+(?:il\s+)?|for\s+)$/iu.test(
      lead,
    ) ||
    // ("Moving into 2014, we will continue to look at …", "As we head into fiscal 2008": a year the text turns to)
    /(?:moving|heading|head|going|looking|as\s+we\s+(?:move|head|go|enter))\s+(?:into|ahead\s+to|forward\s+to)\s+(?:fiscal\s+|the\s+new\s+year\s+)?$/iu.test(
      lead,
    ) ||
    /^\s*,\s*(?:the\s+company|the\s+group|we|it|management|la\s+società|il\s+gruppo)\s+(?:now\s+)?(?:expects?|anticipates?|forecasts?|targets?|projects?|sees|prevede|stima)\b/iu.test(
      text.slice(m.end, m.end + 60),
    )
  );
}
