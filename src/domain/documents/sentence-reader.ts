import type { NumberLanguage } from './numbers.ts';
import { sentenceAmounts } from './sentence-amounts.ts';
import type { SentenceAmount } from './sentence-amounts.ts';
import { findMentions } from './sentence-mentions.ts';
import type { Mention } from './sentence-mentions.ts';
import { findPeriods, resolvePeriod } from './sentence-periods.ts';
import { COMPARISON_BEFORE, figureOf } from './sentence-figure.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { SentenceDocument, SentenceFigure } from './sentence-figure.ts';

export type { SentenceDocument, SentenceFigure } from './sentence-figure.ts';
export { splitSentences } from './sentence-split.ts';
export { sentenceDocument } from './sentence-document.ts';
import { joinedLines, plainApostrophes, splitSentences } from './sentence-split.ts';
import { headcountFigures } from './sentence-headcount-figures.ts';
import { inBrackets } from './sentence-figure-context.ts';
import { SHARE_BEFORE } from './sentence-effects.ts';
import { moneyAmounts } from './sentence-money.ts';
import { paragraphOrdinals, withOrdinals } from './sentence-fiscal-quarter.ts';
import type { Ordinal } from './sentence-fiscal-quarter.ts';
import { YEARS_THEN_AMOUNTS, withRespectivePeriods } from './sentence-respectively.ts';
import { textCompany, unitCompanys } from './sentence-unit-company.ts';
import { signFits } from './sentence-keys.ts';
import { withQuarterAndPart } from './sentence-respectively-parts.ts';
import { bulletPeriod, isBullet } from './sentence-bullet-period.ts';
import { summaryPeriod } from './sentence-period-summary.ts';
import { unitLine } from './sentence-label-lines.ts';
import { withoutEventDays } from './sentence-period-event.ts';
import { periodAhead } from './sentence-period-ahead.ts';
import { withoutBareBeforeNamed } from './sentence-period-named.ts';
import { acrossAside, closedBefore, measureNamedAfter, ownerOf, samePeriodOf } from './sentence-owners.ts';
import { countsThings, oneNote, tooSmallForAFigure } from './sentence-amount-size.ts';
import { namesAnother } from './sentence-not-owned.ts';
import { segmentCarried } from './sentence-segment-topic.ts';
import { standingIn } from './sentence-stand-in.ts';
import { improvedFromLoss } from './sentence-amount-sign.ts';
import { comparedTwins, reportingDay } from './sentence-twins.ts';
import { CONSENSUS_LEAD } from './sentence-consensus.ts';
import { opensOnDateline } from './document-date-text.ts';
import type { FigurePeriod } from './types.ts';
import { periodLabel } from './types.ts';
import { openersOf } from './sentence-reader-openers.ts';
import { finished } from './sentence-reader-finish.ts';
import { RANKING, groupAmount } from './sentence-ranking-groups.ts';
import { rankedOwner, rankingMeasure } from './sentence-ranking-slots.ts';
import { statedScale } from './sentence-document-scale.ts';
import {
  COMPARES_ON,
  companysLoan,
  keyCarried,
  shareOfItsTotal,
  SHARE_OF_TOTAL,
  notSought,
  planAhead,
  comparedOwner,
  ADJUSTED_BASIS,
  BREAKDOWN,
  otherProfitNamed,
} from './sentence-reader-words.ts';
import {
  GUIDANCE,
  MARGIN_TALK,
  OPENS_AT,
  STOCK,
  beforeReported,
  namesReported,
  headingsOf,
  stillToCome,
  sectionHeading,
} from './sentence-heading.ts';

/**
 * The sentence reader (issue 28): every key figure a sentence states, with its period, sign and
 * marks, in English and Italian. Each amount is tied to its own measure (the nearest one before it,
 * or the one it names: "$4 million in revenues", "4,7 miliardi di investimenti", "rispettivamente")
 * and its own period (one written right after it, else the nearest before it with no other amount
 * between, else the document's current period). Amounts of other measures (EBIT, free cash flow,
 * dividends, per-share values, analysts' estimates), changes ("an increase of $2.2 million") and
 * percentages are not figures. Pure. Figures stated in the sentences of a text (a page): offsets and quotes refer to `text`;
 * `doc` is what the whole document says (see `sentenceDocument`).
 */
