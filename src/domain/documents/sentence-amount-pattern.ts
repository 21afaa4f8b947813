/**
 * The pattern of an amount in a sentence (issue 28): an optional currency before it (a symbol, a code, a code led by its
 * magnitude), the number (thousands grouped by commas, dots or, after a code or before a scale and a code, spaces), a scale
 * word, a currency after it, and a percentage or multiple that makes it no amount. Used by sentence-amounts.ts.
 */
// a code led by its magnitude ("MSEK 8,350", "TEUR 420", "-0.1 MEUR"): the Nordic and German way of writing millions and thousands
const CODES = String.raw`(?:SEK|NOK|DKK|EUR|USD|GBP|CHF)`;
// ("VND 495.8 billion", "EGP 2 billion", "PLN 40 million", "IDR 3.5 trillion": the other codes a release or a project writes)
export const MORE_CODES = String.raw`VND|IDR|THB|EGP|BDT|PKR|PLN|CZK|HUF|RON|TRY|MXN|COP|CLP|PEN|ARS|GHS|UGX|TZS|MAD|QAR|KWD|OMR|BHD|ILS|KRW|TWD|LKR|ETB|XOF|XAF|RWF|ZMW|UAH|RSD|GEL|KZT|UZS|VES|DOP|CRC|GTQ|JMD|TTD|BWP|MUR|NAD|MWK|MZN|AOA|TND|DZD|JOD|LBP|IQD|IRR|MNT|NPR|MMK|KHR|LAK|FJD|PGK|ISK|BGN|MDL|ALL|MKD|BAM|AZN|AMD|BYN|KGS|TJS`;
/** The ISO codes a currency is written by before its amount ("EUR 14.0 million", "SEK 8,350"); sentence-period-compared.ts reads them too. */
export const ISO_CODES = String.raw`USD|EUR|GBP|CAD|CHF|JPY|CNY|INR|SEK|NOK|DKK|AUD|BRL|ZAR|PHP|AED|SAR|MYR|SGD|HKD|NZD|NGN|KES|${MORE_CODES}`;
// ("R573.1 million", "P9.124 billion": the South African rand and the Philippine peso by their letter, only before a scale)
// ("N39.86 billion", "₦6 billion": the Nigerian naira by its letter or sign; "RM72.3 million", "KSh 2 billion": the ringgit and the shilling)
// ("QR394m", "SR21.5bn": the Qatari and Saudi riyals as the Gulf press writes them in English, only before a scale, not "SR 520"; "Baht 35,469 million", "Bt1.4bn": the baht)
// ("Ps.7,470 million", "Ps. 2,987.9 million": the peso as Mexican and Argentine releases in English write it, a dot then the number)
// ("VNĐ140 trillion", "₫6 trillion": the dong as the Vietnamese press writes it in English)
// ("€;6.8m": a euro sign whose HTML entity lost its ampersand on the way to the page, as some stored pages print it)
// ("R2.5-million", as the South African press writes it; "$NZ5.9 million", "$A12 million": the country after the sign, as the
// Australasian press writes it)
const LETTER = String.raw`[RPN](?=\d[\d.,]*(?:[ \u00a0\u202f]\d{3})*(?:[.,]\d+)?(?:\s?|-)(?:million|billion|bn|mn|m)(?![\p{L}]))`;
const CUR_PRE = String.raw`(?<pre>(?<mag>[MTK](?=${CODES}(?![\p{L}])))?(?:US\$|C\$|CA\$|AU\$|A\$|R\$|HK\$|S\$|NT\$|RMB|\$(?:NZ|US|A|C)(?=\s?\d)|\$|€;?|£|¥|₹|${ISO_CODES}|Rs\.?|Ps\.?(?=\s?\d)|SFr\.?|₱|₦|Php|RM|KSh|Ksh|Shs?(?=\s?\d)|[Ee]uro(?=\s\d{1,3}(?:\.\d{3})+(?:,\d+)?(?!\d|[.,]\d))|NZ ?\$|Dhs?(?=\s?\d)|[QS]R(?=\s?\d[\d.,]*\s?(?:m|bn|mn|million|billion)(?![\p{L}]))|Baht(?=\s?\d)|Bt(?=\s?\d)|Tk\.?(?=\s?\d)|VNĐ|₫|${LETTER}))`;
// ("MNOK 12 406", "NOK 12 406 million", "MSEK 1 234 567", "EUR 2 987.4 million": after a Nordic or European code a space groups
// thousands, a decimal after the last group) and so it does before a scale and a code ("normalized EBITDA of 5 313 million USD", "14 896 million USD")
const SPACED_BEFORE_CODE = String.raw`(?<=(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})*)[ \u00a0\u202f]\d{3}(?=(?:[ \u00a0\u202f]\d{3})*\s(?:thousand|million|billion)\s(?:${ISO_CODES})\b)`;
// ("R16 304 million", "ZAR 2 344 million": the South African press groups a rand amount's thousands by spaces before its scale)
const SPACED_RAND = String.raw`(?<=(?<![\p{L}\d])(?:R|ZAR\s?)\d{1,3}(?:[ \u00a0\u202f]\d{3})*)[ \u00a0\u202f]\d{3}(?:[.,]\d{1,2}(?![\d.,]\d))?(?=(?:[ \u00a0\u202f]\d{3})*(?:[.,]\d+)?\s?(?:million|billion|bn|mn|m)(?![\p{L}]))`;
const NUM = String.raw`(?<num>[-−–+]?\d(?:[\d.,]*\d)?(?:(?<=[MTK]?${CODES}\s?\d{1,3}(?:[ \u00a0\u202f]\d{3})*)[ \u00a0\u202f]\d{3}(?:[.,]\d{1,2}(?![\d.,]\d))?(?![\d.,]\d)|${SPACED_BEFORE_CODE}|${SPACED_RAND})*)(?![°º])`;
// ("22mila miliardi di yen", "mille miliardi" is written in words: thousands of billions, one scale)
const SCALE = String.raw`(?<scale>mmdp|mmdd|mdp|mdd|mila\s+miliardi|mila\s+milioni|thousands?|k|mila|migliaia|mil|bil|millions?|mn|mln|mio|milioni|milione|mm|ml\.|m|bn|billions?|b|mld|mrd|miliardi|miliardo|trillions?|trilioni|trilione|trn|tn|crores?|cr|lakhs?)`;
const CUR_POST = String.raw`(?<post>(?<magp>[MTK](?=${CODES}(?![\p{L}])))?(?:(?:di |d')?euros?|eur|€|(?:US |Canadian |Australian |New Zealand |Hong Kong |Singapore |di )?dollar[is]?|dollars?|usd|pounds?(?!\s+of\s+(?!sterling\b)[\p{L}])|(?:di )?sterline|(?:di )?corone (?:svedesi|norvegesi|danesi)|(?:swedish|norwegian|danish) kron(?:or|er|a|e)|gbp|cad|canadian|u\.s\.|(?:di )?yen|(?:di )?yuan|renminbi|rupees?|sek|nok|dkk|aud|(?:swiss |svizzeri )?francs?|(?:di )?franchi(?: svizzeri)?|reais|naira|ringgit|rupiah|rph|(?:vietnamese )?dong|baht|taka|(?:kenyan |ugandan |tanzanian )?shillings?|zlot(?:y|ys|ych)|(?:turkish )?lira(?:s|sı)?|rand|(?:uae |emirati |saudi |qatari |omani )?(?:dirhams?|riyals?)|egyptian pounds?|(?:new\s+israeli\s+)?(?:shekels?|sheqalim)|(?<=(?:illion|bn|tn)\s?)(?:korean\s+)?won))`;
/** A currency written before an amount, as the key phrases look ahead for one ("an investment of VND 495.8 billion", "the Sh15 billion
 * brewery", "a P645-million loan"): symbols, the letters the press uses and every ISO code the amounts read. */
