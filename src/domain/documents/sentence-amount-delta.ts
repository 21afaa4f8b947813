/**
 * An amount written as a change rather than a level (issue 28): "+50 milioni", "an increase of $2.2
 * million", "migliora di 19,9 milioni", "increased $4.2 million". Used by sentence-amounts.ts. Pure.
 */
/** "un incremento rispetto al 31 dicembre 2022 pari a X", "in calo rispetto al 2023 di X", "una crescita sul 2010 di X", "an
 * increase over 2022 of $X": a change against a period named between. */
const CHANGE_AGAINST =
  /(?:aumento|calo|incremento|diminuzione|miglioramento|peggioramento|riduzione|variazione|crescita|flessione|increase|decrease|improvement|decline)\s+(?:rispetto\s+(?:al|allo|alla|ai|agli|alle|all'|a)|sul(?:l[ao']|gli|i)?|over|on|versus|vs\.?|compared\s+(?:to|with))\s*[^,;.]{0,25}?(?:19|20)\d\d\s+(?:di|pari a|per|of|by)\s*(?:circa\s*|oltre\s*|about\s*|approximately\s*)?(?:[$€£]\s?)?$/iu;

/** "con una riduzione negli ultimi tre esercizi di circa 100 milioni", "an increase over the last three years of $40 million": a change
 * over a stretch of time named between. */
