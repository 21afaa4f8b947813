import { MONTH } from './sentence-period-words.ts';

/** The words around an amount that the money reader looks at (sentence-amounts.ts): qualifiers, signs, units, ranges, comparisons. */
export const QUALIFIER =
  /(?<![\p{L}])(?:about|approximately|approx\.?|around|over|more than|less than|nearly|almost|roughly|some|up to|at least|in excess of|exceed(?:ed|s)?|circa|oltre|ad oltre|quasi|(?:poco\s+)?più di|(?:poco\s+)?meno di|poco oltre|intorno a(?:i|gli)?|attorno a(?:i|gli)?|sui|sugli|fino a|superiore a|supererà|superare|(?:supera(?:no|to)?|superando|sopra)\s+(?:la\s+)?quota|~)\s*$/iu;

export const NEGATIVE_WORD =
  /(?:negative(?: at)?|minus|a loss of|loss of|negative (?:adjusted |reported |consolidated )?(?:ebitda|ebit|operating result|net result)(?: (?:of|was|at|amounted to|totall?ed))?|negativ[oaie](?: rispettivamente)?(?: (?:per|di|a))?|negativ[oaie](?: (?:e|è|ed è))? pari ad?|in perdita (?:per|di)|(?:un |a )?deficit(?: di| of)?|in rosso (?:per|di)|(?:il|un) rosso (?:di|per))\s*(?:euro\s+)?$/iu;

/** A whole amount written with every digit, in groups of three: "50.008.622", "2,028,000". */
export const FULL_DIGITS = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})+$/u;

/** What may follow such an amount: punctuation, a bracket, or a word that is not a unit. */
export const UNIT_ENDS =
  /^(?:\s*[,;:)(]|\s*\.(?!\d)|\s*$|\s+(?:in|nel|nell'|e|ed|and|rispetto|contro|che|con|vs\.?|versus|compared|up|down|\()\b)/iu;

export const PER_UNIT =
  /^\s*(?:\)\s*)?(?:cents?\s+|c\s+)?(?:per\s+(?:(?:basic|diluted|fully diluted|common|ordinary|weighted|and|e)\s+)*(?:share|ads|adr|azione|customer|cliente|unit|user|employee|dipendente|site|month|mese|year|anno)|a\s+(?:(?:basic|diluted|common)\s+)*share|each|ciascuno|a testa|per\s+(?:basic|diluted|common|ordinary)|(?:basic\s+and\s+)?diluted\b|\/\s*(?:(?:basic|diluted)\s+)?(?:share|azione)\b)/iu;

// "tra i 2 e i 3,5 miliardi": the articles of an Italian range
export const RANGE_JOIN = /^\s*(?:-|–|to|and|ed?(?:\s+(?:i|gli|le))?|a)\s*$/iu;

export const RANGE_OPEN =
  /(?:between|(?:tra|fra)(?:\s+(?:i|gli|le))?|range of|in the range of|(?:will |to )?range (?:from|between)|ranging from|forchetta (?:tra|di))\s*$/iu;

/** "rispetto al 31 dicembre", "compared to 30 June": a day, not an amount. */
export const DAY_AFTER = new RegExp(String.raw`^\s*(?:[/.-]\d|${MONTH})`, 'iu');

// "(era 23,4 nel primo semestre 2021)", "(was 4.1 a year ago)": the earlier value in a bracket of its own
export const COMPARED_BARE_BEFORE =
  /(?:\(\s*(?:era|erano|was|were)(?: di| pari a| a)?|contro(?: i| gli| (?:un|una) (?:rosso|perdita|passivo|negativo|utile|risultato negativo) (?:di|per))?|against (?:a|an) (?:loss|profit) of|rispetto (?:a|ai|agli|al)|in (?:meno|più) (?:de[il]|degli)|a fronte (?:di|dei|degli)|against|compared (?:to|with)|versus)\s*(?:[$€£¥₹]|Rs\.?)?\s*$/iu;

/** "contro gli 8,2", "compared with 3.1": a comparison that names no other measure before the bare amount. */
const PLAIN_COMPARISON = String.raw`(?:contro(?: i| gli)?|rispetto (?:a|ai|agli|al)|against|compared (?:to|with)|versus)\s*(?:[$€£¥₹]|Rs\.?)?\s*$`;
export const PLAIN_COMPARED = new RegExp(PLAIN_COMPARISON, 'iu');

export const COMPARED_BARE_BETWEEN = new RegExp(String.raw`^\s*${PLAIN_COMPARISON}`, 'iu');

export const LISTED_DATED =
  /(?:milioni|miliardi|mln|mld|million|billion|bn)(?:\s+di\s+euro)?\s+(?:al|at|as of|as at|del|nel|in)\s+[^;.()]{3,25}?\s+(?:e|and)\s*(?:[$€£]\s?)?$/iu;

/** A word, then a bracketed number of one or two digits: "EBITDA(1)", "net debt (2)". */
export const FOOTNOTE = /\p{L}\s?\(\d{1,2}\)/u;

/** A verb of change before "da X a Y" ("il raddoppio del fatturato, da 150 a 300 milioni", "ha visto l'utile salire da 674 a 703"): the two amounts are the figure before and after, not a range. */
export const CHANGE_VERB =
  /(?:passat\w*|passa|passa(?:nd[oi]|re)|sal(?:e|ire|it\w*|gono)|sces\w*|scend\w*|cal(?:o|are|at\w*)|cresc\w*|cresciut\w*|aument\w*|diminu\w*|ridott\w*|ridu\w*|migliorat\w*|peggiorat\w*|miglioramento|peggioramento|balz(?:o|at\w*)|schizzat\w*|crollat\w*|precipitat\w*|lievitat\w*|flessione|raddopp\w*|triplic\w*|dimezz\w*|increment\w*|riduzion\w*|progresso|progredit\w*|progredisc\w*|avanzat\w*|risalit\w*|rimbalzat\w*|lievit\w*|evolut\w*)(?![\p{L}])[^.;]*$/iu;
