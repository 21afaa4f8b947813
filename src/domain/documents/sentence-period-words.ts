/**
 * The words of periods, English and Italian (issue 28): months, ordinals, number words, the year
 * patterns and the tails that qualify a period ("dell'anno precedente", "of the year", "al 2024").
 * Data and small helpers for sentence-period-patterns.ts. Pure.
 */
/** The cardinals two to ten, English and Italian (also read before "million" by sentence-amount-number-words.ts). */
export const CARDINALS_EN: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
export const CARDINALS_IT: Readonly<Record<string, number>> = {
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
};
export const NUMBER_WORDS: Record<string, number> = {
  ...CARDINALS_EN,
  ...CARDINALS_IT,
  biennio: 2,
  triennio: 3,
  quadriennio: 4,
  quinquennio: 5,
};
// (and the end of a contract or a deal's term: "extended its relationship with Ferlano Drinks to 2040", "until 2030", "prorogato fino al 2035";
// and a year a company says it is ready for: "we are positioned very well for 2024")
export const HORIZON_BEFORE =
  /(?:(?<!rispetto\s)\bal|\bentro(?:\s+il)?|\bfino\s+al|\bby|\bthrough(?:\s+to)?|\bup\s+to|\buntil|\btill|\b(?:extend(?:s|ed|ing)?|renew(?:s|ed|ing)?|prolong(?:s|ed|ing)?)\b[^.;\d]{0,60}?\bto|\b(?:positioned|placed|poised|prepared)\b[^.;\d]{0,20}?\bfor)\s+$/iu;
/** "primi nove mesi dell'esercizio", "the first quarter of the year", "il primo trimestre di quest'anno": the period of the current year. */
export const THIS_YEAR_TAIL =
  /^\s*(?:dell'(?:esercizio|anno)(?:\s+in\s+corso)?|di\s+quest['’]anno|of\s+the\s+(?:current\s+|fiscal\s+)?year|of\s+this\s+year|(?:of\s+(?:the\s+)?current|of\s+this|this)\s+fiscal(?:\s+year)?)(?![\p{L}])(?!\s+(?:19|20)\d\d)/iu;
/** After a period written without its year: it is the one of the year before ("of the previous year", "dell'anno precedente"). */
export const PRIOR_YEAR_TAIL =
  /^\s*(?:(?:of|in)\s+(?:the\s+)?(?:previous|prior|preceding)\s+(?:fiscal\s+)?year|(?:of\s+)?last\s+(?:fiscal\s+)?year|(?:del(?:l')?\s*|nel(?:l')?\s*)(?:anno\s+(?:precedente|scorso|prima)|esercizio\s+precedente|precedente\s+esercizio)|dello\s+scorso\s+(?:anno|esercizio)|a\s+year\s+(?:ago|earlier))(?![\p{L}])/iu;

export const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const MONTHS_IT = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
export const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sept?', 'oct', 'nov', 'dec'];
/** A month's name or abbreviation, whole: "mar" never matches inside "marzo" (a regex with the u flag). */
export const MONTH = `(?:${[...MONTHS_EN, ...MONTHS_IT].join('|')}|(?:${MONTH_ABBR.join('|')})\\.?)(?![\\p{L}])`;

export function monthOf(word: string): number {
  const w = word.toLowerCase().replace('.', '');
  let i = MONTHS_EN.indexOf(w);
  if (i < 0) i = MONTHS_IT.indexOf(w);
  if (i < 0) i = MONTH_ABBR.findIndex((a) => new RegExp(`^${a}$`).test(w));
  return i + 1;
}

