/**
 * Reading amounts as documents write them, in English and Italian: "€ 1.2m", "EUR 1,200,000",
 * "1,2 milioni di euro", "4,2 mld", "3.5 bn", "€ 850k", "1.234.567,89", "(120)", and the scale a
 * table header declares ("(€ '000)", "(migliaia di euro)", "(in millions)"). Pure functions.
 */

export type NumberLanguage = 'en' | 'it' | null;

const THOUSANDS_SPACES = /[\u00a0\u202f]/g;

/**
 * One number as written, without scale words: "1.234.567,89", "1,200,000", "(120)", "-3.5", "4,2".
 * Both separators: the last one is the decimal mark. One kind repeated: thousands. One separator
 * once: decimal unless exactly three digits follow it; then it is the language's thousands mark
 * (',' in English, '.' in Italian) and otherwise decimal ("1,200" is 1200 in English, 1.2 in Italian).
 * Returns null when the token is not a number.
 * @example parseNumberToken('1.234.567,89', 'it') // 1234567.89
 */
export function parseNumberToken(token: string, lang: NumberLanguage): number | null {
  let t = token.trim().replace(THOUSANDS_SPACES, '');
  let negative = false;
  if (t.startsWith('(') && t.endsWith(')')) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(t)) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  if (!/^\d[\d.,]*$/.test(t) || /[.,]$/.test(t) || /[.,]{2}/.test(t)) return null;
  const dots = (t.match(/\./g) ?? []).length;
  const commas = (t.match(/,/g) ?? []).length;
  let normalised: string;
  if (dots > 0 && commas > 0) {
    const decimal = t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (t.split(decimal).length - 1 !== 1) return null;
    const [int, frac] = t.split(decimal) as [string, string];
    if (!validGroups(int, thousands)) return null;
    normalised = `${int.split(thousands).join('')}.${frac}`;
  } else if (dots + commas === 0) {
    normalised = t;
  } else {
    const sep = dots > 0 ? '.' : ',';
    const count = dots + commas;
    const groups = t.split(sep);
    if (count > 1) {
      if (!validGroups(t, sep)) return null;
      normalised = groups.join('');
    } else {
      const after = groups[1] as string;
      const thousandsMark = lang === 'it' ? '.' : ',';
      const isThousands = after.length === 3 && sep === thousandsMark && (groups[0] as string).length <= 3;
      normalised = isThousands ? groups.join('') : `${groups[0]}.${after}`;
    }
  }
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

function validGroups(int: string, sep: string): boolean {
  const parts = int.split(sep);
  if (parts.length === 1) return true;
  const [head, ...rest] = parts as [string, ...string[]];
  // ("1,87,634", "1,45,455": the Indian grouping, a lakh's two digits and a crore's above the thousands)
  if (sep === ',' && /^\d{1,2}(?:,\d\d)+,\d{3}$/u.test(int)) return true;
  return head.length >= 1 && head.length <= 3 && rest.every((p) => p.length === 3);
}

/** Multipliers of the scale words written after a number ("1.2m", "4,2 mld", "850k", "3 milioni"). */
const SCALE_WORDS: readonly (readonly [RegExp, number])[] = [
  [/^mila\s+miliardi$/i, 1e12], // "22mila miliardi di yen": thousands of billions
  [/^mila\s+milioni$/i, 1e9],
  [/^(k|thousands?|mila|migliaia|thsd)$/i, 1e3],
  [/^(m|mn|mln|mio|millions?|milione|milioni|mm|ml\.|mil)$/i, 1e6], // "5,5 ml. di Euro", "RM35mil" (the Malaysian press)
  [/^(bn|b|billions?|mld|mrd|miliardo|miliardi|bil)$/i, 1e9],
  // ("15,106 mdp", "39 mmdp": millions and thousands of millions of pesos, "mdd" of dollars, as the Mexican press abbreviates them)
  [/^(mdp|mdd)$/i, 1e6],
  [/^(mmdp|mmdd)$/i, 1e9],
  [/^(trillions?|tn|trn|trilion[ei])$/i, 1e12], // "3.25 trillion yen", "NGN1.01trn", "2,86 trilioni di yen" (the press's trilione is the English trillion)
  [/^(crores?|cr)$/i, 1e7], // Indian reporting: "Rs 220.15 crore" is 2,201.5 million rupees
  [/^(lakhs?)$/i, 1e5],
];

