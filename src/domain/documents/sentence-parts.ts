/**
 * Amounts that a verb before them makes a part or a flow, not a company's level (issue 28, thirteenth
 * pass). Used by sentence-reader.ts. Pure.
 */
/** "Versace contributed $137 million in revenue", "which represented $0.4 million in revenue", "ha apportato ricavi per X": a part's. */
export const PART_BEFORE =
  /\b(?:contributed|represented|added|brought in|(?:contribuit[oa]|contribuisc(?:e|ono))(?:\s+(?:con|per))?|apportat[oa]|rappresentat[oa])\s+(?:(?:net\s+)?(?:ricavi|fatturato|vendite|revenues?|sales)\s+(?:per|di|of|pari a)\s+)?(?:(?:approximately|about|some|nearly|more than|over|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;

/** "le bevande alcoliche contribuiscono per 200,5 milioni dai 203,5 milioni del 2019 e i semilavorati … per 43,8 milioni (60 milioni)",
 * "Versace contributed $137 million, up from $120 million": the comparative of a part, and the next part listed, are parts too. */
export const PART_THEN_FROM = new RegExp(
  String.raw`${PART_BEFORE.source.slice(0, -1)}\d(?:[^.;:]|[.,]\d){0,140}?(?:\b(?:dai|dagli|da|from|rispetto\s+ai|compared\s+(?:with|to))|\b(?:e|and)\s+(?:[\p{L}'’-]+\s+){1,6}(?:per|con)|\d\s*(?:milioni|miliardi|mln|mld|million|billion|bn|m)?\s*\()\s*(?:(?:approximately|about|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$`,
  'iu',
);

/**
 * "grazie al positivo contributo delle esportazioni (pari a 2,6 milioni, rispetto a 0,9 milioni)", "the contribution of the
 * Nordic stores of $4.1 million": what one part contributed to the measure, in its bracket or after "pari a"/"of".
 */
export const CONTRIBUTION_OF =
  /\bcontribut(?:o|i|ions?)\s+(?:(?:positiv[oi]|negativ[oi]|positive|negative)\s+)?(?:del|della|dei|delle|dello|degli|dell['’]|di|of|from)\s*(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+\s*(?:\([^()]*|(?:pari a|di|per|of)\s+(?:(?:circa|oltre|about|approximately)\s+)?(?:(?:US\$|[$€£])\s*)?)$/iu;

/** "Ebitda adjusted, cioè al netto di proventi non ricorrenti per 0,2 milioni": the amount of the item taken out, not the
 * measure's ("per" names an item's amount; "EBITDA before exceptional items of £142 million" is the EBITDA's, and so is
 * "al netto di capex … di 148 milioni" a figure of its own). */
export const NETTED_ITEM_BEFORE =
  /\b(?:al netto|escludendo|esclus[oaie])\s+d(?:i|ei|egli|elle|el|ella|ell')\s*(?!capex|investiment)(?:[\p{L}-]+\s+){1,3}(?:per|pari a)\s+(?:(?:circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;

/** "net profit was negatively impacted by a non-cash provision for income tax of $67 million", "penalizzato da oneri di
 * ristrutturazione per 4 milioni": the amount of what weighed on (or helped) the measure ("results impacted by lower revenue of
 * £26m" names a key figure itself). */
export const IMPACTED_BY =
  /\b(?:(?:impacted|affected|hit|helped|boosted|benefit(?:t)?ed|penali[sz]ed|weighed down)\s+by|(?:penalizzat|influenzat|impattat|beneficiat|gravat)[oaie]\s+(?:da|dal|dalla|dai|dagli|dalle|dall'|di)\s*)\s*(?:(?!revenue|sales|turnover|ricavi|fatturato|vendite)[\p{L}'-]+\s+){0,6}?(?:of|totall?ing|amounting to|per|di|pari a)\s+(?:(?:approximately|about|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;
/** "revenue … to $197 million, helped by the Olympics on its NBC affiliates ($24 million) and political advertising ($26 million)":
 * what helped or hurt, each amount in brackets after it (the caller checks the bracket). */
export const HELPED_BY_BRACKET =
  /\b(?:helped|hurt|boosted|driven|offset|impacted|affected|penali[sz]ed)\s+by\b(?:[^.;()$€£]|\([^()]*\))*(?:\(\s*(?:US\$|[$€£])?\s*)?$/iu;

/** "retired $1.6 billion in long term debt", "£25.4 billion net of $5.2 billion", "ha rimborsato debiti per X", "the early repayment of
 * approximately $282 million of debt": a flow or a deduction (not "Revenues, net of $104.6 million", a shipping company's net revenue line). */
export const FLOW_BEFORE =
  /\b(?:retired|repaid|paid down|paid off|prepaid|redeemed|(?<!\b(?:revenues?|sales),\s*)net of|(?:early\s+)?(?:repayment|redemption|prepayment|refinancing)\s+of|rimborsat[oi](?:\s+(?:debiti|finanziamenti)\s+per)?|ripagat[oi]|(?:rimborso|estinzione|rifinanziamento)\s+(?:anticipat[oa]\s+)?(?:di|del|dei))\s+(?:(?:approximately|about|some|nearly|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;

/** "Net cash of £0.7m generated from operations", "cassa generata dalla gestione operativa per 5 milioni": a flow of the period, not a balance. */
const GENERATED_AFTER =
  /^\s*(?:\)\s*)?(?:(?:was|were)\s+)?(?:generated|used|absorbed|provided)\s+(?:from|in|by)\s+(?:the\s+)?(?:operations|operating|investing|financing)\b|^\s*(?:generat[aio]|assorbit[aio])\s+(?:dalla|dalle|nella|nelle)\s+(?:gestione|attività)\b/iu;

/** "Net cash absorbed by operating activities down 17% to GBP1.2m", "cash used in operations was $3.1 million": the flow named before its amount. */
const GENERATED_BEFORE =
  /\bcash(?:\s+flows?)?\s+(?:generated|used|absorbed|provided|consumed)\s+(?:from|in|by)\s+(?:the\s+)?(?:operations|operating|investing|financing)(?:\s+activities)?\b(?:[^.;:$€£\d]|\d+(?:[.,]\d+)?\s?%){0,40}$/iu;

/** The amount is such a flow, or its bracket's comparative ("£0.7m generated from operations (H1 2015: £2.0m)"). */
export function generatedFlow(
  sentence: string,
  amounts: readonly { start: number; end: number }[],
  a: { start: number; end: number },
): boolean {
  // (past a bracket of comparatives: "£0.7m (H1 2015: £2.0m) generated from operations")
  const flowAfter = (at: number) => GENERATED_AFTER.test(sentence.slice(at, at + 90).replace(/^\s*\([^()]*\)/u, ''));
  const flowBefore = (at: number) =>
    GENERATED_BEFORE.test(sentence.slice(Math.max(0, at - 130), at).replace(/(?:US\$|[$€£]|GBP|EUR|USD)\s*$/u, ''));
  if (flowAfter(a.end) || flowBefore(a.start)) return true;
  const before = [...amounts].reverse().find((x) => x.end <= a.start);
  if (!before || !/^[^()]*\([^()]*$/u.test(sentence.slice(before.end, a.start))) return false;
  const close = sentence.indexOf(')', a.end);
  return flowAfter(before.end) || flowBefore(before.start) || (close >= 0 && flowAfter(close + 1));
}

/** "a variance of plus/minus EUR 50 million", "± 5 milioni": a forecast's tolerance, not a figure. */
export const TOLERANCE_BEFORE = /(?:plus\s*\/\s*minus|plus or minus|\+\s*\/\s*-|±|più o meno)\s*(?:(?:EUR|USD|GBP)\s?|[$€£]\s?)?$/iu;

/** "escludendo l'effetto di circa 1 milione di debito netto", "al netto dell'effetto di 48,7 milioni", "excluding the impact of
 * $12 million": the amount of an effect, not of the measure named after or before it. */
export const EFFECT_OF_BEFORE =
  /\b(?:effett[oi]|impatt[oi]|effects?|impacts?)\s+(?:(?:positiv[oi]|negativ[oi]|favorevol[ei]|sfavorevol[ei]|positive|negative|favou?rable|unfavou?rable|one-time|non ricorrent[ei])\s+){0,2}(?:di|of|pari a|per)\s+(?:(?:approximately|about|some|nearly|circa|oltre)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;

/** "17.9 per cent of net sales ($389.1 million)", "il 12% dei ricavi (4,1 milioni)": the amount of the share, in brackets. */
export const SHARE_IN_BRACKETS =
  /\d\s?(?:%|per ?cent)\s+(?:del|dei|delle|of)\s+(?:(?:its|the|suo|total|totale)\s+)?(?:fatturato|ricavi|vendite|revenues?|(?:net\s+)?sales)\s*\(?\s*(?:(?:US\$|[$€£])\s*)?$/iu;

/**
 * "3,7 milioni dell'esercizio 2015, che includeva per 7,1 milioni gli effetti …", "1,7 milioni al 30 giugno 2024 che includeva
 * proventi … per 0,3 milioni", "6,8 milioni …, che avevano recepito un importo positivo di oltre 5,3 milioni", "which included a
 * gain of $4 million", "22,6 milioni …, includendo 7,5 milioni": what a figure named before took in, told in a relative clause or a
 * gerund, is a component, not the measure; so is what it leaves out ("escluse le attività passanti per 225 milioni") and what it owes to
 * ("grazie al contributo derivante dalla vendita di immobili per 2,7 milioni").
 */
export const INCLUDED_BEFORE =
  /\b(?:includendo|comprendendo)\s+(?:(?:circa|oltre)\s+)?(?:€\s*)?$|\b(?:includendo|comprendendo|escludendo|esclus[eiao]|grazie\s+a(?:l|lla|i|gli|lle|ll['’])?)\s+[^,;()\d]{3,70}?\sper\s+(?:(?:circa|oltre)\s+)?(?:€\s*)?$|\b(?:che|which|that)\s+(?:includeva(?:no)?|comprendeva(?:no)?|(?:aveva|avevano|ha|hanno)\s+(?:recepito|beneficiato|incluso|scontato)|included|reflected|benefit(?:t)?ed\s+from|had\s+(?:included|benefit(?:t)?ed\s+from))\b[^,;()]{0,70}?(?:\b(?:per|di|pari a|of)\s+)?(?:(?:oltre|circa|about|approximately)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;

/** "La voce comprende anche i 6 milioni di euro di contributi", "I ricavi includono 4 milioni di …": what a figure takes in. */
const TAKES_IN =
  /\b(?:comprend(?:e|ono)|includ(?:e|ono)|contien(?:e)?|contengono)\s+(?:anche\s+)?(?:(?:i|gli|le|il|lo|la|un|una)\s+|l['’])?(?=\d|[$€£])/iu;

/** Where the parts of a figure begin in a sentence (the older list `parts`, or an Italian "comprende … X"), -1 if nowhere. */
export function partsStart(sentence: string, parts: RegExp): number {
  const found = [sentence.search(parts), sentence.search(TAKES_IN)].filter((i) => i >= 0);
  return found.length ? Math.min(...found) : -1;
}

/**
 * The amount is one of a figure's parts: after where they begin, unless they began inside a bracket that closed before
 * it ("321,5 milioni (di cui 294 milioni dal vending), … rispetto a 303,7 milioni": the comparison is no part).
 */
/** ("The bank's net profits, including $9.6 million in merger charges, rose to $401.3 million": parts listed in an aside between commas
 * end at its closing comma when the sentence goes on with its verb.) */
const GOES_ON =
  /^\s*(?:rose|fell|grew|increased|decreased|declined|climbed|dropped|jumped|slipped|was|were|reached|totall?ed|came|stood|amounted|è|sono|sale|salgono|scende|scendono|cresce|crescono|si\s+attesta(?:no)?|ammonta(?:no)?|raggiunge)(?![\p{L}])/iu;
function commaAsideEnd(sentence: string, start: number): number {
  if (!/,\s*$/u.test(sentence.slice(Math.max(0, start - 3), start))) return -1;
  const close = sentence.indexOf(',', start);
  return close >= 0 && GOES_ON.test(sentence.slice(close + 1, close + 30)) ? close : -1;
}

/** "319 alloggi sociali di cui 193 destinati alla vendita, … per un investimento di 41 mln": the parts of a count of things, no money's,
 * end at the next comma. */
const COUNT_BEFORE =
  /(?<![\d.,])\d[\d.]*\s+(?!(?:milioni|miliardi|mln|mld|mila|million|billion|thousand|euro|dollars?|sterline)\b)[\p{L}]+(?:\s+[\p{L}]+)?\s*,?\s*$/iu;
const COUNT_PART =
  /^\s*(?:di cui|of which)\s+\d[\d.]*\s+(?!(?:milioni|miliardi|mln|mld|mila|million|billion|thousand|euro|dollars?)\b)[\p{L}]/iu;
function countsPartsEnd(sentence: string, start: number): number | null {
  if (!COUNT_BEFORE.test(sentence.slice(Math.max(0, start - 60), start)) || !COUNT_PART.test(sentence.slice(start, start + 40)))
    return null;
  // (a list of such parts goes on after its commas: "1.208 i fornitori, di cui 690 in Toscana, 210 nel Lazio e 308 in Sardegna")
  for (let close = sentence.indexOf(',', start); close >= 0; close = sentence.indexOf(',', close + 1)) {
    if (/[;:]/u.test(sentence.slice(start, close))) return null;
    if (!/^\s*(?:e\s+|and\s+)?\d/iu.test(sentence.slice(close + 1, close + 12))) return close;
  }
  return null;
}

/** "i negozi sono più di mille, di cui meno di un terzo in Italia, ma …": a part in words, no amount in it, ends at the next comma (or verb). */
function wordsPartEnd(sentence: string, start: number): number | null {
  const m = /^\s*(?:di cui|of which)\s+(?!\d)[^\d,;:.()$€£]{1,60},/iu.exec(sentence.slice(start));
  if (m) return start + m[0].length - 1;
  // (or at the verb of the clause it sits in: "Le 4mila camere … su 12 strutture, di cui sette di proprietà hanno portato il fatturato a …")
  const v = /^\s*(?:di cui|of which)\s+(?!\d)[^\d,;:.()$€£]{1,40}?(?=\s(?:hanno|avevano|have)\s)/iu.exec(sentence.slice(start));
  return v ? start + v[0].length : null;
}

export function amongParts(sentence: string, parts: RegExp, a: { start: number }): boolean {
  let from = 0;
  for (;;) {
    const at = partsStart(sentence.slice(from), parts);
    if (at < 0) return false;
    const start = from + at;
    if (a.start < start) return false;
    const opened = sentence.lastIndexOf('(', start) > sentence.lastIndexOf(')', start);
    const close = opened
      ? sentence.indexOf(')', start)
      : (countsPartsEnd(sentence, start) ?? wordsPartEnd(sentence, start) ?? commaAsideEnd(sentence, start));
    if (close < 0 || a.start < close) return true;
    from = close + 1;
  }
}

/** "48 milioni di fatturato e 2 mila addetti", "some 3 thousand employees": a count of people, not money. */
export const PEOPLE_AFTER = /^\s*(?:addetti|dipendenti|lavoratori|persone|collaboratori|employees|people|staff|workers)(?![\p{L}])/iu;
/** "serve 1 milione di utenze … 40mila chilometri di reti", "2 million passengers": an amount with no currency that counts another thing. */
export const COUNTED_AFTER =
  /^\s*(?:di\s+|d['’]\s*|of\s+)?(?:utenze|utenti|abitanti|clienti|chilometri|km|metri|mq|tonnellate|litri|kwh|mwh|gwh|passeggeri|visitatori|famiglie|residenti|ettari|customers|users|passengers|visitors|households|residents|tonnes|tons|litres|liters|miles|kilometres|kilometers|square\s+(?:feet|metres|meters)|acres|hectares)(?![\p{L}])/iu;

/** "topped the $10 billion mark", "superato la soglia dei 3 miliardi": a milestone passed, not the figure. */
export const MILESTONE_AFTER = /^\s*(?:mark|milestone|threshold|barrier)\b/iu;
// ("borrowings under its existing $20 million line of credit", "the new GBP3m debt facility with Shawbrook Bank": the size of a
// facility, not what is drawn on it)
// (and a notes programme's or shelf's ceiling: "under the GBP4,000,000,000 Euro Medium Term Note Programme", "our $3 billion Medium-Term Note shelf")
export const FACILITY_AFTER =
  /^\s*(?:(?:revolving|senior|secured|unsecured|committed|bank|debt|loan|term(?:\s+loan)?)\s+)*(?:line\s+of\s+credit|credit\s+(?:line|facility)|(?:revolving\s+)?(?:operating\s+)?facility|revolver|(?:euro\s+)?(?:medium[- ]term\s+)?notes?\s+(?:shelf|programme|program)|shelf\s+prospectus)\b/iu;
// ("dal 2010, quando ha superato per la prima volta i 3 miliardi": the day a level was first passed, not the figure)
export const MILESTONE_BEFORE =
  /\b(?:soglia|traguardo|muro|tetto)\s+(?:dei|degli|del|di|delle)\s*(?:(?:[$€£])\s*)?$|\b(?:superat|oltrepassat|toccat|raggiunt)[oaie]\s+per\s+la\s+prima\s+volta\s+(?:(?:i|gli|la\s+quota\s+(?:di|dei))\s+)?(?:(?:[$€£])\s*)?$/iu;
