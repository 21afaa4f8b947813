import { currencyCode } from './sentence-currency-code.ts';
import { labelUnit } from './sentence-amount-label-unit.ts';
import { signOf } from './sentence-amount-written-sign.ts';
import { parseNumberToken, scaleOfWord } from './numbers.ts';
import type { NumberLanguage } from './numbers.ts';
import { bracketChanges } from './sentence-amount-bracket-change.ts';
import { CHANGED_BY, CHANGE_NOUN_IN, UP_DOWN_BY, writtenAsChange } from './sentence-amount-delta.ts';
import { changeToLevel, changedBy } from './sentence-amount-change-to.ts';
import { sharedBracketScale } from './sentence-amount-bracket-scale.ts';
import { AMOUNT } from './sentence-amount-pattern.ts';
import { writtenToTheEuro } from './sentence-amount-to-the-euro.ts';
import { translatedRangeEnd } from './sentence-amount-translated-range.ts';
import { bareScale, gluedMillions } from './sentence-amount-bare-scale.ts';
import type { Raw } from './sentence-amount-bare-scale.ts';
import { withNumberWords } from './sentence-amount-number-words.ts';
import {
  QUALIFIER,
  NEGATIVE_WORD,
  FULL_DIGITS,
  UNIT_ENDS,
  PER_UNIT,
  RANGE_JOIN,
  RANGE_OPEN,
  DAY_AFTER,
  PLAIN_COMPARED,
  FOOTNOTE,
  CHANGE_VERB,
} from './sentence-amount-words.ts';

/**
 * Money as sentences write it, English and Italian (issue 28): "$144.0 million", "€ 1.2m", "USD 3bn",
 * "1,2 milioni di euro", "343,5 milioni di Euro", "4,7 miliardi", "2,9 mld", "90 mln", "322
 * thousand", "12.7M", "$(6.7) million", "($6.7) million", "negative $2.2 million", "$1,840,000,000";
 * ranges ("between 33 and 40 million", "tra 33 e 40 milioni", "33-40 million") and qualifiers
 * ("over", "about", "oltre", "circa": kept, marked approximate). A percentage, a year, a per-share
 * value and a bare number without currency or scale are not money.
 */
export interface SentenceAmount {
  readonly start: number;
  readonly end: number;
  readonly value: number;
  readonly high?: number;
  readonly currency: string | null;
  readonly approximate: boolean;
  /** Written as a change ("+50 milioni", "an increase of $2.2 million"), not a level. */
  readonly delta: boolean;
  /** Followed by "per share", "per azione", "per customer": a per-unit value. */
  readonly perUnit: boolean;
  /** A per-unit value only as an unscaled currency amount under ten thousand ("£6,000"): a crowdfunding target may be one. */
  readonly small?: boolean;
  /** Written negative: "(6.7)", "-9,8", "negative $2.2 million". */
  readonly negative: boolean;
}

export { ISO_CODES } from './sentence-amount-pattern.ts';

/**
 * Money amounts of a sentence. `unitScale` is the scale the document states for its amounts ("($ in thousands except per share
 * amounts)", sentence-document-scale.ts), applied to numbers written with a currency and no scale of their own.
 */
