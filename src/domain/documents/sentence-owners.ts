import type { SentenceAmount } from './sentence-amounts.ts';
import { matchingClose } from './sentence-brackets.ts';
import type { SentenceFigure } from './sentence-figure.ts';
import type { Mention } from './sentence-mentions.ts';
import { listedGroup, listedIndex } from './sentence-listed.ts';
import { withSharedHead } from './sentence-listed-shared.ts';

/**
 * Which measure owns each amount of a sentence, and which proposals of a page are one figure (issue
 * 28): the parts of the sentence reader that look at mentions and proposals, not at periods. Pure.
 */
const STOCKS = new Set(['cash', 'debt', 'headcount']);
/** How sure a figure's period is: written on it (2), a period fit for its key (1: a date for a balance, else not a date). */
function periodRank(f: SentenceFigure): number {
  const own = !/period_from_document|no_period/.test(f.reason ?? '') ? 2 : 0;
  const fits = f.period !== null && (f.period.kind === 'date') === STOCKS.has(f.key) ? 1 : 0;
  return own + fits;
}

/**
 * A headline restated in its paragraph ("Revenue of $12.3 million" and, below, "revenue for the quarter
 * was $12.3 million"): the same key, value and marks on a page with two periods is one figure, kept
 * with the surer period. Two periods both written on the amounts stay two figures.
 */
export function withoutRestatements(figs: readonly SentenceFigure[]): SentenceFigure[] {
  const sameMarks = (a: SentenceFigure, b: SentenceFigure) =>
    !!a.marks.adjusted === !!b.marks.adjusted && !!a.marks.net === !!b.marks.net && a.marks.high === b.marks.high;
  return figs.filter(
    (f) =>
      !figs.some(
        (g) =>
          g !== f &&
          g.key === f.key &&
          g.value === f.value &&
          sameMarks(g, f) &&
          JSON.stringify(g.period) !== JSON.stringify(f.period) &&
          periodRank(g) > periodRank(f) &&
          periodRank(f) < 3,
      ),
  );
}

/** A mention inside brackets that close before the amount ("(al netto dell'impatto dell'IFRS 16) si è attestato a …"). */
/** ("The bank's net profits, including $9.6 million in merger charges and one-time securities transactions, rose to $401.3 million": a
 * measure inside an aside between commas that opens on "including" or "excluding" owns nothing after the aside closes.) */
const ASIDE_OPENS = /^,\s*(?:including|excluding|inclusive\s+of|comprensiv[oaie]\s+d|inclus[oaie]|esclus[oaie]|compres[oaie])(?![\p{L}])/iu;
function inCommaAside(sentence: string, m: Mention, a: SentenceAmount): boolean {
  const open = sentence.lastIndexOf(',', m.start);
  if (open < 0 || !ASIDE_OPENS.test(sentence.slice(open, m.start))) return false;
  const close = sentence.indexOf(',', m.end);
  return close >= 0 && close < a.start;
}

