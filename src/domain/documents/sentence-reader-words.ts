import { AMOUNT_CURRENCY_NAMED, CROWDFUNDING_PLATFORMS, OFFER_CURRENCY } from './sentence-amount-pattern.ts';
import { resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import { periodLabel } from './types.ts';
import type { Mention } from './sentence-mention.ts';
/** Words the sentence reader (sentence-reader.ts) checks around an amount (issue 28). */
export const ANALYSTS =
  /analysts?|analisti|(?<![\p{L}\d])FY\s?\d{2}E(?![\p{L}\d])|estimates? (?:had been|were|was)|estimates?\s+call(?:s|ed)?\s+for|(?:is|are|was|were)\s+expected\s+to\s+(?:post|report|earn)\b|expected earnings|polled|(?<![\p{L}])expectations?\s+(?:was|were|had\s+been)\s+for(?![\p{L}])|(?:wall street|street|market|consensus) (?:projections|expectations|estimates|forecasts?)|(?:wall street|the street) (?:(?:is|was|were|had been)\s+)?(?:currently\s+)?(?:projecting|expecting|forecasting|estimating|anticipating|looking for)/iu;
// (not the company's figure that beat or missed them: "revenue of $3.22 billion beat estimates")
export const ESTIMATE_AFTER =
  /^(?!\s*,?\s*(?:beat|beats|beating|topped|tops|topping|missed|misses|missing|exceeded|exceeds|surpassed|outpaced)\s+(?:the\s+)?(?:analysts['’]?\s+|consensus\s+|street\s+)?(?:estimates?|expectations|forecasts?)\b)\s*(?:\S+\s+){0,2}(?:del consensus|of consensus|consensus|del consenso|d[ae]gli analisti|attes[io] dagli analisti|analysts?\b|estimates?|stimat[ie](?:\)|\s+(?:dal|dagli|da)\b)|delle (?:attese|stime)|expected by analysts|(?:precedentemente|in precedenza)\s+(?:stimat|previst|indicat)[oiae]|previously\s+(?:estimated|forecast|expected|guided|projected)|(?:ahead of|above|below|short of|better than|worse than)\s+(?:\S+\s+)?(?:forecasts?|expectations|projections)\b|(?<!\b(?:beating|beat|beats|topping|topped|tops|missing|missed|misses|exceeding|exceeded|above|below|than|with|ahead\s+of|short\s+of)\s+)(?:wall\s+street|the\s+street['’]?s?)\s+(?:projections?|forecasts?|expectations?|estimates?|consensus)\b)/iu;
/** "le stime di consensus raccolte da Bloomberg che prevedevano vendite per 151 milioni": an amount the estimate foresaw. */
export const ESTIMATE_FORESAW =
  /\b(?:consensus|stime|attese|analisti)\b[^.;]{0,50}?\bche\s+(?:prevedeva(?:no)?|stimava(?:no)?|indicava(?:no)?|si aspettava(?:no)?)\s+(?:[\p{L}'’]+\s+){0,3}?(?:per|di|a|pari a)\s*(?:circa\s+)?(?:€\s*)?$/iu;
/** "is comprised of $56.1 million from … and $30.2 million from …", "di cui", "total cash of Rs 18,365.3 crore including free cash of
 * Rs 7,444.5 crore": the parts of a figure, not figures. */
export const PARTS =
  /comprised of|comprising of|comprising(?=\s+(?:approximately\s+|about\s+)?(?:US\$|[$€£₹]|Rs\.?\s?)\s?\d[\d.,]*\s*(?:million|billion|bn|mn|m|crore)?\s+(?:of|in|from)\s)|including (?:free|unrestricted) cash(?: balances?)? of|(?:così\s+)?(?:distribuit|ripartit)[ie](?:\s+come segue)?\s*:|accounted for|composed of|consisting of|of which|including (?:the |an? )?[$€£]|including (?:an? )?\d+(?:\.\d+)?% (?:increase|decrease|growth|rise|decline)|inclu(?:des?|ded) (?:the |an? )?[$€£]|exclud(?:es|ed) (?:the |an? )?[$€£]|inclusive of|di cui|(?<![\p{L}])(?:inclus[oaie]|compres[oaie])\s+(?:una|la|il|l['’])\s*(?:componente|quota|parte)(?![\p{L}])|(?<!(?:ebitda|mol|ricavi|fatturato|utile(?: netto)?|risultato(?: netto)?|indebitamento(?: finanziario)?(?: netto)?|pfn)\s)comprensiv[io] di|suddivis[oi] (?:tra|in)|(?:è |risulta )?(?:compost[oaie]|costituit[oaie]) da|format[oaie] da(?=\s+(?:circa\s+|oltre\s+)?[$€£]?\s?\d)/iu;
// ("a capital expenditure estimate of €255 million": a study's own estimate of a cost, no analysts')
export const ESTIMATE_BEFORE =
  /(?:consensus|stime|(?<!(?:capital\s+(?:expenditures?|costs?)|capex|cost|construction|project)\s)estimates?|previsti dal consensus|attese|aspettative|expectations|(?:I\/B\/E\/S|analysts'?|street|consensus)\s+(?:view|forecast|projection)s?|(?:revenue|sales|earnings|EBITDA|income|profit|share)\s+view|\b(?:vs\.?|versus)\s+est\.?|(?:meglio|peggio|sopra|sotto|oltre)\s+(?:al?le|delle)\s+previsioni)\s*(?:\(|che prevedeva|of|for|di|pari a|:|(?:ferm[eio]|fissat[eio])\s+a)?\s*$/iu;
/** "net profit of 275 million euros, compared with a forecast for 278 million euros", "in line with a forecast for 1.2 billion":
 * the figure reported is measured against a forecast's amount, which is no figure of the period. */
export const FORECAST_COMPARED =
  /(?:compared (?:with|to)|in line with|versus|\bvs\.?|above|below|beating|beat|missing|missed|ahead of|short of|topping|topped|rispetto a|contro|sopra|sotto)\s+(?:an?\s+|the\s+|una\s+|la\s+|le\s+)?(?:average\s+|mean\s+|median\s+)?(?:forecasts?|previsione|previsioni)\s+(?:for|of|di|per|pari a)\s+(?:about\s+|around\s+|circa\s+)?(?:(?:US\$|[$€£])\s?)?$/iu;
/** A sentence that opens on a comparison and names no measure: "This is compared to $12.8 million", "This compares to …". */
export const COMPARES_ON =
  /^\s*(?:this (?:is )?compar\w*|(?:that|which) compar\w*|(?:that|this)(?:'s|’s| is| was) (?:up|down) from|(?:this|that) (?:was|is|represents|represented|marks|marked) an? (?:\w+ )?(?:increase|decrease|rise|decline|improvement|reduction) (?:from|over|on|compared (?:to|with))|(?:a |as )?compared (?:to|with)|in comparison)/iu;
/** ", or 12% of", "pari al 33,6% del": a percentage written right after an amount, before what it is a share of. */
const SHARE_OPENING = String.raw`^\s*,?\s*(?:or|pari al?|ovvero il|il|l')\s*\d+(?:[.,]\d+)?\s?(?:%|per ?cent)\s+`;
/** "$7.5 million or 47% of total fiscal 2001 revenue": a revenue that is a share of a total. */
// ("32 milioni di franchi, il 38% in più dell'anno prima": a rise, no share)
export const SHARE_OF_TOTAL = new RegExp(String.raw`${SHARE_OPENING}(?:of|del|dei|delle|in(?!\s+(?:più|meno)(?![\p{L}])))\b`, 'iu');
/** "Su base rettificata è stato pari a 104,4 milioni": the previous sentence's measure, adjusted. */
export const ADJUSTED_BASIS =
  /^\s*(?:su base (?:rettificata|adjusted)|in termini (?:rettificati|adjusted)|on an? (?:adjusted|underlying) basis)\b/iu;
/**
 * A sentence with no measure that still speaks of the previous one's: it opens on a period and a verb, names "la voce" ("il dato segna
 * un aumento a 4,6 milioni"), or
 * opens on the basis the measure is restated on (adjusted, or comparable).
 */
export const STILL_ABOUT = new RegExp(
  String.raw`^\s*(?:nei|nel|negli)\s+[^,.;]{3,40}?\s+(?:si attesta(?:no)?|ammonta(?:no)?|sono stati|è stato|è stata|raggiung\w+)\b|\b(?:la voce|tale voce|tale aggregato|quest[oa] (?:voce|aggregato)|l['’]ammontare|il dato(?=\s+(?:segna|registra|sale|scende|cresce|cala|passa|si attesta|è|era)\b))\b|^\s*(?:su base comparabile|on a comparable basis)\b|` +
    // ("… le perdite non si sono fermate. Nel solo 2022 passano a 7 mln dai 4,5 mln del 2021": a change with no subject is the last one's)
    String.raw`^\s*(?:(?:nel(?:l['’])?\s*(?:solo\s+)?(?:19|20)\d\d|nei\s+[^,.;\d]{3,30}?)\s*,?\s*)?(?:passano|passa|salgono|sale|scendono|scende|calano|cala|crescono|cresce|aumentano|aumenta|si\s+riducono|si\s+riduce)\s+(?:a|ad|da|dai|dal|dagli|ai|al|agli|fino\s+a)(?![\p{L}])|` +
    // ("… il fatturato supererà i 100 milioni alla fine del 2018. Era di 90 milioni a fine 2017, 72 milioni nel 2016": the same, in the past)
    String.raw`^\s*(?:(?:nel(?:l['’])?\s*(?:19|20)\d\d|a\s+fine\s+(?:19|20)\d\d)\s*,?\s*)?(?:era|erano|era\s+stat[oa]|erano\s+stat[ie])\s+(?:di|pari\s+a)(?![\p{L}])|` +
    ADJUSTED_BASIS.source,
  'iu',
);
export const TRANSLATED =
  /(?:pari a|equal to|equivalent to|equivalenti a|ovvero)\s*(?:circa|about|approximately|some)?\s*$|,\s*or\s+(?:about|approximately|around|roughly|some|nearly|almost)\s*$/iu;
const FUNDING_CONTEXT = new RegExp(
  String.raw`round|funding|fund-?rais|bonds?\s+(?:measure|proposition|referendum|proposal)|\b(?:proposed|election\s+for|vote\s+on|seeks?|seeking|sell|selling|issue|issuing|issuance)\b(?:[^.;]|\.(?=\d)){0,60}\bbonds?\b|ballot|financing|investment|investors?|seed|series [a-c]|capital|placing|offer(?:ing)?\b|crowdfunding|campaign|donations?|target is|to fund\b|(?:to raise|(?:will be|is|are) raising)\s+(?:(?:the|another|a further|up to|a total of|total of|an additional|approximately|about|around|some|roughly|nearly|almost|as much as|(?:gross\s+)?proceeds of)\s+)*(?:${OFFER_CURRENCY}|${AMOUNT_CURRENCY_NAMED})|rights issue (?:for|of)|placement|\bto\s+borrow\b|selling\s+shares|share\s+(?:sale|issue)|community\s+shares|share purchase plan|entitlement|to be (?:raised|sought)|proceeds?|\bgoal\b|stretch target|${CROWDFUNDING_PLATFORMS}|finanziamento|investimento|investitori|capitale|equity|\d\s?(?:%|per\s?cent)\s+(?:equity\s+)?stake|raccolta|campagna|\bIPO\b|quotazione|collocamento|(?:punta|mira|vuole|intende|conta)\s+(?:a\s+|di\s+)?raccogliere`,
  'iu',
);
const SHARE_OF_WHAT = new RegExp(String.raw`${SHARE_OPENING}(?:of|del|dell'|della)\s*(?:the\s+)?([^,.;)]{0,30})`, 'iu');
/**
 * "(+81,9% a 89,3 milioni, il 33,6% del Ebitda totale)", "$12 million, or 30% of the total": a part of the measure's own
 * total (the total alone, or named by the measure's own word), not a margin ("or 37% of total revenue").
 */
export function shareOfItsTotal(after: string, ownerWords: string): boolean {
  const m = SHARE_OF_WHAT.exec(after);
  if (!m) return false;
  const tail = (m[1] as string).toLowerCase();
  if (/^(?:total[e]?|complessiv[oa])\s*$/u.test(tail.trim())) return true;
  return /\b(?:total[e]?|complessiv[oa])\b/u.test(tail) && tail.includes(ownerWords.toLowerCase().trim());
}
/**
 * "the $1.8 billion financing supporting the construction of the project", "un finanziamento … per la costruzione dell'impianto":
 * a loan or facility is a project's debt where its sentence names what it builds or runs; a company's own loan
 * ("a new five-year $350 million term loan") is no key figure.
 */
export const PROJECT_FINANCED =
  /\b(?:projects?|plants?|farm|mine|mills?|slaughterhouses?|abattoirs?|breweries|brewery|(?:new|production|processing|manufacturing)\s+(?:[\p{L}-]+\s+){0,3}?facilit(?:y|ies)|(?:new|board|production|packaging)\s+(?:[\p{L}-]+\s+){0,2}?lines?|construction|infrastructure|terminals?|ports?|hospitals?|hotels?|resorts?|data\s+cent(?:re|er)s?|factor(?:y|ies)|warehouses?|refiner(?:y|ies)|modernis(?:ation|ing)|moderniz(?:ation|ing)|(?:innovation|capital|growth|expansion)\s+investments?|investment\s+(?:programme|program|plan)|research(?:,)?\s+development(?:,)?\s+and\s+innovation|rehabilitation|impiant[oi]|progett[oi]|costruzione|realizzazione|stabiliment[oi]|parc(?:o|hi)\s+(?:solar[ei]|eolic[oi]|fotovoltaic[oi])|(?:polo|sito)\s+produttivo|expansion|solar|wind|hydro|biogas|idroelettric[ao]|fotovoltaic[oiae]|eolic[oiae]|biometano|termovalorizzator[ei]|depurator[ei]|teleriscaldamento|parks?|storage|(?<!\b(?:research|product|software|business|drug|clinical)\s+(?:and\s+)?)(?:re)?development(?!\s+(?:costs?|expen[\p{L}]*|stage|pipeline|work|activit[\p{L}]*|team)\b)|regeneration|schemes?|towers?|(?:office|apartment|residential)\s+(?:blocks?|buildings?)|batter(?:y|ies)|nuovi\s+investimenti|(?:sostenere|finanziare|supportare|a\s+sostegno\s+de(?:gli|i)|a\s+supporto\s+de(?:gli|i))\s+(?:gli\s+|i\s+)?(?:(?:suoi|propri|nuovi)\s+)?investimenti|polo\s+logistico|(?:piani?|progett[oi]|programm[ai])\s+(?:di|d['’])\s*(?:sviluppo|crescita|investiment[oi])|piano\s+(?:industriale|di\s+investimenti)|(?:boost|expand|increase|ramp\s+up|scale\s+up|double|triple)\s+(?:(?:[\p{L}'’-]+|and)\s+){0,9}?(?:production|capacity|output)|(?:aumentare|ampliare|potenziare|raddoppiare|incrementare)\s+(?:la\s+)?(?:capacità\s+produttiva|produzione)|capital\s+expenditures?(?:\s+budget)?|productivity|equipment|machinery|macchinari|expand(?:s|ing)?\s+(?:its|their|the)\s+(?:[\p{L}-]+\s+){0,4}?(?:operations?|facilit(?:y|ies)|business|capacity|production|site|plant))\b/iu;
/** The sentence after a loan's that says what the loan is for ("L'operazione ha lo scopo di sostenere gli investimenti …"). */
const LOAN_PURPOSE_NEXT =
  /^\s*(?:[^.;]{0,90}?\b(?:l['’]operazione|un['’]operazione|si tratta di|il finanziamento|il prestito|la linea(?: di credito)?|(?:the|this) (?:loan|financing|facility|funds?|funding|proceeds)|(?:proceeds|funds) (?:will|would))\b)[^.;]*/iu;
// (a loan's own words: "included a $40-million project debt facility"; not an investment plan's amount: "L'operazione è finalizzata a
// supportare un piano di investimenti complessivo superiore ai 14 milioni")
const OWN_LOAN =
  /\b(?:loans?|facilit(?:y|ies)|financing|debt|credit|bonds?|notes|finanziament[oi]|prestit[oi]|mutu[oi]|linea|obbligazion\w*)\b/iu;
/** A loan is a project's when its sentence, or the next one speaking of it, names what it builds or runs. */
export function projectFinanced(sentence: string, following: string): boolean {
  if (PROJECT_FINANCED.test(sentence)) return true;
  const next = LOAN_PURPOSE_NEXT.exec(following);
  // (not one that names a loan of its own: "the financing included a $40-million project debt facility … to finance the … mine")
  return (
    next !== null &&
    PROJECT_FINANCED.test(next[0]) &&
    !(/[$€£]\s?\d|\d\s*(?:-|\s)?(?:million|billion|milioni|miliardi|mln|mld|bn)\b/iu.test(next[0]) && OWN_LOAN.test(next[0]))
  );
}
/** "raising upto Rs 3,000 crore … by issuing non-convertible debentures": a company's borrowing programme, not funding sought from investors. */
const DEBT_PROGRAMME = /\bnon[- ]convertible debentures\b|\bNCDs?\b|\bcommercial paper\b/u;
/** "£25.5 million fundraising completed just after the half-year end": money raised, not sought. */
export const FUNDING_DONE = /^[^.;]{0,30}?\b(?:completed|closed|concluded|completat[oa]|conclus[oa]|chius[oa])\b/iu;
/** "had to settle for £4.4m", "has already raised $2 million", "try to raise $30K and instead get $1.8M": an amount a company has raised, not one it seeks. */
const FUNDING_RAISED_BEFORE =
  /(?:settled?|settling)\s+for|ended\s+up\s+(?:with|raising)|instead\s+(?:gets?|got|raised?|raising)\b|(?:only|already|so\s+far|has|have|had)\s+raised|raised\s+(?:only|so\s+far)|ha(?:nno)?\s+(?:già\s+)?raccolto|celebrat\w*\s+(?:raising|having\s+raised)|(?:ha|hanno)\s+(?:appena\s+|già\s+)?(?:chiuso|concluso|completato|perfezionato)\s+(?:con\s+successo\s+)?(?:un|il|uno|l['’])\s*(?:round|aumento\s+di\s+capitale)\s+(?:da|di)\s*(?:€\s?)?$/iu;
/** "completed a subscription to raise a total of £0.75m", "closed a placing to raise": a round done before its amount. */
// ("Closing of a registered direct offering and private placement in the US to raise $3.3m", "Successful placing in March 2016 to raise
// £1.1 million": an offering the text reports as done)
const FUNDING_DONE_BEFORE =
  /\b(?:(?:completed|closed|concluded)\s+(?:[\p{L}-]+\s+){1,3}|(?:closing|completion)\s+of\s+(?:[\p{L}\d-]+\s+){1,10}?|successful(?:ly\s+completed)?\s+(?:[\p{L}\d-]+\s+){1,6}?)to\s+raise\b[^.;]*$/iu;
/** "raising more than $3,000 in the first 24 hours": an amount a campaign has already brought in. */
const RAISED_WITHIN =
  /^[^.;]{0,20}?\b(?:in|within)\s+(?:(?:the\s+|its\s+)?first|just|only)\s+(?:\d+|one|two|three|a)?\s*(?:hours?|days?|weeks?)\b/iu;
/** "The rights issue of SEK 253 million as announced on February 15 was fully subscribed": an offer that has been taken up. */
const SUBSCRIBED_AFTER =
  /^[^;]{0,80}?\b(?:was|were|has\s+been|have\s+been)\s+(?:fully\s+|over-?\s?)subscribed\b|^[^;]{0,80}?\b(?:è\s+stat[oa]|sono\s+stat[ie])\s+(?:interamente|integralmente)\s+sottoscritt[oaie]\b/iu;
/** "proventi rivenienti dall'aumento di capitale … pari a 139,4 milioni": money received (in English "proceeds" often names a raise's
 * planned use, measured on the sets: left alone). */
const PROCEEDS_BEFORE = /(?<![\p{L}])proventi\s+(?:rivenienti|derivanti|ottenuti|incassati|raccolti)\s[^.;]*$/iu;
/** Whether an amount an offer's words own is one already raised: a round completed or taken up after it, or raised or completed before it. */
function fundingRaised(sentence: string, start: number, end: number): boolean {
  return (
    FUNDING_DONE.test(sentence.slice(end)) ||
    SUBSCRIBED_AFTER.test(sentence.slice(end)) ||
    RAISED_WITHIN.test(sentence.slice(end)) ||
    // ("has already raised £308,000 of its £400,000 target": the target is still sought)
    (FUNDING_RAISED_BEFORE.test(sentence.slice(Math.max(0, start - 30), start)) && !/^\s*(?:target|goal)\b/iu.test(sentence.slice(end))) ||
    FUNDING_DONE_BEFORE.test(sentence.slice(Math.max(0, start - 120), start)) ||
    PROCEEDS_BEFORE.test(sentence.slice(Math.max(0, start - 120), start))
  );
}
/**
 * "… entro fine anno, presenterà il nuovo piano strategico 2014-2018." in a release on the first quarter of 2013: a sentence of
 * prose about a forecast or a plan whose heading period is a year written other than the one reported heads no sentence after it.
 * A part named without its year ("per il primo trimestre"), a plan's span ("Piano Industriale 2026-2035") and a short line
 * ("Outlook 2024") still head what follows.
 */
export function planAhead(sentence: string, head: PeriodMention, ctx: PeriodContext): boolean {
  const written = head.period !== undefined && head.period.kind !== 'span' && head.period.year > 0;
  return (
    written && sentence.trim().split(/\s+/u).length > 10 && periodLabel(resolvePeriod(head, ctx)) !== periodLabel(ctx.reported ?? null)
  );
}

/** "Stabile al terzo posto rimane il Gse (32,3 miliardi)": a ranking's next name with its amount in brackets, the measure of the sentence
 * before. */
const RANKED_AMOUNT = String.raw`(?:[$€£]\s?|(?:EUR|USD|GBP)\s?)?\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|million|billion|bn|m)(?![\p{L}])`;
const RANKED_NAME = String.raw`\p{Lu}[\p{L}&.'’-]*`;
const RANKED_BRACKET = new RegExp(
  String.raw`\b(?:posto|posizione|place|position|segue|seguono|follows?|followed by|precede|ahead of|behind|dietro)\b[^.;()]{0,60}?${RANKED_NAME}\s*\(\s*${RANKED_AMOUNT}[^()]{0,20}\)|` +
    // ("Medaglia di bronzo per Gse con 51,9 miliardi": a podium's place and the name's amount)
    String.raw`\b(?:medaglia|podio|bronzo|argento)\b[^.;()]{0,40}?${RANKED_NAME}\s+con\s+${RANKED_AMOUNT}|` +
    // ("un riavvicinamento tra Eni (41,3 miliardi) ed Enel (39,7 miliardi)": names, each with its amount in brackets)
    String.raw`${RANKED_NAME}\s*\(\s*${RANKED_AMOUNT}\s*\)\s*(?:,|e|ed|and)\s+${RANKED_NAME}\s*\(\s*${RANKED_AMOUNT}\s*\)`,
  'u',
);

/**
 * A sentence that names no measure: "This is compared to $12.8 million, …" is about the previous sentence's last measure, "Al netto
 * delle partite straordinarie la voce è pari a 499 milioni" about its subject (its first measure); else about none.
 */
export function comparedOwner(sentence: string, previousKey: Mention | null, previousSubject: Mention | null): Mention | null {
  if (!previousKey) return null;
  if (COMPARES_ON.test(sentence) || RANKED_BRACKET.test(sentence)) return previousKey;
  return STILL_ABOUT.test(sentence) ? (previousSubject ?? previousKey) : null;
}

/** The measure the next sentence may still speak of: the last this one names, or the one a ranking's sentence carried on. */
export function keyCarried(sentence: string, mentions: readonly Mention[], compares: Mention | null): Mention | null {
  return [...mentions].reverse().find((m) => m.key !== null) ?? (compares && RANKED_BRACKET.test(sentence) ? compares : null);
}

/** Whether an amount the funding words own is no funding sought: a sentence with no funding context, a round already raised, a borrowing programme. */
export function notSought(sentence: string, start: number, end: number): boolean {
  return !FUNDING_CONTEXT.test(sentence) || fundingRaised(sentence, start, end) || DEBT_PROGRAMME.test(sentence);
}

// a figure's breakdown after it: "… pari a 694.615 euro, come segue: …", "… $4.1 million, as follows: …"
export const BREAKDOWN = /\b(?:come segue|as follows|così ripartit[oaie]|ripartit[oaie] come segue)\s*:/iu;

/** A verb that gives the company the loan, its own or its lender's ("secured a €200m loan", "The EBRD extended a EUR 30 million loan",
 * "ha ottenuto un finanziamento di", "è stato erogato un mutuo di"), with an article after it. */
const LOAN_OBTAINED_BEFORE = new RegExp(
  // ("The Hilton Boston Back Bay was financed as a standalone asset with a $103 million loan": what finances it, obtained)
  String.raw`\b(?:re)?financed\b[^.;]{0,60}?\bwith\s+(?:a|an|new)\s*(?:US\$|[$€£])?$|` +
    // ("The Senior Secured Credit Facility consists of a revolving credit facility for up to $145 million": the parts of a facility; a
    // part named after "and a" is read when its amount stands within this pattern's reach of the verb, the caller's hundred characters)
    String.raw`\b(?:facilit(?:y|ies)|credit\s+(?:line|agreement))\s+(?:consists?\s+of|comprises|comprising|includes|including|is\s+made\s+up\s+of)\s+(?:a|an)\b(?:(?:[^.;]|\.(?=\d)){0,160}?\band\s+(?:a|an)\b)?[^.;,]{0,40}$|` +
    // ("CDP sostiene il Piano di crescita del Gruppo Romani con un finanziamento da 6 milioni": a lender backs the company with it)
    String.raw`(?<![\p{L}])(?:sostiene|sostengono|supporta|supportano|affianca|affiancano|accompagna|accompagnano)\s(?:[^.;]|\.(?!\s)){0,120}?\bcon\s+un\s+(?:nuovo\s+)?(?:finanziamento|prestito|mutuo)\s+(?:da|di)\s*(?:€\s?)?$|` +
    String.raw`(?:\b(?:secured|obtained|signed|closed|arranged|received|agreed(?:\s+(?:to|on))?|entered\s+into|drew\s+down|t(?:ook|akes|aken)\s+out|landed|completed|concluded|finali[sz]ed|(?:has\s+|have\s+)?(?:provided|extended|granted|issued|advanced|made\s+available)|issues|extends|provides|(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:granted|awarded|approved|extended|given))` +
    String.raw`(?:\s+(?:from|with)\s+(?:[\p{L}&'’.-]+\s+){1,4}?|\s+)(?:a|an|the|its|their|new|fresh)\b(?:\s+(?:new|fresh),)?|` +
    String.raw`(?<![\p{L}])(?:(?:ha|hanno|aveva|avevano|abbiamo)\s+(?:(?:già|appena|recentemente)\s+)?(?:ottenuto|ricevuto|sottoscritto|firmato|siglato|chiuso|perfezionato|stipulato|acceso|contratto|incassato|annunciato|erogato|concesso|deliberato|messo\s+a\s+disposizione\s+(?:di|del|della|dell['’])\s*(?:[\p{L}&'’.-]+\s+){0,3}?[\p{L}&'’.-]+)|ottiene|ottengono|porta\s+a\s+casa|incassa|riceve|eroga|concede|sottoscrive|sottoscrivono|firma|firmano|sigla|siglano|perfeziona|(?:è|e['’]|sono)\s+stat[oaie]\s+(?:concess|erogat|accordat|deliberat|firmat|sottoscritt|perfezionat)[oaie])` +
    // ("hanno firmato oggi a Torino un contratto di finanziamento", "E' stato perfezionato oggi a Bari un finanziamento")
    String.raw`(?:\s+(?:oggi|ieri)(?:\s+a\s+\p{Lu}[\p{L}'’]+)?)?` +
    String.raw`(?:\s+(?:da|dalla|dal|dall['’]|dai|con)\s*(?:[\p{L}&'’.-]+\s+){1,4}?|\s+)(?:un|uno|una|il|l['’]|i|nuov[oi])(?![\p{L}]))[^.;,]{0,80}$`,
  'iu',
);
const EQUITY_ROUND = /\b(?:start-?up|round|investors?|investitori|venture|seed|series\s+[a-e]|raccolta|aumento\s+di\s+capitale|equity)\b/iu;
/** "37,8 milioni concessi dal Gruppo bancario", "€5m provided by the bank", "prestito da 1,15 miliardi siglato da Fincantieri": the amount,
 * then who lent or signed it; "5 milioni di euro a favore della Molisana", "45 milioni di euro, è destinato a Manucor": whom it goes to. */
const LENT_BY_AFTER =
  /^(?:[^.;,()]|[.,](?=\d)){0,25}?\s(?:concess|erogat|accordat|ottenut|siglat|firmat|sottoscritt|stipulat)[oaie]\s+(?:da|dal|dalla|dall['’]|dai)\s|^(?:[^.;,()]|[.,](?=\d)){0,25}?\s(?:lent|provided|granted|advanced)\s+by\s|^(?:[^.;()]|\.(?=\d)){0,40}?(?:\s|,)(?:a|in)\s+favore\s+d|^(?:[^.;()]|\.(?=\d)){0,40}?\s(?:è|e['’])\s+destinat[oa]\s+(?:a|al|alla|all['’]|ad)\s/iu;
/** A lender's book or a programme's total, in the plural ("finanziamenti per 4,6 miliardi", "£70m in loans"): no one company's loan. */
const LOANS_PLURAL = /\b(?:loans|facilities|finanziamenti|prestiti|mutui)\b/iu;
/** A loan the company has (issue 28, ADR 0090): one a project's words name, or one it has secured, signed or received. */
export function companysLoan(sentence: string, following: string, owner: { start: number; end: number }, start: number): boolean {
  if (projectFinanced(sentence, following)) return true;
  const words = sentence.slice(owner.start, owner.end);
  return (
    owner.start >= 0 &&
    !LOANS_PLURAL.test(words) &&
    // (a lender's verb names no borrower: "concluded a deal to provide EUR 110 million"; a start-up's "finanziamento" is a round)
    !/\b(?:lend|provid)/iu.test(words) &&
    !EQUITY_ROUND.test(sentence) &&
    (LOAN_OBTAINED_BEFORE.test(sentence.slice(Math.max(0, Math.min(owner.start, start) - 100), start)) ||
      LENT_BY_AFTER.test(sentence.slice(start, start + 60)))
  );
}

/** Whether the sentence names another profit than the key's (a loose "utile" there is that one's): not a per-share measure ("quarterly
 * earnings and diluted earnings per share of $8.5 million and $0.21"), nor a balance of past years' results ("a $3.5m loss for the half
 * lifting accumulated losses to $69m"). */
export function otherProfitNamed(sentence: string, mentions: readonly Mention[]): boolean {
  return mentions.some(
    (m) =>
      m.key === null &&
      /^(?!.*\bper\b)(?!.*\b(?:accumulated|retained|accumulati|pregresse|portat[ie])\b).*(?:utile|risultato|profit|income|earnings|loss)/iu.test(
        sentence.slice(m.start, m.end),
      ),
  );
}