const CHANGE_OVER =
  /(?:aumento|calo|incremento|diminuzione|miglioramento|peggioramento|riduzione|crescita|flessione|increase|decrease|improvement|decline|reduction)\s+(?:nel(?:l['’]|lo|la)?|negli|nei|nelle|in the|over the|during the)\s*(?:ultim[oi]|last|past|corso (?:del|degli|dei))?[^,;.\d]{0,25}?\s+(?:di|pari a|of|by)\s*(?:circa\s*|oltre\s*|about\s*|approximately\s*)?(?:[$€£]\s?)?$/iu;

/** "in diminuzione di circa 28 milioni rispetto al 31 dicembre e di circa 35,6 milioni rispetto al 30 settembre": the second change. */
const CHANGE_CONTINUED =
  /(?:increase|decrease|aumento|calo|incremento|decremento|diminuzione|miglioramento|peggioramento|riduzione|crescita|flessione|increased|decreased|up|down|aumentat[oa]|diminuit[oa]|cresciut[oa]|calat[oa])\s+(?:of|by|di)\s*(?:circa\s*|about\s*|approximately\s*)?(?:[$€£]\s?)?\d[^;()]{0,70}?\b(?:rispetto|compared|against|versus|vs\.?)\b[^;()]{0,40}?\s(?:e|and)\s+(?:di|of|by)\s*(?:circa\s*|about\s*|approximately\s*)?(?:[$€£]\s?)?$/iu;

/** "è aumentato rispetto al medesimo periodo della stagione precedente di Euro 2,30 milioni", "increased compared to the prior year by
 * $2.3 million": a verb of change, what it is measured against (set off by commas or not), then by how much. */
const CHANGED_AGAINST_BY =
  /(?:(?:diminuit|aumentat|cresciut|salit|sces|calat|migliorat|peggiorat|ridott|incrementat)[oaie]|(?:migliora|peggiora|si riduce|cresce|cala|aumenta|diminuisce|scende|sale)|(?:increased|decreased|grew|rose|fell|declined|improved)),?\s+(?:rispetto|compared|versus|vs\.?|over|on|against)\b[^,;.\d$€£]{0,60}?,?\s(?:di|by)\s*(?:circa\s*|about\s*|approximately\s*)?(?:euro\s*|eur\s*)?(?:[$€£]\s?)?$/iu;

/** "EBITDA e utile si incrementano rispettivamente di 2 milioni e di 1,1 milioni", "migliorano di 3 milioni": plural verbs of change. */
const CHANGED_TOGETHER =
  /(?:migliorano|peggiorano|si riducono|si incrementano|crescono|calano|aumentano|diminuiscono|scendono|salgono)\s+(?:rispettivamente\s+)?di\s*(?:circa\s*)?(?:(?:[$€£]\s?)?\d[^;()]{0,50}?\s+e\s+di\s*(?:circa\s*)?)?$/iu;

/** "up €29m to €366.5m", "down almost £97k": the amount a measure went up or down by, before its level. */
export const UP_DOWN_BY =
  /(?:^|[\s,(])(?:up|down)\s+(?:(?:just|only|slightly|marginally|almost|nearly|about|around|some|over|more\s+than|roughly|approximately)\s+)?(?:by\s+)?$/iu;

/** "increased $4.2 million", "narrowed by $3.1 million", "revenues dipping by €2 million": the amount a measure changed by. */
/** "a surge in turnover of more than €900m to €3.4bn": a change named before its measure, the level it went to after it ("a 33.6%
 * increase in its operating revenue of Rs 927 crore" is the level). */
export const CHANGE_NOUN_IN =
  /\b(?:surge|increase|rise|jump|growth|climb|decline|drop|fall|decrease|improvement|reduction)s?\s+in\s+(?:[\p{L}-]+\s+){1,3}?(?:of|by)\s+(?:more\s+than\s+|about\s+|over\s+|some\s+|nearly\s+|almost\s+|approximately\s+)?(?:US\$|[$€£])?\s*$/iu;
export const CHANGED_BY =
  /(?:increased|decreased|grew|rose|fell|declined|improved|narrowed|widened|climbed|jumped|dropped|slipped|shrank|expanded|reduced|contracted|slumped|plunged|tumbled)\s+(?:by\s+)?(?:(?:less|more)\s+than\s+|nearly\s+|almost\s+)?$|(?:increasing|decreasing|growing|rising|falling|declining|dipping|dipped|dropping|slipping|sliding|slid|shrinking|climbing|jumping)\s+by\s+$|(?<=\d[^.;]{0,30}?,\s*)(?:increasing|decreasing)\s+$/iu;

const MEASURE_BY =
  /\b(?:revenues?|sales|turnover|margins?|income|earnings|ebitda|profits?|guidance|outlook|forecast)(?:\s+and\s+[\p{L}-]+)?\s+by\s*(?:approximately\s+|about\s+|(?:more|less)\s+than\s+|over\s+|nearly\s+|almost\s+)?(?:(?:US\$|[$€£])\s?)?$/iu;
const COMPARISON_THEN_BRACKET =
  /(?:\bcontro|rispetto a\w*|\bvs\.?|\bversus|compared (?:to|with)|\bfrom)\s[^()]{0,40}?\d[\d.,]*\s?(?:milioni|miliardi|mln|million|billion|bn|m)\b[^()]{0,70}\(\s*[-−–+]?\s*(?:[$€£]\s?)?$/iu;
const CAUSE_BY =
  /(?:\b(?:boost|increase|raise|lift|reduce|cut|lower|add|impact|affect|hurt|benefit)(?:s|ed|ing)?\b[^.;$€£]{1,60}\bby|\b(?:aumenter|incrementer|ridurr|migliorer)\w*\b[^.;€]{1,50}\bdi)\s*(?:about\s+|approximately\s+|circa\s+)?(?:[$€£]\s?)?$/iu;

/** "EBITDA grew $28 million in Q4 and $167 million for the year", "grew $120 million, or 9.9 percent, in the fourth quarter and $402
 * million, or 8.5 percent, for the year": a second change after the first and its period, the verb written once. */
const CHANGED_BY_AND =
  /(?:increased|decreased|grew|rose|fell|declined|improved|climbed|jumped|dropped)\s+(?:by\s+)?(?:(?:US\$|[$€£])\s?)?\d[\d.,]*\s?(?:million|billion|bn|mn|m)?(?:,?\s+or\s+[\d.,]+\s?(?:%|percent|per cent),?)?\s+(?:in|for|during)\s[^.;:$€£]{0,30}?\s+and\s+(?:by\s+)?(?:(?:US\$|[$€£])\s?)?$/iu;

/** "could grow by a further $20 million by 2024", "potrebbe crescere al 2024 di ulteriori 20 milioni": a change to come, not a level. */
const WILL_CHANGE_BY =
  /(?:\b(?:grow|rise|increase|decrease|fall|decline|improve|expand|climb|jump|drop)s?\b[^.;$€£]{0,40}?\bby|(?<![\p{L}])(?:cresc(?:ere|erà|eranno)|aument(?:are|erà|eranno)|sal(?:ire|irà|iranno)|scend(?:ere|erà|eranno)|cal(?:are|erà|eranno)|miglior(?:are|erà|eranno)|diminu(?:ire|irà|iranno))\b[^.;$€£]{0,40}?\sdi)\s*(?:(?:a\s+further|another|an\s+additional|additional|ulteriori|altri|un\s+ulteriore)\s+)?(?:about\s+|approximately\s+|circa\s+)?(?:[$€£]\s?)?$/iu;

/** "passa da -8,6 a +9,5 milioni", "from -$8.6 million to +$9.5 million": a level that went from below zero to above it, its sign said
 * (not "pari a +324 milioni" after a percentage, a change). */
const LEVEL_SIGNED =
  /(?<![\p{L}])(?:da|from)\s+[-−–]\s*(?:[$€£]\s*)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|million|billion|m|bn)?\s+(?:a|to)\s*(?:[$€£]\s*)?$/iu;
export function writtenAsChange(
  text: string,
  r: { start: number; explicitSign: boolean; negative: boolean },
  before: string,
  after: string,
): boolean {
  return (
    // ("a decrease of 16% (or $1.2 million)", "revenue by 9 per cent or $87-million": the same change in money)
    /(?:%|\bper\s?cent|\bpercent)(?:\s+(?:in|for|during|over)\s+the\s+(?:period|quarter|year|half))?\s*[,(]?\s*(?:or|pari a|ovvero)\s*$/iu.test(
      before,
    ) ||
    (r.explicitSign && !r.negative && !LEVEL_SIGNED.test(before)) ||
    (r.explicitSign && /\(\s*$/.test(before)) ||
    // "(-1 miliardo di euro rispetto al 2021)": a signed amount in brackets, against a period, is a change
    (r.explicitSign &&
      /\(\s*[-−–+]?\s*$/.test(before) &&
      /^\s*(?:rispetto|vs\.?|versus|compared|year[- ]on[- ]year|yoy|a\/a)/iu.test(after)) ||
    // ("sales declines of $13.4 million and $1.7 million in the industrial and transportation end markets": plural changes too)
    // (not "ricavi in crescita pari a 61,2 milioni": growing, and equal to the level; "Net sales of $260.4 million, a rise of $29.1
    // million": the rise)
    (!/\bin\s+(?:crescita|aumento|calo|diminuzione|flessione|miglioramento|peggioramento|progresso)\s+pari\s+a\s*(?:circa|oltre)?\s*(?:euro\s*)?$/iu.test(
      before,
    ) &&
      /(?:(?:increase|decrease|improvement|decline|reduction|change|increment|decrement|rise|jump|drop|fall|surge|climb)s?|aumento|calo|incremento|decremento|diminuzione|miglioramento|peggioramento|riduzione|variazione|progresso|crescita|contrazione|flessione)\s+(?:(?:in valore assoluto|in absolute terms|complessiv[oa]|positiv[oa]|negativ[oa]|su base annua|anno su anno|year[- ]on[- ]year|dunque|quindi|così|therefore|thus)\s+)?(?:of|by|di|pari a|del|per)?\s*(?:circa|approximately|about|oltre)?\s*(?:euro\s*)?$/iu.test(
        before,
      )) ||
    // "un incremento rispetto al 31 dicembre 2022 pari a X": the change against a named period, put between
    CHANGE_AGAINST.test(text.slice(Math.max(0, r.start - 80), r.start)) ||
    CHANGE_OVER.test(text.slice(Math.max(0, r.start - 80), r.start)) ||
    UP_DOWN_BY.test(before) ||
    (CHANGE_NOUN_IN.test(text.slice(Math.max(0, r.start - 80), r.start)) && /^\s*(?:to|a)\s+(?:US\$|[$€£])?\s?\d/iu.test(after)) ||
    // "in calo del 3,5% (-694 milioni di euro)", "up 5% (+$12 million)": a signed amount in the bracket after a percentage is the change
    (r.explicitSign && /%\s*\(\s*[-−–+]?\s*$/u.test(before + (/^\s*\(\s*/u.exec(text.slice(r.start))?.[0] ?? ''))) ||
    // ("Turnover increased 2.8% (€27.4m) to €992.9m": unsigned, with the level it went to after the bracket)
    (/%\s*\(\s*$/u.test(before + (/^\s*\(\s*/u.exec(text.slice(r.start))?.[0] ?? '')) &&
      /^\s*\)?\s*(?:to|a)\s+(?:[$€£]|US\$)?\s?\d/iu.test(after)) ||
    /(?:diminuit|aumentat|cresciut|salit|sces|calat|migliorat|peggiorat|ridott|incrementat)[oaie]\s+(?:di|del)\s*(?:circa\s*)?$/iu.test(
      before,
    ) ||
    CHANGED_BY.test(before) ||
    WILL_CHANGE_BY.test(text.slice(Math.max(0, r.start - 80), r.start)) ||
    // "impacting revenue and margin by $3 million", "reduced EBITDA by €2m": how much a measure was moved, not its level (English
    // only: the Italian "di" also introduces a level, "utile di 3 milioni")
    MEASURE_BY.test(before) ||
    // "l'utile risulterebbe superiore di circa 100 milioni", "higher by $3 million": how much more or less
    /(?:superiore|inferiore|più alt[oa]|più bass[oa]|higher|lower)\s+(?:di|by)\s*(?:circa\s*|about\s*|approximately\s*)?(?:[$€£]\s?)?$/iu.test(
      before,
    ) ||
    CHANGE_CONTINUED.test(text.slice(Math.max(0, r.start - 180), r.start)) ||
    CHANGED_BY_AND.test(text.slice(Math.max(0, r.start - 140), r.start)) ||
    // "contro i 18,9 milioni dei primi nove mesi del 2023 (-1,5 milioni)": a signed bracket after a comparison's amount is the difference
    (r.explicitSign &&
      COMPARISON_THEN_BRACKET.test(
        text.slice(Math.max(0, r.start - 120), r.start) + (/^\(\s*[-−–+]?\s*(?:[$€£]\s?)?/u.exec(text.slice(r.start))?.[0] ?? ''),
      )) ||
    // "will boost annual revenues of the company by $59.8 million", "incrementerà i ricavi di 5 milioni": what a cause adds
    CAUSE_BY.test(text.slice(Math.max(0, r.start - 90), r.start)) ||
    // "migliora di 19,9 milioni", "si riduce di 251,8 milioni", "cresce di 3 milioni": a change
    /(?:migliora|peggiora|si riduce|riduce|si incrementa|incrementa|si decrementa|cresce|cala|aumenta|diminuisce|scende|sale)\s+di\s*(?:circa\s*)?$/iu.test(
      before,
    ) ||
    // "si incrementano rispettivamente di 2 milioni di Euro e di 1,1 milioni": several measures' changes
    CHANGED_TOGETHER.test(text.slice(Math.max(0, r.start - 120), r.start)) ||
    CHANGED_AGAINST_BY.test(text.slice(Math.max(0, r.start - 110), r.start)) ||
    // ("MNOK 473 – or 11.2 % – higher than …": the share between dashes; "was $0.5 million or 2% lower than last year": or none)
    // ("£514,202 (3.1%) higher than the previous year", "EBITDA would have been 3.3million higher": the share in brackets, or no "than")
    /^\s*(?:[,–—]?\s*or\s+[\d.,]+\s*(?:%|per ?cent)\s*[,–—]?\s*|\(\s*[-+]?[\d.,]+\s*(?:%|per ?cent)\s*\)\s*)?(?:in più|in meno|more than|higher|lower|year-over-year (?:improvement|increase|decrease)|improvement|increase|decrease)(?![\p{L}])/iu.test(
      after,
    ) ||
    // "$10.1m of the increase are revenues associated with …": a share of a change
    /^\s*(?:of|dell['’]|del)\s*(?:the\s+)?(?:increase|decrease|rise|growth|decline|improvement|change|aumento|incremento|calo|crescita|miglioramento)(?![\p{L}])/iu.test(
      after,
    )
  );
}