const STORY_BREAK = /\n[ \t]*\*{2,3}[ \t]*\n/u;

export function readSentences(text: string, lang: NumberLanguage, doc: SentenceDocument): SentenceFigure[] {
  // typographic apostrophes read as plain ones ("dell’esercizio", "l’utile"); one character for one, so offsets
  // hold and each quote is taken back from the text as written
  // and a wrapped line's break read as a space ("net\nincome")
  const plain = joinedLines(plainApostrophes(text));
  // (a revenue, an investment, cash or a count below zero is a misreading: "negativo di 9,1 milioni … sul valore della produzione")
  const figures = readPlain(plain, lang, doc).filter((f) => signFits(f.key, f.value, f.quote));
  return plain === text ? figures : figures.map((f) => ({ ...f, quote: text.slice(f.start, f.start + f.quote.length) }));
}

function readPlain(text: string, lang: NumberLanguage, doc: SentenceDocument): SentenceFigure[] {
  const out: SentenceFigure[] = [];
  const company = lang === 'en' ? textCompany(text) : null;
  let carried: Mention | null = null;
  let carriedFor = 0;
  let previousKey: Mention | null = null;
  let previousSubject: Mention | null = null;
  let headingPeriod: PeriodMention | null = null;
  let headingLine = false;
  let topic: FigurePeriod | null = null;
  let section: FigurePeriod | null = null; // a section's heading on a line of its own (sentence-heading.ts sectionHeading)
  let listPeriod: PeriodMention | null = null;
  let lastEnd = 0;
  let ordinals: Ordinal[] = [];
  let fiscalQuarter: FigurePeriod | null = null;
  let preview = false; // an analysts' consensus preview, from the sentence that says so
  const stated = statedScale(text); // "($ in thousands except per share amounts)"
  const ranking = RANKING.test(text); // a text that ranks companies (sentence-ranking-groups.ts)
  let rankingKey: Mention | null = null; // the measure such a ranking goes by so far
  const standIns: SentenceFigure[] = []; // figures that stand in for the company's only where it has none (sentence-stand-in.ts)
  const stories = STORY_BREAK.test(text); // ("Canaccord … first quarter …\n\nNet income … \n\n**\n\nChorus …")
  for (const s of splitSentences(text)) {
    const sentence = text.slice(s.start, s.end);
    const mentions = segmentCarried(text, s.start, sentence, findMentions(sentence));
    const unitScale = stated && s.start >= stated.after ? stated.factor : 1;
    const amounts = improvedFromLoss(sentence, sentenceAmounts(sentence, lang, unitScale));
    preview ||= CONSENSUS_LEAD.test(sentence);
    if (s.start === 0 || /\n\s*\n/.test(text.slice(Math.max(0, lastEnd - 1), s.start))) {
      ordinals = paragraphOrdinals(text, s.start);
      fiscalQuarter = null;
    }
    const found = withOrdinals(withoutEventDays(withoutBareBeforeNamed(findPeriods(sentence), sentence), sentence), s.start, ordinals);
    // "SAN DIEGO, Feb. 17 /PRNewswire/ -- … announced revenues of $4.7 million": the dateline's day is the release's, no figure's
    const own = opensOnDateline(sentence.trimStart()) && found[0]?.period?.kind === 'date' ? found.slice(1) : found;
    // the fiscal quarter the paragraph reports: "the third quarter of last year" is a year before it
    const named = own.find((p) => p.endsOn && p.endsIn);
    if (named) fiscalQuarter = resolvePeriod(named, doc.context) ?? fiscalQuarter;
    // "Turning to the nine months ending September 30, 2023. We reported revenues of $842 million": a
    // sentence that only states a period gives it to the next one that states none
    const heading = headingPeriod ? resolvePeriod(headingPeriod, doc.context) : null;
    // "That compared with a loss of $770,691 on sales of $511,301 a year earlier.": the sentence's one year-ago period is all its amounts'
    const yearAgo = COMPARES_ON.test(sentence) && own.length === 1 && /^(?:prior_year|last_year)$/u.test(own[0]?.relative ?? '');
    // "• Adjusted EBITDA of $475.8 million, up 3.6%." after "• Revenues of $3,038.8 million for fiscal 2019": the list's period
    const inList = listPeriod && own.length === 0 && isBullet(sentence) ? listPeriod : null;
    listPeriod = bulletPeriod(sentence, own, listPeriod, amounts[1]?.start ?? sentence.length, amounts.length);
    const lead = heading && headingPeriod ? headingPeriod : yearAgo ? (own[0] as PeriodMention) : inList;
    const periods = lead ? [{ ...lead, start: -1, end: -1 }, ...own] : own;
    // a new paragraph: its own topic (in a round-up of stories set apart by a line of asterisks, a new story's)
    const gap = text.slice(Math.max(0, lastEnd - 1), s.start);
    if (/\n\s*\n/.test(gap) && (!stories || STORY_BREAK.test(gap))) topic = null;
    lastEnd = s.end;
    const outer: PeriodContext = {
      ...doc.context,
      current: heading ?? topic ?? section ?? doc.context.current,
      ...(fiscalQuarter ? { reported: fiscalQuarter } : {}),
    };
    // a sentence that opens on its period ("Nel solo quarto trimestre, …") sets the topic of the ones that follow
    // and is the period of its own amounts that have none closer ("L'Ebitda dell'intero esercizio … a 88 milioni (…), l'utile netto a 31 milioni")
    // ("Netflix added 5.9 million subscribers during the second quarter of 2023, …": a count of things first is no money; up to a rate)
    const countFirst = amounts[0] !== undefined && countsThings(sentence, amounts[0]);
    const firstMoney = countFirst
      ? Math.min(amounts.find((a) => !countsThings(sentence, a))?.start ?? sentence.length, sentence.search(/%|per ?cent|$/u))
      : (amounts[0]?.start ?? sentence.length);
    // a sentence of ratios and no amounts ("corrisponde al 34,5% del fatturato dei nove mesi") sets no topic
    const ratios = amounts.length === 0 && (sentence.includes('%') || MARGIN_TALK.test(sentence));
    const openers = ratios ? [] : openersOf(sentence, own, firstMoney, amounts.length === 0);
    // ("nonostante il 2017 si annunci altrettanto buono …, per Fedrigoni il 2016 è un anno storico", no amount: the year the text reports)
    const opening = (amounts.length === 0 && openers.find((p) => namesReported(doc, p))) || summaryPeriod(sentence, own) || openers[0];
    // "For the first quarter, the company expects …" after a release on the fourth: the next first quarter
    const opened = opening ? periodAhead(sentence, opening, resolvePeriod(opening, outer), outer.current) : null;
    // "During the third quarter last year, GM earned …": a year-ago period is its own sentence's, not the paragraph's topic
    const toCome = (p: PeriodMention) => amounts.length === 0 && stillToCome(p, doc, sentence);
    const ahead = opening !== undefined && toCome(opening);
    // ("i risultati del piano al 2015": a plan's horizon is its own sentence's, never the topic of the ones after)
    // ("• Raised 2016 full year guidance for Adjusted EBITDA." names the year a forecast is for, not the topic of the results after it)
    const forecastOnly = amounts.length === 0 && GUIDANCE.test(sentence);
    if (opened && !opening?.back && !opening?.horizon && !ahead && !forecastOnly && !beforeReported(doc, opened, amounts.length === 0))
      topic = opened;
    // ("ordini fino al 2027 … 1,2 miliardi per l'anno in corso": a horizon is no current year of a sentence naming the year under way)
    const ctx: PeriodContext = {
      ...outer,
      current: (opening?.horizon && own.some((p) => p.relative === 'current_year') ? null : opened) ?? outer.current,
    };
    const sentenceDoc = { ...doc, context: ctx };
    // "As of March 31, 2024, the company had cash of $45 million and total debt of $120 million": the date the sentence opens on is its balances'
    const balancesAt = own.find((p) => p.period?.kind === 'date' && p.period.year > 0 && OPENS_AT.test(sentence.slice(0, p.start)));
    const stockDoc = balancesAt?.period ? { ...doc, context: { ...ctx, current: balancesAt.period } } : sentenceDoc;
    // ("Release of 09.02.2016", "Nov 23 Netcare Ltd :" on its own line: the day the text was published, its year written or not,
    // is its dateline, no heading for the lines below)
    const published = (p: PeriodMention) => p.period?.kind === 'date' && periodLabel(resolvePeriod(p, doc.context)) === doc.context.date;
    // ("… gruppo che fa capo alla famiglia che nel 1967 fondò la prima fabbrica …" in a text of 2018, "HY FY1920" read as 1920 in one of
    // 2020: a year long before a dated text's own is its history, no heading for the sentences after it)
    const longPast = (p: PeriodMention) =>
      amounts.length === 0 && !!doc.context.date && p.period?.kind === 'year' && p.period.year < (doc.context.year ?? 0) - 3;
    const heads = headingsOf(sentence, found, (p) => toCome(p) || longPast(p)).filter((p) => !published(p));
    const sectionHead = sectionHeading(text, s.start, s.end, heads, amounts.length);
    // (a day alone on its line is a dateline, not a section)
    const sectionPeriod = sectionHead ? resolvePeriod(sectionHead, doc.context) : null;
    if (sectionPeriod && sectionPeriod.kind !== 'date') section = sectionPeriod;
    // a sentence of ratios is no heading either
    // a heading on its own line keeps its period for the list of lines below it that state none ("Risultati al 31 marzo
    // 2023" / "Ricavi: …" / "EBITDA: …"), up to a blank line
    const bullet = /^\s*[-•·–]\s/u.test(sentence);
    const endsLine = /\n\s*$/u.test(sentence) || (bullet && /^[ \t]*\n/u.test(text.slice(s.end, s.end + 4)));
    const line = endsLine && sentence.trim().length <= (bullet ? 300 : 150) && !/\n\s*\n/u.test(sentence);
    // "- EBITDA pari a 10,9 milioni (rispetto agli 11,5 milioni dei primi sei mesi del 2024);": a bullet whose periods are
    // all comparisons' or asides' still lists under the heading
    const asides =
      bullet && own.every((p) => inBrackets(sentence, p) || COMPARISON_BEFORE.test(sentence.slice(Math.max(0, p.start - 30), p.start)));
    const listed: PeriodMention | null = headingPeriod && headingLine && line && (own.length === 0 || asides) ? headingPeriod : null;
    // ("Net debt at the year end" over its amount: a row's label, its day the balance's, not a heading for what follows)
    // ("Guidance for the June 2020 year" on its own line over bullets: the year of the forecasts listed)
    const guidanceList = line && !bullet && isBullet(text.slice(s.end));
    const labelOfBalance = heads.every((p) => p.period?.kind === 'date' || p.yearEnd) && mentions.some((m) => m.key !== null);
    const head = heads.filter((p) => p.period?.kind !== 'date').at(-1) ?? heads.at(-1);
    headingPeriod =
      head &&
      amounts.length === 0 &&
      !ratios &&
      !labelOfBalance &&
      !(forecastOnly && !guidanceList && (bullet || planAhead(sentence, head, doc.context)))
        ? head
        : listed;
    headingLine = listed ? headingLine : line;
    // a label on its own line ("Revenue", then "£1,000.3m" below) owns the amounts of the next lines
    // "… net earnings of $10.6 million. This is compared to $12.8 million, …": the previous sentence's measure
    // "Nei primi nove mesi si attestano a 581,2 milioni", "Al netto delle partite straordinarie la voce … a 8.794 milioni": it still speaks of it
    // ("l'indebitamento … cifra in 476,9 milioni, a seguito di 24 milioni di investimenti. Al lordo dei derivati, la voce è pari a 499
    // milioni": "la voce" is the previous sentence's subject, not the last measure it names)
    const compares = mentions.length === 0 ? comparedOwner(sentence, previousKey, previousSubject) : null;
    const owners =
      mentions.length === 0 && carried && carriedFor < 3
        ? [{ ...carried, start: -1, end: -1 }]
        : compares
          ? [{ ...compares, start: -1, end: -1, adjusted: compares.adjusted || ADJUSTED_BASIS.test(sentence) }]
          : mentions;
    previousKey = keyCarried(sentence, mentions, compares);
    previousSubject = mentions.find((m) => m.key !== null) ?? null;
    if (mentions.length > 0) {
      const last = mentions[mentions.length - 1] as Mention;
      const labelLike = amounts.length === 0 && sentence.trim().split(/\s+/).length <= 6 && last.key !== null;
      carried = labelLike ? last : null;
      carriedFor = 0;
    } else if (!unitLine(sentence, amounts.length)) carriedFor++;
    const respectively = /rispettivamente|respectively/iu.test(sentence) || YEARS_THEN_AMOUNTS.test(sentence);
    const money = moneyAmounts(sentence, amounts, preview);
    const profitElsewhere = otherProfitNamed(sentence, mentions);
    const here: SentenceFigure[] = [];
    const amountOf = new Map<SentenceFigure, SentenceAmount>();
    let lastOwned: { a: SentenceAmount; owner: Mention } | null = null;
    let rankedEnd = -1;
    money.forEach((a, index) => {
      const candidates = owners
        .filter((m) => m.key !== 'headcount' && !closedBefore(sentence, m, a) && !(m.trailing && m.start < a.end))
        // a loan, like a narrow word, owns the first amount after it, not a fund named further on ("rientra nella provvista da 1 miliardo")
        .filter((m) => !(m.narrow || m.facility) || !amounts.some((b) => b.start >= m.end && b.end <= a.start))
        .map((m) => (m.loose && profitElsewhere ? { ...m, key: null } : m));
      const found = ownerOf(sentence, a, candidates, money, respectively, amounts);
      const across =
        lastOwned &&
        found !== lastOwned.owner &&
        (!found || found.start > lastOwned.a.end) &&
        !(found === null && measureNamedAfter(sentence, a, candidates)) && // ("compared to $307,000 of operating income and …")
        acrossAside(sentence.slice(lastOwned.a.end, a.start));
      // ("Fca Italy in quarta posizione con 21,9 mld": a ranking's place, its measure the ranking's; sentence-ranking-slots.ts)
      const ranked =
        ranking && !found && !across ? rankedOwner(sentence, a, rankedEnd, rankingMeasure(sentence, mentions, a.start, rankingKey)) : null;
      if (ranked) rankedEnd = a.end;
      const owner = across && lastOwned ? lastOwned.owner : (found ?? ranked);
      if (!owner || owner.key === null) return;
      if (lastOwned?.owner === owner && BREAKDOWN.test(sentence.slice(lastOwned.a.end, a.start))) return; // its parts
      lastOwned = { a, owner };
      if (tooSmallForAFigure(a) || countsThings(sentence, a) || oneNote(sentence, a) || groupAmount(sentence, a, ranking)) return;
      if (owner.key === 'funding_sought' && notSought(sentence, a.start, a.end)) return;
      if (owner.facility && !companysLoan(sentence, text.slice(s.end, s.end + 400), owner, a.start)) return;
      if (owner.start >= 0 && shareOfItsTotal(sentence.slice(a.end, a.end + 60), sentence.slice(owner.start, owner.end))) return;
      // a revenue that is a share of the total is a part of it (a margin after an EBITDA or a profit is not)
      if (owner.key === 'revenue' && SHARE_OF_TOTAL.test(sentence.slice(a.end, a.end + 40))) return;
      if (owner.key === 'revenue' && SHARE_BEFORE.test(sentence.slice(Math.max(0, a.start - 60), a.start))) return;
      if (namesAnother(sentence, a, owner) || unitCompanys(sentence, owner.start, company)) return;
      const fig = figureOf(sentence, s.start, a, index, owner, money, periods, STOCK.has(owner.key) ? stockDoc : sentenceDoc);
      if (fig && owner.standIn) standIns.push(standingIn(fig, owner.standIn));
      else if (fig) here.push(fig);
      if (fig) amountOf.set(fig, a);
    });
    // one key, one period, two values in a sentence ("grew from € 1.2m to € 2.5m"): which is it? both, for the reviewer
    const placed = respectively
      ? withQuarterAndPart(withRespectivePeriods(here, sentence), sentence)
      : comparedTwins(here, amountOf, sentence, periods, (m) => resolvePeriod(m, ctx), doc.context.date ?? null, reportingDay(ctx));
    for (const f of placed) {
      const twin = placed.some((g) => g !== f && g.key === f.key && g.value !== f.value && samePeriodOf(g, f));
      out.push(
        twin ? { ...f, confidence: Math.min(f.confidence, 0.5), reason: [f.reason, 'same_period_twice'].filter(Boolean).join(',') } : f,
      );
    }
    out.push(...headcountFigures(sentence, s.start, lang, amounts, periods, stockDoc.context));
    if (ranking) rankingKey = rankingMeasure(sentence, mentions, sentence.length, rankingKey);
  }
  return finished(text, lang, doc, out, standIns);
}
