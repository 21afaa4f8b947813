/**
 * More loose net-income words for sentence-mentions.ts (issue 28), kept apart so that file stays small.
 */
const R = String.raw`(?![\p{L}\d&])`;

/** "a tough quarter that saw a $3.3 billion loss", "posted a $41 million first-quarter loss", "a $NZ5.9 million ($5.7 million) loss":
 * the loss named after its amount (a rounded restatement in another dollar may stand between)
 * (not a bracket's comparison, "loss before tax of £2.09m (2008: £1.73m loss)": the measure before it). */
export const LOSS_AFTER_AMOUNT = {
  rx: new RegExp(
    String.raw`(?<!\([^()]{0,20}:[^()]{0,20})(?<=\d(?:\s?(?:million|billion|bn|mn|m))?(?:\s(?:Swiss\s+francs|francs|euros?|pounds|dollars|shekels|rand|kronor|kroner|yen))?(?:\s\((?:US|A|NZ|C)?\$\s?[\d.,]+\s?(?:million|billion|bn|mn|m)?\))?\s)(?:(?:[\p{L}]+-(?:quarter|half|year)|quarterly|annual|full-year)\s+)?loss(?!\s+(?:from|on|before|ratio|rate|of|per|provisions?|reserves?|carryforwards?))${R}`,
    'giu',
  ),
  negative: true,
};

/** "ha chiuso il semestre con 3,3 miliardi di euro di profitti": Italian news's profits, loosely the net income. */
export const PROFITS_IT = { rx: new RegExp(String.raw`(?<![\p{L}\d&])profitt[oi]${R}`, 'giu'), negative: false };

/** "Alla fine Just eat Italy ha perso 2,2 milioni di euro", "Ferlano perde 3 milioni nel 2019": a company's loss as Italian news writes
 * it, loosely the net income (not what it lost of something else: "ha perso 2 milioni di fatturato"). */
export const LOST_IT = {
  rx: new RegExp(
    String.raw`(?<![\p{L}\d&])(?:(?:ha|hanno|aveva|avevano|avrebbe)\s+perso|perde(?:va)?|perdono)(?=\s+(?:circa\s+|oltre\s+|quasi\s+|ben\s+)?(?:€\s?)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|mila)\b(?:\s+di\s+euro|\s+euro)?(?!\s+(?:di|in)\s+(?!euro)\p{L}))`,
    'giu',
  ),
  negative: true,
};

/** "la chiusura in negativo per 11mila euro del bilancio dell'anno 2009", "si è chiuso in rosso di 2 milioni", "il totale era in rosso
 * per 711mila euro", "ha chiuso l'esercizio 2019 in rosso per 145,9 milioni", "ha chiuso il 2019 con un rosso di 145,9 milioni": a year
 * closed at a loss, loosely the net income, below zero. */
export const CLOSED_IN_RED_IT = {
  rx: new RegExp(
    String.raw`(?<![\p{L}\d&])(?:chiusura|chius[oa]|chiude|chiudono|finit[oa]|finisce|finiscono|(?<=\b(?:totale|bilancio|conto\s+economico|risultato|esercizio)\s+)(?:era|è|fu|resta|restava))\s+(?:(?:il|l['’])\s*(?:bilancio|esercizio)(?:\s+(?:19|20)\d\d)?\s+|(?:il\s+)?(?:19|20)\d\d\s+)?in\s+(?:negativo|rosso)(?=\s+(?:per|di)\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?<=(?<![\p{L}])(?:chius[oa]|chiude|chiudono|chiudendo)\s+(?:(?:il|l['’])\s*(?:bilancio|esercizio)\s+)?(?:(?:il\s+)?(?:19|20)\d\d\s+)?con\s+un\s+)rosso(?=\s+di\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)`,
    'giu',
  ),
  negative: true,
};

/** "ha chiuso con un attivo di circa 29 mila euro", "il bilancio 2019, che riporta un attivo di 50 mila euro": a year closed with a
 * surplus, loosely the net income (not the balance sheet's assets: "un attivo patrimoniale di 71 milioni", "il totale attivo"). */
export const SURPLUS_IT = {
  rx: new RegExp(
    String.raw`(?<=\b(?:chius[oa]|chiude|chiudono|chiudendo|riporta|riportano|registra|evidenzia|segna)\s+(?:(?:il|l')\s*(?:\d{4}|esercizio|bilancio)\s+)?(?:con\s+)?un\s+)attivo(?=\s+di\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)`,
    'giu',
  ),
  negative: false,
};

/** "the union made a surplus of €6.8m for the year": a not-for-profit's result, loosely its net income (not a trade or budget surplus). */
export const SURPLUS_EN = {
  rx: new RegExp(
    String.raw`(?<=\b(?:made|posted|reported|recorded|achieved|delivered|returned)\s+a\s+(?:net\s+)?)surplus(?=\s+of\b)`,
    'giu',
  ),
  negative: false,
};

/** "6.900.000 euro di disavanzo del 2015", "un reddito negativo … di 1.066.437 euro": a public body's or foundation's deficit, or a result
 * called negative income, loosely the net income, below zero (not a trade, public or health-service deficit: "disavanzo commerciale", "disavanzo pubblico", "disavanzo sanitario"). */
