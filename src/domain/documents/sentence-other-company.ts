/**
 * Another company's figure (issue 28, twenty-fourth pass): the business a company buys ("agreed to acquire Foo Inc., which had
 * revenue of $50 million", "ha acquisito Foo, società con un fatturato di 50 milioni", "l'acquisizione di Foo, che nel 2019 ha
 * realizzato ricavi per 50 milioni", "the acquired business generated revenue of …") or a rival named as the subject ("Rival Bar
 * Corp reported revenue of $2 billion", "il concorrente Bar ha chiuso con ricavi …"). Its figures are not the company's, whatever
 * their measure. Used by sentence-mentions.ts on each key mention, given the sentence before it. Pure.
 */
const NAME = String.raw`(?:[\p{Lu}][\p{L}\d&.'’-]*\s*){1,4}`;
/** "acquire Foo Inc., which …", "acquisizione di Foo, che …", "acquired Foo, a software company with …": the bought one's clause. */
const BOUGHT_ONES_CLAUSE = new RegExp(
  String.raw`\b(?:acquir(?:e|es|ed|ing)|acquisition\s+of|buy(?:s|ing)?|bought|purchas(?:e|es|ed|ing)|takeover\s+of|merger\s+with|acquisi(?:re|to|ta|sce|zione\s+(?:di|della|del|dello|dell['’]))|rilev(?:are|ato|a)|fusione\s+con|incorporazione\s+di)\s+(?:the\s+|la\s+|il\s+|lo\s+|l['’]\s*)?(?:(?:US|UK|Italian|German|French|American|British|italiana|tedesca|francese|americana|inglese|spagnola|Spanish)\s+)?(?:(?:company|group|firm|società|gruppo|azienda)\s+)?${NAME},?\s*(?:(?:which|that|who)\b|(?:che|la quale|il quale)\b|(?:an?|una?)\s+(?:[\p{Ll}-]+\s+){0,3}(?:company|firm|group|maker|business|società|azienda|gruppo|realtà)\b|(?:società|azienda|gruppo|realtà)\s+(?:\p{Ll}+\s+){0,2}(?:con|che)\b)[^.;]*$`,
  'u',
);
/** "The acquired business generated …", "la società acquisita ha realizzato …", "the target's revenue …". */
const BOUGHT_SUBJECT =
  /(?:\bthe\s+acquired\s+(?:business|company|companies|operations|entity|group)|\b(?:la|le)\s+società\s+acquisit[ae]|\bil\s+gruppo\s+acquisito|\bthe\s+target(?:['’]s)?)\b[^.;]*$/iu;
/** "Rival Bar Corp reported …", "il concorrente Bar ha chiuso …", "competitors such as Bar": a rival named as the subject. */
const RIVAL_SUBJECT = new RegExp(
  String.raw`\b(?:[Rr]ival|[Cc]ompetitor|[Pp]eer|[Cc]oncorrente|[Rr]ivale)s?\s+(?:such\s+as\s+|come\s+)?${NAME}[^.;]*$`,
  'u',
);

export function anotherCompanys(sentence: string, start: number): boolean {
  const before = sentence.slice(0, start);
  return BOUGHT_ONES_CLAUSE.test(before) || BOUGHT_SUBJECT.test(before) || RIVAL_SUBJECT.test(before);
}
