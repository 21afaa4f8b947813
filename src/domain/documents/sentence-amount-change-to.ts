/**
 * More amounts written as changes (issue 28, thirteenth pass), beside sentence-amount-delta.ts:
 * "una diminuzione dell'indebitamento, rispetto al 31 dicembre, di 41 milioni a 450,2 milioni",
 * "upgraded by €30m to €180m", "con un decremento pari a circa 50 milioni", "un aumento rispetto a
 * quanto previsto nel piano di 11,7 milioni (+16%) e di 5,4 milioni rispetto a …". Pure.
 */
const CHANGE_WORD =
  /(?:aument|increment|decrement|cresc|calo|calat|diminu|riduz|riduc|ridott|miglior|peggior|flession|contrazion|salit|sces|variazion|increas|decreas|grow|grew|rose|rise|fell|fall|declin|improv|narrow|widen|upgrad|downgrad|raised|lowered|reduc)/iu;
/** "di X a Y", "by X to Y": the first amount is the change, the second the level it reached. */
const BY_BEFORE = /(?:\bby|\bdi)\s*(?:circa|approximately|about|some|nearly|oltre|quasi)?\s*$/iu;
const TO_LEVEL_AFTER =
  /^\s*(?:di\s+euro\s+|euro\s+|di\s+dollari\s+)?(?:to|a)\s+(?:circa\s+|about\s+|approximately\s+)?(?:[$€£¥₹]|US\$|Rs\.?|euro)?\s*[-−]?\d/iu;
/** "con un decremento pari a circa X": a change noun the older list lacks. */
const CHANGE_NOUN_MORE = /\bdecrement[oi]\s+(?:di|pari a|del)?\s*(?:circa\s*|oltre\s*)?$/iu;
/** "un aumento rispetto a quanto previsto nel piano di X": a change against whatever is named between, with no amount between. */
const CHANGE_AGAINST_ANY =
  /(?:aumento|calo|incremento|decremento|diminuzione|miglioramento|peggioramento|riduzione|variazione|crescita|flessione)\s+rispetto\s+(?:a|al|allo|alla|ai|agli|alle|all['’])\s*[^,;.$€£\d]{0,50}?(?:previst[oaie]|previsioni|budget)\b[^,;.$€£]{0,40}?\s(?:di|pari a|per)\s*(?:circa\s*|oltre\s*)?$/iu;
/** "… di 11,7 milioni (+16%) e di 5,4 milioni rispetto a …": a second change joined to a first. */
const AND_BY = /\b(?:e|ed|and)\s+(?:di|by)\s*(?:circa\s*|about\s*)?$/iu;
const FIRST_CHANGE =
  /(?:aumento|calo|incremento|decremento|diminuzione|miglioramento|riduzione|crescita|increase|decrease|improvement|decline)\b[^;.]{0,80}?\b(?:di|by)\s*[$€£]?\s*\d[^;.]{0,40}$/iu;

/** "net debt was reduced by $X to $Y", "upgraded by €30m to €180m", "turnover jump by £800m to £2.2bn": a change by X, then the level (not a range X to Y). */
const PAST_CHANGE_BY =
  /\b(?:(?:increas|decreas|reduc|improv|declin|narrow|widen|upgrad|downgrad|rais|lower|expand|climb|jump|dropp|lift|boost|trimm|revis)ed|rose|grew|fell|cut|(?:jump|climb|rise|grow|fall|increase|decrease|raise|lift|lower|boost|cut)(?:s|ing)?|raising|lowering|cutting)\s+(?:\w+\s+){0,3}?by\s*(?:approximately\s+|about\s+|some\s+|nearly\s+)?$/iu;
export function changedBy(text: string, start: number): boolean {
  return PAST_CHANGE_BY.test(text.slice(Math.max(0, start - 60), start));
}

/** "per minori proventi operativi per 2,1 milioni", "maggiori ricavi per 5 milioni": how much more or less, a change. */
const MORE_OR_LESS = /\b(?:minori|maggiori)\s+(?:[\p{L}]+\s+){1,3}(?:per|di|pari a)\s*(?:circa\s*|oltre\s*)?$/iu;

/** "expected to increase year-over-year sales by an aggregate of approximately $X", "ridurre l'indebitamento di X": the measure changed by X. */
const VERB_MEASURE_BY =
  /\b(?:(?:increase|decrease|reduce|raise|lower|boost|cut|lift)[sd]?|(?:aumentare|ridurre|incrementare|diminuire|abbassare|migliorare|(?:migliorat|ridott|aumentat|incrementat|diminuit|abbattut)[oaie]|riducendo|migliorando|abbattendo))\s+(?:l['’]|gli\s+|i\s+|il\s+)?(?:(?:[\p{L}'’-]+\s+){0,3})(?:sales|revenues?|ebitda|earnings|net income|profit|debt|ricavi|fatturato|vendite|utile|indebitamento|debito)(?:\s+(?:finanziario|netto|consolidato|net|total))*\s+(?:by|di)\s+(?:an aggregate of\s+|a total of\s+|complessivi\s+)?(?:approximately\s+|about\s+|some\s+|circa\s+|oltre\s+)?$/iu;

/** "si è ridotto dell'81,5% per oltre 50 milioni", "è cresciuto del 12% di 4 milioni": a change by a rate, then by an amount. */
const RATE_THEN_AMOUNT =
  /(?:ridott|diminuit|aumentat|cresciut|calat|migliorat|peggiorat|salit|sces|incrementat)[oaie]\s+(?:del(?:l['’])?\s*[\d.,]+\s*%|di\s+[\d.,]+\s*%)\s*,?\s*(?:per|di|pari a|ovvero)\s+(?:circa\s+|oltre\s+)?$/iu;

/** "si traduce in oltre 3,4 milioni di euro di aumento", "$4 million of growth": the amount named a change after it. */
const CHANGE_NAMED_AFTER =
  /^\s*(?:di\s+euro\s+)?(?:di|of)\s+(?:aumento|incremento|crescita|calo|diminuzione|riduzione|miglioramento|peggioramento|growth|increase|decrease|decline|improvement)\b/iu;

export function changeToLevel(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  if (CHANGE_NAMED_AFTER.test(text.slice(end, end + 40))) return true;
  if (MORE_OR_LESS.test(text.slice(Math.max(0, start - 60), start))) return true;
  if (RATE_THEN_AMOUNT.test(text.slice(Math.max(0, start - 60), start))) return true;
  if (VERB_MEASURE_BY.test(text.slice(Math.max(0, start - 90), start))) return true;
  const clause =
    text
      .slice(Math.max(0, start - 140), start)
      .split(/[.;]/u)
      .pop() ?? '';
  if (BY_BEFORE.test(before) && TO_LEVEL_AFTER.test(text.slice(end, end + 30)) && CHANGE_WORD.test(clause)) return true;
  if (CHANGE_NOUN_MORE.test(before)) return true;
  if (CHANGE_AGAINST_ANY.test(text.slice(Math.max(0, start - 120), start))) return true;
  return AND_BY.test(before) && FIRST_CHANGE.test(text.slice(Math.max(0, start - 160), start));
}
