import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * "results for the fourth quarter and full year ended December 31, 2019", "fourth quarter and fiscal
 * 2019", "i risultati del quarto trimestre e dell'esercizio 2019": a quarter or half written without
 * its year and joined by "and" to the year it ends is that year's (issue 28). Pure; used by
 * sentence-period-patterns.ts after the closing dates are read.
 */
const JOINED_YEAR =
  /^\s+(?:and|e)\s+(?:the\s+|dell'|l'|dell'intero\s+|l'intero\s+)?(?:(?:full|fiscal|financial)[\s-]+(?:year\b(?:\s+(?:ended|ending)\s+(?:on\s+)?)?)?|esercizio\s+|anno\s+)?$/iu;

export function withJoinedYears(text: string, kept: readonly PeriodMention[]): PeriodMention[] {
  return kept.map((a, i) => {
    const p = a.period;
    if (!p || (p.kind !== 'quarter' && p.kind !== 'half') || p.year !== 0 || a.back) return a;
    // the next mention with a year: "full year" itself is a relative one, passed over
    const rest = kept.slice(i + 1).filter((b) => b.start - a.end <= 50);
    const b = rest.find((x) => x.period && x.period.kind !== 'span' && x.period.year > 0);
    if (!b?.period || b.period.kind === 'span') return a;
    const between = text.slice(a.end, b.start);
    const bare = between.replace(/\bfull[\s-]+year\b/iu, 'full ');
    if (!JOINED_YEAR.test(between) && !JOINED_YEAR.test(bare)) return a;
    // a year-end day names its year; a year ended on another day names its (fiscal) year
    const d = b.period;
    if (d.kind === 'date' && !(d.month === 12 && d.day === 31)) return a;
    const year = b.closesOn ? d.year + b.closesOn.back : d.year;
    return { ...a, period: { ...p, year } };
  });
}

/** "first-quarter financial results for fiscal year 2025", "second quarter results of fiscal 2024": the quarter of that year, one mention (and
 * "il quarto trimestre, invece, nel 2011"). */
const RESULTS_FOR = /^[\s-]+(?:(?:financial|operating)\s+)?results\s+(?:for|of)\s+(?:the\s+|its\s+)?$/iu;
/** "per quanto riguarda il quarto trimestre, invece, nel 2011 gli utili …": the quarter, an aside, then its year. */
const ASIDE_THEN_YEAR = /^\s*,\s*(?:invece|però|poi|inoltre|instead|however|though)\s*,\s*(?:nel|in)\s+$/iu;

/**
 * "Second quarter net earnings attributable to Ferlano in 2020 were …", "compared to second quarter operating income in 2021 of …": a
 * part written without its year, the measure, then the year, is that part of the year.
 */
const PART_MEASURE_IN =
  /^[\s-]+(?:(?:net|total|gross|operating|adjusted|consolidated|reported)\s+)*(?:earnings|revenues?|sales|income|profits?|loss(?:es)?|ebitda)(?:\s+attributable\s+to\s+(?:the\s+)?\p{Lu}[\w&.'-]*(?:\s+\p{Lu}[\w&.'-]*){0,3})?\s+in\s+$/iu;

/** "the first quarter (Q1) of fiscal year (FY) 2023/2024": the part, its short name, then the fiscal year written as its two years. */
const OF_FISCAL_YEAR = /^\s*(?:\((?:Q[1-4]|[1-4]Q|H[12]|[1-9]M)\)\s*)?of\s+(?:the\s+)?(?:fiscal|financial)\s+year\s*(?:\(FY\)\s*)?$/iu;

