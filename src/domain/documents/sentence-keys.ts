import type { KeyPhrase } from './sentence-key-phrase.ts';
import { AMOUNT_AHEAD, AMOUNT_CURRENCY_NAMED, CROWDFUNDING_PLATFORMS, CURRENCY_AHEAD, OFFER_CURRENCY } from './sentence-amount-pattern.ts';
import { BONDS_ISSUED, BONDS_SOUGHT } from './sentence-keys-bonds.ts';
import { COMPANY_FACILITIES, NOTES_ISSUED, NOTES_SOUGHT } from './sentence-keys-facilities.ts';
import { MORE_KEY_PHRASES } from './sentence-keys-more.ts';
import { ADJ_EN } from './sentence-key-phrase.ts';

export type { KeyPhrase } from './sentence-key-phrase.ts';

/** OIBDA: "operating income before depreciation and amortization", an EBITDA by another name. */
const OIBDA = String.raw`oibda|operating (?:income|earnings|profit) before depreciation,? and amorti[sz]ation`;
/** "indebitamento finanziario netto post IFRS 16", "net debt excluding IFRS 16": the measure, with or without leases. */
const IFRS16 = String.raw`(?: (?:post|ante|pre|incluso|escluso|including|excluding|before|after) (?:l['’] ?)?ifrs ?16)?`;
const ADJ_IT = String.raw`(?:rettificat[oa]|adjusted|ordinari[oa]|ricorrente|normalizzat[oa]|pro[- ]forma)`;

const SIZE_AMOUNT = String.raw`(?:circa |oltre |about |around |over |more than |nearly |almost |quasi )?(?:[$€£]|US\$|\d)`;
// (not the stock market's session: "after the close of the market on Monday that it has completed … $950 million")
const MARKET_SIZED = String.raw`(?<!\bmoney\s)(?:market|mercato)(?!\s+(?:value|values|cap|capitali[sz]ation|on|that|close|closed|opened|today)\b)(?:\s+[\p{L}'’]+){0,12}?(?=\s+(?:(?:is |was |è |e' )?(?:worth|valued at|estimated (?:at|to be)|sized at|stimato (?:in|a|tra i|fra i|intorno a(?:i)?)|valutato (?:in|a)|che vale|vale|da)|of)\s+${SIZE_AMOUNT})`;
const SIZED_MARKET = String.raw`(?<=(?:[$€£]|US\$)\s?\d[\d.,]*\s?(?:bn|b|billion|trillion|tn|m|mn|million)\+?\s)(?:(?!(?:within|in|of|for|on|at|the|a|an|to|from|above|below|by|per|ahead|than|with|and|or)\s)[\p{L}-]+ ){0,2}(?:market|economy)(?! share| cap| guidance| expectations| consensus| estimates| value| price)`;

/** Annual recurring revenue, spelt out or as the acronym (upper case only: sentence-mentions.ts). */
const RECURRING = String.raw`(?:annual(?:i[sz]ed)?\s+recurring\s+revenues?(?:\s+\(ARR\))?|arr)`;

// an ask's amount, thousands written with a k as the dens and tanks write them ("$500K")
const ASK_AMOUNT = String.raw`${CURRENCY_AHEAD}\s?\d[\d.,]*\s?(?:[kKmM]|million|thousand|bn|billion)?`;

/** What is built, the words two capex rules name a build's cost by ("The new facility cost €85 million", "the hospital … to cost"). */
const BUILDS = String.raw`building|construction|works?|project|plant|factory|facility|cent(?:re|er)|campus|hospital|school|terminal|stadium|arena|bridge|extension|expansion|upgrade|refurbishment|renovation|redevelopment|scheme`;