export const CURRENCY_AHEAD = String.raw`(?:[A-Z]{0,3} ?\$|[$€£₦₹₱¥]|RM|Dhs?|K?Shs?|Rp|Rs\.?\s?|R|N|P|(?:${ISO_CODES})\s?)`;
/** An amount whose currency is named after it ("up to 10 billion Kenyan shillings"), as the funding words look ahead for one. */
export const AMOUNT_CURRENCY_NAMED = String.raw`\d[\d.,]*\s?(?:million|billion|bn|mn|m)\s+(?:[A-Z][a-z]+\s+)?(?:shillings?|euros?|dollars?|pounds?|naira|rand|rupees?|ringgit|dirhams?|shekels?)\b`;
/** The crowdfunding platforms a campaign is named by: the funding words (sentence-keys.ts), their context (sentence-reader-words.ts)
 * and a small campaign's amounts (sentence-money.ts) read the same list. */
export const CROWDFUNDING_PLATFORMS = String.raw`kickstarter|indiegogo|gofundme|pozible|seedrs|crowdcube|wefunder`;
/** The currency written before an offer's amount ("to raise RM45.5 million", "to raise N12.5 billion", "to raise HK$150 million"):
 * sentence-keys.ts and sentence-reader-words.ts read the funding sought after it. */
