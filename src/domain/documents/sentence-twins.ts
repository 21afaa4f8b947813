import type { SentenceAmount } from './sentence-amounts.ts';
import type { SentenceFigure } from './sentence-figure.ts';
import { STOCK } from './sentence-heading.ts';
import { samePeriodOf } from './sentence-owners.ts';
import { periodEnd, withYear, yearOf } from './sentence-period-calendar.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigurePeriod } from './types.ts';
import { FROM_BEFORE } from './sentence-period-words.ts';

/**
 * One key, one period, two values in a sentence, the second after a comparison ("EBITDA of $47.7 million, down from
 * a strong $43.0 million", "l'Ebitda sale a 20 milioni dai precedenti 18", "ricavi per 150 milioni, rispetto ai 140
 * milioni del 2022"): a comparison is with an earlier period, so the two cannot share one. The period both were given is
 * the second's when the sentence writes a period after the comparison word that is that period (the first is then a
 * year later); otherwise it is the first's, and the second's is a year before. Balances are compared with the year-end
 * before; a span, or a guidance revised ("up from previous guidance of"), changes nothing. Pure (issue 28, ADR 0070).
 */
const COMPARED =
  /(?:\bfrom\b|compared (?:to|with)|\bversus\b|\bvs\.?|\bagainst\b|\babove\b|\bbelow\b|rispetto|paragonat[oaie]|\bcontro\b|\bdai?\b|\bdal(?:l')?|\bdagli\b|a fronte d)/iu;
/** "(era di 87,5 mln)", "(was $4.1 million)". */
const WAS_BRACKET = /\(\s*(?:era|erano|was|were)\b/iu;
/** A revised forecast, an estimate or a restatement is the same period's. */
const SAME_PERIOD_KIND =
  /guidance|outlook|forecast|predict|estimat|expect|budget|consensus|previst|previsio|(?<!\p{L})stim[ae]|attes[oi]|obiettiv|target|intervallo|\brange|restat|riespost|riesam|precedentemente|previously|originally|initially|seguit[oa] da|followed by/iu;
/** So is another measure of the same amount, written between the two ("mentre quello ante IFRS 16", "pro forma"). */
const OTHER_MEASURE = /pro[- ]?forma|normalizzat|adjusted|rettificat|underlying|ifrs|like[- ]for[- ]like|perimetro/iu;

function earlier(p: FigurePeriod, stock: boolean): FigurePeriod | null {
  if (p.kind === 'span') return null;
  if (stock) return p.kind === 'date' ? { kind: 'date', year: p.year - 1, month: 12, day: 31 } : null;
  return p.kind === 'date' ? null : withYear(p, p.year - 1);
}

const TO_BEFORE =
  /(?:\ba|\bto)\s*(?:(?:poco\s+più\s+di|poco\s+meno\s+di|quasi|circa|oltre|about|nearly|almost|around|just\s+(?:over|under))\s+)?(?:[$€£]\s*)?$/iu;

/** The day a text reports its balances at: the one it writes, else the end of the period it is about. */
export function reportingDay(ctx: PeriodContext): FigurePeriod | null {
  return ctx.reportedEnd ?? (ctx.current ? periodEnd(ctx.current) : null);
}

/** A day as a number that orders days: 2022-06-30 → 20220630. */
const dayNumber = (p: { year: number; month: number; day: number }) => p.year * 10000 + p.month * 100 + p.day;

/**
 * The period after: a year later; for a balance at a year-end, the next year-end, or the text's own reporting day when it
 * falls within that year ("passa da 93,3 milioni del 31 dicembre 2021 a 183,1 milioni" in a text on the half to 30 June 2022).
 */
function later(p: FigurePeriod, stock: boolean, reportedEnd: FigurePeriod | null = null): FigurePeriod | null {
  if (p.kind === 'span') return null;
  if (stock && p.kind === 'date' && reportedEnd?.kind === 'date') {
    const gap = dayNumber(reportedEnd) - dayNumber(p);
    if (gap > 0 && gap < 10000) return reportedEnd;
  }
  if (stock) return p.kind === 'date' && p.month === 12 && p.day === 31 ? { ...p, year: p.year + 1 } : null;
  return p.kind === 'date' ? null : withYear(p, p.year + 1);
}

/**
 * "passato da 144 milioni del primo semestre 2021 a 180 milioni", "dai 25,5 milioni a fine anno 2017 a 53,5 milioni",
 * "da 31,46 miliardi a 30,62 miliardi al 31 marzo": a change from one amount to another, the period written with one of
 * them; the other is the period after (or before) it. Null when the sentence is not so written.
 */
function fromTo(
  sentence: string,
  fa: SentenceAmount,
  ga: SentenceAmount,
  periods: readonly PeriodMention[],
  resolve: (m: PeriodMention) => FigurePeriod | null,
  shared: FigurePeriod,
  stock: boolean,
  reportedEnd: FigurePeriod | null,
): { which: 'first' | 'second'; period: FigurePeriod } | null {
  const between = sentence.slice(fa.end, ga.start);
  if (
    between.length > 120 ||
    !FROM_BEFORE.test(sentence.slice(Math.max(0, fa.start - 12), fa.start)) ||
    !TO_BEFORE.test(between.slice(-24))
  )
    return null;
  if (SAME_PERIOD_KIND.test(sentence.slice(Math.max(0, fa.start - 60), ga.end + 30))) return null;
  // (a day without its year, "al 31 marzo", is the text's; "last year" is another reading's)
  const written = (p: PeriodMention | undefined) => (p && !p.relative && p.period && p.period.kind !== 'span' ? resolve(p) : null);
  const first = written(periods.find((p) => p.start >= fa.end && p.end <= ga.start));
  if (first && samePeriodLabel(first, shared)) {
    const next = later(shared, stock, reportedEnd);
    return next ? { which: 'second', period: next } : null;
  }
  // "dai 25,5 milioni a fine anno 2017 a 53,5 milioni": the first amount's own earlier period
  if (first && first.kind !== 'span' && shared.kind !== 'span' && yearOf(first) < yearOf(shared) && (first.kind === 'date') === stock)
    return { which: 'first', period: first };
  const second = written(periods.find((p) => p.start >= ga.end && p.start <= ga.end + 30));
  if (!first && second && samePeriodLabel(second, shared)) {
    const before = earlier(shared, stock);
    return before ? { which: 'first', period: before } : null;
  }
  // "In forte calo il debito, tagliato da 34,2 a 8,1 milioni": a balance changed from one amount to another with no period
  // written is the last year-end's, then the period's; a result ("ha ridotto l'utile da quasi 12 milioni a poco più di 4") the
  // year before's, then the period's
  if (!first && !second && CHANGED_FROM.test(sentence.slice(Math.max(0, fa.start - 50), fa.start))) {
    const before = earlier(shared, stock);
    return before ? { which: 'first', period: before } : null;
  }
  return null;
}

const CHANGED_FROM =
  /\b(?:tagliat|sces|salit|passat|ridott|cresciut|calat|aumentat|diminuit|migliorat|peggiorat|portat|lievitat|balzat|schizzat|crollat|precipitat)[oaie]\s+(?:[\p{L}'’]+\s+){0,3}da[il]?\s*(?:quasi\s+|circa\s+|oltre\s+)?$|\b(?:fell|rose|went|increased|decreased|grew|was cut|was reduced|dropped|climbed|improved)\s+from\s*$/iu;

/** The same period, a year-end balance written as its year ("2021" and "at 31 December 2021") included. */
function samePeriodLabel(a: FigurePeriod | null, b: FigurePeriod | null): boolean {
  if (!a || !b) return false;
  if (JSON.stringify(a) === JSON.stringify(b)) return true;
  const yearEnd = (x: FigurePeriod, y: FigurePeriod) =>
    x.kind === 'year' && y.kind === 'date' && y.year === x.year && y.month === 12 && y.day === 31;
  const ends = (x: FigurePeriod, y: FigurePeriod) =>
    x.kind !== 'date' && y.kind === 'date' && JSON.stringify(periodEnd(x)) === JSON.stringify(y);
  return yearEnd(a, b) || yearEnd(b, a) || ends(a, b) || ends(b, a);
}

/** A period of a year after the text's own date's: a result is reported after its period, so such a reading is a slip. */
const afterTextYear = (p: FigurePeriod, date: string | null) =>
  date !== null && /^\d{4}/u.test(date) && yearOf(p) > Number(date.slice(0, 4));

const marked = (f: SentenceFigure): SentenceFigure => ({
  ...f,
  confidence: Math.min(f.confidence, 0.85),
  reason: [f.reason, 'period_of_comparison'].filter(Boolean).join(','),
});

export function comparedTwins(
  figures: readonly SentenceFigure[],
  amountOf: ReadonlyMap<SentenceFigure, SentenceAmount>,
  sentence: string,
  periods: readonly PeriodMention[],
  resolve: (m: PeriodMention) => FigurePeriod | null,
  date: string | null = null,
  reportedEnd: FigurePeriod | null = null,
): SentenceFigure[] {
  const out = [...figures];
  for (let i = 0; i < out.length; i++) {
    const g = out[i] as SentenceFigure;
    const ga = amountOf.get(figures[i] as SentenceFigure);
    if (!ga || !g.period) continue;
    const j = out.findIndex((f, k) => {
      const fa = amountOf.get(figures[k] as SentenceFigure);
      return k !== i && fa !== undefined && fa.end <= ga.start && f.key === g.key && f.value !== g.value && samePeriodOf(f, g);
    });
    if (j < 0) continue;
    const fa = amountOf.get(figures[j] as SentenceFigure) as SentenceAmount;
    const between = sentence.slice(fa.end, ga.start);
    const stock = STOCK.has(g.key);
    const read = fromTo(sentence, fa, ga, periods, resolve, g.period, stock, reportedEnd);
    if (read) {
      if (read.which === 'second' && !afterTextYear(read.period, date)) out[i] = marked({ ...g, period: read.period });
      if (read.which === 'first') out[j] = marked({ ...(out[j] as SentenceFigure), period: read.period });
      continue;
    }
    // the comparison word nearest the second amount ("… rispetto al 31 dicembre 2017 (33,5 milioni), mentre … rispetto ai 34,9 milioni"),
    // or a bracket opened right after the first that writes a period of its own ("£731.9m (2006 - £610.9m)", "200mila euro
    // (al 31 dicembre 2015 era -900mila euro)"; a bracket without one may be another measure of the same period)
    // ("57,7 mln (era di 87,5 mln)": a bracket that says what the figure was is a comparison too, when no other word compares)
    const marker = [...between.matchAll(new RegExp(COMPARED.source, 'giu'))].pop() ?? WAS_BRACKET.exec(between) ?? undefined;
    const bracket = /^[\s,;:]*\(/u.exec(between);
    const at = marker && between.length - marker.index <= 70 ? marker.index : bracket ? bracket[0].length - 1 : -1;
    if (at < 0 || SAME_PERIOD_KIND.test(sentence.slice(Math.max(0, fa.start - 60), ga.end + 30))) continue;
    if (OTHER_MEASURE.test(sentence.slice(fa.end, ga.end + 30))) continue;
    const from = fa.end + at;
    const closes = sentence.indexOf(')', from);
    const until = at === (bracket ? bracket[0].length - 1 : -1) && closes > from ? Math.min(closes, ga.end + 30) : ga.end + 30;
    // a period the comparison writes with its year (not "last year's", which is a year before the one reported)
    const first = periods.find((p) => p.start >= from && p.start <= until);
    // ("4,3 miliardi (3,8 miliardi nel 2019 e 3,46 miliardi nel 2020)": a period after another amount in the bracket is that one's; the
    // second amount's own is the one written after it)
    const another = (k: number) => {
      const ha = amountOf.get(figures[k] as SentenceFigure);
      return k !== i && k !== j && ha !== undefined && ha.start >= from && ha.end <= (first?.start ?? -1);
    };
    const own =
      first && first.start < ga.start && figures.some((_, k) => another(k))
        ? periods.find((p) => p.start >= ga.end && p.start <= until)
        : first;
    const ownPeriod = own && !own.relative && own.period && own.period.kind !== 'span' && own.period.year > 0 ? resolve(own) : null;
    if (!ownPeriod && !(marker && at === marker.index)) continue;
    const firstOwn = periods.some((p) => p.start >= 0 && p.start < from && samePeriodLabel(resolve(p), g.period));
    if (ownPeriod && samePeriodLabel(ownPeriod, g.period)) {
      // the period is the comparison's: the first amount is the later one (a flow's; a balance's day is unknown)
      const f = out[j] as SentenceFigure;
      if (stock || firstOwn || !f.period || f.period.kind === 'span' || f.period.kind === 'date') continue;
      const later = withYear(f.period, f.period.year + 1);
      // (a result is reported after its period: a year later than the text's own date's is the page's slip, not a reading;
      // its year, not its last day, as a fiscal year may end in June)
      if (afterTextYear(later, date)) continue;
      // (and the same amount said twice before the comparison: "Perdita sale 19,5 milioni … Sale a 19,5 milioni la perdita")
      out.forEach((h, k) => {
        if (k !== i && h.key === f.key && h.value === f.value && samePeriodOf(h, f)) out[k] = marked({ ...h, period: later });
      });
      continue;
    }
    // a comparison that writes a period of another year than the one before is not read here
    if (ownPeriod && ownPeriod.kind !== 'span' && g.period.kind !== 'span' && ownPeriod.year !== g.period.year - 1) continue;
    const back = earlier(g.period, stock);
    if (back) out[i] = marked({ ...g, period: back });
  }
  return withComparedParts(out, figures, amountOf, sentence, periods);
}

const PART_KINDS = new Set(['quarter', 'half', 'nine_months']);
/** Words that make a bare year the whole year's: "l'intero esercizio 2013", "full-year 2013". */
const WHOLE_YEAR = /esercizio|intero|full[- ]year|annual|annuo|anno|fiscal/iu;

/**
 * "il margine operativo lordo si attesta a 322,8 milioni (+0,4% dai 321,5 milioni del 2013)" in a text on the first quarter
 * of 2014, "si confronta con un EBITDA negativo per 6,8 milioni nel 2021" of a half: a bare year written with the amount a
 * quarter's, a half's or nine months' figure is compared with names the same part of that year.
 */
function withComparedParts(
  out: SentenceFigure[],
  figures: readonly SentenceFigure[],
  amountOf: ReadonlyMap<SentenceFigure, SentenceAmount>,
  sentence: string,
  periods: readonly PeriodMention[],
): SentenceFigure[] {
  return out.map((g, i) => {
    const ga = amountOf.get(figures[i] as SentenceFigure);
    if (!ga || g.period?.kind !== 'year') return g;
    const year = g.period.year;
    const f = out.find((h, k) => {
      const ha = amountOf.get(figures[k] as SentenceFigure);
      return (
        ha !== undefined && ha.end <= ga.start && h.key === g.key && h.period && PART_KINDS.has(h.period.kind) && yearOf(h.period) > year
      );
    });
    const fa = f ? amountOf.get(figures[out.indexOf(f)] as SentenceFigure) : undefined;
    if (!f?.period || !fa || f.period.kind === 'span' || f.period.kind === 'date') return g;
    const between = sentence.slice(fa.end, ga.start);
    if (between.length > 150 || !COMPARED.test(between) || WHOLE_YEAR.test(sentence.slice(fa.end, ga.end + 25))) return g;
    // (or written before it, the amount in brackets: "in netto incremento rispetto al 2023 (46,9 milioni di Euro)")
    const own =
      periods.find((p) => p.start >= ga.end && p.start <= ga.end + 25) ??
      periods.find((p) => p.start >= fa.end && /^\s*\(\s*(?:[$€£]\s*)?$/u.test(sentence.slice(p.end, ga.start)));
    if (!own || own.relative || own.period?.kind !== 'year' || own.period.year !== year) return g;
    return marked({ ...g, period: withYear(f.period, year) });
  });
}
