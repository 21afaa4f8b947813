import { parseNumberToken } from './numbers.ts';
import type { NumberLanguage } from './numbers.ts';
import { headcountChange } from './sentence-headcount-change.ts';
import { headcountWords } from './sentence-headcount-words.ts';
import { notACount } from './sentence-headcount-not.ts';
import { labelledCounts } from './sentence-headcount-labelled.ts';
import type { HeadcountHit } from './sentence-headcount-hit.ts';

export type { HeadcountHit } from './sentence-headcount-hit.ts';

/**
 * People in a sentence: "14 employees", "27 dipendenti", "headcount was approximately 36,700",
 * "organico di 32 persone", "a team of 12 people". Not a range or a bound of people ("10 to 250
 * employees", "fewer than 50 staff", "oltre 21 mila persone" generated elsewhere), not a year.
 */

// ("1,87,634": the Indian grouping)
const N = String.raw`(\d{1,2}(?:,\d\d)+,\d{3}|\d{1,3}(?:[.,]\d{3})+|\d+)`;
const QUAL = String.raw`(approximately|about|around|over|more than|nearly|almost|circa|oltre|quasi|più di|some)?\s*`;
const AFTER = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<!(?<!\d)['’])${QUAL}${N}\s+(?:(?:full-time|part-time|temporary|permanent|fte)(?:\s+and\s+(?:full-time|part-time|temporary|permanent))?\s+)?(?:employees|people|staff|FTEs?|(?<=\b(?:has|have|had|employs|employing|with)\s+[^.;]{0,60})workers|dipendenti|persone|addetti|collaboratori|collaboratrici|lavoratori|lavoratrici)(?![\p{L}])`,
  'giu',
);
const BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:total\s+)?headcount|organico|workforce|number of (?:employees|personnel)|numbers? employed(?:\s+by\s+(?:the\s+)?(?:group|company|firm|business))?|(?:staff|employee)\s+numbers|numero (?:di |dei )?dipendenti|team|occupati(?=\s+a\s+quota\b))\s*(?:of|di|:|is|was|(?:increased|decreased|rose|fell|grew)\s+(?:by\s+[\d.,]+\s*(?:per\s?cent|%)\s+)?(?:and\s+was|to)|(?:(?:was|is)\s+)?(?:(?:up|down|increased|decreased|rose|fell|grew)\s+(?:by\s+)?[\d.,]+\s*(?:per\s?cent|%)(?:\s+[\p{L}-]+){0,2}\s*,?\s*(?:and\s+)?){1,2}to|a\s+quota|(?<=dipendenti\s+)a|totaled|totalled|stood at|reached|came (?:in )?at|(?:(?:has|have)\s+)?(?:grown|risen|rose|grew|increased|fallen|fell|dropped)\s+to|(?:(?:is|was|stood|stands)\s+)?at\s+(?:a|an)\s+(?:(?:new|all-time|record)\s+)?(?:high|level)\s+of|(?:stayed|remained)\s+(?:the\s+same\s+|unchanged\s+|steady\s+|stable\s+)?at|è|era|conta|pari a|=|composto da)?\s*${QUAL}${N}(?![\d.,]*\d)(?!\s*(?:%|[€$£]|milion|million|miliard|billion|mln|mld|bn|k\b|mila))`,
  'giu',
);
// "has a staff of 400", "gli occupati sono 2.600", "i dipendenti sono circa 230": the people named, then a verb and their number
// (or with the verb left out after a list's "e": "i soci sono 155.718 (+5,5%) ed i dipendenti 5.856 (+1,9%)")
// (and "I dipendenti del gruppo al 31 dicembre 2011 erano 4.080": whose, then the day, between them; the day always)
const NAMED_ARE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:a|its|the)\s+staff\s+of|(?:gli|i)\s+(?:occupati|dipendenti|lavoratori|addetti)(?:(?:\s+del(?:la|l['’])?\s*(?:gruppo|società|azienda)(?:\s+\p{Lu}[\p{L}&.'-]*)?)?\s+al\s+\d{1,2}\s+\p{L}+\s+\d{4})?\s+(?:sono|erano)|(?<=\b(?:e|ed)\s+)(?:gli|i)\s+(?:occupati|dipendenti|addetti)(?=\s+\d[\d.]*\s*(?:\(|,|;|\.(?!\d)|$))|(?:its|the)\s+(?:employees|staff)\s+(?:number|numbered))\s+${QUAL}${N}(?![\d.,]*\d)(?!\s*(?:%|[€$£]|milion|million|miliard|billion|mln|mld|bn|k\b|mila))`,
  'giu',
);
// "14 nuove assunzioni, che portano a 220 il numero degli occupati": the count the verb brings the staff to, named after it
const BRINGS_TO = new RegExp(
  String.raw`(?<=\b(?:porta(?:no|ndo)?|sal(?:e|gono|ito)|arriva(?:no|to)?)\s+a\s+)${QUAL}${N}\s+il\s+numero\s+(?:degli|dei|di)\s+(?:occupati|dipendenti|addetti|lavoratori)\b`,
  'giu',
);
// "The group currently employs 130 between its head office and …", "occupa 45 nei due stabilimenti": the verb names them
const EMPLOYS = new RegExp(
  String.raw`(?<![\p{L}])(?<!capital\s)(?:employs|employed|impiega|occupa)\s+${QUAL}${N}(?![.,]\d)(?=\s+(?:between|across|at|in|on|worldwide|globally|tra|fra|nei|negli|nelle)\b|\s*[.,;])`,
  'giu',
);
// ("to" only after a number: "10 to 250 employees" is a range, "the workforce grew to 312 employees" a level)
// ("Our current staff is now up to 80 people": risen to a level, no bound)
const BOUND_BEFORE =
  /(?:\d\s*[-–]\s*|\d\s+to\s+|\b(?:than|(?<!\b(?:is|are|was|were|now)\s)up to|under|between|fino a|meno di|tra|fra|(?<!\b(?:format[oaie]|compost[oaie]|costituit[oaie])\s)da)\s+)$/iu;