export const YEAR = String.raw`((?:19|20)\d\d)`;
export const YY = String.raw`(?:((?:19|20)\d\d)|'?(\d\d))`;
export const ORD_EN: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };
export const ORD_IT: Record<string, number> = {
  primo: 1,
  secondo: 2,
  terzo: 3,
  quarto: 4,
  '1°': 1,
  '2°': 2,
  '3°': 3,
  '4°': 4,
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
};
export const Q_EN = String.raw`(first|second|third|fourth|1st|2nd|3rd|4th)`;
export const Q_IT = String.raw`(primo|secondo|terzo|quarto|[1-4]°|iv|iii|ii|i)`;
// ("the first quarter (Q1) of 2023", "the first nine months (9M) of 2021": the short name in brackets between the part and its year;
// "i primi tre mesi di questo 2016")
export const OF_YEAR = String.raw`(?:(?:\s*\((?:Q[1-4]|[1-4]Q|H[12]|[1-9]M)\))?\s*(?:of\s+|di\s+questo\s+|dell'anno\s+(?:fiscale|finanziario)\s+|del(?:l')?\s*|dell'esercizio\s+(?:fiscale\s+)?|of (?:its |the )?(?:fiscal|financial)\s+(?:year\s+)?|(?:fiscal|financial)\s+(?:year\s+)?|of calendar\s+|of (?:the )?year\s+)?(?:(?:fiscal|financial)\s+(?:year\s+)?|calendar\s+)?${YEAR})?`;

export function yy(full: string | undefined, short: string | undefined): number {
  if (full) return Number(full);
  if (short) return 2000 + Number(short);
  return 0;
}

/** Before the first amount of a change: "da 93,3 milioni", "from $1.2 million" (sentence-twins.ts, sentence-period-after.ts). */
export const FROM_BEFORE =
  /(?:\bda|\bdai|\bdal|\bdagli|\bfrom)\s*(?:the\s+|i\s+|gli\s+)?(?:(?:quasi|circa|oltre|about|nearly|almost|around)\s+)?(?:[$€£]\s*)?$/iu;

/** What "rispetto a" may name before the period compared with: "rispetto all'ammontare di fine marzo 2017", "rispetto al dato del"
 * (sentence-period-compared.ts, sentence-period-for.ts). */
export const COMPARED_ITEM = String.raw`(?:ammontare|dato|valore|livello|saldo|importo)`;

/**
 * "Founded in 2015, the company …", "fondata nel 1998", "fabbrica attiva dal 1949", "in business since 1987", "proprietaria
 * dell'azienda dal 1910", "era entrata in Borsa nel 1999", "listed on AIM in 2006", "its first quarterly loss since going public in 2001", "When I established Northwood way back in
 * 1974", "acquired Wilsanco Plastics based in Dungannon in 2006", "the supplier it spun off in 2005", "che nasce nel 1974", "dalla sua fondazione, nel 1959": a year
 * of the company's history, not of its figures.
 */