export function scaleOfWord(word: string): number | null {
  for (const [re, m] of SCALE_WORDS) if (re.test(word)) return m;
  return null;
}

const CURRENCIES: readonly (readonly [RegExp, string])[] = [
  [/^(€|eur|euro|euros|di euro|d'euro)$/i, 'EUR'],
  [/^(\$|usd|us\$|dollars?|di dollari)$/i, 'USD'],
  [/^(£|gbp|pounds?)$/i, 'GBP'],
];

export function currencyOf(word: string): string | null {
  const w = word.trim().replace(/\s+/g, ' ');
  for (const [re, c] of CURRENCIES) if (re.test(w)) return c;
  return null;
}

/** An amount found in a text, with where it is. */
export interface FoundAmount {
  readonly start: number;
  readonly end: number;
  readonly raw: string;
  readonly value: number;
  readonly currency: string | null;
  /** A currency sign or word was written next to it. */
  readonly hasCurrency: boolean;
  /** A scale word was written after it ("m", "milioni", "k", …). */
  readonly hasScale: boolean;
  readonly isPercent: boolean;
  /** The number looks like a year (1900–2100, no separators, no currency, no scale). */
  readonly isYear: boolean;
}

const PREFIX = String.raw`(?<pre>€|EUR|USD|US\$|\$|£|GBP)\s?`;
const NUM = String.raw`(?<num>\(?[-−]?\d(?:[\d.,\u00a0\u202f]*\d)?\)?)`;
const SCALE = String.raw`(?:\s?(?<scale>k|thousands?|mila|migliaia|mm|mn|mln|mio|millions?|milione|milioni|m|bn|billions?|mld|mrd|miliardo|miliardi|b)(?![\p{L}\d]))`;
const POST = String.raw`(?:\s?(?<post>€|EUR|euros?|di euro|d'euro|USD|dollars?|di dollari)(?![\p{L}]))`;
const PERCENT = String.raw`(?<pct>\s?(?:%|per ?cent\b|percento|per cento))`;
const AMOUNT_RE = new RegExp(String.raw`(?<![\p{L}\d.,])(?:${PREFIX})?${NUM}${SCALE}?${POST}?${PERCENT}?`, 'giu');

/**
 * Every number in a line of text, with its currency and scale when written next to it.
 * @example findAmounts('Revenue reached € 1.2m in 2025', 'en')[0].value // 1200000
 */
export function findAmounts(text: string, lang: NumberLanguage): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const g = m.groups ?? {};
    let num = g.num as string;
    let start = m.index;
    let raw = m[0];
    // unbalanced parentheses belong to the sentence, not to the number
    if (num.startsWith('(') && !num.endsWith(')')) {
      const offset = raw.indexOf('(');
      num = num.slice(1);
      raw = raw.slice(0, offset) + raw.slice(offset + 1);
      if (!g.pre) start += 1;
    }
    if (num.endsWith(')') && !num.startsWith('(')) {
      num = num.slice(0, -1);
      if (!g.scale && !g.post && !g.pct) raw = raw.slice(0, -1);
      else continue; // "(see 3) m" — not a clean amount
    }
    const base = parseNumberToken(num, lang);
    if (base === null) continue;
    const scale = g.scale ? scaleOfWord(g.scale) : null;
    const pre = g.pre ? currencyOf(g.pre) : null;
    const post = g.post ? currencyOf(g.post) : null;
    // a lone "m" or "b" counts as a scale only next to a currency ("€ 1.2m"), never "12 m" (metres)
    const loneLetter = g.scale !== undefined && /^(m|b)$/i.test(g.scale);
    const scaleOk = scale !== null && (!loneLetter || pre !== null || post !== null);
    const hasCurrency = pre !== null || post !== null;
    let end = start + raw.length;
    if (g.scale && !scaleOk) {
      // drop the unaccepted scale letter from the match
      const cut = raw.lastIndexOf(g.scale);
      raw = raw.slice(0, cut).trimEnd();
      end = start + raw.length;
    }
    const value = scaleOk ? roundScaled(base * (scale as number)) : base;
    const isYear = !hasCurrency && !scaleOk && /^(19|20)\d\d$/.test(num);
    out.push({ start, end, raw, value, currency: pre ?? post, hasCurrency, hasScale: scaleOk, isPercent: g.pct !== undefined, isYear });
  }
  return out;
}