export const OFFER_CURRENCY = String.raw`(?:[$€£₹₦]|US\$|AU?\$|C\$|HK\$|S\$|NZ ?\$|GBP|EUR|USD|INR|AUD|CAD|NZD|SGD|HKD|CHF|ZAR|Rs\.?|RM|KSh|Dhs?|[RN](?=\d))`;
// ("H1'12", "FY'19", "FY 20": a period's short year is no amount; nor is a quarter or half written number first, "1Q 2021", "2H19", nor nine months, "9M-2017")
// a currency after a number is the next number's when one follows it ("EBITDA proforma 2021 € 12,8 milioni")
// (a day after its month, "ended March 31 compared to $71.2 million", is no amount)
// ("70,1 €/MLN", "12,5 Euro/mln": the currency and the scale joined by a slash, as some Italian releases print them)
export const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?<!(?:[HQ][1-4]|[1-4][HQ]|FY)['’])(?<!\bFY\s)(?<!\b(?:IFRS|IAS|ISO|ASC)\s?)(?<op>\()?\s?${CUR_PRE}?\s?(?<op2>\()?(?<!\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?\s)${NUM}(?![\d]|[QH](?![\p{L}])|(?<=(?<![\d.,])9)M[\s-]?(?:(?:19|20)\d\d|\d\d)(?!\d))(?<cp>\))?(?:(?:\s?(?<slash>€|euro|eur)\s?\/\s?|[ \t]*\n[ \t]*(?=thousand|million|billion|milion|miliard|migliaia|mln|mld)|\s?|-(?=\p{L}{2}))${SCALE}(?![\p{L}\d]))?(?<cp2>\))?(?:(?:\s?|-(?=dollar|euro|pound|yen|yuan))${CUR_POST}(?![\p{L}])(?!\s?[-−–]?(?!(?:19|20)\d\d(?![\d.,]))\d))?(?<pct>\s?(?:%|per ?cent\b|percento|per cento|punti|points|bps|basis points|x\b|volte|times))?`,
  'giu',
);

/** An amount with its currency and scale, as a lookbehind before the word that names it ("a R800m factory", "$1.6 billion invested"). */
export const AMOUNT_AHEAD = String.raw`${CURRENCY_AHEAD}?\s?(?:\d[\d.,]*[\s-]*(?:million|billion|m|bn|mn|crores?|cr|lakhs?)(?:-dollar|-euro|-pound|-yen|-yuan)?|\d[\d.,]*\s*(?:milioni|miliardi|mln|mld|mila)(?:\s+di)?(?:\s+euro)?|\d{1,3}(?:,\d{3})+)`;
