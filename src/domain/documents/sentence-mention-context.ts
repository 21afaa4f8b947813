/**
 * The words around a measure's name that make it another measure or an aside (issue 28): what follows ("revenue growth", "EBITDA
 * margin"), what precedes ("per share", "% of"), a qualifier ("before IFRS 16"), a part or a segment, a change. Read by
 * sentence-mentions.ts. Pure.
 */
export const QUALIFYING =
  /(?:ante|before|excluding|escludendo|esclusi|al netto (?:de[il]|dell[ae']|degli)|net of|prima de[il]|senza considerare|comprensiv[oaie]\s+d(?:i|ei|egli|elle|el|ella)\s+(?:tali\s+|questi\s+)?|inclusive of(?:\s+such)?|normalizzat[oa] (?:dagli|dai|da)|depurat[oa] (?:dagli|dai|dalle|dalla|dal|dall'|da)|adjusted for)\s*(?:l'|the\s+|il\s+|gli\s+|i\s+|lo\s+)?(?:effetto\s+|impatto\s+|impact\s+of\s+|applicazione\s+(?:del(?:l')?\s*)?(?:principio\s+)?)?(?:(?:non\s+ricorrente|straordinario|una\s+tantum)\s+)?(?:dell'|del\s+|dei\s+|degli\s+|delle\s+|of\s+)?['"“‘«]?$/iu;
/** Words after a key that make the phrase another measure: "revenue growth", "EBITDA margin", "debt/EBITDA" ("revenue growth of
 * 60.6% year-over-year to $65.93 million" names the revenue's level after the rate, and so does "19.50% YoY revenue growth to ₹380.40 crore", and "growth of 28% to 31.5m" with no
 * currency written). */
export const NOT_AFTER =
  /^\s*(?:\(\w+\)\s*)?(?:(?:(?:was|were|is|are)\s+)?(?:(?:up|down)\s+[\d.,]+\s*(?:%|per ?cent)\s+)?for\s+the\s+(?:division|segment|unit)\b|growth(?!\s+of\s+[\d.,]+\s?(?:%|per ?cent)[^.;$€£\d]{0,40}\bto\s+(?:[$€£]|US\$|(?:GBP|EUR|USD|AUD|CAD)\s?\d|\d[\d.,]*\s?(?:m|bn|mn|million|billion)(?![\p{L}]))|\s+to\s+(?:[$€£₹]\s?|US\$|Rs\.?\s?|(?:GBP|EUR|USD|AUD|CAD|INR)\s?)\d)|margin|multiple|share\b|per\s+(?:(?:basic|diluted|common|ordinary|and)\s+)*(?:share|customer|client|user|unit|employee|head|capita|site|azione|cliente|utente|dipendente|addetto)|run-?rate|guidance(?!\s+(?:is|was|of|range|to be|at|now|stands|between|in the range)\b|(?:\s+for\s+(?:the\s+)?(?:full(?:[- ]year)?\s+)?(?:fiscal\s+(?:year\s+)?)?(?:(?:19|20)\d\d|FY\s?'?\d\d)(?:\s+fiscal\s+year)?)?(?:\s+by\s+(?:[$€£]|US\$)?\s?[\d.,]+\s?(?:million|billion|bn|m)?)?\s+to\s+(?:[$€£]|US\$|\d|between\b|a\s+range\b))|target|estimates?|consensus|margine|multiplo|quota|\/|to\s+ebitda|ratio|days|retention|cagr|yield|volume|pay ?down|repayments?|reduction|da attività (?:operative )?cessate|from discontinued|(?:realizzat[oi]\s+)?(?:all')?ester[oi]\b|export\b|oltreconfine|in italia\b|(?:di\s+(?:pertinenza\s+)?(?:di\s+)?)terzi\b|generat[aoi]\b|assorbit[aoi]\b|generated\b|(?:used|provided)\s+(?:in|by)\b|(?:della|dalla)\s+gestione\s+(?:finanziaria|caratteristica|operativa|straordinaria|valutaria)\b|(?:del\s+\d{4}\s+)?(?:a|alla)\s+riserva\b|to\s+(?:the\s+)?(?:legal\s+)?reserves?\b)/iu;
export const RESULTS: ReadonlySet<string> = new Set(['revenue', 'ebitda', 'net_income']);
export const AMOUNT_RIGHT_BEFORE = /(?:[$€£]|\b[A-Z]{3}\s?)\d[\d.,]*\s?(?:million|billion|bn|mn|m|milioni|miliardi|mld|mln)?\s+$/u;
/** "a net loss of $10.8 million and a net loss attributed to common stockholders of $12.2 million": after preferred dividends. */
export const TO_COMMON = /^\s*(?:attribut(?:ed|able)|available) to (?:the )?(?:common (?:stock|share)holders|holders of common)/iu;
/** "i primi quattro posti per fatturato", "la classifica per ricavi", "la prima azienda per fatturato": the measure a ranking goes by, no ratio's. */
export const RANKED_BY =
  /(?<![\p{L}])(?:post[oi]|posizion[ei]|classifica|graduatoria|podio|(?:prim|second|terz)[oaie](?:\s+(?:azienda|impresa|società|gruppo))?)\s+per\s+$/iu;
export const NOT_BEFORE =
  /(?<![\p{L}])(?:pre-?tax|per|monthly|mensile|annual recurring|annuali[sz]ed|annual run-?rate|run-?rate|average|media|share of|quota di|% of|% dei|% delle|(?<!\bdel\s+[\d.,]+\s?)%\s+(?:del|della)|(?:per ?cent|percent)\s+of|(?<!\b(?:dati|numeri|cifre)\s)sui|sulle|on)\s+(?:(?:first|second|third|fourth|full|nine|six)[- ](?:quarter|half|year|months?)\s+)?$/iu;

/** Before a mention, what makes it an aside that names no amount: a ratio's denominator ("al 4,6% dei ricavi"), a share set aside ("al
 * netto della quota di utile …"), what another measure takes in ("comprensiva dell'acquisizione …"). */
/** After a ratio's denominator, the comparison of the measure before it: ", rispetto ai", ", crescendo del 39% rispetto ai", " (". */
export const RATIO_THEN_COMPARED =
  /^\s*(?:,\s*(?:(?:in\s+(?:crescita|aumento|calo|rialzo|flessione|diminuzione|miglioramento)|crescendo|salendo|scendendo|calando|up|down)(?:\s+(?:(?:del|di|by)\s+)?[\d.,]+\s?(?:%|per\s?cento?|percent))?\s+)?(?:rispetto|compared|versus|vs\.?|against)\b|\(|a\s+year\s+(?:ago|earlier)\b)/iu;
export const RATIO_OF_BEFORE = /\d\)?\s?(?:%|per ?cento|per ?cent|percent)\s+(?:dei|delle|del|of)\s+$/iu;
export const ASIDE_BEFORE = /\bal netto (?:della|delle|del|dei|degli|dell')\s*quota\s+(?:di\s+)?$/iu;
export const COMPRISING_BEFORE = /\bcomprensiv[oaie]\s+(?:di|del|della|dello|dell'|dei|degli|delle)\s*$/iu;
/** "con effetto IFRS 16", "comprensivo dell'effetto IFRS 16": the measure counted with the effect, not another measure. */
export const QUALIFYING_WITH =
  /(?:\bcon\s+(?:l'|gli\s+)?|\bcomprensiv[oaie]\s+(?:dell'|del(?:l')?\s*|degli\s+)|\binclusive\s+of\s+(?:the\s+)?)(?:effett[oi]\s+|impatt[oi]\s+|impact\s+of\s+|effects?\s+of\s+)(?:dell'|del\s+|degli\s+|of\s+)?$/iu;
/** "Business Information Division revenues", "the Americas Region sales": a named part's revenue. */
// (not "Total Segment EBITDA", the segments' sum)
/** "La contribuzione dei gruppi operativi all'utile netto consolidato … passando da 65 milioni …", "the contribution of the acquired
 * companies to revenue": a part's contribution to the measure, not the measure. */
export const CONTRIBUTION_TO =
  /\b(?:contribu(?:zione|zioni|to|ti|tion|tions)|apporto)\b[^.;:()]{0,60}?(?:\b(?:al|alla|ai|agli|to(?:\s+the)?)\s+|\ball['’]\s*)$/iu;
export const PART_NAMED_BEFORE = /(?!(?:Total|Combined|All)\b)[\p{Lu}][\p{L}&-]*\s+(?:Division|Segment|Region|Unit)(?:'s|’s)?\s+$/u;
/** "revenue from the Americas region", "sales of the Consumer segment": a region's or a segment's revenue. */
export const PART_NAMED_AFTER =
  /^\s+(?:from|in|of|for)\s+(?:the\s+|its\s+|our\s+)?(?:(?:[\p{L}&-]+\s+){1,2}(?:region|segment|division|business unit)s?|(?:[\p{L}-]+\s+)?subsidiar(?:y|ies))\b/iu;
/** "I ricavi di software, abbonamenti e manutenzioni", "ricavi da servizi", "il fatturato dei formaggi": one line of the revenue, named by
 * what it sells (not "dei primi nove mesi", "dei soci"). */
export const LINE_NAMED_AFTER =
  /^\s+(?:da|di|dai|dagli|dalle|dei|degli|delle)\s+(?!(?:vendit[ae]|gruppo|periodo|periodi|esercizio|esercizi|competenza|pertinenza|bilancio|consolidat\w*|circa|oltre|quasi|euro|sempre|nuovo|poco|appena|ben|solo|quota|tutto|tutti|primi|prim[ei]|ultimi|ultime|nove|sei|tre|dodici|mesi|trimestri|semestri|soci|conti|dati|risultati|principali|maggiori|nostri|suoi|propri|consorziat\w*|associat\w*)\b)\p{Ll}{4,}/u;
/** "Per il settore concessionarie, il margine …", "La divisione Media chiude … con ricavi …", "The Retail segment reported revenue …":
 * a sentence whose subject is a segment or a division states its figures, not the group's. */
export const SEGMENT_SUBJECT =
  /^\s*(?:[-•·]\s*)?(?:(?:per|nel|nella|for|in)\s+(?:il|la|lo|the)\s+(?:settore|divisione|segmento|segment|division|business unit)\b|(?:la|the)\s+(?:(?:sola|singola|only)\s+)?(?:divisione|division|segmento|segment|business unit)\s+[\p{L}&-]+|il\s+settore\s+(?!del\b|dei\b)[\p{Ll}-]+\s+(?:ha|hanno)\b|a livello di (?:singole )?divisioni)/iu;
export const GROUP_WIDE = /consolidat|\b(?:del gruppo|di gruppo|group|total)\b/iu;
export const DIVISION_LABEL =
  /(?:(?:divisione|division|segment|segmento|settore|business unit|business line)\s+[\p{L}&' -]{1,40}:|\b(?:the\s+)?(?:segment|division)(?:'s)?\s+(?:had|reported|posted|recorded))\s*$/iu;
/** "Sales in make-up fell …", "sales in Europe": a category's or a region's sales (not "sales in the quarter", "in 2019"). */
export const SALES_IN =
  /^\s+in\s+(?!(?:the|its|this|that|each|both|all|fiscal|calendar|line|q[1-4]|h[12]|fy)\b|\d|(?:first|second|third|fourth|full|nine|six|three)\b)[\p{L}-]+/iu;
export const CHANGE_OF =
  /(?:incremento|aumento|crescita|calo|riduzione|diminuzione|variazione|increase|decrease|growth|decline|rise|drop)\s+(?:del|della|dei|delle|degli|in|of)\s+(?:the\s+)?$/iu;
// (not "growth in revenue of 10.5% to €320.6 million": a rate, then the level the measure reached)
export const CHANGE_AMOUNT =
  /^\s*(?:[\p{L}]+\s+){0,2}?(?:è stat[oa] di|è di|was|of|di|by|pari a)\s*(?:circa\s+|about\s+|approximately\s+|around\s+|roughly\s+|nearly\s+|some\s+|oltre\s+)?(?:[$€£]\s?)?\d(?![\d.,]*\s?(?:%|per\s?cent)\s+(?:to|a)\s)/iu;

export const LOSS_OF_BEFORE =
  /^\s*(?:\([^()]{0,200}\)\s*)?(?:(?:(?:ha|hanno|è|sono|has|have|was|were)?\s*(?:riportato|registrato|segnato|evidenziato|chiuso con|messo a segno|posted|recorded|reported|showed)|(?:swung|moved|went|turned)\s+from)\s+(?:una|un|a|an)|(?:(?:[^.;:()\d]|(?:19|20)\d\d){0,70}?\s)?(?:passa(?:no|to|ta|ndo|re)?|passer(?:à|anno|ebbe))\s+(?:da\s+(?:una|un)|dalla))\s+$/iu;
/** After a measure and a comparison: "L'Ebitda … è positivo per 3,4 milioni, in aumento … rispetto al medesimo periodo dell'anno precedente
 * dove si registrava una ", "EBITDA … compared with the prior year, when it recorded a ": the loss that follows is the measure's then. */
export const LOSS_COMPARED_BEFORE =
  /^(?:[^.;]|\.(?=\d)){0,160}?(?:rispetto|compared|versus)(?:[^.;]|\.(?=\d)){0,80}?[\s,](?:dove|quando|in\s+cui|when)\s+(?:si\s+registrava|(?:si\s+)?era\s+registrata|aveva\s+registrato|registrava|it\s+(?:posted|recorded|reported|had)|there\s+was)\s+(?:una|un|a|an)\s+$/iu;
/** After a measure: "passa da una perdita di 1,5 milioni … ad un ", "swung from a loss of $1.2 million in 2019 to a ": the profit that follows is its. */
export const SWUNG_TO =
  /^\s*(?:\([^()]{0,200}\)\s*)?(?:(?:(?:[^.;:()\d]|(?:19|20)\d\d){0,70}?\s)?(?:passa(?:no|to|ta|ndo|re)?|passer(?:à|anno|ebbe))\s+(?:da\s+(?:una|un)|dalla)|(?:swung|moved|went|turned)\s+from\s+(?:a|an))\s+(?:perdita|loss|deficit|rosso)(?![\p{L}])(?:[^.;]|\.(?=\d)){0,90}?\s(?:ad?|to|in)\s+(?:una|un|a|an)\s+$/iu;