export function sentenceAmounts(written: string, lang: NumberLanguage, unitScale = 1): SentenceAmount[] {
  // ("un milione di euro", "a million pounds": a number in words is read as its digits, from where its words start)
  const { text, spans } = withNumberWords(written, lang);
  const raws: Raw[] = [];
  AMOUNT.lastIndex = 0;
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    const g = m.groups ?? {};
    if (g.pct) continue;
    let numText = (g.num as string).replace(/[ \u00a0\u202f]/gu, '');
    const signed = signOf(text, m.index, g, numText);
    numText = signed.numText;
    let negative = signed.negative;
    const explicitSign = signed.explicitSign;
    const opened = g.op !== undefined || g.op2 !== undefined;
    const closed = g.cp !== undefined || g.cp2 !== undefined;
    // "$(6.7) million", "($6.7) million", "(350)": brackets hugging the number are a negative; "(597 milioni)" is an aside
    if (opened && g.cp !== undefined) negative = !negative;
    const base = parseNumberToken(numText, lang);
    if (base === null) continue;
    const magnitude = g.mag ?? g.magp;
    let scale = g.scale ? scaleOfWord(g.scale) : magnitude ? (/m/i.test(magnitude) ? 1e6 : 1e3) : null;
    // "un fatturato di 73.890.378 milioni": every digit written out, the scale word after them is a slip, not a multiplier
    if (scale !== null && scale >= 1e6 && FULL_DIGITS.test(numText)) scale = 1;
    const pre = currencyCode(g.pre?.slice(g.mag ? 1 : 0));
    // ("5,805 mdp": a scale that names its currency too)
    const post = currencyCode(g.post?.slice(g.magp ? 1 : 0)) ?? currencyCode(g.slash) ?? currencyCode(g.scale);
    // a lone "m"/"b" is a scale next to a currency ("€ 1.2m", "$12.7M"), never alone ("12 m")
    // (but "up 28% to 31.5m (H1 2014: 24.6m)", a decimal glued to its "m" where no length follows, as a PDF that lost its "£" prints it)
    if (g.scale && /^(m|b)$/i.test(g.scale) && !pre && !post && !/^M$/.test(g.scale) && !gluedMillions(text, m.index, m[0], numText))
      scale = null;
    // "in the first three months (3M) of 2023": a part of a year's short name, no amount
    if (
      g.scale === 'M' &&
      !pre &&
      !post &&
      /(?:months?|mesi)\s*\(\s*$/iu.test(text.slice(Math.max(0, m.index - 12), m.index + m[0].indexOf(g.num as string)))
    )
      continue;
    // "$7.4 million Canadian": the word after says which dollar
    const currency = pre === 'USD' && post !== null && post !== 'USD' ? post : (pre ?? post);
    const unit = scale === null && currency === null ? labelUnit(text, m.index + m[0].indexOf(g.num as string)) : null;
    if (unit) {
      raws.push({
        start: m.index,
        end: m.index + m[0].length,
        base,
        scale: unit.scale,
        currency: unit.currency,
        negative,
        explicitSign,
        numText,
      });
      continue;
    }
    if (scale === null && currency === null) {
      raws.push({ start: m.index, end: m.index + m[0].length, base, scale: null, currency: null, negative, explicitSign, numText });
      continue;
    }
    let start = m.index;
    let end = m.index + m[0].length;
    // brackets that belong to the sentence, not to the amount
    if (g.op !== undefined && !closed) start = text.indexOf(g.pre ?? numText, start);
    if (closed && !opened) end = text.lastIndexOf(')', end) === end - 1 ? end - 1 : end;
    raws.push({ start, end, base, scale, currency, negative, explicitSign, numText });
  }
  for (const r of raws) r.start = spans.find((w) => r.start >= w.start && r.start < w.end)?.start ?? r.start;
  const out: SentenceAmount[] = [];
  raws.splice(0, raws.length, ...sharedBracketScale(text, raws));
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i] as Raw;
    const next = raws[i + 1];
    // "adjusted EBITDA(1) to $19.0 million", "net debt (2) to $72.1 million": a footnote's mark, not an amount
    if (r.currency === null && r.scale === null && FOOTNOTE.test(text.slice(Math.max(0, r.start - 3), r.start + 4))) continue;
    // "1 miliardo e 407 milioni di euro", "28 miliardi e 813 milioni", "2 milioni e 838 mila euro": one amount written in two parts
    if (
      next &&
      ((r.scale === 1e9 && next.scale === 1e6) || (r.scale === 1e6 && next.scale === 1e3)
        ? next.base < 1000
        : // ("oltre 2 milioni 800.000 euro": the thousands written in digits after the millions)
          r.scale === 1e6 && next.scale === null && /^\d{3}\.\d{3}$/u.test(next.numText)) &&
      Number.isInteger(r.base) &&
      !/(?:euro|dollari|sterline)\s*$/iu.test(text.slice(r.start, r.end)) && // ("8 milioni di euro e 12 mila tonnellate": two amounts)
      // ("3 miliardi 400 milioni di dollari": the two parts side by side, the currency once after them)
      (/^\s*e\s*$/iu.test(text.slice(r.end, next.start)) || (r.currency === null && /^[ \t]+$/u.test(text.slice(r.end, next.start))))
    ) {
      out.push(
        finish(
          text,
          { ...r, end: next.end, currency: r.currency ?? next.currency },
          round(r.base * (r.scale ?? 1) + next.base * (next.scale ?? 1)),
          undefined,
        ),
      );
      i++;
      continue;
    }
    // "ranging from $6.15bn (£3.3bn) to $6.35bn": a range, its first end's translation skipped
    const far = translatedRangeEnd(text, raws, i);
    if (far !== null) {
      const e = raws[far] as Raw;
      const low = round(r.base * (r.scale ?? e.scale ?? 1));
      const high = round(e.base * (e.scale ?? r.scale ?? 1));
      if (high > low) {
        out.push(finish(text, { ...r, end: e.end }, low, high));
        i = far;
        continue;
      }
    }
    // a range: "between 33 and 40 million", "tra 33 e 40 milioni", "33-40 million", "$196 million to $200 million"
    // "$33-40 million": the dash was read as the second number's sign
    const glued = next !== undefined && next.start === r.end && next.negative && next.explicitSign && /^[-–]/.test(text.slice(next.start));
    if (next && glued) raws[i + 1] = { ...next, negative: false, explicitSign: false };
    // ("in the range of $895,000,000 to 905,000,000": a range's end written in full digits, its currency once)
    const fullEnd = next !== undefined && r.currency !== null && FULL_DIGITS.test(r.numText) && FULL_DIGITS.test(next.numText);
    if (next && (next.scale !== null || next.currency !== null || fullEnd) && (glued || RANGE_JOIN.test(text.slice(r.end, next.start)))) {
      const opensRange = RANGE_OPEN.test(text.slice(Math.max(0, r.start - 30), r.start));
      const sharedScale = r.scale === null;
      const dash = glued || /^\s*[-–]\s*$/.test(text.slice(r.end, next.start));
      // "approximately $9 million to $11 million" is a range; "from € 1.2m to € 2.5m" is a change
      const plainTo =
        /^\s*(?:to|[-–])\s*$/iu.test(text.slice(r.end, next.start)) &&
        !/(?:from|da|dal|dai)\s*$/iu.test(text.slice(Math.max(0, r.start - 12), r.start)) &&
        // "Adjusted EBITDA increased $4.2 million to $31.5 million": a change, then the level
        !CHANGED_BY.test(text.slice(Math.max(0, r.start - 30), r.start)) &&
        !UP_DOWN_BY.test(text.slice(Math.max(0, r.start - 30), r.start)) &&
        !CHANGE_NOUN_IN.test(text.slice(Math.max(0, r.start - 80), r.start)) &&
        // "Total revenue increased 12.3% or $18.6 million to $169.2 million", "Turnover increased 2.8% (€27.4m) to €992.9m": the change
        // in units, then the level
        !/\d\s*%\s*(?:,?\s*(?:or|ovvero|pari a)\s*|\(\s*)$/iu.test(
          text.slice(Math.max(0, r.start - 20), text[r.start] === '(' ? r.start + 1 : r.start),
        ) &&
        !changedBy(text, r.start);
      if ((opensRange || (sharedScale && dash) || plainTo) && !(sharedScale && /^(19|20)\d\d$/.test(r.numText))) {
        const scale = r.scale ?? next.scale ?? (r.currency ? unitScale : 1);
        const low = round(r.base * scale);
        const high = round(next.base * (next.scale ?? 1)); // the base is unsigned: a glued dash was not a sign
        // ("una PFN stimata tra 107 e 102 milioni": a range opened by "tra" or "between" may be written high end first)
        if (high > low || (opensRange && high < low && high > 0)) {
          out.push(finish(text, { ...r, end: next.end, currency: r.currency ?? next.currency }, Math.min(low, high), Math.max(low, high)));
          i++;
          continue;
        }
      }
      // "da 33 a 40 milioni" with no scale on the first: a range too, unless it is a change ("passati da 8,8 a 8,2 miliardi")
      if (
        sharedScale &&
        /^\s*a\s*$/iu.test(text.slice(r.end, next.start)) &&
        /\bda\s*$/iu.test(text.slice(Math.max(0, r.start - 4), r.start)) &&
        !/^(19|20)\d\d$/.test(r.numText)
      ) {
        const scale = next.scale ?? 1;
        // ("L'utile netto fa un balzo da 874.381 a 1,13 milioni": a first amount in full digits keeps its own)
        // (not "da 1.156 a 1.122 milioni", two amounts of one size in one scale)
        const full =
          FULL_DIGITS.test(r.numText) ||
          ((lang === 'it' ? /^\d{1,3}\.\d{3}$/u : /^\d{1,3},\d{3}$/u).test(r.numText) && r.base > next.base * 50);
        if (!full && next.base > r.base && !CHANGE_VERB.test(withoutAsides(text.slice(Math.max(0, r.start - 160), r.start)).slice(-50))) {
          out.push(finish(text, { ...r, end: next.end, currency: next.currency }, round(r.base * scale), round(next.base * scale)));
          i++;
          continue;
        }
        out.push(finish(text, { ...r, currency: next.currency }, round(r.base * (full ? 1 : scale)), undefined));
        continue;
      }
    }
    // "26,2 contro i 19,8 milioni", "460 milioni … rispetto ai 388 dell'anno precedente", "from Rs 2303.35 crore … to Rs 2973.91":
    // an unscaled number compared with a scaled amount of its size takes that amount's scale and currency
    if (r.scale === null && !/^(19|20)\d\d$/.test(r.numText) && !DAY_AFTER.test(text.slice(r.end, r.end + 12))) {
      const bare = bareScale(text, raws, i);
      if (bare) {
        const { by, from, lead } = bare;
        // ("con un negativo di 5,8 milioni contro gli 8,2": compared with a figure written below zero, the bare one is below zero too)
        const negative =
          r.negative || (from && !r.explicitSign && PLAIN_COMPARED.test(lead) && out.some((o) => o.start === by.start && o.negative));
        out.push(finish(text, { ...r, negative, currency: r.currency ?? by.currency }, round(r.base * (by.scale as number)), undefined));
        continue;
      }
    }
    // "un fatturato consolidato di 50.008.622, in incremento del 5,68%", "un utile di 2.028.000 (+36%)": every digit written,
    // in units of the document's currency (a count names what it counts: "1.234.567 passeggeri")
    if (r.scale === null && r.currency === null && FULL_DIGITS.test(r.numText) && UNIT_ENDS.test(text.slice(r.end, r.end + 14))) {
      out.push(finish(text, r, round(r.base), undefined));
      continue;
    }
    if (r.scale === null && r.currency === null) continue;
    // "a net loss of approximately $17.8 and $12.9 million, respectively": the scale written once, on the last
    const listed = r.scale === null && next && next.scale !== null && /^\s*(?:and|e|,)\s*$/iu.test(text.slice(r.end, next.start));
    const listedCurrency = listed && (next.currency === null || next.currency === r.currency);
    out.push(
      finish(text, r, round(r.base * (listedCurrency ? (next.scale as number) : (r.scale ?? (r.currency ? unitScale : 1)))), undefined),
    );
  }
  return bracketChanges(text, out); // ("di 18,4 milioni (da -19,7 a -1,3 milioni)": the change between the bracket's levels)
}