export const HISTORY_BEFORE =
  /(?:attiv[aoie]|operativ[aoie]|presente|in business|operating|active|headquartered|based|located|sede|proprietari[aoie]|owned|in\s+the\s+hands)\b[^.;,]{0,50}\s(?<!\ba\s+partire\s)(?:dal(?:l')?|since)\s*$|(?:founded|established|incorporated|launched|started|set\s+up|set\s+(?:it|them)\s+up|formed|created|fondat[aoie]|costituit[aoie]|nat[aoie]|avviat[aoie])\s+(?:(?:the|its|his|her|their|la|il|lo|l')\s*[\p{L}-]+\s+)?(?:(?:da|by)\s+[\p{L}'’. -]{2,60}?\s+)?(?:(?:a|in|at)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+)?(?:in\s+|nel(?:l')?\s*|il\s+)?$|(?:founded|established|started|set\s+up|formed|created)\s+(?:[\p{L}&'’-]+\s+){0,2}(?:way\s+)?back\s+in\s*$|(?:acquired|acquiring|bought|took\s+over|spun\s+(?:out|off)\s+(?:of|from)|demerged\s+from)\s+(?:[\p{L}\d&%'’-]+\s+){1,7}in\s*$|\bspun\s+(?:off|out)\s+in\s*$|\b(?:nasce|nacque|nasceva)\s+(?:a\s+\p{Lu}[\p{L}'’-]*\s+)?(?:nel(?:l')?\s*)$|(?:entrat[aoie]|sbarcat[aoie]|approdat[aoie]|quotat[aoie])\s+(?:in|a|su)\s+(?:Borsa|Piazza\s+Affari)\s+(?:nel|dal)\s*$|(?:listed|floated|went\s+public|going\s+public|(?:its|the)\s+(?:listing|flotation|ipo))\s+(?:again\s+)?(?:on\s+(?:the\s+)?[\p{L} ]{2,30}?\s+)?in\s*$|(?:dalla|since)\s+(?:sua\s+|its\s+|their\s+)?(?:fondazione|nascita|founding|foundation|inception|establishment)\s*,?\s*(?:(?:avvenuta\s+)?nel(?:l')?|in)\s*$|(?:iniziat[oa]|iniziò|avviò|cominciò|began|commenced|started)\s+(?:la\s+(?:propria|sua)\s+|l['’]\s*|its\s+|their\s+)?(?:attività|operations|trading|business|production|produzione)\s+(?:nel(?:l')?|in)\s*$/iu;
/** Whether the words before `at` name a year of the company's history (HISTORY_BEFORE), read far enough back for a long phrase. */
export function historyBefore(text: string, at: number): boolean {
  return HISTORY_BEFORE.test(text.slice(Math.max(0, at - 90), at));
}

/** "e che poi dal 2008 ha spostato la sede a Milano", "in 2008 moved its headquarters to Milan": a year of the company's history, named
 * by what follows it. */
const HISTORY_AFTER =
  /^\s*,?\s*(?:(?:ha|aveva|hanno)\s+(?:spostato|trasferito|portato)\s+(?:la\s+)?(?:propria\s+|sua\s+)?sede|(?:moved|relocated)\s+(?:its\s+|their\s+)?(?:headquarters|head\s+office|base))(?![\p{L}])/iu;
export function historyAfter(text: string, at: number): boolean {
  return HISTORY_AFTER.test(text.slice(at, at + 60));
}

/** "i soci hanno approvato un bilancio …", "approved the annual accounts": a year's accounts, the last year closed when none is named. */
export const ACCOUNTS_APPROVED =
  /\bapprovat[oaie]\s+(?:il|un|lo)\s+bilancio(?!\s+(?:di\s+previsione|preventivo|semestrale|trimestrale))\b|\bbilancio\s+(?:d['’]esercizio\s+)?approvato\b|\bapproved\s+(?:the|its)\s+annual\s+(?:accounts|report|financial\s+statements)\b/iu;

/** "passando da -108,1 milioni di fine 2012 agli attuali -86,1 milioni": the amount the text calls current is of its own period, not the one written before.
 * So is one right after "oggi" ("nel '93 l'ingresso nell'automobilismo … fino ad oggi, 40 dipendenti"). */
export const NOW_BEFORE = /(?<![\p{L}])(?:(?:agli|ai|alle|all['’]|gli|i|le)\s+attuali|(?:fino\s+)?(?:ad?\s+)?oggi,?)\s*(?:[$€£]\s*)?$/iu;

/** "up $4.1 million on HY2010", "down 5% on", "up on": what a change is measured against follows "on". */
export const UP_ON = String.raw`\b(?:up|down)(?:\s+[$€£]?\d[\d.,]*\s*(?:%|per\s?cent|percent|m|bn|k|million|billion))?\s+on`;

/** "a 10% uplift on last year", "an increase on 2019": a change noun followed by "on" names what it is measured against. */
export const CHANGE_ON = String.raw`\b(?:uplift|gain|increase|decrease|rise|fall|drop|decline|growth|improvement)\s+on`;

/** "una crescita del 10,4% sui primi nove mesi del 2017", "+5% sul 2017": what an Italian percentage change is measured against follows "su". */
export const PERCENT_ON = String.raw`%\s+su(?:l|i|gli|lla|lle|ll['’])`;
