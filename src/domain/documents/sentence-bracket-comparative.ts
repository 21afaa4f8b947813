import { parseNumberToken, scaleOfWord } from './numbers.ts';
import type { NumberLanguage } from './numbers.ts';
import type { SentenceFigure } from './sentence-figure.ts';
import { withYear } from './sentence-period-calendar.ts';
import { findPeriods } from './sentence-periods.ts';
import { STOCK } from './sentence-heading.ts';
import type { FigurePeriod } from './types.ts';

/**
 * The prior-year figure written in brackets right after a figure, as Nordic and many European releases do
 * (issue 28): "Net sales increased to MSEK 8,350 (7,852)", "ricavi a 8,3 milioni di euro (7,9)", "EUR 8.4
 * billion (7.9 billion)". A bare number (no currency: one with a currency is the same amount translated), of
 * the same order as the figure, is the same measure a year before, in the figure's unit. A footnote mark ("(1)")
 * or a year ("(2019)") is not. Pure; used by sentence-reader.ts.
 */
// ("(da 89,4)", "(dai 116,4 dello stesso periodo del 2011)", "(302 l'anno precedente)": the amount it came from, the same period a year
// before)
const BARE =
  /^\s*\(\s*(?:(?:da|dai|dal|from)\s+)?(?<cur>[MTK]?[A-Z]{3}:?\s*)?(?<num>[-−–]?\s?(?:\d{1,3}(?:[ \u00a0]\d{3})+(?![\d.,])|\d(?:[\d.,]*\d)?))\s*(?<scale>millions?|billions?|milioni|miliardi|mln|mld|bn|m)?(?:\s+(?:dello|nello)\s+stesso\s+periodo(?:\s+(?:del(?:l['’])?\s*(?:anno\s+)?(?:precedente|scorso|(?:19|20)\d\d)|dello\s+scorso\s+anno))?|\s+(?:(?:l|nell|dell)['’]\s*(?:anno|esercizio)\s+(?:precedente|prima|scorso)|(?:a\s+)?year\s+(?:earlier|ago|before)|last\s+year|(?:in\s+)?the\s+prior\s+year|un\s+anno\s+(?:prima|fa))|(?<at>\s+(?:al|at|as at|as of|a fine|nel|in(?!\s+(?:più|meno)(?![\p{L}])))\s+[^()]{4,30}?))?\s*\)/iu;
/** "oltre le attese, … a 22,7 milioni (21,8 milioni)": the bracket holds the expectation beaten, not a prior year. */
const EXPECTED = /\b(?:attese|stime|previsioni|consensus|expectations|estimates|forecasts?)\b/iu;
const FELL_TO =
  /\b(?:scend[eo](?:no)?|cal(?:a|ano)|diminuisc[eo](?:no)?|si ridu(?:ce|cono)|flett[eo](?:no)?|in (?:(?:forte|netto|deciso|leggero|lieve)\s+)?(?:calo|diminuzione|flessione|discesa)|fell|declined|decreased|dropped|slipped)\b[^()]{0,80}?\b(?:a|to)\s+[^()]{0,30}$/iu;
// ("MSEK 26 477 (28 257)": thousands parted by spaces, as Swedish reports write them)
const LAST_NUMBER = /([-−–]?)((?<![\d.,] ?)\d{1,3}(?:[ \u00a0]\d{3})+|\d(?:[\d.,]*\d)?)\D*$/u;
const BRACKET_THEN_PERIOD =
  /\d(?=\s*\(\s*[-−–]?\s?\d[\d.,]*\s*\)\s*(?:millions?|billions?|milioni|miliardi|mln|mld|bn|m)?\s+(?:in|for|during|nel|del|al|at)\s[^()]*$)/iu;

/** The same period a year before ("2019M9" → "2018M9"; a balance at a day → that day a year before). */
export function yearBefore(p: FigurePeriod | null): FigurePeriod | null {
  return !p || p.kind === 'span' ? null : withYear(p, p.year - 1);
}

function writtenPeriod(at: string | undefined): FigurePeriod | null {
  if (!at) return null;
  const p = findPeriods(at).find((x) => !x.relative && x.period && x.period.kind !== 'span' && x.period.year > 0);
  return p?.period ?? null;
}

export function withBracketComparatives(text: string, figures: readonly SentenceFigure[], lang: NumberLanguage): SentenceFigure[] {
  const out = [...figures];
  for (const f of figures) {
    // ("revenues of NOK 158 (80) million in the first quarter": a quote that runs on to its period holds the bracket)
    const inner = BRACKET_THEN_PERIOD.exec(f.quote);
    const quote = inner ? f.quote.slice(0, inner.index + 1) : f.quote;
    const end = f.start + quote.length;
    const m = BARE.exec(text.slice(end, end + 60));
    const written = LAST_NUMBER.exec(quote);
    if (!m?.groups || !written || EXPECTED.test(f.quote)) continue;
    // "(NOK – 8.3m)": the figure's own currency code written again is a comparative (another is the amount translated; a
    // symbol, "$19.4 million ($16.1 million)", is as often another measure)
    // ("MEUR 32.3 (MEUR 41.4)": a code led by its magnitude is the code; "TEUR 43,616 (TEUR: 51,416)", with a colon)
    const cur = m.groups.cur
      ?.trim()
      .replace(/:$/u, '')
      .replace(/^[MTK](?=[A-Z]{3}$)/u, '');
    if (cur && cur !== f.currency) continue;
    const num = (m.groups.num as string).replace(/^[-−–]\s?/u, '').replace(/[ \u00a0]/gu, '');
    if (/^(?:19|20)\d\d$/u.test(num) || (!/[.,]/u.test(num) && num.length < 2)) continue;
    const base = parseNumberToken((written[2] as string).replace(/[ \u00a0]/gu, ''), lang);
    const prior = parseNumberToken(num, lang);
    if (base === null || prior === null || base === 0) continue;
    const scale = m.groups.scale ? scaleOfWord(m.groups.scale) : Math.abs(f.value) / base;
    if (scale === null) continue;
    const magnitude = prior * scale;
    const ratio = magnitude / Math.abs(f.value);
    // a sign written on the bracket's number is its own; a figure's sign from its words ("net loss of MSEK 12 (8)") is the bracket's too
    const signed = /^[-−–]/u.test(m.groups.num as string);
    // (a loss before a profit, "NOK 539.3m (-42.1m)", may be far smaller or larger: a sign written says it is the measure's)
    // (after a comparison's amount a signed bracket is the difference: "contro i 13,1 milioni … (-0,7 milioni)")
    const wide = signed && !/\b(?:contro|rispetto|compared|versus|vs|against)\b/iu.test(f.quote);
    if (!(ratio >= (wide ? 0.01 : 0.1) && ratio <= (wide ? 100 : 10))) continue;
    // "l'EBITDA scende a 32,6 milioni (-18,6 milioni)": a measure that fell to a level above zero was not below zero before, so
    // a minus in the bracket is how much it fell
    if (signed && f.value > 0 && FELL_TO.test(f.quote)) continue;
    const fromWords = f.value < 0 && written[1] === '';
    const value = Math.round((signed || fromWords ? -magnitude : magnitude) * 100) / 100;
    if (out.some((g) => g.key === f.key && g.value === value)) continue;
    // the sentence reading has the bracket's amount already, with the sign its measure's words give ("la posizione finanziaria
    // netta è negativa per 455,6 milioni (-528,8 milioni a fine 2009)": a net debt either way)
    const closes = end + m[0].length;
    if (
      out.some(
        (g) =>
          g.key === f.key && Math.abs(g.value) === Math.abs(value) && g.start + g.quote.length > end && g.start + g.quote.length <= closes,
      )
    )
      continue;
    // "(116,5 al 31 dicembre 2015)": a balance's own day, written in full; a flow's year closing that day ("utile di 53,2
    // milioni (32,6 al 31 agosto 2022)"); a bracket whose words are no period ("(65,5 in termini omogenei)") is no comparative
    const at = m.groups.at ? writtenPeriod(m.groups.at) : null;
    if (m.groups.at && !at) continue;
    const flow = at?.kind === 'date' && !STOCK.has(f.key);
    const own =
      flow && at.kind === 'date'
        ? f.period && f.period.kind !== 'span' && f.period.kind !== 'date'
          ? withYear(f.period, at.year)
          : { kind: 'year' as const, year: at.year }
        : at;
    out.push({
      ...f,
      value,
      period: own ?? yearBefore(f.period),
      confidence: Math.min(f.confidence, 0.85),
      reason: [f.reason, 'bracket_comparative'].filter(Boolean).join(','),
      quote: text.slice(f.start, end + m[0].length),
    });
  }
  return out;
}