export function closedBefore(sentence: string, m: Mention, a: SentenceAmount): boolean {
  if (m.start < 0) return false;
  if (inCommaAside(sentence, m, a)) return true;
  const open = sentence.lastIndexOf('(', m.start);
  if (open < 0 || sentence.lastIndexOf(')', m.start) > open) return false;
  const close = matchingClose(sentence, open);
  // "L'(Utile Operativo) è stato di 8,9 milioni" (a page that lost the word before the bracket), "Earnings before interest, tax,
  // depreciation and amortization ("EBITDA") increased …" (a definition's short name, quoted): a name filling its brackets is the label
  const bare = (x: string) => !x.replace(/["“”'‘’]/gu, '').trim();
  if (close >= 0 && bare(sentence.slice(open + 1, m.start)) && bare(sentence.slice(m.end, close))) return false;
  return close >= m.end && close < a.start;
}

export function samePeriodOf(a: SentenceFigure, b: SentenceFigure): boolean {
  return (
    JSON.stringify(a.period) === JSON.stringify(b.period) && !!a.marks.adjusted === !!b.marks.adjusted && !!a.marks.net === !!b.marks.net
  );
}

const INVERTED_LEAD =
  /^\s*(?:[\p{Lu}\d\s,.'’-]{0,40}[-–—:]\s*)?(?:(?:nel|nell['’]\s*esercizio|in)\s+(?:19|20)\d\d,?\s+)?(?:in\s+(?:crescita|calo|aumento|rialzo|ribasso|flessione|diminuzione)|ammonta(?:no)?|chiude|chiudono|sal(?:e|gono)|scend(?:e|ono)|cresc(?:e|ono)|raggiung(?:e|ono)|si attest(?:a|ano)|tocca(?:no)?|arriva(?:no)?|sfiora(?:no)?|supera(?:no)?|(?:negativ|positiv)[oaie]\s+per|(?:diminuisc|aument|cal|migliora|peggiora|scend|sal|cresc)\p{L}*(?:\s+(?:invece|ancora|anche|quindi))?\s+da(?:\s+[\d.,]+(?:\s+(?:milioni|miliardi|mln|mld))?\s+a)?)\s+(?:a|ad|i|gli|quota)?\s*(?:(?:circa|oltre|quasi)\s+)?(?:(?:€|EUR)\s*)?$/iu;
// ("Diminuiscono invece da 223 a 102 milioni gli utili": the first amount of the change reaches its measure past the second)
const INVERTED_AFTER =
  /^\s*(?:a\s+[\d.,]+\s*(?:milioni|miliardi|mln|mld)?\s*)?(?:di\s+euro|euro)?\s*(?:,\s*[^,]{2,30},)?\s*(?:il|i|la|le|lo|gli|l['’])\s*/iu;

const FRONTED_LEAD = /^\W*(?:at|con)\s*(?:(?:about|around|almost|nearly|circa|oltre|quasi)\s+)?(?:(?:US\$|[$€£])\s*)?$/iu;
const FRONTED_AFTER = /^\s*(?:di\s+euro|euro)?\s*,\s*(?:the\s+|its\s+|our\s+|il\s+|i\s+|la\s+|le\s+|gli\s+|l['’]\s*)?/iu;

const CHANGED_TO_AFTER = /^\s*(?:di\s+euro)?\s*(?:il|lo|la|i|gli|le|l['’])\s*/iu;

/** Only a period's words between an amount and the measure written after it ("a $(198,000) fourth quarter operating loss"). */
const PERIOD_WORDS_BETWEEN =
  /^[ \t]+(?:(?:first|second|third|fourth|full|fiscal|quarter|quarterly|half|years?|annual|one|two|four|five|seven|eight|nine|ten|fifteen|twenty|thirty|six|three|twelve|months?|[1-4]Q|Q[1-4]|\d{1,2}(?=-year|-month|[ \t]years?\b))(?:[ \t]+|-))*$/iu;
/** "a P700-million, seven-year, syndicated term loan", "a €48m, five-year, capital investment programme": a term set off by commas;
 * "a $7 million, 75,000-square-foot factory": a size after one. */
const LOAN_TERM =
  /^,[ \t]+(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)-(?:year|month),|[\d,.]+(?:-(?:square-foot|square-metre|sq-ft|acre|hectare|bed|room|megawatt|mw)|\s?(?:sq\.?\s?ft\.?|square\s+f(?:oo|ee)t|square\s+metres?)))[ \t]+$/iu;
/**
 * The measure an amount names right after it: "$4 million in revenues", "4,7 miliardi di investimenti", "$30.1 million in cash and
 * cash equivalents", "un balzo del 17,2% a 21,1 milioni dell'utile netto" (Italian "del/dell'/della/dei" too), "as compared with
 * $3.4 million operating loss and $5.8 million net loss" (written right after). A measure of no key ("$307,000 of operating
 * income") is returned too: the amount is that measure's, no other's.
 */
/** ("a GBP 30 million (USD 50 million) loan", "a new $30 million (€27 million) manufacturing facility": the amount restated in brackets stands between) */
function withoutRestatement(between: string): string {
  return between.replace(
    /^\s*\(\s*(?:~|c\.|about|approx\.?|some)?\s*(?:[A-Z]{1,3}\s?\$|[$€£¥₹]|[A-Z]{3}\s?)[\d.,]+\s*(?:million|billion|bn|mn|m|crores?)?\s*\)(?=[ \t])/u,
    '',
  );
}

export function measureNamedAfter(sentence: string, a: SentenceAmount, mentions: readonly Mention[]): Mention | null {
  // ("logged 2.11 billion yen ($14.22 million) in net loss": the amount restated in brackets stands between)
  const written = sentence.slice(a.end, a.end + 80);
  const skipped = written.length - withoutRestatement(written).length;
  const after = sentence.slice(a.end + skipped, a.end + skipped + 40);
  // ("289 milioni di euro a livello Ebitda, … e 202,5 milioni a livello di Ebit": the level of a measure)
  const named =
    /^\s*(?:(?:[\p{L}\s]{0,30}\s)?towards?|in|of|as(?!\p{L})|di|dell['’]|della|delle|degli|dei|del|de|d['’]|a\s+livello(?:\s+(?:di|del|della|dell['’]))?)\s*(?:(?:\p{L}+|total)\s+){0,2}/iu.exec(
      after,
    );
  if (named) {
    const at = a.end + skipped + named[0].length;
    const m = mentions.find((x) => x.start === at || (x.start > a.end && x.start <= at));
    if (m) return m;
  }
  // ("compared to a $(198,000) fourth quarter operating loss": a period's words may stand between, and so may a loan's term: "a
  // PHP700-million seven-year syndicated term loan", or a raise's basis: "£10m (gross) raised through a placing")
  return (
    mentions.find(
      (x) =>
        x.start > a.end &&
        (PERIOD_WORDS_BETWEEN.test(withoutRestatement(sentence.slice(a.end, x.start))) ||
          ((x.facility === true || x.trailing === true) &&
            (LOAN_TERM.test(sentence.slice(a.end, x.start)) || /^[ \t]+\((?:gross|net)\)[ \t]+$/iu.test(sentence.slice(a.end, x.start))))),
    ) ?? null
  );
}

export function ownerOf(
  sentence: string,
  a: SentenceAmount,
  mentions: readonly Mention[],
  money: readonly SentenceAmount[],
  respectively: boolean,
  all?: readonly SentenceAmount[],
): Mention | null {
  const afterIt = measureNamedAfter(sentence, a, mentions);
  // ("2015 Turnover £900,000 EBITDA -£34,000": a label right before the amount owns it, not the next label after it)
  const labelled = mentions.find(
    (m) => m.key !== null && !m.loose && m.end <= a.start && /^[ \t]*:?[ \t]*$/u.test(sentence.slice(m.end, a.start)),
  );
  if (
    afterIt &&
    labelled &&
    afterIt.key !== labelled.key &&
    !afterIt.trailing &&
    !afterIt.facility &&
    !afterIt.negative &&
    /^[ \t]+$/u.test(sentence.slice(a.end, afterIt.start))
  )
    return labelled;
  if (afterIt) return afterIt.key !== null ? afterIt : null; // "$5.0 million in marketable securities": another measure's
  // "In rialzo del 3,3% a 234,4 milioni il margine operativo lordo e del 5,2% a 129,9 milioni l'utile operativo": a change's level,
  // then its measure with its article
  if (/\d\s?%\s+a\s*(?:€\s*)?$/u.test(sentence.slice(Math.max(0, a.start - 12), a.start))) {
    const lead = CHANGED_TO_AFTER.exec(sentence.slice(a.end, a.end + 30));
    const m = lead && mentions.find((x) => x.start === a.end + lead[0].length);
    if (m) return m.key !== null ? m : null;
  }
  const before = mentions.filter((m) => m.end <= a.start);
  // "Ammontano a 2 miliardi di euro, nel 2017, i ricavi di Lavazza", "Chiude a 157 milioni il fatturato 2023": an Italian
  // sentence that opens on the verb and the amount names its measure after them
  if (before.length === 0 && INVERTED_LEAD.test(sentence.slice(0, a.start))) {
    const lead = INVERTED_AFTER.exec(sentence.slice(a.end, a.end + 60));
    const m = lead && mentions.find((x) => x.start === a.end + lead[0].length);
    if (m) return m.key !== null ? m : null;
  }
  // "(213 milioni il fatturato 2016, +11% …)", "Ferlano: 50 milioni il fatturato del 2015": an amount that opens a bracket or a
  // clause after a colon, then its measure with its article
  if (/(?:^|[(:])\s*(?:(?:circa|oltre|quasi)\s+)?(?:€\s*)?$/u.test(sentence.slice(Math.max(0, a.start - 12), a.start))) {
    const lead = /^\s*(?:di\s+euro\s+|euro\s+)?(?:il|i|la|l['’])\s*/iu.exec(sentence.slice(a.end, a.end + 20));
    const m = lead && mentions.find((x) => x.start === a.end + lead[0].length);
    if (m && m.key !== null) return m;
  }
  // "At €609 million, sales in the third quarter were …", "Con 609 milioni, i ricavi del trimestre …": an amount the sentence opens on,
  // then its measure after a comma
  if (before.length === 0 && FRONTED_LEAD.test(sentence.slice(0, a.start))) {
    const lead = FRONTED_AFTER.exec(sentence.slice(a.end, a.end + 40));
    const m = lead && mentions.find((x) => x.start === a.end + lead[0].length);
    if (m) return m.key !== null ? m : null;
  }
  if (respectively) {
    // "Ebitda ed Ebit salgono rispettivamente … a 219,2 milioni e … a 123,6 milioni"
    const firstAmount = money[0] as SentenceAmount;
    // "operating and net losses were $8.8 million and $9.9 million, respectively": two measures, one head noun
    const group = withSharedHead(sentence, listedGroup(sentence, mentions, firstAmount.start));
    // the list nearest before the amount ("ricavi … a 356 milioni, mentre Ebitda ed Ebit sono cresciuti rispettivamente …")
    const near = withSharedHead(sentence, listedGroup(sentence, mentions, a.start));
    for (const list of all ? [near, group] : []) {
      const at = listedIndex(sentence, a, all as readonly SentenceAmount[], list, mentions);
      if (at !== null) return list[at] as Mention;
    }
    const idx = money.indexOf(a);
    if (group.length >= 2 && idx < group.length) return group[idx] as Mention;
  }
  return before[before.length - 1] ?? null;
}

/** "$7.1 million, or 8.7 percent of revenue, up 14 percent from $6.2 million", "$2.5 million, with EPS of $0.13, compared to
 * $2.1 million", "$11.6 million or 9.6% of revenues compared to $7.8 million" (a share of revenue with no commas): the comparison's
 * amount is the measure's of the amount before the aside, not the aside's. */
const ACROSS_ASIDE =
  /^(?:\s*,\s*(?:or|with)\b[^;]*?,|\s+or\s+[\d.,]+\s?(?:%|percent|per\s?cent)\s+of\s+(?:total\s+|net\s+)?(?:revenues?|sales))\s*(?:(?:up|down|an?\s+(?:increase|decrease|decline|rise)|increas\w+|decreas\w+)\b[^,;$€£]*?)?(?:compared (?:to|with)|versus|\bvs\.?|\bfrom)\s*(?:an?\s+)?(?:[$€£]\s*)?$/iu;
export function acrossAside(between: string): boolean {
  return ACROSS_ASIDE.test(between);
}
