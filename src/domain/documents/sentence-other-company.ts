import type { FigureKey } from './types.ts';

/**
 * Another company's figure (issue 28, twenty-fourth pass): the business a company buys ("agreed to acquire Foo Inc., which had
 * revenue of $50 million", "ha acquisito Foo, società con un fatturato di 50 milioni", "l'acquisizione di Foo, che nel 2019 ha
 * realizzato ricavi per 50 milioni", "the acquired business generated revenue of …") or a rival named as the subject ("Rival Bar
 * Corp reported revenue of $2 billion", "il concorrente Bar ha chiuso con ricavi …"), or a whole market ("industry revenue reached
 * $13 billion", "il comparto ha registrato ricavi per 13 miliardi"). Its figures are not the company's, whatever
 * their measure. Used by sentence-mentions.ts on each key mention, given the sentence before it. Pure.
 */
const MARKET_KEYS: ReadonlySet<FigureKey> = new Set(['tam', 'sam', 'som']);
const NAME = String.raw`(?:[\p{Lu}][\p{L}\d&.'’-]*\s*){1,4}`;
/** "acquire Foo Inc., which …", "acquisizione di Foo, che …", "acquired Foo, a software company with …": the bought one's clause. */
const BOUGHT_ONES_CLAUSE = new RegExp(
  String.raw`\b(?:acquir(?:e|es|ed|ing)|acquisition\s+of|buy(?:s|ing)?|bought|purchas(?:e|es|ed|ing)|takeover\s+of|merger\s+with|acquisi(?:re|to|ta|sce|zione\s+(?:di|della|del|dello|dell['’]))|rilev(?:are|ato|a)|fusione\s+con|incorporazione\s+di)\s+(?:the\s+|la\s+|il\s+|lo\s+|l['’]\s*)?(?:(?:US|UK|Italian|German|French|American|British|italiana|tedesca|francese|americana|inglese|spagnola|Spanish)\s+)?(?:(?:company|group|firm|società|gruppo|azienda)\s+)?${NAME},?\s*(?:(?:which|that|who)\b|(?:che|la quale|il quale)\b|(?:an?|una?)\s+(?:[\p{Ll}-]+\s+){0,3}(?:company|firm|group|maker|business|società|azienda|gruppo|realtà)(?![\p{L}])|(?:società|azienda|gruppo|realtà)\s+(?:\p{Ll}+\s+){0,2}(?:con|che)\b)[^.;]*$`,
  'u',
);
/** "The acquired business generated …", "la società acquisita ha realizzato …", "the target company's revenue …" (a bare "the target" is as often a goal). */
const BOUGHT_SUBJECT =
  /(?:\bthe\s+acquired\s+(?:business|company|companies|operations|entity|group)|\b(?:la|le)\s+società\s+acquisit[ae]|\bil\s+gruppo\s+acquisito|\bthe\s+target\s+(?:company|business|group)(?:['’]s)?)\b[^.;]*$/iu;
/** "Rival Bar Corp reported …", "il concorrente Bar ha chiuso …", "competitors such as Bar": a rival named as the subject. */
const RIVAL_SUBJECT = new RegExp(
  String.raw`\b(?:[Rr]ival|[Cc]ompetitor|[Pp]eer|[Cc]oncorrente|[Rr]ivale)s?\s+(?:such\s+as\s+|come\s+)?${NAME}[^.;]*$`,
  'u',
);
/**
 * "La controllata greca Stet Hellas ha realizzato ricavi per …", "Con riferimento alla controllata Intermarine, … la Società ha
 * registrato ricavi …", "Per quanto riguarda le controllate del Gruppo, TIM Brasil ha chiuso …", "its subsidiary Foo reported …": a
 * subsidiary named as the sentence's subject; its figures are a part of the group's. ("La controllata di Mediaset delle torri archivia il
 * trimestre …" names the company the text is about as another's subsidiary: its figures are the text's own.)
 */
const SUBSIDIARY_SUBJECT =
  /^\s*(?:(?:con\s+riferimento|quanto)\s+(?:alla|alle)\s+|per\s+quanto\s+riguarda\s+(?:la|le)\s+|(?:la|le)\s+)?(?:societ[àa]\s+)?controllat[ae]\b(?!\s+(?:di|da)\s)[^.;]*$|^\s*(?:(?:as\s+for|turning\s+to)\s+)?(?:its|the|our)\s+(?:[\p{L}-]+\s+)?subsidiar(?:y|ies)\b[^.;]*$/iu;

/** "industry revenue", "sector-wide sales", "revenue in the Italian market", "il comparto ha registrato ricavi": a whole market's. */
const MARKET_BEFORE = /\b(?:industry|sector|sector-wide|industry-wide|market-wide)\s+$/iu;
const MARKET_AFTER =
  /^\s+(?:in\s+the\s+(?:[\p{L}-]+\s+){0,2}(?:market|industry|sector)|(?:nel|del)\s+(?:mercato|comparto)|dell['’]industria)\b/iu;
const MARKET_SUBJECT =
  /^\s*(?:(?:nel|in)\s+[^,]{3,30},?\s+)?(?:il\s+comparto|il\s+settore|l['’]industria|il\s+mercato|the\s+(?:industry|sector|market))\s+(?:\p{L}+\s+){0,3}$/iu;

/** The mention of `key` at `start`..`end` names another company's figure, or (for a company's measure, not a market's size) a market's. */
export function anotherCompanys(sentence: string, start: number, end: number, key: FigureKey): boolean {
  const before = sentence.slice(0, start);
  if (BOUGHT_ONES_CLAUSE.test(before) || BOUGHT_SUBJECT.test(before) || RIVAL_SUBJECT.test(before) || SUBSIDIARY_SUBJECT.test(before))
    return true;
  return (
    !MARKET_KEYS.has(key) &&
    (MARKET_BEFORE.test(sentence.slice(Math.max(0, start - 20), start)) ||
      MARKET_AFTER.test(sentence.slice(end, end + 50)) ||
      MARKET_SUBJECT.test(before))
  );
}