export function withResultsOfYear(text: string, kept: readonly PeriodMention[]): PeriodMention[] {
  const out: PeriodMention[] = [];
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i] as PeriodMention;
    // (the short name in brackets may be a mention of its own: passed over)
    const skip = kept[i + 1] && kept[i + 2] && /^\s*\($/u.test(text.slice(a.end, kept[i + 1]?.start)) ? 1 : 0;
    const c = kept[i + 1 + skip];
    if (
      c?.period?.kind === 'year' &&
      c.period.year > 0 &&
      a.period &&
      (a.period.kind === 'quarter' || a.period.kind === 'half' || a.period.kind === 'nine_months') &&
      a.period.year === 0 &&
      OF_FISCAL_YEAR.test(text.slice(a.end, c.start))
    ) {
      out.push({ ...a, end: c.end, period: { ...a.period, year: c.period.year } });
      i += 1 + skip;
      continue;
    }
    const b = kept[i + 1];
    // "the prior year's second quarter", "last year's fourth quarter": that part, a year before the one reported
    const part = b?.period && b.period.kind !== 'span' && b.period.kind !== 'year' && b.period.kind !== 'date' && b.period.year === 0;
    if (b && part && (a.relative === 'prior_year' || a.relative === 'last_year') && /^(?:'s)?\s+$/u.test(text.slice(a.end, b.start))) {
      out.push({ ...b, start: a.start, back: 1, priorPart: true });
      i++;
      continue;
    }
    const p = a.period;
    const y = b?.period?.kind === 'year' && b.period.year > 0 && !b.closesOn ? b.period.year : 0;
    if (
      b &&
      y &&
      p &&
      (p.kind === 'quarter' || p.kind === 'half') &&
      p.year === 0 &&
      !a.back &&
      (RESULTS_FOR.test(text.slice(a.end, b.start)) || ASIDE_THEN_YEAR.test(text.slice(a.end, b.start)))
    ) {
      out.push({ ...a, end: b.end, period: { ...p, year: y } });
      i++;
    } else if (
      b &&
      y &&
      p &&
      p.kind !== 'span' &&
      p.kind !== 'year' &&
      p.year === 0 &&
      !a.back &&
      PART_MEASURE_IN.test(text.slice(a.end, b.start))
    ) {
      out.push(a, { ...b, period: { ...p, year: y } });
      i++;
    } else out.push(a);
  }
  return out;
}

/** "già nel 2018 incorreva in perdite di 64 mln e l'anno successivo l'utile (di 2,5 mln)": the year after the one the sentence named. */
const FOLLOWING_YEAR = /(?<![\p{L}])(?:(?:l|nell|dell|all)'\s*)?(?:anno|esercizio)\s+successivo(?!\s+(?:a|al|alla|all'|ai)(?![\p{L}]))/giu;

export function withFollowingYear(text: string, kept: readonly PeriodMention[]): PeriodMention[] {
  const added: PeriodMention[] = [];
  for (const m of text.matchAll(FOLLOWING_YEAR)) {
    const start = m.index;
    const end = start + m[0].length;
    if (kept.some((p) => p.start < end && p.end > start)) continue;
    const before = kept.filter((p) => p.end <= start && p.period?.kind === 'year' && p.period.year > 0).at(-1);
    if (!before?.period || before.period.kind !== 'year' || /[.;!?](?:\s|$)/u.test(text.slice(before.end, start))) continue;
    added.push({ start, end, period: { kind: 'year', year: before.period.year + 1 } });
  }
  return added.length ? [...kept, ...added].sort((a, b) => a.start - b.start) : [...kept];
}

/** "primo semestre 2018/2019", "Q3 2020-21": a part of a fiscal year over two calendar years, named by the year it ends in. */
export function overTwoYears(text: string, p: PeriodMention): PeriodMention {
  const part = p.period;
  if (!part || (part.kind !== 'half' && part.kind !== 'quarter' && part.kind !== 'nine_months') || part.year === 0) return p;
  const next = /^[/–-]((?:19|20)?\d\d)(?![\d/.,]\d|\d)/u.exec(text.slice(p.end));
  if (!next || Number(next[1]) % 100 !== (part.year + 1) % 100) return p;
  return { ...p, end: p.end + next[0].length, period: { ...part, year: part.year + 1 } };
}
