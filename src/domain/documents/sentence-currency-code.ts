import { MORE_CODES } from './sentence-amount-pattern.ts';
/** Any other ISO code the amounts read, written alone. */
const MORE_CODE = new RegExp(`^(?:${MORE_CODES})$`, 'iu');
const NAMED: readonly (readonly [RegExp, string])[] = [
  [/^(?:rupiah|rph)$/u, 'IDR'],
  [/dong$/u, 'VND'],
  [/^baht$/u, 'THB'],
  [/^(?:taka|tk\.?)$/u, 'BDT'],
  [/^ugandan shillings?$/u, 'UGX'],
  [/^tanzanian shillings?$/u, 'TZS'],
  [/shillings?$/u, 'KES'],
  [/^zlot/u, 'PLN'],
  [/lira(?:s|sı)?$/u, 'TRY'],
  [/^rand$/u, 'ZAR'],
  [/^(?:uae |emirati )?dirhams?$/u, 'AED'],
  [/^qatari riyals?$/u, 'QAR'],
  [/^omani riyals?$/u, 'OMR'],
  [/^(?:saudi )?riyals?$/u, 'SAR'],
  [/^egyptian pounds?$/u, 'EGP'],
  [/^(?:korean )?won$/u, 'KRW'],
  [/shekels?$|sheqalim$/u, 'ILS'],
];
/**
 * The ISO code of a currency as a sentence writes it, before or after its amount: a symbol ("$", "€", "£", "R$"), a code
 * ("EUR", "SEK", "SFr") or a word ("euro", "dollari", "sterline", "Swiss francs", "reais"). Null for none. Pure (issue 28).
 */
export function currencyCode(word: string | undefined): string | null {
  if (!word) return null;
  const w = word.toLowerCase().replace(/\s+/g, ' ').trim();
  // the kronor by their country's name ("corone svedesi", "Norwegian kroner")
  if (/svedes|swedish/.test(w)) return 'SEK';
  if (/norveges|norwegian/.test(w)) return 'NOK';
  if (/danes|danish/.test(w)) return 'DKK';
  if (/euro|eur|€/.test(w)) return 'EUR';
  if (/canadian|cad|c\$|ca\$/.test(w)) return 'CAD';
  if (/^au?\$|australian/.test(w)) return 'AUD';
  // ("HK$144.3 million", "S$25.4 million", "RMB927.3 million": the Hong Kong and Singapore dollars, the renminbi, before the US one)
  if (/^\$(?:nz|a|c|us)$/.test(w)) return { $nz: 'NZD', $a: 'AUD', $c: 'CAD', $us: 'USD' }[w] as string;
  if (/^hk\$|hkd|hong kong/.test(w)) return 'HKD';
  if (/^s\$|sgd|singapore/.test(w)) return 'SGD';
  if (/^nz\$|nzd|new zealand/.test(w)) return 'NZD';
  if (/^nt\$|twd/.test(w)) return 'TWD';
  if (/^rmb$/.test(w)) return 'CNY';
  if (/^r\$|brl|reais/.test(w)) return 'BRL';
  // ("R573.1 million", "P9.124 billion", "₱2.1 billion": the rand and the peso by their letter or sign)
  if (w === 'r' || w === 'zar') return 'ZAR';
  if (w === 'p' || w === 'php' || w === '₱') return 'PHP';
  if (w === 'aed' || w === 'sar') return w.toUpperCase();
  // ("N39.86 billion", "₦6 billion naira", "RM72.3 million", "KSh 2 billion": naira, ringgit, Kenyan shilling)
  if (w === 'n' || w === '₦' || w === 'naira' || w === 'ngn') return 'NGN';
  if (w === 'rm' || w === 'ringgit' || w === 'myr') return 'MYR';
  // ("Sh15 billion", "Shs 2 billion": the shilling as the Kenyan press writes it)
  if (w === 'ksh' || w === 'kes' || w === 'sh' || w === 'shs') return 'KES';
  if (w === 'dh' || w === 'dhs') return 'AED';
  if (w === 'qr') return 'QAR';
  if (w === 'sr') return 'SAR';
  if (w === 'bt') return 'THB';
  // ("Ps.7,470 million": a peso; which one the document says, `documentPeso`)
  if (w === 'ps' || w === 'ps.') return 'MXN';
  // ("15,106 mdp", "1,240 mdd": the Mexican press's scales name their currency, pesos or dollars)
  if (/^m?mdp$/u.test(w)) return 'MXN';
  if (/^m?mdd$/u.test(w)) return 'USD';
  if (w === 'vnđ' || w === '₫') return 'VND';
  // ("3.5 trillion rupiah", "495.8 billion dong", "12 billion shillings": a currency by its name after the amount)
  const named = NAMED.find(([re]) => re.test(w));
  if (named) return named[1];
  if (/^nz ?\$/.test(w)) return 'NZD';
  if (/\$|usd|dollar|^u\.s\.$/.test(w)) return 'USD';
  if (/£|gbp|pound|sterlin/.test(w)) return 'GBP';
  // ("SFr246.5 million": the Swiss franc as the Swiss press writes it)
  if (/chf|franc|^sfr\.?$/.test(w)) return 'CHF';
  if (/yen|¥|jpy/.test(w)) return 'JPY';
  if (/yuan|renminbi|cny/.test(w)) return 'CNY';
  if (/rupee|₹|inr|^rs\.?$/.test(w)) return 'INR';
  if (MORE_CODE.test(w)) return w.toUpperCase();
  if (/sek|nok|dkk|aud/.test(w)) return (w.match(/sek|nok|dkk|aud/) as RegExpMatchArray)[0].toUpperCase();
  return null;
}

/** A document-wide statement of currency ("all figures are in Canadian dollars", "importi in euro"). */
export function documentCurrency(text: string): string | null {
  const m =
    /(?:all (?:amounts|figures|financial information|financial results|dollar amounts)(?: are| is)?(?: expressed| stated| presented| reported)? in|(?:amounts|figures) (?:are )?(?:expressed |stated |presented )?in|importi (?:espressi )?in|valori (?:espressi )?in|dati (?:espressi )?in)\s+(?:thousands of |millions of |migliaia di |milioni di )?((?:US |U\.S\. |United States |Canadian |Australian )?dollars?|euros?|€|pounds?|sterline|usd|eur|cad|gbp)/iu.exec(
      text,
    );
  if (m) return currencyCode(m[1]);
  return null;
}

/**
 * The dollar a bare "$" means in a document, when not the US one: the dollar it states for its figures ("All financial information
 * is in Canadian dollars"), else the Australian dollar where it names its listing on the ASX ("Lynas Rare Earths (ASX: LYC)"). A
 * listing on the TSX says nothing: most Canadian miners and many others report in US dollars. A document that states US dollars,
 * or names neither, keeps "$" as the US dollar.
 */
export function documentDollar(text: string, stated: string | null): string | null {
  if (stated) return /^(?:CAD|AUD|NZD|HKD|SGD)$/u.test(stated) ? stated : null;
  return /\(ASX\s*:|\bAustralian Securities Exchange\b/u.test(text) ? 'AUD' : null;
}

/** The peso "Ps." means in a document: the Argentine, Chilean or Colombian one where the text names that country, else the Mexican. */
export function documentPeso(text: string): string | null {
  if (!/(?<![\p{L}])Ps\.?\s?\d/u.test(text)) return null;
  return /Argentin/u.test(text) ? 'ARS' : /\bChile/u.test(text) ? 'CLP' : /Colombia/u.test(text) ? 'COP' : null;
}