function finish(text: string, r: Raw, low: number, high: number | undefined): SentenceAmount {
  const before = text.slice(Math.max(0, r.start - 40), r.start);
  const after = text.slice(r.end, r.end + 40);
  // ("un utile di esercizio negativo per circa 260.000 euro": the sign word before a qualifier)
  const negative = r.negative || NEGATIVE_WORD.test(before) || NEGATIVE_WORD.test(before.replace(QUALIFIER, ''));
  const approximate = QUALIFIER.test(before) || high !== undefined;
  const delta = writtenAsChange(text, r, before, after) || changeToLevel(text, r.start, r.end);
  const perUnit =
    PER_UNIT.test(after) || (r.scale === null && high === undefined && /\d\s*(?:million|billion|bn|m)\s*,\s*or\s*$/iu.test(before));
  const toTheEuro = r.currency === 'EUR' && high === undefined && writtenToTheEuro(text.slice(r.start, r.end + 12), before);
  const small = r.scale === null && r.currency !== null && Math.max(Math.abs(low), Math.abs(high ?? 0)) < 10_000 && !toTheEuro;
  return {
    start: r.start,
    end: r.end,
    ...(negative ? belowZero(low, high) : { value: low, ...(high !== undefined ? { high } : {}) }),
    currency: r.currency,
    approximate,
    delta,
    // "from $1.91 billion, or $1.12, in the year-earlier period": an unscaled amount after a scaled one's "or" is its per-share value
    // ("Revenue $442 $407 9% $1,305 $1,240" under "(U.S. $ in millions)", "$5,500 - $5,700", "EPS of $1.32": a currency amount under
    // ten thousand with no scale is a cell scaled by a header, a price or a rate, never a company's figure as written; kept as an amount)
    perUnit: perUnit || small,
    ...(small && !perUnit ? { small: true } : {}),
    negative,
  };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/** An amount, or a range, below zero; a range runs from its larger loss ("a loss of $57 million to $59 million" is −59 to −57). */
export function belowZero(value: number, high: number | undefined): { value: number; high?: number } {
  if (high === undefined) return { value: -Math.abs(value) };
  return { value: -Math.max(Math.abs(value), Math.abs(high)), high: -Math.min(Math.abs(value), Math.abs(high)) };
}

/** "un miglioramento dell'Ebitda (o Margine operativo lordo: …) da 35,4 a 42,9 milioni": a bracketed aside says nothing of the change. */
function withoutAsides(before: string): string {
  return before.replace(/\([^()]*\)/gu, '');
}
