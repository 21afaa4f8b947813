import { GUIDED, forecastYear, guidedYear, planTarget } from './sentence-period-guided.ts';
import { COMPARED_AMOUNT_NEAR, periodAfter } from './sentence-period-after.ts';
import { ACCOUNTS_APPROVED, CHANGE_ON, COMPARED_ITEM, NOW_BEFORE, PERCENT_ON, historyBefore } from './sentence-period-words.ts';
import {
  asideBefore,
  changedInto,
  comparedClauseBefore,
  earlierOfChange,
  fiscalPartEnd,
  laterOfChange,
  sameInYearContext,
} from './sentence-figure-context.ts';
import { balanceDayByDate, flowAtDay, lastEnded, quarterOfMonth, withYear } from './sentence-period-calendar.ts';
import { periodAhead } from './sentence-period-ahead.ts';
import { lastYearWritten } from './sentence-period-last-year.ts';
import { AMOUNT_BRACKET, firstPlanYear, labelledAside, periodEnd, resolvePeriod } from './sentence-periods.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigureKey, FigurePeriod } from './types.ts';
import { COLON_BEFORE } from './sentence-period-compared.ts';
import { comparedBare, comparisonsOwn, trailingComparison } from './sentence-period-owned.ts';
import { planChangeYears, stretchChangePeriod } from './sentence-period-plan-change.ts';
import { partComparedAfter } from './sentence-period-compared-part.ts';
import { partOfYearAfter } from './sentence-period-part-year.ts';
import {
  COMPARED_AMOUNT_BEFORE,
  CUMULATIVE,
  INVERTED_CHANGE,
  MOVED_TO,
  RESTATED,
  chainedOn,
  listedWith,
} from './sentence-period-for-words.ts';

/**
 * The period of one amount of a sentence (issue 28): one written right after it, else the nearest
 * before it with no other amount between and no comparison's, else the sentence's or the document's
 * current period; a balance's at the period's end; the first amount of a change a year earlier.
 * Used by sentence-figure.ts and sentence-reader.ts. Pure.
 */
const STOCK_KEYS: ReadonlySet<FigureKey> = new Set(['cash', 'debt', 'headcount']);
/** Words that make the period after them a comparison's ("compared to the third quarter of 2012"). */
export const COMPARISON_BEFORE = new RegExp(
  String.raw`(?:compared (?:to|with)|corrispondente(?: dato)?|corresponding|(?:corresponding|comparable|same) (?:period|quarter) of|versus|\bvs\.?|rispetto(?: (?:a|al|ai|all['’]|agli|alla|alle|allo)\s*(?:(?:risultati|dati|valori|livelli|vendite|ricavi|periodo|${COMPARED_ITEM})(?:\s+(?:di|del|della|dell['’]|dei))?)?)?|in linea (?:con|al)|in line with|a parità di perimetro (?:con|rispetto a)|like[- ]for[- ]like (?:with|compared (?:to|with))|%\s+on|\bsul|${PERCENT_ON}|contro|than|\bover|\bfrom|\bdal(?:l')?|dai|\bahead of|\bbehind|\babove|\bbelow|\b(?:up|down) on|${CHANGE_ON}|\bin (?:più|meno) (?:rispetto )?(?:a|al|allo|del|dello))\s*(?:the\s+|il\s+|lo\s+|i\s+)?(?:fine\s+|(?:prior|previous)\s+)?$`,
  'iu',
);
// (sentence-bullet-period.ts's EXCLUDED_BEFORE says the same of a sentence's opening period within nine words; here an amount's own period
// is left aside at any distance while no comma closes the aside: the nine-word limit, tried here, lost right periods in two sets)
const QUALIFIED_UNTIL = /\b(?:depurat[oa]|al\s+netto|escludendo|excluding|net\s+of)\b[^,;()]*$/iu;
/** Words of a balance expected, not reported: guidance's (sentence-period-guided.ts), a future and a plan's. */
const AHEAD = /(?<![\p{L}])(?:will|sarà|portando|budget|pian[oi])(?![\p{L}])/iu;
const looksAhead = (sentence: string): boolean => GUIDED.test(sentence) || AHEAD.test(sentence);