export const KEY_PHRASES: readonly KeyPhrase[] = [
  // revenue
  // ("was turning over more than a million pounds", "turned over £4.2m last year": the British verb of turnover)
  // (not a bond repaid from a revenue: "$15.6 million of lease revenue bonds")
  {
    key: 'revenue',
    re: String.raw`(?:total |net |gross |consolidated |quarterly |annual )*(?:revenues?(?!\s+(?:refunding\s+)?bonds?\b)|(?<!\bgross\s)sales(?!\s+(?:value\s+of|pipeline|orders?\b|order\s+intake|bookings))|turnover)|top[- ]?line|turn(?:s|ed|ing)?\s+over(?=\s+(?:(?:more than|over|about|around|nearly|almost|some|close to)\s+)?(?:[£$€]|a\s+million|one\s+million|half\s+a\s+million|\d))`,
  },
  { key: 'revenue', re: String.raw`${ADJ_EN} (?:(?:total|net|combined|consolidated) )*(?:revenues?|sales)`, adjusted: true },
  // a bank's, exchange's or Indian company's "total income" ("total operating income"): its revenue (not a tax on it, nor a US
  // operating profit "from continuing operations")
  { key: 'revenue', re: String.raw`total (?:operating )?income(?!\s+(?:tax|from\s+continuing))` },
  {
    key: 'revenue',
    re: String.raw`ricavo(?: (?:totale|complessivo))?(?= (?:di|pari a|era|è|ammonta\w*)\s)|(?:ricavi|fatturato|vendite|giro (?:d'|di )affari|volume (?:d'|di )affari|valore (?:totale |complessivo )?(?:della|di) produzione)(?: (?:totali|netti|consolidati|delle vendite(?: e delle prestazioni)?|(?:per|da) vendite(?: e prestazioni)?|complessivi|industriali))*|fatturand[oi]|fattureranno|fatturerà|(?<=(?:\(\s*|(?<!\b(?:settore|mercato|comparto|filiera|distretto|sistema|paese|regione|provincia),?\s)\b(?:che|e|ed)\s+|(?<![\p{L}])(?:(?:oggi|attualmente)(?:\s+[\p{L}&'’.()-]+){0,4}|(?:la\s+)?società|(?:l['’]\s*)?azienda|(?:il\s+)?gruppo)\s+))fattura(?:va|no|vano)?(?=\s+(?:(?:circa|oltre|quasi|più\s+di)\s+)?(?:€\s?)?\d)`,
  },
  // a public body's or non-profit's income, its revenue: "Il totale delle entrate ammonta a 4,8 miliardi", "I proventi raccolti dalla
  // Fondazione … ammontano ad oltre 17,4 milioni", "con entrate pari a 837.838", "Le
  // entrate si avvicinano ai 18 milioni", "ha registrato entrate per oltre 13 milioni" (not a part: "le entrate derivanti da", "entrate
  // tributarie"; nor the verb: "entrate in esercizio")
  {
    key: 'revenue',
    re: String.raw`(?:(?:il\s+)?totale\s+(?:delle\s+)?entrate|(?<=(?<![\p{L}])(?:le|con|alle|registrato|registra|registrano|riportato|riporta|riportano|realizzato|realizza|generato|genera|conseguito)\s+)entrate)(?=\s+(?:si\s+(?:avvicinano|attestano|sono\s+attestate|erano\s+attestate|sono\s+fermate|fermano)|(?:salire|salite|salgono|sono\s+salite|scendere|scese|scendono|sono\s+scese|crescono|sono\s+cresciute|hanno\s+raggiunto|raggiungono)\s+(?:a|ad|ai|al|fino\s+a|(?:a\s+)?quota)\s|ammontano|ammonta|pareggia|sono\s+(?:state\s+)?(?:di|pari)|pari\s+a|per\s+(?:oltre\s+|circa\s+|quasi\s+)?(?:€\s?)?\d|di\s+(?:€\s?)?\d))`,
  },
  {
    key: 'revenue',
    re: String.raw`(?:il\s+)?totale\s+(?:dei\s+)?proventi(?!\s+(?:e|ed)\s+oneri|\s+finanziari)|(?<=(?<![\p{L}])i\s+)proventi\s+(?:raccolti|totali|complessivi)`,
  },
  // "chiude l'annata con un bilancio consolidato di 337 milioni di euro", "una dimensione produttiva di 250 milioni": a cooperative's
  // or a builder's size as the Italian press writes its turnover
  {
    key: 'revenue',
    re: String.raw`(?<![\p{L}])(?:(?<=\b(?:un|il)\s+)bilancio(?:\s+consolidato)?(?:\s+di\s+gruppo)?(?=\s+(?:di|da|che\s+(?:raggiunge|supera|tocca|sfiora))\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d[\d.,]*\s*(?:milioni|mln|miliardi|mld)\b)|dimensione\s+produttiva)`,
  },
  // EBITDA
  {
    key: 'ebitda',
    re: String.raw`(?:reported |gaap )?ebitda(?: profit)?|ebidta|mol|margine operativo lordo|(?:risultato|utile) operativo lordo(?: consolidato)?|earnings before interest,? (?:(?:and )?(?:income )?tax(?:es|ation)?,? )?(?:depreciation,? (?:and )?amorti[sz]ation|amorti[sz]ation,? (?:and )?depreciation)(?:,? and fair[- ]value (?:adjustments|changes|movements))?(?!,? (?:and )?(?:rent|rentals|property|long-term|restructuring|exceptional))|earnings before interest,? tax(?:es|ation)? and other (?:charges|items)|ebitdaf|ebitdax|ebitdac|${OIBDA}`,
  },
  {
    key: 'ebitda',
    // ("Consolidated Adjusted Property EBITDA of $1.27 Billion", "hold-normalized adjusted property EBITDA": a casino operator's)
    re: String.raw`${ADJ_EN} ebitda[xc]?(?: \(loss\)| profit)?|(?:hold-normali[sz]ed )?(?:${ADJ_EN} )?property ebitda|ebitdac\s*[-–]\s*adjusted|${ADJ_EN} earnings before interest,? tax(?:es|ation)? and other (?:charges|items)|ebitda ${ADJ_EN}|ebitda,? as adjusted`,
    adjusted: true,
  },
  { key: 'ebitda', re: String.raw`${ADJ_EN} (?:${OIBDA})`, adjusted: true },
  // ("Adjusted EBITDA* loss in the period of £147,000": a footnote's star between the measure and its loss)
  { key: 'ebitda', re: String.raw`ebitdax?(?:\*{0,2}|\(\d\)) loss`, negative: true },
  { key: 'ebitda', re: String.raw`${ADJ_EN} ebitdax?(?:\*{0,2}|\(\d\)) loss`, adjusted: true, negative: true },
  { key: 'ebitda', re: String.raw`ebitda ${ADJ_IT}|${ADJ_IT} ebitda|mol ${ADJ_IT}|margine operativo lordo ${ADJ_IT}`, adjusted: true },
  // net income
  {
    key: 'net_income',
    re: String.raw`(?:gaap )?net \((?:loss|income)\) (?:income|loss|earnings)|(?:gaap )?net (?:income|profit|earnings|result)(?: attributable to (?:(?! and )[\p{L} .&])+?(?= was| were| of| is| for| totall?ed| amounted|,))?|profit for the (?:year|period)|profit after tax(?:ation)?|profit\/\(loss\) (?:after tax|for the (?:year|period))|after[- ]tax profit\/\(loss\)|after[- ]tax (?:income|profit|earnings)|(?:net )?income after (?:income )?tax(?:es)?|utile dopo le imposte|utili netti|utile netto(?: consolidato| di gruppo| del gruppo)?|utile (?:finale|dell'esercizio|d'esercizio|del periodo)|utile (?:al netto delle|dopo le) imposte|risultato netto(?: consolidato| del gruppo| di gruppo)?|risultato (?:d'|dell'|di )esercizio|utile di esercizio|risultato (?:di|del) periodo|(?<=(?<![\p{L}])un )netto(?= (?:di|pari a) \d)|npat|pat|(?:statutory )?profit attributable to (?:equity )?(?:shareholders|owners|members|equity holders)(?: of the (?:parent|company))?|utile (?:netto )?(?:attribuibile|di pertinenza) (?:agli azionisti|del gruppo|dei soci)(?: della capogruppo)?|(?:risultato|utile) (?:netto )?(?:consolidato )?di (?:competenza|pertinenza)(?: (?:del gruppo|della capogruppo|degli azionisti|dei soci|della (?:società|casa editrice|holding)))?`,
  },
  {
    key: 'net_income',
    re: String.raw`net loss(?:es)?(?: attributable to (?:(?! and )[\p{L} .&])+?(?= was| were| of| is| for| totall?ed| amounted|,))?|perdita netta|perdita (?:dell'|d'|di )esercizio|loss for the (?:year|period)|loss after tax(?:ation)?|after[- ]tax loss(?:es)?|post[- ]?tax loss(?:es)?|perdita dopo le imposte`,
    negative: true,
  },
  {
    key: 'net_income',
    re: String.raw`${ADJ_EN} net (?:income|profit|earnings)|net (?:income|profit) ${ADJ_EN}|${ADJ_EN} npat|(?:${ADJ_EN} )?headline earnings(?! per share)|utile netto ${ADJ_IT}|risultato netto ${ADJ_IT}|${ADJ_IT} utile netto`,
    adjusted: true,
  },
  { key: 'net_income', re: String.raw`${ADJ_EN} net loss`, adjusted: true, negative: true },
  // capex
  {
    key: 'capex',
    re: String.raw`capex|capital expenditures?|capital spend(?:ing)?|capital additions|capital investments?|(?<!${AMOUNT_AHEAD}\s+)investments?\s+in\s+(?:new\s+)?(?:(?:the|its|our)\s+business(?![\p{L}])(?=\s+of\s)|vehicles|machinery|plant\s+and\s+(?:equipment|machinery)|equipment|(?:the\s+)?fleet|premises|production\s+capacity)(?![\p{L}])|(?:initial |upfront |pre-?production |estimated |establishment )?capital costs?(?! of (?:capital|debt|equity))|establishment costs?|pre-?production capital|(?<!(?:banca|fondo)\s+europe[ao]\s+per\s+gli\s+)investimenti(?: tecnici| complessivi| totali| industriali| operativi)?|(?<=(?:(?<![\p{L}])(?:l|dell|nell|all|sull|dall|quest)'|(?<![\p{L}])un ))investimento(?: complessivo| totale| previsto| industriale| produttivo| programmato)?|(?:annual|yearly) investments?|(?:total\s+)?project\s+(?:costs?|(?:contract\s+)?value)(?:\s+for\s+this\s+project)?|(?:total\s+)?cost\s+of\s+the\s+(?:[\p{L}-]+\s+){0,3}?project|(?<=\b(?:project|plant|factory|hospital|terminal|facility|mill|refinery)\b[^.;\d]{0,50}?\s)worth(?=\s+(?:about\s+|some\s+|around\s+|over\s+|more\s+than\s+)?(?:${CURRENCY_AHEAD})?\s?\d)|(?:total\s+|capital\s+|project\s+|construction\s+)?costs?\s+(?:(?:is|are|was|were)\s+)?estimated\s+(?:at|to\s+be)(?=[^.;]{0,120}\b(?:build|construction|project|plant|factory|facility|expansion|hospital|terminal|mine)\b)|(?:total\s+)?investment\s+capital(?=\s+(?:of|is|was|reaches|totall?ing)\b)|(?<=\b(?:the|this|an?)\s)investment,?\s+(?:which|that)\s+(?:(?:will|would)\s+be|is|was)\s+(?:worth|valued\s+at)|(?<=\b(?:project|plant|factory|facility|hospital|terminal|hotel|resort|complex|centre|center|warehouse|mill|mine)\b[^.;]{0,60}?)price\s+tag|(?<=\b(?:hospital|plant|factory|facility|project|terminal|hotel|resort|complex|centre|center|warehouse|mill|scheme|expansion|extension|upgrade|refurbishment|redevelopment)\b[^.;]{0,25}?)costing|(?<=\b(?:an|the|its|total|new|additional|announce[sd]?|announcing|unveil(?:s|ed)?|confirm(?:s|ed)?|plans?\s+for|(?:jobs|roles|posts|positions)\s+and|(?:a|an)\s+(?:record|major|further|significant|substantial|sizeable|considerable|big|huge|multi-?million(?:-pound|-euro|-dollar)?))\s)(?<!exchange\s+for\s+(?:an?\s+)?(?:total\s+)?)investment(?=\s+(?:of|worth|totall?ing|(?:would|will|is|was|could)\s+be)\s+(?:some\s+|about\s+|around\s+|over\s+|up\s+to\s+)?(?:${CURRENCY_AHEAD}|\d))(?![^.;]{0,40}\b(?:in\s+(?:the\s+)?(?:firm|company|start-?up)|from|led\s+by)\b)|(?<=\bproject\b[^.;]{0,60}?)(?:is|was|will|would)\s+(?:be\s+)?(?:estimated\s+to\s+)?require|(?<=(?:milioni|miliardi|mln|mld|euro)\s+(?:di\s+|d['’]\s*))investimento|(?:l['’]\s*|il\s+|lo\s+)?(?:impianto|progetto|stabilimento|ampliamento|opera|intervento)(?:\s+[^\d.;,]{0,40}?)?\s+(?:è\s+costat[oa]|costerà|ha\s+un\s+(?:valore|costo)(?:\s+complessivo)?\s+di)|(?<=\b(?:sede|fabbrica|impianto|stabilimento|struttura|capannone|magazzino|polo|centro|linea|opificio)\b[^.;\d]{0,20}?,?\s)costat[oa](?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?<=\b(?:ristrutturazione|lavori|intervent[oi]|ampliamento|restauro|riqualificazione|ammodernamento|costruzione|realizzazione)\b[^.;€]{0,40}?\s)costat[oa](?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?<=(?:^\s*|[.:;]\s*|,\s+)(?:ed?\s+)?)(?:è|e['’])\s+costat[oa](?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?<=\b(?:intervent[oi]|lavori|opere)\b[^.;\d]{0,40}?)per\s+un\s+importo(?:\s+complessivo)?\s+di|cost[oi]\s+(?:(?:complessiv[oi]|total[ei]|final[ei]|previst[oi]|stimat[oi])\s+)?de(?:ll['’]\s*|l\s+|i\s+)(?:progetto|investimento|programma|impianto|opera|intervento|lavori)(?=(?:[^.;]|\.(?=\d)){0,60}?(?<![\p{L}])(?:è|sarà|ammonta|pari|di\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|\s+(?:per\s+[^.;\d]{0,120})?(?:$|[.;]))|(?<=(?<![\p{L}])(?:i|gli)\s+)(?:lavori|interventi)(?=\s+per\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|mila)\b)|(?<=(?<![\p{L}])il\s+)valore\s+(?:complessivo\s+)?degli\s+investimenti|(?:investments|investment plan|investment programme|investment program)(?= (?:of|for|totall?ing|amount|(?:are|is) (?:expected|planned|forecast|estimated) to (?:amount|total|reach)))|(?:(?:il gruppo|la società|prevede di|intende|potrà) )?investir(?:à|anno|emo|e)|(?<=(?<![\p{L}])(?:il|un|lo|nuovo|del|dal)\s+(?:nuovo\s+)?)(?:centro|ospedale|polo|complesso|resort|albergo|hotel|stadio|palazzetto|terminal|museo|campus|villaggio)(?:\s+(?!(?:rientr|nell|sull|dall|con|grazie|finanziat|provvist|fond|prestit|mutu)\p{L}*)[\p{L}]+){0,4}?\s+da(?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld)\b)|(?<=(?<![\p{L}])(?:un|il|nuovo|del|dal)\s+)(?:progetto|investimento|intervento|piano)(?:\s+[\p{L}]+)?\s+da(?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|mila)\b)|(?<![\p{L}])investe(?:ndo)?(?=\s+(?:(?:ben|circa|oltre|quasi|più\s+di|altri|ulteriori)\s+)?(?:€\s?)?\d)|(?<=(?:^\s*|:\s*|^[^,.;:]{3,60},\s*|(?<![\p{L}])(?:un|l['’])\s*maxi-?\s*|(?<![\p{L}])maxi-))investimento(?:\s+(?:complessivo|totale|previsto|industriale))?(?=\s+(?:da|di)\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?:ha|hanno|abbiamo|aver(?:e)?)\s+(?:(?:già|inoltre|anche|poi|quindi|complessivamente|finora)\s+)?investito|(?<=\b(?:realizzazione|costruzione|lavori|intervent[oi]|opera|opere|progetto)\b[^.;]{0,60}?)(?:saranno|verranno|sono\s+stati)\s+impiegati(?=\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?:saranno|verranno|sono\s+stati|verrebbero)\s+investiti(?=\s+(?:circa\s+|oltre\s+|quasi\s+|ben\s+)?(?:€\s?)?\d)|(?:(?:ha|hanno|aveva|avevano)\s+speso|spenderà|spenderanno)(?=\s+(?:circa\s+|oltre\s+|quasi\s+|ben\s+)?(?:€\s?)?\d[^.;]{0,40}?\bper\s+(?:ampliare|costruire|realizzare|ammodernare|rinnovare|ristrutturare|potenziare|raddoppiare|ingrandire)\b)|(?:stanzia(?:re|no)?|destinare)(?=\s+(?:circa\s+|oltre\s+|altri\s+)?(?:€\s?)?\d[^.;]{0,40}?\b(?:investiment|macchinari|stabiliment|impiant))|(?<=\b(?:${BUILDS})\b[^.;]{0,50}?)(?:to|will|would)\s+cost|(?<=\b(?:the|this)\s+(?:[\p{L}-]+\s+)?(?:project|scheme|development|building|plant|factory|facility)\b,?\s+(?:(?:known|called|named)\s+as\s+[^.;,]{1,40}?,\s+)?(?:is|was)\s+(?:being\s+)?(?:undertaken|built|developed|delivered|led)\s+by\s+[^.;]{1,40}?\s+and\s+)will\s+cost|(?:sta|stanno|stiamo)\s+investendo|progett[oi]\s+d['’]\s*investimento(?:\s+(?:industriale|produttivo))?|(?:piano|programma)\s+(?:di\s+sviluppo|d['’]\s*investimento|di\s+investiment[oi])|(?:will|would|plans? to|(?:is |are )?planning to|intends? to|expects? to|planned to|intended to|expected to|aims? to|(?:has |have )?decided to|(?:is |are )?set to|(?:has |have )?committed to|(?:is |are )?going to|(?:has |have )?agreed to|(?:is|are) to|(?:is|are) (?:also )?likely to|commitment to) (?:(?:jointly|together|also|further|initially|potentially|eventually|ultimately|likely) )?invest|(?:has|have|had) invested|(?:is|are|was|were|will be) (?:allocating|spending)(?=(?:[^.;]|\.(?=\d)){0,60}\b(?:to\s+expand|expansion|capacity|new\s+(?:plant|factory|facility|line|machinery)|operations|to\s+(?:purchase|buy|acquire)\s+(?:[\p{L}]+\s+){0,3}?(?:the\s+)?(?:plant|equipment|machinery|factory))\b)|(?:is|are|was|were|will be|would be|has been|have been|had been) investing(?![^.;]{0,40}\bto (?:support|help|back)\b)|(?:will|to|plans? to) (?:put|pour|plough|sink)(?=\s+(?:US\$|C\$|A\$|[$€£])?\s?\d[\d.,]*[^.;\d]{0,25}\b(?:toward|towards|into)\s+(?:the|a|its)\s+(?:new|expan|construct|build|plant|factory|facilit|line))|(?:is|are|was|were|will\s+be|has\s+been)\s+(?:pumping|pouring|ploughing|sinking)(?=\s+(?:(?:about|around|some|over|more\s+than|nearly|almost|a\s+further|another)\s+)?(?:US\$|C\$|A\$|[$€£])\s?\d[\d.,]*\s?(?:m|bn|k|million|billion)?\s+into\b)|(?:(?:will be|is|are) injecting|inject(?:s|ed)?)(?=\s+(?:US\$|C\$|A\$|[$€£]|R|RM|N|₦|₹)?\s?\d[\d.,]*[^.;\d]{0,25}\binto\s+(?:the\s+|a\s+|its\s+|their\s+)?(?:new\s+)?(?:expan|business\s+operations|operations|plant|factory|facilit|mill|production|capacity|line))`,
  },
  // a public body's capital programme: "a $51 billion capital plan", an oil company's "US$50 million work programme", "a $243.3 million
  // capital improvement program budget", "The capital
  // budget grows to $227.4 million in 2023", "Capital Budget includes a projected spending plan of $165.2 million"
  {
    key: 'capex',
    re: String.raw`(?<=${AMOUNT_AHEAD}[\s-]+)capital\s+(?:improvement\s+|investment\s+)?(?:plan|programme|program)(?:\s+budget)?\b|(?<=${AMOUNT_AHEAD}[\s-]+)(?:work|drilling|exploration)\s+(?:programme|program)\b|capital\s+(?:improvement\s+)?budget(?:\s+includes\s+a\s+(?:projected\s+)?spending\s+plan)?(?=\s+(?:grows\s+to|rises\s+to|of|is|was|totals|totalling|totaling|includes\s+a\s+(?:projected\s+)?spending\s+plan\s+of)\s+(?:about\s+|some\s+|nearly\s+)?(?:${CURRENCY_AHEAD})\s?\d)|(?<=${AMOUNT_AHEAD}[\s-]+)capital\s+(?:improvement\s+)?budget\b`,
  },
  // "to raise £400,000 of the £1.2 million needed to build the eco-venture": the whole a raise is part of, what the build costs
  {
    key: 'capex',
    re: String.raw`(?<=\bof\s+the\s+(?:total\s+)?${AMOUNT_AHEAD}\s+)(?:needed|required)(?=\s+(?:to\s+(?:build|complete|construct|deliver|finish|restore|refurbish|renovate)|for\s+the\s+(?:project|scheme|build|construction|works?|renovation|refurbishment))\b)`,
    trailing: true,
  },
  // "The presumed estimated cost for the new facility at Woodland Community College is $41,664,000", "The cost of the fire alarm system
  // at Yuba College is approximately $5,027,000": a build's cost named before it
  {
    key: 'capex',
    re: String.raw`(?<=\bthe\s+(?:[\p{L}-]+\s+){0,2}?)cost\s+(?:of|for)\s+the\s+(?:new\s+)?(?:[\p{L}-]+\s+){0,3}?(?:${BUILDS}|system|hall|tower|wing|pool|library)\b(?=(?:[^.;]|\.(?=\d)){0,60}?\b(?:is|was|will\s+be|would\s+be)\s+(?:approximately\s+|about\s+|around\s+|estimated\s+at\s+|put\s+at\s+)?${CURRENCY_AHEAD}\s?\d)`,
  },
  // "L'intervento, che costerà poco più di 75 mila euro": a work's cost in a clause after its name
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:impianto|progetto|stabilimento|ampliamento|opera|opere|intervento|interventi|lavori)\s*,\s*che\s+)coster(?:à|anno)`,
  },
  // "is planning to build new manufacturing and warehousing facilities … for a total cost of RM140.8mil", "will set up a new … facility
  // at a cost of Rs 495 crore": what a build costs; "to acquire a piece of freehold industrial land … for RM7.6mil": land to build on;
  // "by investing R300 million … in a new distribution centre", "the toolmakers invested £2.8m in setting up its new … operation"
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:build|builds|building|built|construct|constructing|constructed|set\s+up|setting\s+up|develop|developed|expand|expanding|expanded|moving|move|relocate|relocating|install|installing|installed|upgrade|upgrading|upgraded|refurbish|refurbished|establish|establishing|established)\b[^.;]{0,160}?)(?:for|at)\s+(?:a|an)\s+(?:total\s+|estimated\s+|overall\s+|combined\s+)?(?:cost|outlay|investment)\s+of|(?<=\b(?:acquire|acquiring|purchase|purchasing|buy|buys|buying|bought|acquisition\s+of)\s+(?:(?:a|an|the|two|three)\s+)?(?:(?:piece|parcel|plot|lot|tract)s?\s+of\s+)?(?:(?:freehold|leasehold|vacant|industrial|agricultural|commercial)\s+){0,2})land\b(?=[^.;]{0,140}?\bfor\s+${CURRENCY_AHEAD}?\s?\d)|(?<=\b(?:by|of|after)\s)investing(?=\s+(?:about\s+|around\s+|some\s+|over\s+)?${CURRENCY_AHEAD}?\s?\d)|(?<=\b(?:has|have|had|will|to|just|would|company|firm|group|business|society)\s)(?:just\s+)?spen[dt](?=\s+(?:a\s+further\s+|an\s+additional\s+|another\s+|about\s+|around\s+|over\s+|some\s+)?${CURRENCY_AHEAD}?\s?\d[\d.,]*\s?(?:m|bn|k|million|billion|crores?)?\s+(?:(?:over|during|in)\s+the\s+next\s+[\p{L}\d-]+\s+years?\s+)?(?:on|in\s+new|into|building|constructing|developing|expanding|upgrading|fitting\s+out|equipping|refurbishing|renovating|installing|to\s+(?:build|construct|expand|upgrade|add|open|fit\s+out|outfit|equip|install|refurbish|renovate|moderni[sz]e))\b(?:[^.;]|\.(?=\d)){0,80}?\b(?:plant|factory|facilit(?:y|ies)|buildings?|cent(?:re|er)|warehouse|site|line|expansion|upgrades?|improvements?|renovations?|refurbishments?|premises|headquarters|section|equipment|machinery|capital|projects|trains|carriages|rolling\s+stock|aircraft|vessels|ferries|fleet|buses)\b)|(?<=\b(?:company|firm|group|business)\s)invested(?=\s+(?:about\s+|around\s+|some\s+|over\s+|more\s+than\s+|nearly\s+)?${CURRENCY_AHEAD}\s?\d[\d.,]*\s?(?:m|bn|k|million|billion)?\s+(?:(?:over|during|across)\s+the\s+(?:year|period|last\s+(?:year|twelve\s+months|12\s+months))|in\s+(?:19|20)\d\d|this\s+year|last\s+year)\b)|(?<=\binvest(?:ed|ing)?,\s+)spending(?=\s+(?:about\s+|around\s+|some\s+|over\s+)?${CURRENCY_AHEAD}\s?\d[\d.,]*\s?(?:m|bn|k|million|billion)?\s+on\b)|(?<=\b(?:invested|invests|investing)\s+(?:a\s+)?(?:record\s+|total\s+)?)(?:amount|sum)\s+of(?=\s+(?:about\s+|around\s+|some\s+|over\s+)?${CURRENCY_AHEAD}\s?\d)|(?<=\b(?:[\p{L}]+s|we|they|it)\s)invested(?=\s+${CURRENCY_AHEAD}\s?\d[\d.,]*\s?(?:m|bn|k|million|billion)?\s+in\s+(?:setting\s+up|building|constructing|expanding|upgrading|a\s+new|new|the\s+(?:construction|expansion)))`,
  },
  // "The new facility cost €85 million": what a finished build cost, the verb in the past; "is buying 80 Embraer jet aircraft for
  // US$5.82-billion", "has ordered 12 new trains for £300m": a fleet bought
  {
    key: 'capex',
    re: String.raw`(?<=\b(?:the|this|its|their)\s+(?:new\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${BUILDS})\s+)cost(?=\s+(?:about\s+|around\s+|some\s+|over\s+|more\s+than\s+|nearly\s+|almost\s+)?${CURRENCY_AHEAD}\s?\d)|(?<=\b(?:buy|buys|buying|bought|purchase|purchases|purchasing|purchased|order|orders|ordering|ordered|acquire|acquires|acquiring|acquired)\s+(?:up\s+to\s+|as\s+many\s+as\s+)?\d+\s+(?:new\s+)?(?:[\p{L}\d-]+\s+){0,3}?(?:aircraft|jets|planes|airliners|trains|carriages|locomotives|ferries|vessels|ships|buses|trams)\s+)for(?=\s+(?:about\s+|around\s+|some\s+|over\s+|more\s+than\s+|nearly\s+)?${CURRENCY_AHEAD}\s?\d)`,
  },
  // "il cda ha confermato i 120 milioni per il raddoppio della capacità a Trieste": an amount for a build named after it (not a loan's:
  // "un finanziamento di 2 miliardi di euro per la realizzazione del nuovo tratto")
  {
    key: 'capex',
    re: String.raw`(?<!(?:finanziament|prestit|mutu|credit|BEI|Bei|Banca|banca)[^.;]{0,120})(?<=${AMOUNT_AHEAD}\s+)per\s+(?:il\s+raddoppio|l['’]\s*ampliamento|la\s+costruzione|il\s+potenziamento|la\s+realizzazione|l['’]\s*ammodernamento)\s+(?:della\s+capacità|dello\s+stabilimento|degli\s+stabilimenti|dell['’]\s*impianto|degli\s+impianti|di\s+un\s+nuovo|di\s+una\s+nuova|del\s+nuovo|della\s+nuova)(?![\p{L}])`,
    trailing: true,
  },
  // "about £250,000 has been invested in the firm's expansion", "General Motors is building a $175 million plant": an amount its
  // investment or new plant names after it
  {
    key: 'capex',
    re: String.raw`(?<=\s)(?:(?:has|have|had|will)\s+been|(?:(?:is|are|was|were)\s+to|is|are|will|to)\s+be|(?:is|are)\s+being)\s+invested|(?<=\s)(?:has|have|had)\s+(?:already\s+)?been\s+spent(?=\s+on\s+(?:the|this|its|their)\s+(?:[\p{L}-]+\s+){0,2}?(?:project|scheme|building|hospital|school|cent(?:re|er)|redevelopment|development|plant|factory|facility|works)\b)|(?<=(?:^|\s)(?:a|an|the|this|its|their|our|\p{Lu}[\p{L}&-]*['’]s?|plans|unveils|announces|builds|opens|after|following)\s+(?:(?:more than|over|about|nearly|some|around|circa|approximately|roughly|planned|proposed|estimated|state-of-the-art|massive|huge|major|giant|controversial|ambitious|landmark|flagship)\s+)?(?:new\s+)?${AMOUNT_AHEAD}(?:\s+(?:euros?|dollars?|pounds?))?(?:,\s+[\d,.]+(?:-(?:square-foot|square-metre|sq-ft|acre|hectare|bed|room|megawatt|mw)|\s?(?:sq\.?\s?ft\.?|square\s+f(?:oo|ee)t|square\s+metres?)))?(?:\s*\(\s*(?:~|about)?\s*${CURRENCY_AHEAD}\s?[\d.,]+\s*(?:million|billion|bn|mn|m)?\s*\))?[\s-]+)(?:(?:new|state-of-the-art|(?!(?:dollar|euro|pound|square|sq|acre|hectare|tonne|ton|metre|meter|feet|foot|grant|for|of|to|in|from|by|with|crores?|cr|lakhs?|million|billion|thousand|bn|mn|m)\b)[\p{L}&-]+|and)\s+){0,3}?(?:(?:manufacturing|production|processing|assembly|distribution|fulfil?ment|logistics|packaging|data)\s+(?:facility|cent(?:re|er)|plant|hub|site)|(?<!(?:credit|loan|revolving|term|debt|finance|financing|refinancing|funding|borrowing|liquidity|overdraft|lending|bank|banking|working capital|guarantee|bridge|mezzanine|pre-?payment|syndicated)\s)facility(?![^.;]{0,60}\b(?:tenor|maturity|maturing|interest\s+rate|margin|repayable|drawn|undrawn|lenders?|banks|libor|sofr|euribor)\b)|plant|factory|mill|brewery|distillery|winery|smelter|foundry|cannery|abattoir|greenhouse|(?:[\p{L}-]+\s+)?machine|assembly line|production line|warehouse|expansion|upgrade|mine|complex|terminal|hospital|hotel|resort|refinery|campus|(?<=\b(?:solar|wind|battery|storage|energy|renewable)\s)farm|park|hub|arena|stadium|juicery|(?<!\b(?:research|product|products|software|business|drug|clinical|market|markets|platform|game|games|technology|skills?|workforce|economic)\s+(?:and\s+)?)(?:re)?development(?!\s+(?:funding|financ[\p{L}]*|loans?|facilit[\p{L}]*|costs?|expen[\p{L}]*|grants?|budgets?|spend[\p{L}]*|capital|stage|pipeline|programmes?|programs?|work|activit[\p{L}]*|partners?|rights?|land|sites?|deal|bank|fund|agency|plan|plans|team|milestones?)\b)|regeneration(?!\s+(?:funding|fund|grants?|budget)\b)|(?<!\b(?:buy-?back|share|bonus|incentive|pension|loan|lending|support|relief|retention|furlough|savings|option|guarantee|funding|grant|insurance|compensation|payment|stimulus|subsidy)\s+)scheme|tower(?:\s+block)?|cent(?:re|er)(?!\s+(?:contracts?|budgets?|grants?|funding|operators?))|wing|library|clinic|museum|plaza|rink|bridge(?!\s+(?:loans?|financ[\p{L}]*|facilit[\p{L}]*))|(?:office|apartment|residential)\s+(?:block|building)|creamery|dairy|bakery|slaughterhouse|project(?!\s+(?:financ|debt|loan|bond)))\b|(?<=${AMOUNT_AHEAD}[\s-]+)(?:mission|plan|project|programme|program|scheme|drive)(?=\s+to\s+(?:build|construct|expand|open|upgrade|refurbish|develop)\b)|(?<=${AMOUNT_AHEAD}\s+)(?:da\s+investire|investit[oi](?=\s+(?:da|dal|dalla|dall['’]|nel|nella|negli|nei|per)\b))|(?<=${AMOUNT_AHEAD}(?:\s+in\s+(?:[\p{L}]+\s+)?(?:anni|mesi))?\s+)(?<!\b(?:finanziament|prestit|mutu|contribut|agevolazion|fond|band|sostegn|incentiv|loan|grant|servono|occorrono|mancano|vogliono|cerc|raccogl|chied)\p{L}*\b[^.;]{0,60})per\s+(?:lo|il|la|l['’]|i|gli|le)\s*(?:nuov[oaie]\s+)?(?:stabiliment[oi]|impiant[oi]|fabbric(?:a|he)|sede|polo|magazzin[oi]|capannon[ei])\b|(?<=${AMOUNT_AHEAD}(?:,\s+[\p{L}\d]+-year,)?[\s-]+)(?:(?!series|seed|equity|venture|round|angel|foreign|direct|(?:crores?|cr|lakhs?|million|billion|thousand|bn|mn|m|shekels?|rand)\b)[\p{L}]+\s+){0,2}?(?:capital\s+)?investment(?:\s+(?:programme|program|plan)\b)?(?!\s+(?:in\s+(?:the\s+)?(?:firm|company|business|start-?up)|from|by(?!\s+(?:the|this)\s+(?:company|firm|group|business)\b)|led)\b)|(?<=\bwith\s+(?:(?:a|an)\s+)?(?:total\s+)?${AMOUNT_AHEAD}\s+)investments\b|(?<=${AMOUNT_AHEAD}(?:\s+(?:shekels?|rand|euros?|dollars?|pounds?))?\s+in\s+(?:new\s+)?)(?:investments?|equipment|machinery|plant\s+and\s+equipment|upgrades|improvements|renovations|capital\s+projects)\b|(?<=${AMOUNT_AHEAD}\s+of\s+(?:new\s+)?)(?:trains|carriages|rolling\s+stock|aircraft|jets|vessels|ferries|buses|trams|locomotives|(?:capital\s+)?improvements|upgrades|renovations|capital\s+projects)\b|(?<=${AMOUNT_AHEAD}\s+)per\s+investimenti(?=\s+in\s+(?:nuov[ie]\s+)?(?:macchinari|impianti|attrezzature|tecnologi|linee|stabiliment|capannon|immobili))|(?<=${AMOUNT_AHEAD}\s+)(?:(?:is|are)\s+)?(?:(?:earmarked|allocated|set aside)\s+)?(?:for\s+(?:the\s+)?(?:purchase|acquisition|construction|building|installation|expansion)\s+of\s+(?:new\s+)?(?:[\p{L}-]+\s+){0,2}(?:machinery|machines|equipment|plants?|factor(?:y|ies)|warehouses?|facilit(?:y|ies)|buildings?|offices?|production|manufacturing|lines?)|to\s+build\s+(?:an?\s+|the\s+|its\s+)?(?:new\s+)?(?:office|plant|factory|warehouse|showroom|facility|mill))\b|(?<=${AMOUNT_AHEAD}\s+)(?:that\s+|which\s+)?(?:was\s+|were\s+)?invested(?!\s+(?:in\s+(?:the\s+)?(?:firm|company|business|start-?up|shares)|by)\b)`,
    trailing: true,
  },
  // cash
  {
    key: 'cash',
    re: String.raw`cash(?:,| and| &)? (?:cash )?equivalents?(?:(?:,| and)+ (?:restricted cash|(?:short-(?:term)? ?(?:and long-term )?)?investments|marketable securities))*|cash and (?:short-term |money[\s-]market )?investments|cash,? and restricted cash|cash and (?:short[- ]term )?deposits|cash balances?|(?<!net )cash reserves|cash\s?piles?|cash position|cash on hand|cash in the balance sheet|cash funds|liquid (?:assets|funds)|disponibilità liquide|liquidità|(?<!\b(?:capitale|aumento)\s+(?:[\p{L}]+\s+){0,2}per\s+)cassa(?!\s+(?:depositi|di\s+risparmio|rurale|centrale|integrazione|edile|per\s+il\s+mezzogiorno|forense|nazionale|mutua))|(?<=(?:million|billion|bn|m|milioni|miliardi)\s+(?:of|in)\s+)cash(?![\s-]+(?:flows?|costs?|generat\w*|consum\w*|burn|outflows?|inflows?|payments?|taxes|dividends?|compensation|considerations?|items?|charges?|expenses?|from|used|provided|portion|component|settle\w*|returns?|interest|proceeds|contributions?|injections?|calls?|margins?|earnings|profit|EBITDA|conversion|to|for|on|into)\b)|(?:total )?cash(?=\s+(?:at|as of|as at|was|were|of|totall?ed|stood|amounted|on hand|on (?:the|its) balance sheet|(?:increased|rose|fell|decreased|grew|declined|dropped|climbed)\s+(?:from|to))\b)`,
  },
  // debt
  {
    key: 'debt',
    re: String.raw`(?:total |gross |financial |bank )?debt|borrowings|interest[- ]bearing liabilities(?!,? net)|(?<=\b(?:still|which|that|it|now)\s+)owes(?=\s+(?:more\s+than\s+|about\s+|around\s+|some\s+|over\s+|nearly\s+|almost\s+)?(?:${CURRENCY_AHEAD})\s?\d(?:[^.;]|\.(?=\d)){0,40}\bto\s+(?:the|its|a)\b)|debiti finanziari|debito finanziario(?: lordo)?(?!\s+nett)|debiti verso (?:le\s+|gli\s+)?(?:banche|istituti\s+di\s+credito|il\s+sistema\s+bancario)|esposizione\s+(?:con|verso)\s+(?:le\s+|il\s+sistema\s+|gli\s+istituti\s+)?(?:banche|bancario|istituti\s+di\s+credito)|(?<=(?:,|\be|\bed|\bcon|:)\s+)(?<!\b(?:comprend|includ|inclus)\p{L}*\b[^.;]{0,40})debiti(?=\s+(?:per|di|pari\s+a)\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)(?![^.;]{0,60}\bleasing\b)|(?<=\b(?:ha|hanno|aveva|avevano)\s+)debiti(?=\s+(?:per|di|pari\s+a)\s+(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|(?<![\p{L}])debiti(?=\s+che\s+(?:sfiora(?:no|vano)|supera(?:no|vano)|ammonta(?:no|vano)\s+a|raggiung(?:ono|evano)|tocca(?:no|vano))\s+(?:i\s+|gli\s+|quota\s+)?(?:circa\s+|oltre\s+|quasi\s+)?(?:€\s?)?\d)|indebitamento(?: finanziario)?(?: lordo)?`,
  },
  {
    key: 'debt',
    re: String.raw`(?:net debt|net financial (?:debt|position)|net interest[- ]bearing (?:debt|liabilities)|interest[- ]bearing (?:debt|liabilities),? net,?|indebitamento finanziario netto|indebitamento netto|debito (?:finanziario )?netto|debiti (?:finanziari )?netti|posizione finanziaria netta(?: consolidata)?|posizione finanziaria(?! netta)|pfn|nfp|(?<![\p{L}])debito(?=\s+(?:scende|sale|cala|aumenta|in\s+calo|in\s+aumento|si\s+riduce|ridotto|sotto|a\s+quota)(?![\p{L}])))${IFRS16}`,
    net: true,
  },
  {
    key: 'debt',
    re: String.raw`net cash position|net cash (?:balances?|reserves?)|(?:year-end\s+)?cash,?\s+net\s+of\s+(?:bank\s+)?(?:borrowings|debt|loans)(?=,?\s+(?:was|were|is|are|of|stood|at|totall?ed|amounted|reached|rose|fell|increased|decreased)\b)|net cash(?! (?:used|provided|flow|from|generated))|net funds(?! (?:flow|raised|from))|liquidità(?: finanziaria)? netta|cassa netta|disponibilità finanziari[ae] nett[ae]|disponibilità (?:liquide )?nette`,
    net: true,
    netCash: true,
  },
  // a project's debt: "the total long term project finance facilities … were £76 million", "an existing A$30-million debt facility …
  // to fast-track its … gold project", "US$80 million loan … for the rehabilitation of the … hydro plants"
  {
    key: 'debt',
    re: String.raw`(?:total )?(?:long[- ]term )?project financ(?:e|ing)(?: facilit(?:y|ies)| loans?)?|(?:debt )?financ(?:e|ing) package(?![^.;]{0,40}\b(?:comprising|including|consisting|made up)\b)`,
    facility: true,
  },
  {
    key: 'debt',
    re: String.raw`(?:(?:senior|secured|term|long-term|project|construction|bank)\s+)*(?:debt|loan|funding|financing|refinancing)\s+facilit(?:y|ies)|(?:syndicated\s+)?(?:(?:export|pre-?export)\s+)?pre-?payment\s+facilit(?:y|ies)|syndicated\s+(?:[\p{L}-]+\s+){0,2}?facilit(?:y|ies)|(?<!\b(?:(?:aims?|plans?|hopes?|hoping|aiming|planning|intends?|goal\s+is|needs?)\s+to\s+raise|(?:will\s+be|is|are)\s+raising|seeks?|seeking)\s+(?:the\s+|another\s+)?${AMOUNT_AHEAD}\s+in\s+(?:[\p{L}-]+\s+){0,2})(?:(?:senior|secured|term|project|construction|bank|corporate|syndicated|green|credit|non-?recourse|[\p{L}]+-(?:backed|linked|secured))\s+)*loans?(?!\s+(?:guarantees?|notes?|stock))|financing\s+agreement|(?:(?:non-recourse|green|project|senior|debt)\s+)+financing|(?<=\d\s?(?:m|bn|mn|mln|million|billion)\s+(?:(?:euros?|dollars?|pounds?)\s+)?(?:\([^()]{1,30}\)\s+)?(?:in\s+)?)(?:re)?financ(?:e|ing)(?!\s+(?:director|minister|ministry|costs?|lease|income|expenses?|activities|round))|(?:construction\s+)?financing(?=\s+(?:supporting|for)\s+the\s+(?:construction|development|project))`,
    trailing: true,
    facility: true,
  },
  // "a £1.65 million bank funding package … to enable an extensive expansion": a bank's package for a project; "has secured £5m in
  // funding for phase two of its development … from Paragon Bank's development finance division": a lender's money for a project (a
  // bank, a lender, a finance house, or Homes England, the English government's housing lender)
  {
    key: 'debt',
    re: String.raw`(?<=${AMOUNT_AHEAD}\s+)(?:bank\s+)?(?:funding|financing|debt|loan)\s+package|(?<=\b(?:secured|obtained|received|agreed|closed|been\s+granted)\s+(?:the\s+)?${AMOUNT_AHEAD}\s+(?:in\s+|of\s+)?)funding(?=[^.;]{0,80}?\b(?:bank|banks|lenders?|finance|financiers?|Homes\s+England)\b)`,
    trailing: true,
    facility: true,
  },
  // "syndicated loan of EUR116 mln for building new plant", "a loan in the amount of up to $39 million": the amount after the loan
  {
    key: 'debt',
    re: String.raw`(?:(?:(?:syndicated|term|senior|secured|project|bank|green|corporate|interest-free)\s+)*loans?(?:\s+agreements?)?|repayable\s+(?:contributions?|advances?))\s+(?:of|worth|totall?ing|amounting\s+to|in\s+the\s+amount\s+of)(?=\s+(?:up\s+to\s+|about\s+|some\s+)?(?:${CURRENCY_AHEAD})\s?\d)`,
    facility: true,
  },
  // "the EIB is lending €50 million … for the construction of a … plant", "will provide €145 million in funds for the project"
  {
    key: 'debt',
    re: String.raw`(?:(?:might|could|will|would|to)\s+loan(?:\s+(?:it|them|the\s+company))?)(?=\s+(?:up to\s+|about\s+|some\s+)?(?:[A-Z]{0,3} ?\$|[$€£]|EUR|USD)\s?\d)|(?:is |are |will |would |to )?(?:lend(?:ing|s)?|provid(?:e|es|ing))(?=\s+(?:up to\s+|about\s+|some\s+|a\s+)?(?:[A-Z]{0,3} ?\$|[$€£]|EUR|USD)\s?\d)|\blend(?:s|ing)?(?=(?:\s+\p{Lu}[\p{L}&'’-]*){1,4}\s+(?:up to\s+|about\s+)?${CURRENCY_AHEAD}\s?\d)`,
    facility: true,
  },
  // "un finanziamento di 65 milioni euro per la costruzione dei progetti", "un prestito di 2 miliardi di euro per la realizzazione del …"
  // (not one sought: "Cerchiamo un finanziamento di 2 milioni di euro" is funding sought)
  {
    key: 'debt',
    re: String.raw`(?<!\b(?:cerc|chied|richied)\p{L}*\s+(?:un\s+|il\s+)?(?:${AMOUNT_AHEAD}\s+(?:di\s+)?)?)(?:(?:un|il|nuovo|del|due|tre|i|dei)\s+)?(?:finanziament[oi]|prestit[oi]|mutu[oi])(?!\s+(?:soci|agevolat\w*|a\s+fondo\s+perduto))`,
    facility: true,
  },
  ...BONDS_ISSUED,
  ...COMPANY_FACILITIES,
  ...MORE_KEY_PHRASES,
  ...NOTES_ISSUED,
  // headcount
  {
    key: 'headcount',
    re: String.raw`(?:total )?headcount|number of (?:employees|personnel|staff)|numbers? employed|employees|workforce|staff|ftes?|full-time employees|dipendenti|organico|addetti|numero (?:di |dei )?dipendenti`,
  },
  // funding sought
  {
    key: 'funding_sought',
    re: String.raw`(?:we are |we're )?(?:seeking|raising|looking to raise)|(?<=\b(?:is|are|was|were)\s+)asking\s+(?:investors\s+|backers\s+|the\s+public\s+|customers\s+)?for(?=\s+(?:about\s+|around\s+|up\s+to\s+)?${OFFER_CURRENCY}\s?\d)|(?:will|would|is\s+set\s+to|is\s+expected\s+to|are\s+expected\s+to)\s+raise(?!(?:[^.;]|\.(?=\d)){0,80}\bnet\s+proceeds)(?=\s+(?:(?:about|approximately|around|up\s+to|a\s+further)\s+)?${OFFER_CURRENCY}\s?\d(?:[^.;]|\.(?=\d)){0,80}?\b(?:placements?|placing|offers?|offering|rights|ipo|share\s+purchase\s+plan|entitlement|capital\s+raising|fund-?rais\w*)\b)|(?<=\b(?:placements?|placing|offers?|offering|rights\s+issue|ipo|share\s+purchase\s+plan|entitlement\s+offer|capital\s+raising)\b[^.;]{0,40}?)(?:will|would|is\s+expected\s+to)\s+raise(?!(?:[^.;]|\.(?=\d)){0,80}\bnet\s+proceeds)|(?<=\b(?:initially|originally|first|had|has|have|it|they|company|firm|startup)\s)sought(?=\s+(?:(?:up\s+to|about|around|some|just)\s+)?${OFFER_CURRENCY}\s?\d)(?![^.;]{0,40}\b(?:in\s+damages|damages|compensation)\b)|(?<=\b(?:offer|offering|placing|subscription)\s+of\s+(?:new\s+)?(?:ordinary\s+)?shares\b[^.;]{0,60}?)\bfor(?=\s+(?:up\s+to\s+)?${OFFER_CURRENCY}\s?\d)|rights\s+issue\s+(?:for|of)(?=\s+(?:up\s+to\s+)?${OFFER_CURRENCY}\s?\d)|to raise(?=(?:\s+\([^()]{0,120}\))? (?:(?:approximately|about|around|some|roughly|nearly|almost|(?:a |the )?gross proceeds? of|proceeds of|up to|between|gross proceeds of|a total of|total of|an additional|additional|a further|further|at least|more than|over|as much as|(?:a )?maximum of|(?:a )?minimum of) )*(?:${OFFER_CURRENCY} ?\d|${AMOUNT_CURRENCY_NAMED}))|(?:capital|funds|money|amount) to be raised|(?:ha|hanno) bisogno di (?:raggiungere|raccogliere)|(?:aims?|plans?|hopes?|intends?|wants?|needs?|trying|attempting|set out|sets out|seeks?|hoping|aiming|planning|(?:goal|aim|target|objective)\s+is) to raise|(?:punta|mira|vuole|intende|conta) (?:a |di )?raccogliere|cerca(?:no)?(?= (?:circa |oltre )?(?:€ ?)?\d)|(?<=\b(?:ne\s+)?)(?:chied|richied)(?:e|ono)(?:\s+altri)?(?= (?:circa |oltre )?(?:€ ?)?\d[\d.,]*\s?(?:mila|milioni|mln|euro)\b)|funding (?:sought|request(?:ed)?|required)|(?:cerchiamo|richiediamo|chiediamo|stiamo raccogliendo|intendiamo raccogliere)|(?:is |are )?asking(?: investors| donors| backers)? for|(?:servono|ci vogliono|occorrono)(?= (?:almeno |circa |oltre )?(?:€ ?)?\d)|aument[oi] (?:di|del) capitale(?: sociale)?|capitale\s+(?:da\s+raccogliere|raccolto(?=\s+(?:sarà|sara'|dovrebbe\s+essere)))|ricapitalizzazione|(?:rights issue|capital increase) of|(?<=\b(?:announces?|announced|proposed|launch(?:es|ed)?)\s+(?:an?\s+)?(?:(?:non-)?brokered\s+)?)private\s+placement(?:\s+financing)?\s+(?:of|for)(?=\s+(?:up\s+to\s+)?(?:gross\s+proceeds\s+of\s+)?${OFFER_CURRENCY}\s?\d)|fund-?raising(?: drive| round| campaign| effort)?|funding round|finanziamento dal basso|round (?:di (?:investimento|finanziamento) )?(?:da|di)|obiettivo\s+(?:minimo\s+|massimo\s+)?(?:di\s+raccolta|della\s+(?:campagna|raccolta))|obiettivo\s+(?:minimo|massimo)|soglia\s+(?:minima|massima)(?:\s+(?:di\s+raccolta|della\s+(?:campagna|raccolta)))?|target\s+(?:di\s+raccolta|della\s+campagna)`,
  },
  // ("its £1.4 million funding target"): the amount written right before it
  {
    key: 'funding_sought',
    re: String.raw`(?:funding|fundraising|share offer|crowd-?fund(?:ing)?) target(?!\s+(?:of|is|was)\s)|(?<=\b(?:its|their|our)\s+(?:(?:minimum|maximum|original|overall|initial|revised|new)\s+)?${AMOUNT_AHEAD}\s+)(?:target|goal)(?!\s+(?:for\s+)?(?:revenue|sales|turnover|ebitda|profit|savings|cost))|(?<=(?:^|\s)(?:a|an|the|its|their|our|\p{Lu}[\p{L}&-]*['’]s?|launch(?:es|ed)?|launching|toward|towards)\s+(?:new\s+)?${AMOUNT_AHEAD}[\s-]+)(?:(?:capital|fundraising|fund-raising|comprehensive|endowment|building|expansion|centennial|centenary|public|major|charity|community)\s+){0,2}(?:campaign|appeal)(?!\s+(?:ads?|advertis[\p{L}]*|spots?|videos?)\b)|(?<=\b(?:its|the|a|their|our)\s+${AMOUNT_AHEAD}\s+)(?:fundraising\s+|funding\s+|campaign\s+|initial\s+|minimum\s+)?goal|(?<=\b(?:its|the|a|their|our)\s+${AMOUNT_AHEAD}\s+)(?:initial|minimum|stretch)\s+target|(?<=\b(?:crowd-?fund\w*|round|rais\w*|campaign|offer|placing)\b(?:[^.;]|\.(?=\d)){0,120}?\b(?:its|the|a|their|our)\s+(?:(?:revised|original|initial|new)\s+)?${AMOUNT_AHEAD}\s+)target|(?<=${AMOUNT_AHEAD}\s+(?:in\s+total\s+)?)raised(?=\s+(?:to\s+date|so\s+far)\b)|(?<=${AMOUNT_AHEAD}\s+(?:\((?:gross|net)\)\s+)?)(?:(?:was|were|has\s+been|have\s+been)\s+)?raised(?=\s+(?:through|in|via|from|by)\s+(?:a|an|the|its)\s+(?:[\p{L}-]+\s+){0,2}?(?:placing|ipo|offering|round|fund-?rais\w*|crowdfunding|share\s+issue|subscription)\b)`,
    trailing: true,
  },
  ...BONDS_SOUGHT,
  ...NOTES_SOUGHT,
  // a campaign's target named before its amount: "its minimum target of $9 million", "set a stretch target of £50,000", "expanded its
  // investment target to £250,000", "The minimum goal for the fund was $50,000"; and a bare "goal"/"aim"/"target" in a sentence on a
  // crowdfunding campaign ("launched their crowdfunding campaign last week with a goal of $10,000", "The kickstarter's aim is £10,000")
  {
    key: 'funding_sought',
    re: String.raw`(?:(?:minimum|maximum|stretch|investment|funding|fundraising|fund-raising|share\s+offer|crowd-?fund(?:ing)?)\s+(?:target|goal)|(?<=(?:crowd-?fund|${CROWDFUNDING_PLATFORMS}|campaign|backers|pledged)(?:[^.!?\n]|\.(?=\d)){0,80}?)(?:total\s+)?(?:goal|aim|target))(?=\s+(?:(?:for\s+the\s+(?:fund|campaign|raise|round|offer)\s+)?(?:is|was|of|to)|has\s+been\s+set\s+at)\s+(?:just\s+|over\s+|around\s+|about\s+)?${OFFER_CURRENCY}\s?\d)`,
  },
  // "The gross proceeds to be received by the Company for the Offering are $609,500", "closing occurred … for gross proceeds of
  // $14,403,750": what an offering raises (not an asset sale's: the sentence names the offering, placement or shares; not a debt and
  // equity financing's, a tranche's or one class of units' ("… for gross proceeds of $1.6 million through the sale of 4,444,444 Flow Through Units"), nor an
  // option's "additional gross proceeds")
  {
    key: 'funding_sought',
    re: String.raw`(?<=\b(?:offering|placement|placing|ipo|financing|closing|closed|subscription|units|shares|rights\s+issue)\b(?:[^.;]|\.(?=\d)){0,120}?)(?<!\bdebt\s+and\s+equity\b[^.;]{0,120}?)(?<!\btranches?\b(?:[^.;]|\.(?=\d)){0,150}?)(?<!\badditional\s)(?:(?:aggregate|minimum|maximum)\s+)?gross\s+proceeds(?!\s+of\s+\S+(?:\s+(?:million|billion))?\s+through\s+the\s+sale\s+of)(?=\s+(?:of|are|is|was|were|totall?ing|amount(?:ing)?\s+to)\b)|(?:aggregate\s+)?gross\s+proceeds(?:\s+to\s+be\s+received)?(?:\s+by\s+(?:the\s+company|\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,3}))?(?:\s+(?:for|from|of)\s+the\s+(?:offering|placement|placing|ipo|financing|issue))(?=\s+(?:of|are|is|was|were|totall?ing|amount(?:ing)?\s+to)\b)`,
  },
  // "Rs 800 crore will be raised through issuance of equity shares", "launched a £450,000 bond offer": sought, named after the amount
  {
    key: 'funding_sought',
    re: String.raw`(?<=\s)(?:will|is to|are to|is set to|are set to)\s+be\s+(?:raised|sought)|(?<=${AMOUNT_AHEAD}\s+)(?:that\s+)?(?:the\s+company|the\s+firm|it|they|we)\s+(?:hopes?|aims?|plans?|wants?|seeks?|needs?)\s+to\s+raise\b|(?<=\d[\d.,]*(?:[\s-]?(?:[mk]|million|billion|bn|crores?))?(?:\s+\((?:US|A|C|NZ)?\$\s?[\d.,]+\s?(?:million|billion|bn|m)?\))?\s+)(?:(?:new|non-brokered|brokered|proposed|social|public|retail)\s+)*(?:(?:(?:community\s+)?share|bond|loan\s+note|debenture|rights)\s+(?:offer(?:ing)?|issue)|initial\s+public\s+offering|ipo|private\s+placement|fund-?raise|placing|(?:capital|equity)\s+raise)(?!\s+(?:closed|completed|from|led\s+by))`,
    trailing: true,
  },
  // an ask as the dens and tanks write it: "seeking a £60,000 investment for a 15% stake", "is looking for a £2m investment to build":
  // the money sought, named after the amount (the words "investment to" make the mention longer than the capex's "investment")
  {
    key: 'funding_sought',
    re: String.raw`(?<=\b(?:seeking|seeks?|sought|wanted|wants?|asking\s+for|asked\s+for|asks\s+for|looking\s+for|pitching\s+for|requested|needs?)\b[^.;\d]{0,12}?${ASK_AMOUNT}\s+)(?:investment\s+)?for\s+(?:an?\s+)?\d+(?:\.\d+)?\s?(?:%|per\s?cent)(?=\s+(?:stake|share|equity|of)\b)|(?<=\b(?:seeking|seeks?|looking\s+for|asking\s+for|wants?|wanted|needs?)\s+(?:an?\s+)?${ASK_AMOUNT}\s+)investment\s+(?:to|for|from|in)\b`,
    trailing: true,
  },
  // market sizes
  // a subscription company's run rate, its revenue only where the text states none: "we went from $4M ARR to $8M ARR", "ARR was $224
  // million", "zero to 10 million annual recurring revenue (ARR)"
  // (not a customer's threshold: "customers generating over $75,000 in annual recurring revenue")
  {
    key: 'revenue',
    re: String.raw`(?<!\bin\s)${RECURRING}`,
    standIn: 'recurring_revenue',
  },
  {
    key: 'revenue',
    re: String.raw`${RECURRING}(?=\s+(?:was|were|is|of|reached|stood|grew\s+to|rose\s+to|at)\s)`,
    standIn: 'recurring_revenue',
  },
  { key: 'tam', re: String.raw`tam|total addressable market|mercato totale(?: indirizzabile)?|mercato potenziale totale` },
  // a market's size in a sentence: "a market worth $4bn", "the $150B autonomy market", "un mercato da 3 miliardi",
  // "il mercato mondiale dei test … è stimato tra i 2 e i 3,5 miliardi"
  { key: 'tam', re: MARKET_SIZED },
  { key: 'tam', re: SIZED_MARKET, trailing: true },
  { key: 'sam', re: String.raw`sam|serviceable (?:available|addressable) market|mercato servibile` },
  { key: 'som', re: String.raw`som|serviceable obtainable market|mercato ottenibile|quota (?:di mercato )?ottenibile` },
];

const SIGNED: ReadonlySet<string> = new Set(['ebitda', 'net_income', 'debt']);
/**
 * Whether a figure's sign fits its key: a revenue, an investment, cash or a count below zero is a misreading ("negativo di 9,1
 * milioni … sul valore della produzione"), unless the text writes the revenue negative right after its name ("ricavi negativi per
 * 5,37 milioni", a fair-value change).
 */
export function signFits(key: string, value: number, quote: string): boolean {
  return value >= 0 || SIGNED.has(key) || /^[^(),;\d]{0,40}?\bnegativ/iu.test(quote);
}