/** 1.2 × 1e6 is 1199999.9999999998 in floating point; amounts are rounded to the cent. */
function roundScaled(v: number): number {
  return Math.round(v * 100) / 100;
}

/** What a table header says about the scale and currency of its values. */
export interface TableScale {
  readonly multiplier: number;
  readonly currency: string | null;
}

const HEADER_SCALES: readonly (readonly [RegExp, number])[] = [
  [
    /(€|eur|euro|\$|usd)?\s*[/]?\s*['’]\s?000\b|€\s*\/\s*000|\bin thousands\b|\bthousands of\b|\(\s*thousands\s*\)|\bmigliaia di\b|\bin migliaia\b|\(\s*migliaia\s*\)|\bk€|€\s?k\b|\bkeur\b|\bteur\b|\b000\s?(€|eur)\b|(?:€|\beur|\$|\busd|£|\bgbp)\s*(?:in\s+)?thousands\b/i,
    1e3,
  ],
  [
    /\bin millions\b|\bmillions of\b|\(\s*millions\s*\)|\bmilioni di\b|\bin milioni\b|\(\s*milioni\s*\)|\(\s*(€|eur)\s?(m|mn|mln)\s*\)|\bm€|\bmeur\b|\beur\s?m\b|€\s?m\b|(?:€|\beur|\$|\busd|£|\bgbp)\s*(?:in\s+)?millions\b|\((?:£|\$|us\$)\s?(?:m|mn)\)|(?:^|\s)(?:£|us\$)m\b/i,
    1e6,
  ],
];

/**
 * The scale a table header declares, or null when it declares none.
 * @example tableScale("Profit and loss (€ '000)") // { multiplier: 1000, currency: 'EUR' }
 */
export function tableScale(header: string): TableScale | null {
  for (const [re, multiplier] of HEADER_SCALES) {
    if (re.test(header)) return { multiplier, currency: headerCurrency(header) };
  }
  return null;
}

/** A currency named anywhere in a header or label ("(EUR)", "€", "euro"), or null. */
export function headerCurrency(text: string): string | null {
  if (/€|\beur\b|\beuro\b|\beuros\b/i.test(text)) return 'EUR';
  if (/\$|\busd\b|\bdollars?\b/i.test(text)) return 'USD';
  if (/£|\bgbp\b/i.test(text)) return 'GBP';
  return null;
}

/** A table cell that holds a number (or a dash for none): "1,200", "(350)", "-", "1.234,5". */
export function isNumericCell(token: string): boolean {
  return /^(\(?[-−]?\d[\d.,\u00a0\u202f]*\)?|[-–—]|n\.?a\.?|n\.?d\.?)$/i.test(token.trim());
}

/** A year as a column header: "2025", "FY2025", "2025E", "2025F", "2025A", "2025B". */
export function headerYear(token: string): number | null {
  const m = /^(?:FY\s?)?((?:19|20)\d\d)(?:[AEFBP]|e|f)?$/.exec(token.trim());
  return m ? Number(m[1]) : null;
}

/** Two values within a relative tolerance of the larger (0.005 = half a percent). */
export function close(a: number, b: number, tolerance: number): boolean {
  if (a === b) return true;
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance * scale;
}

/**
 * How a text writes its numbers when its language is not known (a one-page statement with few words): "45.300" and
 * "1.234,5" are Italian marks, "45,300" and "1,234.5" English ones; the marks seen most decide when they are clearly
 * more (at least two, and twice the others), else null. A number of exactly three digits after one mark counts as a
 * thousands separator: financial tables do not write three decimals.
 */
export function numberLanguageOf(text: string): NumberLanguage {
  const count = (rx: RegExp) => [...text.matchAll(rx)].length;
  const it = count(/(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d+)?(?![\d.,]*\d)/gu) + count(/(?<![\d.,])\d+,\d{1,2}(?![\d.,]*\d)/gu);
  const en = count(/(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d.,]*\d)/gu) + count(/(?<![\d.,])\d+\.\d{1,2}(?![\d.,]*\d)/gu);
  if (it >= 2 && it >= 2 * en) return 'it';
  if (en >= 2 && en >= 2 * it) return 'en';
  return null;
}