export const DEFICIT_IT = {
  rx: new RegExp(
    String.raw`(?<![\p{L}\d&])(?:disavanz[oi](?!\s+(?:commercial[ei]|pubblic[oi]|primari[oi]|di\s+bilancio\s+dello\s+stato|della\s+bilancia|statal[ei]|sanitari[oi]|tariffari[oi]))|reddit[oi]\s+negativ[oi])${R}`,
    'giu',
  ),
  negative: true,
};

/** "saw losses widen to €4.2m last year", "losses rose from €33,000 to €4.2m": a company's losses as the press writes the year's
 * result, loosely the net income, below zero (not a kind of loss: "impairment losses rose", "credit losses fell to"). */
export const LOSSES_EN = {
  rx: new RegExp(
    String.raw`(?<!\b(?:impairment|credit|exchange|currency|hedging|fair[- ]value|actuarial|tax|trading|operating|underwriting|loan|investment|derivative|one-off|pre-tax|pretax|pension|insurance|claims?|catastrophe|valuation)\s)(?<![\p{L}\d&-])losses(?=\s+(?:widen(?:ed|s)?|narrow(?:ed|s)?|r[oi]se|rising|fell|increased|decreased|grew|shrank|deepened|halved|doubled|trebled|tripled)\s+(?:(?:again|further|sharply|slightly|significantly)\s+)?(?:from|to|by)\b)`,
    'giu',
  ),
  negative: true,
};

/** "Robert Gordon University reported the biggest deficit, at £11.1m", "posted a deficit of £8.1m", "posted deficits of £5.4m and £4.6m
 * respectively": a university's, trust's or charity's deficit for its year, loosely its net income, below zero (not a trade, budget,
 * pension or funding deficit, nor an operating deficit, which leaves items out). */
export const DEFICIT_EN = {
  rx: new RegExp(
    String.raw`(?<!\b(?:pension|pensions|scheme|schemes|fund|funds|funding|budget|trade|fiscal|current\s+account|plan|plans)\b[^.;]{0,40})(?<=\b(?:made|posted|reported|recorded|returned|ran|showed|incurred|suffered|had)\s+(?:(?:a|an|the)\s+)?(?:(?:net|financial|overall|total|biggest|largest|smallest|second-biggest|second-largest|annual|full-year)\s+){0,2})deficits?(?=,?\s+(?:of|at)\s+(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|more\s+than\s+)?(?:[$€£]|US\$|A\$|C\$|NZ\$|\d))`,
    'giu',
  ),
  negative: true,
};

/** "l'unica società a chiudere il bilancio in attivo +123.897 euro", "ha chiuso l'esercizio in utile per 40 mila euro": a year closed
 * with a surplus, loosely the net income (the positive sibling of CLOSED_IN_RED_IT). */
export const CLOSED_IN_BLACK_IT = {
  rx: new RegExp(
    String.raw`(?<![\p{L}\d&])(?:chiusura|chius[oa]|chiude|chiudono|chiudere|chiudendo)\s+(?:(?:il|l['’])\s*(?:bilancio|esercizio)(?:\s+(?:19|20)\d\d)?\s+|(?:il\s+)?(?:19|20)\d\d\s+)?in\s+(?:attivo|positivo|utile)(?=\s+(?:(?:per|di|con|a)\s+)?(?:\+\s?)?(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)`,
    'giu',
  ),
  negative: false,
};

/** "ha fatto registrare un risultato positivo di € 194.588,99", "un risultato negativo di 1,2 milioni": the year's result with its sign
 * written as a word, loosely the net income (not an operating result: "risultato operativo negativo" is another order of words). */
export const RESULT_POSITIVE_IT = {
  rx: new RegExp(String.raw`(?<=(?<![\p{L}])(?:un|il)\s+)risultato\s+(?:d['’]\s*esercizio\s+)?positivo(?=\s+(?:di|pari\s+a)\s)`, 'giu'),
  negative: false,
};
export const RESULT_NEGATIVE_IT = {
  rx: new RegExp(String.raw`(?<=(?<![\p{L}])(?:un|il)\s+)risultato\s+(?:d['’]\s*esercizio\s+)?negativo(?=\s+(?:di|pari\s+a)\s)`, 'giu'),
  negative: true,
};

/** "si è concluso con un avanzo di esercizio di 43,03 milioni", "un avanzo di gestione di 253,1 milioni", "l'avanzo di gestione ammonta a
 * 313,7 milioni": a foundation's, theatre's or hospital's surplus for its year, loosely its net income (the positive sibling of DEFICIT_IT;
 * not a budget's "avanzo di amministrazione", a primary or trade surplus, nor a part set aside: "avanzo vincolato", "avanzo disponibile"). */
export const SURPLUS_ACCOUNT_IT = {
  rx: new RegExp(
    String.raw`(?<![\p{L}\d&])avanzo(?:\s+(?:di\s+esercizio|d'\s*esercizio|di\s+gestione|economico|netto))?(?=\s+(?:di|pari\s+a|ammonta\s+a)\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)`,
    'giu',
  ),
  negative: false,
};
