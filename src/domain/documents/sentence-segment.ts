import { GEO } from './sentence-other-measures.ts';

/**
 * A segment's, a division's or a unit's revenue named in news prose (issue 28): not the group's key
 * figure. Used by sentence-mentions.ts on each revenue mention. Pure.
 */

/** "The Reuters News segment grew sales …", "The Books unit's sales rose …": a named part is the subject. */
const NAMED_PART_SUBJECT =
  /^\s*(?:[-•·]\s*)?(?:the\s+|its\s+)?(?:[\p{Lu}][\p{L}&'’.-]*\s+){1,4}(?:[Ss]egment|[Uu]nit|[Dd]ivision|[Bb]usiness)(?:'s|’s| s(?=\s))?\s+(?:[\p{L}]+\s+){0,2}$/u;
/** "The company's established pharmaceuticals segment also performed well, with revenue rising …", "Abbott's diagnostics segment
 * achieved total sales of …": a company's named segment is the subject. */
const OWN_PART_SUBJECT =
  /^\s*(?:the\s+company['’]s|its|[\p{Lu}][\p{L}&.-]*['’]s)\s+(?:[\p{L}&-]+\s+){1,3}(?:segment|division|unit)\s+(?:[\p{L}]+,?\s+){0,5}$/iu;
/** "In the largest segment, Financial and Risk, sales rose …", "Nel principale segmento, …, i ricavi", "In particolare, nel settore
 * refrigerazione le vendite …": a sentence opening on a part. */
const IN_PART =
  /^\s*(?:[-•·]\s*)?(?:in particolare,?\s+|inoltre,?\s+)?(?:(?:in|for|at)\s+(?:the|its|our)\s+(?:[\p{L}-]+\s+){0,2}(?:segment|division|unit)|(?:nel|nella|per il|per la)\s+(?:[\p{L}-]+\s+){0,2}(?:segmento|divisione|settore))\b[^.;]*$/iu;
/** "la divisione Pubblicità di Mondadori ha registrato ricavi per …", "La divisione periodici ha registrati ricavi per …", "il segmento
 * Retail realizza un fatturato di …", "Le aree di attività Consulting e ICT registrano rispettivamente ricavi per …": one Italian division,
 * segment, area or unit, or several, as the subject of the revenue. */
const PART_SUBJECT_IT =
  /(?:^\s*(?:[-•·]\s*)?|[,;:(]\s*|\b(?:mentre|e|ed|ma)\s+)(?:(?:la|il|lo|l['’])\s*(?:divisione|segmento|business unit|area di business|area|controllata)\s+(?:[\p{L}'’&.-]+\s+){1,4}|(?:le|i|gli)\s+(?:divisioni|segmenti|business unit|aree)\s+(?:[\p{L}'’&.-]+\s+){1,6})(?:(?:ha|hanno)\s+(?:registrat|realizzat|conseguit|segnat|generat)[oaie]|registra(?:no)?|realizza(?:no)?|consegu(?:e|ono)|segna(?:no)?|genera(?:no)?)\s+(?:rispettivamente\s+)?(?:(?:un|dei|degli)\s+)?$/iu;
/** "It highlighted growth in its Kestrel Tech digital unit, with revenue up 14.4 per cent to €442 million": the unit's revenue. */
const UNIT_WITH =
  /\b(?:in|at|of|for|from)\s+(?:its|the|our)\s+(?:[\p{L}&'’.-]+\s+){1,4}(?:unit|segment|division|arm|subsidiary)\s*,?\s+with\s+(?:net\s+|total\s+)?$/iu;
/** "The Group's operations outside Norway had operating revenues of …", "le attività all'estero hanno registrato ricavi …": a
 * region's. */
const ABROAD_SUBJECT =
  /\b(?:[Oo]perations|[Bb]usiness(?:es)?|[Aa]ctivities|[Uu]nits)\s+(?:outside(?:\s+(?:of\s+)?(?:the\s+)?[\p{Lu}][\p{L}.-]*(?:\s+[\p{Lu}][\p{L}.-]*)?)?|abroad)\s+(?:had|reported|posted|generated|recorded|achieved)\s+(?:[\p{L}-]+\s+){0,2}$|\b(?:attività|società|controllate)\s+(?:all['’]estero|estere|fuori\s+(?:dall['’]Italia|dall['’]Europa))\s+(?:hanno|ha)\s+(?:registrato|realizzato|conseguito|generato)\s+(?:[\p{L}-]+\s+){0,2}$/u;
/** "L'America ha visto i ricavi salire …", "l'EMEA ha registrato la performance migliore, con ricavi …": a region as the subject. */
const REGION_SUBJECT_IT = new RegExp(
  String.raw`(?:^\s*|[,;:(]\s*|\b(?:mentre|e|ed|ma)\s+)(?:l['’]|la\s+|il\s+|gli\s+|i\s+)(?:${GEO}|America|Americhe|Italia)\s+(?:ha|hanno)\s+(?:visto|registrato|realizzato|segnato|conseguito)\b[^.;]{0,60}$`,
  'iu',
);
/** "In Nord America il fatturato è in flessione …", "In Spagna, Unidad ha registrato ricavi …", "A livello europeo, il fatturato …",
 * "In Europe, sales rose …": a sentence that opens on a region states the region's revenue. */
const REGION_OPENING = new RegExp(
  String.raw`^\s*(?:[-•·]\s*)?(?:(?:In|Negli|Nel|Nella|Nelle|Across)\s+${GEO}|A livello (?:europeo|americano|nordamericano|sudamericano|asiatico|africano))\b[^.;:]{0,80}$`,
  'u',
);
/** "Revenue excluding currency in Financial & Risk …", "sales at constant currency in Europe": a part's revenue, currency aside. */
const CURRENCY_ASIDE_IN =
  /^\s+(?:excluding|before|ex)\s+(?:the\s+)?(?:currency|foreign exchange|fx)(?:\s+effects?)?\s+in\s+(?!(?:the|its|this|that|each|both|all|fiscal|calendar|q[1-4]|h[12]|fy)\b|\d|(?:first|second|third|fourth|full|nine|six|three)\b)[\p{L}-]+/iu;

/** Lower-case words that, right before "revenue" or "sales", name one line, market or channel of it: "digital revenue rose …",
 * "fragrance sales, which fell …", "admissions revenues were …", "Dental sales increased …". A closed list: an open one
 * took "steady revenue", "charter revenues" (a shipowner's whole revenue) and "year-over-year sales" for parts. */
const PART_QUALIFIER =
  /(?:^|[\s(])(?:digital|digitally[- ]delivered|fragrance|broadcasting|mobile|admissions?|concessions?|aviation|non-aviation|merchandise|intermodal|coal|dental|cloud|onboard|ticket|passenger|retail|wholesale|online|e-commerce|ecommerce|domestic|restaurant|store|card|holiday|full-price|discovery|instrument|consumables|catering|parking|rental|print|magazine|newspaper|television|film|music|gaming|software|product|products|collaborative|collaboration|milestone|licens(?:e|ing)|royalty|grant|subscription|advertising|hardware|maintenance|consulting|installation|aftermarket|order|reorder|repeat|publishing|distribution|transmission|reimbursement|reimbursed|reimbursable|pass-through)\s+(?:(?:net|gross)\s+)?$/iu;
/** A revenue mention's own words: "revenue", "net sales", "turnover". */
const REVENUE_WORD = /^(?:(?:net|gross)\s+)?(?:revenues?|sales|turnover)$/iu;
/** "Sales for the company's COVID-19 vaccine totaled $1.7 billion", "revenue from its cloud platform": one product's or line's. */
const OWN_LINE_AFTER =
  /^\s+(?:for|of|from)\s+(?:the\s+company['’]s|its|our|their)\s+(?!(?:fiscal|first|second|third|fourth|full|quarter|year|nine|six|three|twelve|period|half|operations|businesses|business|continuing|total|consolidated|core|own)\b)[\p{L}\d]/iu;
export function ownLineAfter(text: string, start: number, end: number): boolean {
  return REVENUE_WORD.test(text.slice(start, end)) && OWN_LINE_AFTER.test(text.slice(end, end + 60));
}
export function qualifiedPart(text: string, start: number, end: number): boolean {
  return REVENUE_WORD.test(text.slice(start, end)) && PART_QUALIFIER.test(text.slice(Math.max(0, start - 30), start));
}

/** "• Merchandise revenues were $1.6 billion", "• Aviation revenue: EUR59 million", "U.S. revenue, generated …", "Custody and
 * Settlement revenue doubled to …": a line or a
 * sentence that opens on capitalised words naming a line before the measure (not "Total", "Net", "Group", a period …). Such a
 * line stands in for the company's revenue where the text states no other ("Internet revenue in 2024 was € 2m" alone). */
const OPENING_PART = /^\s*(?:[-•·▪–]\s*)?((?:[\p{Lu}][\p{L}&'’.-]*\s+(?:(?:and|&)\s+(?=[\p{Lu}]))?){1,3})$/u;
const WHOLE_CAPITALISED =
  /^(?:total|net|gross|group|consolidated|gaap|non-gaap|adjusted|reported|organic|quarterly|annual|full-year|fiscal|record|company|operating|underlying|statutory|comparable|the|our|its|first|second|third|fourth|full|half|year|quarter|interim|preliminary|q[1-4]|h[12]|fy\d*|\d+|pro|forma|like-for-like|same-store|overall|combined|global|worldwide|cumulative|ytd|year-to-date|this|that|these|those|core|(?:first|second|third|fourth)-quarter|(?:first|second)-half|(?:nine|six|three|twelve)-months?)$/iu;
export function openingPart(text: string, start: number, end: number): boolean {
  if (!REVENUE_WORD.test(text.slice(start, end))) return false;
  const words = OPENING_PART.exec(text.slice(0, start))?.[1]?.trim().split(/\s+/u);
  // (a possessive is the company's or a subsidiary's name: "Tyson's sales", "Microsoft Corp.'s revenue", "DraftKings' revenue")
  return (
    words !== undefined &&
    !words.some((w) => /(?:['’]s|\.s|s['’])$/u.test(w)) &&
    words.every((w) => !WHOLE_CAPITALISED.test(w.replace(/[.:,]$/u, '')))
  );
}

const GROUP_NAMED = /consolidat|\b(?:del gruppo|di gruppo|group)\b/iu;

/** The revenue mention at `start`..`end` of `text` is a part's. */
export function partRevenue(text: string, start: number, end: number): boolean {
  // "consolidated revenue", "group sales": the group's (a segment's "total sales" are still its own)
  if (GROUP_NAMED.test(text.slice(start, end + 20))) return false;
  const before = text.slice(0, start);
  return (
    NAMED_PART_SUBJECT.test(before) ||
    OWN_PART_SUBJECT.test(before) ||
    IN_PART.test(before) ||
    PART_SUBJECT_IT.test(before.slice(-120)) ||
    UNIT_WITH.test(before.slice(-120)) ||
    ABROAD_SUBJECT.test(before.slice(-120)) ||
    REGION_SUBJECT_IT.test(before.slice(-120)) ||
    REGION_OPENING.test(before) ||
    CURRENCY_ASIDE_IN.test(text.slice(end, end + 60))
  );
}

/** "Degli investimenti, 680 milioni andranno in digitalizzazione", "Of the total revenue, $120 million came from licences": a
 * sentence that opens on the measure as a whole to be divided; the amounts after it are its parts. */
const DIVIDED_BEFORE =
  /^\s*(?:[-•·]\s*)?(?:of\s+(?:the\s+|its\s+|this\s+|that\s+|these\s+|our\s+)?(?:total\s+|overall\s+)?|(?:degli|dei|delle|del|della|dello|dell['’])\s*(?:\p{L}+\s+)?)$/iu;
// (not "Del fatturato, pari a 500 milioni, …": the whole's own amount in apposition)
const DIVIDED_AFTER =
  /^(?:\s+(?:totali|complessiv[io]|totale|previst[ie]|planned|total))?\s*,(?!\s*(?:pari|che|il cui|which|that|totall?ing|amounting|ammontant|di\s+(?:circa\s+)?\d|of\s+(?:about\s+)?[$€£\d]))/iu;
export function dividedWhole(text: string, start: number, end: number): boolean {
  return DIVIDED_BEFORE.test(text.slice(0, start)) && DIVIDED_AFTER.test(text.slice(end, end + 20));
}

/** "Le partecipazioni di maggioranza in portafoglio nei settori X e Y hanno generato un Ebitda di 9,5 milioni", "Le controllate estere
 * hanno registrato ricavi per …": the holdings' or the subsidiaries' figure, a part of the group's. */
const HOLDINGS_SUBJECT =
  /^\s*(?:[-•·]\s*)?(?:le|la|i|gli)\s+(?:partecipazion[ei]|controllat[ae]|partecipat[ae]|societ[àa]\s+(?:controllat|partecipat)[ae])\b[^.;:]{0,100}?\b(?:hanno|ha)\s+(?:generato|registrato|realizzato|conseguito|prodotto)\s+(?:(?:un|una|dei|degli|delle)\s+)?$/iu;
export function holdingsFigure(text: string, start: number): boolean {
  return HOLDINGS_SUBJECT.test(text.slice(0, start));
}