const HIRING =
  /(?:hire|hiring|recruit(?:ing)?|add(?:ing)?(?!\s+to\s+(?:a|the|its|their)\s+(?:existing\s+|current\s+)?(?:(?:workforce|staff|team|headcount)\b|$))|create|creating|assumere|assumerà|assunzioni|creare|generando|occupazione per|nuovi)(?![\p{L}])[^.]{0,25}$/iu;
/** "… seguono Ferrovie dello Stato (": a ranking's next name, its count in the bracket that opens. */
const NAMED_BRACKET = /\b(?:seguono|segue|precede|followed\s+by|ahead\s+of|dietro|poi|then)\b[^.;()]{0,50}?\p{Lu}[\p{L}&.'’-]*\s*\(\s*$/u;
const LISTED_NAME = String.raw`\p{Lu}[\p{L}&.'’-]*(?:\s+(?:\p{Lu}[\p{L}&.'’-]*|dell[ao]|del|di|of))*`;
const LISTED_COUNT = new RegExp(
  String.raw`(?<=\(\s*\d[\d.,]*\s+(?:unità|dipendenti|addetti|employees|staff|people)\s*\)(?:\s*(?:,|e|ed|and)\s+${LISTED_NAME}\s*\(\s*\d[\d.,]*\s*\))*\s*(?:,|e|ed|and)\s+${LISTED_NAME}\s*\(\s*)(\d{1,3}(?:[.,]\d{3})+|\d+)(?=\s*\))`,
  'gu',
);
const RANKING = /\b(?:seguono|followed\s+by|classifica|ranking|league\s+table)\b/iu;
const POPULATION = /(?:imprese|aziende|companies|firms|smes|pmi|clients|clienti|customers)\s+(?:con|with)\s+$/iu;

export function headcountInSentence(sentence: string, lang: NumberLanguage): HeadcountHit[] {
  const change = headcountChange(sentence);
  if (change.length > 0) return change;
  const hits: HeadcountHit[] = [];
  for (const re of [AFTER, BEFORE, NAMED_ARE, EMPLOYS, BRINGS_TO]) {
    re.lastIndex = 0;
    for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
      const numText = m[2] as string;
      const at = m.index + m[0].indexOf(numText, (m[1] ?? '').length);
      if (/^(19|20)\d\d$/.test(numText)) continue;
      const value = numText.includes('.') || numText.includes(',') ? Number(numText.replace(/[.,]/g, '')) : parseNumberToken(numText, lang);
      if (value === null || !Number.isInteger(value) || value <= 0 || value >= 10_000_000) continue;
      const before = sentence.slice(Math.max(0, m.index - 30), m.index);
      if (!m[1] && (BOUND_BEFORE.test(before) || POPULATION.test(before))) continue;
      // "plans to hire at least 65 employees": a plan, not the people there are (but the level hiring brings the staff to is a count)
      if (re !== BRINGS_TO && HIRING.test(before)) continue;
      if (notACount(sentence, m.index, at, m.index + m[0].length)) continue;
      if (hits.some((h) => h.start <= at && at < h.end)) continue;
      hits.push({ start: at, end: m.index + m[0].length, quoteStart: m.index, value, approximate: !!m[1] });
    }
  }
  for (const h of headcountWords(sentence)) if (!hits.some((x) => x.start < h.end && h.start < x.end)) hits.push(h);
  // ("seguono Ferrovie dello Stato (83.764 unità) e Edizione (80.044)": the next name's bracket counts the same people)
  const listed: number[] = [];
  for (const m of sentence.matchAll(LISTED_COUNT)) {
    const value = Number((m[1] as string).replace(/[.,]/gu, ''));
    const at = m.index;
    if (hits.some((x) => x.start <= at && at < x.end)) continue;
    hits.push({ start: at, end: at + (m[1] as string).length, quoteStart: at, value, approximate: false });
    listed.push(at);
  }
  // ("Poste Italiane, con oltre 129.243 dipendenti, seguono Ferrovie dello Stato (83.764 unità)": a ranking, each name its own count)
  const named = (h: HeadcountHit) =>
    NAMED_BRACKET.test(sentence.slice(Math.max(0, h.quoteStart - 60), h.quoteStart)) || listed.includes(h.start);
  // ("Nella classifica … seguono l'Humanitas con … 2.811 dipendenti e il gruppo Villa Maria … a 2.554 dipendenti": a ranking's names, each
  // its count)
  const first = Math.min(...hits.map((h) => h.quoteStart));
  if (hits.length > 1 && (hits.slice(1).every(named) || RANKING.test(sentence.slice(0, first))))
    return hits.sort((a, b) => a.start - b.start);
  if (new Set(hits.map((h) => h.value)).size > 1) return []; // two different counts of people: which one?
  const one = hits.slice(0, 1);
  return one[0] ? [...one, ...labelledCounts(sentence, one[0])] : one;
}