export interface FoundPeriod {
  readonly period: FigurePeriod | null;
  readonly fromContext: boolean;
  readonly end: number;
  /** The span was read from a plan's horizon year alone ("il piano al 2024"): where it starts is a guess. */
  readonly horizonSpan?: boolean;
  /** The first amount of a change "from X to Y" with no period between: a year before the period found. */
  readonly earlier?: boolean;
  /** The period is a sentence's before it that stated only a period ("Turning to the nine months …"), not this sentence's. */
  readonly leading?: boolean;
}

export function periodFor(
  sentence: string,
  a: { start: number; end: number },
  amounts: readonly { start: number; end: number }[],
  allPeriods: readonly PeriodMention[],
  ctx: PeriodContext,
  key: FigureKey,
  ownerStart = -1,
): FoundPeriod {
  const nextAmount = amounts.find((x) => x.start >= a.end);
  // "$644 million, up 15% sequentially": the adverb says what a change is measured against, not the amount's period
  const periods = allPeriods.filter((p) => !/^sequentially$/iu.test(sentence.slice(p.start, p.end)));
  // "2022: £8.1bn", "FY22: £908.3m": a period right before, with a colon
  const colon = periods.find((p) => p.end <= a.start && COLON_BEFORE.test(sentence.slice(p.end, a.start)));
  // one written right after: "€ 2m in 2024", "1.256 milioni nel primo trimestre 2019", "$771.7 million as of December 31, 2018"
  const afterP = colon ? undefined : periodAfter(sentence, a, periods, nextAmount);
  // "in crescita rispetto al 2021 (469,2 milioni)", "(pari a 8,3 milioni)", "rispetto al primo semestre 2022 (a debito per 3.296 milioni)":
  // the period a bracket's amount is written against
  const bracketed = periods.find(
    (p) =>
      p.start >= 0 &&
      p.end <= a.start &&
      // "rispetto allo stesso periodo dello scorso esercizio rideterminato (98,8 milioni)": a word may qualify the period
      /^\s*(?:(?:rideterminat[oi]|restated|reported|as reported|riesposto)\s*)?\(\s*(?:pari a\s+|equal to\s+|a (?:debito|credito) per\s+)?(?:[$€£]\s*)?$/u.test(
        sentence.slice(p.end, a.start + (sentence[a.start] === '(' ? 1 : 0)),
      ),
  );
  // else the nearest before it with no other amount between, that is not a comparison's ("rispetto al 31 dicembre 2017")
  const beforeP =
    colon ??
    afterP ??
    bracketed ??
    [...periods].reverse().find(
      (p) =>
        !NOW_BEFORE.test(sentence.slice(Math.max(0, a.start - 20), a.start)) &&
        p.end <= a.start &&
        !amounts.some(
          (x) =>
            x !== a &&
            x.start >= p.end &&
            x.end <= a.start &&
            !asideBefore(sentence, x, a) &&
            !listedWith(sentence, x, a) &&
            !chainedOn(sentence, x, amounts, a),
        ) &&
        !asideBefore(sentence, p, a) &&
        // "L'Ebitda depurato dall'effetto dei costi di quotazione sostenuti nel primo trimestre 2022, si attesta a …": the aside's period
        !(p.start >= 0 && QUALIFIED_UNTIL.test(sentence.slice(0, p.start)) && sentence.slice(p.end, a.start).includes(',')) &&
        // "Alex Brodie, who founded the brewery in 2006, … the £2.5m turnover business": a history's year, not the amount's
        !(p.start >= 0 && p.period?.kind === 'year' && historyBefore(sentence, p.start)) &&
        !comparedClauseBefore(sentence, p, a) &&
        !comparisonsOwn(sentence, p, a, amounts) &&
        !trailingComparison(sentence, p, a, amounts) &&
        (p.start < 0 ||
          p.period?.kind === 'span' ||
          !COMPARISON_BEFORE.test(sentence.slice(Math.max(0, p.start - 45), p.start)) ||
          // "compared to fourth quarter 2008 GAAP net loss of $606 million": the comparison's own measure and amount
          (ownerStart >= p.end &&
            ownerStart - p.end <= 20 &&
            !INVERTED_CHANGE.test(sentence.slice(0, p.start)) &&
            // (not "in crescita del 16,4% rispetto a un anno fa a fronte di un ebitda di 16,7 milioni": a measure the words after join on)
            !/[,;:]|\b(?:mentre|while|whereas|and|e|ed|con|with|a\s+fronte)\b/iu.test(sentence.slice(p.end, ownerStart)) &&
            !(sentence.slice(p.end, ownerStart).includes('(') && MOVED_TO.test(sentence.slice(ownerStart, a.start)))) ||
          // "rispetto all'anno precedente, quando il bilancio aveva registrato un attivo di 1,4 milioni": a clause on that period
          /^\s*,\s*(?:when|quando)\b[^.;()]{0,90}$/iu.test(sentence.slice(p.end, a.start)) ||
          // "compared with the prior year of $1.50 billion": the comparison's period introduces its amount
          /^\s*,?\s*(?:of|di|pari a)\s*(?:(?:[$€£]|euro|eur)\s*)?$/iu.test(sentence.slice(p.end, a.start)) ||
          // "from last year's $11.33 million": a possessive period right before the amount is its own
          (p.start >= 0 &&
            /(?:'s|’s)\s*$/u.test(sentence.slice(p.start, a.start)) &&
            /^(?:'s|’s)?\s*$/u.test(sentence.slice(p.end, a.start)))),
    );
  // "218,6 milioni (ai fini della comparazione vanno considerati 207,6 milioni)": a restatement in brackets has the period of the amount before it
  const restates = [...amounts].reverse().find((x) => x.end <= a.start);
  if (!beforeP && restates && /^\s*\([^()]*$/u.test(sentence.slice(restates.end, a.start))) {
    const bracket = sentence.slice(restates.end, sentence.indexOf(')', a.end) + 1 || sentence.length);
    if (RESTATED.test(bracket)) return periodFor(sentence, restates, amounts, periods, ctx, key);
  }
  const mention = beforeP;
  let period = mention
    ? (lastYearWritten(sentence, mention, a, ctx) ??
      periodAhead(sentence, mention, resolvePeriod(mention, sameInYearContext(mention, periods, ctx, sentence)), ctx.current))
    : null;
  // "Il piano al 2024 prevede investimenti per 4,7 miliardi", "cumulative capex of $900 million through 2023": over the plan, not in its last year
  const plan = ctx.plan;
  if (planTarget(sentence, mention, period, key, CUMULATIVE)) period = { kind: 'year', year: (period as { to: number }).to };
  if (mention?.horizon && period?.kind === 'year' && plan?.kind === 'span' && (key === 'capex' || CUMULATIVE.test(sentence))) {
    if (period.year === plan.to) period = plan;
    else if (period.year > plan.from && period.year < plan.to && CUMULATIVE.test(sentence))
      period = { kind: 'span', from: plan.from, to: period.year };
  }
  // "Il piano al 2024 prevede investimenti per 4,7 miliardi" with no span written: from the year after the document's to the horizon
  let horizonSpan = false;
  if (
    mention?.horizon &&
    period?.kind === 'year' &&
    !plan &&
    key === 'capex' &&
    /\bpian[oi]\b|\bplan\b/iu.test(sentence) &&
    (firstPlanYear(ctx) ?? 9999) < period.year
  ) {
    period = { kind: 'span', from: firstPlanYear(ctx) as number, to: period.year };
    horizonSpan = true;
  }
  // "ricavi del primo semestre a 50,2 milioni (45,1 milioni nel 2018)", "Third quarter 2019 net income was $105 million,
  // compared to $163 million in 2018": a year in the amount's own bracket or comparison, in a sentence about a quarter,
  // half or nine months, is that period in that year
  const cur = ctx.current;
  // (not "Net earnings of $X for fiscal 2019 compared to $Y for 2018": the amount's own period before it is a year)
  const ownBefore = [...periods].reverse().find((p) => p.start >= 0 && p.end <= a.start && p.period);
  if (
    period?.kind === 'year' &&
    mention?.period?.kind === 'year' &&
    !mention.horizon &&
    (cur?.kind === 'quarter' || cur?.kind === 'half' || cur?.kind === 'nine_months') &&
    mention.start > a.end &&
    // ("rispetto ai 120 milioni dell'intero esercizio 2013": the whole year is written so)
    !/(?:inter[oa]|full[- ]year|whole|esercizio|annual[e]?)\W*$/iu.test(sentence.slice(Math.max(0, mention.start - 20), mention.start)) &&
    (AMOUNT_BRACKET.test(sentence.slice(Math.max(0, a.start - 20), mention.start)) ||
      (!(ownBefore?.period?.kind === 'year' && ownBefore.period.year > 0) &&
        !periods.some((p) => p.relative === 'last_year' && p.unit === 'year' && p.end <= a.start) &&
        (COMPARED_AMOUNT_BEFORE.test(sentence.slice(Math.max(0, a.start - 40), a.start)) ||
          COMPARED_AMOUNT_NEAR.test(sentence.slice(Math.max(0, a.start - 60), a.start)))))
  )
    period = { ...cur, year: period.year };
  // ("dal 2015 al 2021, con un fatturato cresciuto da 196,49 mln a 482,56 mln": the stretch's first year, then its last)
  const stretch = afterP || colon || bracketed || STOCK_KEYS.has(key) ? null : stretchChangePeriod(sentence, a, amounts, periods);
  if (stretch) period = stretch;
  const fromContext = !period;
  // "Investimenti per oltre 300 milioni … E' quanto prevede il piano strategico 2024-2027": in a plan's text that reports no period,
  // an investment with no period of its own is over the plan
  if (!period && key === 'capex' && !ctx.current && ctx.plan?.kind === 'span') period = ctx.plan;
  // "i soci hanno approvato un bilancio …: 57 milioni di valore della produzione" in a text that names no year: the last year closed
  if (!period && !ctx.current && ACCOUNTS_APPROVED.test(sentence)) period = lastEnded('year', ctx.date);
  if (!period && !STOCK_KEYS.has(key)) period = partComparedAfter(sentence, a, amounts, periods, ctx);
  if (!period) period = ctx.current;
  if (!period) return { period: null, fromContext: true, end: a.end };
  // (a period from the document or a heading line above, never the sentence's own)
  if (fromContext) period = guidedYear(sentence, a, period, periods) ?? forecastYear(sentence, a, period, ctx.date ?? null) ?? period;
  const earlier =
    !stretch &&
    !STOCK_KEYS.has(key) &&
    period.kind !== 'span' &&
    period.kind !== 'date' &&
    // ("€1.6 million a year earlier on turnover that climbed from €25.4 million": a period that looks back is a year before already)
    !(mention?.relative === 'prior_year' || mention?.relative === 'last_year') &&
    earlierOfChange(sentence, a, amounts, periods);
  // ("from €132.55 million to €141.63 million in the 12 months to the end of January 15th this year": a year before the later amount's own period)
  const next = earlier && fromContext ? amounts.find((y) => y.start >= a.end) : undefined;
  const itsOwn = next ? periodFor(sentence, next, amounts, periods, ctx, key) : null;
  const base =
    itsOwn && !itsOwn.fromContext && itsOwn.period && itsOwn.period.kind !== 'span' && itsOwn.period.kind !== 'date'
      ? itsOwn.period
      : period;
  if (earlier && base.kind !== 'span' && base.kind !== 'date') period = withYear(base, base.year - 1);
  const later = !STOCK_KEYS.has(key) && !earlier ? laterOfChange(sentence, a, amounts, periods) : null;
  const its = later ? periodFor(sentence, later, amounts, periods, ctx, key).period : null;
  const reversed = its !== null && its.kind !== 'span' && its.kind !== 'date';
  if (reversed) period = withYear(its, its.year - 1);
  // a plan's path: "… nel 2021 … nel 2023, portando l'Ebitda da 1,4 milioni a 4,7 milioni" runs from the first year to the last
  const own = afterP ?? colon ?? bracketed;
  const from = own ? undefined : earlier ? a : STOCK_KEYS.has(key) ? undefined : changedInto(sentence, a, amounts, periods);
  const path = from ? planChangeYears(periods, from.start, ctx.year) : null;
  if (path) period = earlier ? path.first : path.last;
  const partYear = STOCK_KEYS.has(key) ? null : partOfYearAfter(sentence, a, mention, amounts, periods, ctx);
  if (partYear) period = partYear;
  // "Cash reserves dwindled to £6.2m from £11.1m over the year": in a year's text the earlier balance is the year-end before
  const stockBefore =
    STOCK_KEYS.has(key) &&
    period.kind === 'year' &&
    (earlierOfChange(sentence, a, amounts, periods) || laterOfChange(sentence, a, amounts, periods));
  if (stockBefore && period.kind === 'year') period = { kind: 'year', year: period.year - 1 };
  // "Revenue was $10 million, compared to $8 million", "rispetto ai precedenti -2,8 milioni": a comparison's amount
  // with no period of its own is of the same period a year before
  const bare = !STOCK_KEYS.has(key) && !earlier && !reversed && !afterP && !bracketed && comparedBare(sentence, a, mention);
  if (bare && period.kind !== 'span' && period.kind !== 'date') period = withYear(period, period.year - 1);
  // "£877.6m (2009: £872.4m)" in a text on a half or a quarter: the bracket's bare year labels the same part a year before
  const now = ctx.current;
  const part = now && (now.kind === 'half' || now.kind === 'quarter' || now.kind === 'nine_months') ? now : null;
  if (part && !STOCK_KEYS.has(key) && mention && mention === colon && labelledAside(sentence, mention) && period.kind === 'year')
    if (part.year - 1 === period.year || part.year - 2 === period.year) period = withYear(part, part.year - 1);
  if (STOCK_KEYS.has(key)) {
    // a balance at the end of a fiscal year that closes on 31 July is at 31 July
    // (and so is one at the end of its second half or fourth quarter)
    const atYearEnd =
      period.kind === 'year' ||
      (mention?.yearEnd === true && period.kind === 'date') ||
      (period.kind === 'half' && period.half === 2) ||
      (period.kind === 'quarter' && period.quarter === 4);
    const fiscal = ctx.fiscalEnd && atYearEnd ? ctx.fiscalEnd : null;
    // "Net debt … £537.0m (2009: £605.3m)" in a text on the half ended 31 December 2010: the balance at the same day a year before
    const end = ctx.reportedEnd;
    const sameDayBefore =
      part &&
      mention &&
      mention === colon &&
      labelledAside(sentence, mention) &&
      period.kind === 'year' &&
      end?.kind === 'date' &&
      period.year === end.year - 1;
    if (sameDayBefore) period = withYear(end, end.year - 1);
    else if (fiscal) period = { kind: 'date', year: (period as { year: number }).year, month: fiscal.month, day: fiscal.day };
    else if (period.kind !== 'date' && !(colon !== undefined && mention === colon && period.kind === 'year'))
      period = fiscalPartEnd(period, mention, ctx) ?? periodEnd(period);
    // (not a balance the text expects: "l'indebitamento finanziario atteso a circa 30 milioni" is the year-end's)
    if ((fromContext || (mention !== undefined && mention.start < 0)) && !looksAhead(sentence)) period = balanceDayByDate(period, ctx.date);
  } else if (period.kind === 'date') {
    const cur = ctx.current;
    const d = period;
    const quarter = mention ? quarterOfMonth(d, sentence.slice(Math.max(0, mention.start - 4), mention.start), ctx) : null;
    if (quarter) period = quarter;
    else if (cur && cur.kind !== 'span' && cur.kind !== 'date') {
      const same = { ...cur, year: d.year } as FigurePeriod;
      const e = periodEnd(same);
      // (a flow "al 30 settembre 2012" in a text on the third quarter is the year to that day: a quarter's flow is written as one)
      if (e.kind === 'date' && e.month === d.month && e.day === d.day && cur.kind !== 'quarter') period = same;
      else period = flowAtDay(d, ctx.fiscalEnd);
      // ("La perdita di gruppo al 30 giugno 2021" in a text on accounts closed at that day: the fiscal year's flow)
    } else period = flowAtDay(d, ctx.fiscalEnd);
  }
  return {
    period,
    fromContext,
    end: afterP && mention === afterP ? afterP.end : a.end,
    ...(horizonSpan ? { horizonSpan } : {}),
    ...(earlier || reversed ? { earlier: true } : {}),
    ...(mention?.start === -1 ? { leading: true } : {}),
  };
}
