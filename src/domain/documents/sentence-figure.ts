import { belowZero } from './sentence-amounts.ts';
import type { SentenceAmount } from './sentence-amounts.ts';
import type { Mention } from './sentence-mentions.ts';
import { periodFor } from './sentence-period-for.ts';
import { resolvePeriod } from './sentence-periods.ts';
import { sinceSpan } from './sentence-period-since.ts';
import { PROJECT_FINANCED } from './sentence-reader-words.ts';
import type { PeriodContext, PeriodMention } from './sentence-periods.ts';
import type { FigureKey, FigureMarks, FigurePeriod } from './types.ts';

export { COMPARISON_BEFORE, periodFor } from './sentence-period-for.ts';

/**
 * One amount of a sentence made a figure (issue 28): its period (one written right after it, else the
 * nearest before it with no other amount between, else the document's current period), its sign, marks,
 * currency, confidence and the reasons for a lower one, and its quote. Pure; used by sentence-reader.ts.
 */
export interface SentenceFigure {
  readonly key: FigureKey;
  readonly value: number;
  readonly currency: string | null;
  readonly period: FigurePeriod | null;
  readonly marks: FigureMarks;
  readonly confidence: number;
  readonly reason?: string;
  readonly quote: string;
  readonly start: number;
}

/**
 * The date a document's periods were read against, and where it came from (ADR 0107): the uploader's
 * statement, the text's dateline or publication line, the day after the period the text announces,
 * the file's metadata or its upload day.
 */
export interface DocumentDating {
  /** ISO day. */
  readonly date: string;
  readonly source: 'stated' | 'dateline' | 'published' | 'period' | 'metadata' | 'upload';
}

export interface SentenceDocument {
  readonly context: PeriodContext;
  /** Which date the periods were read against; null when neither the text, the file nor the uploader gives one. */
  readonly dated?: DocumentDating | null;
  /** A currency the document states for all its figures, or the one it writes most. */
  readonly currency: string | null;
  readonly currencyStated: boolean;
  /** What a bare "$" means when not the US dollar (sentence-currency-code.ts, `documentDollar`). */
  readonly dollar?: string | null;
  /** What "Ps." means when not the Mexican peso (sentence-currency-code.ts, `documentPeso`). */
  readonly peso?: string | null;
  /** The text writes no year: every period's year comes from the file's metadata date or its upload day (ADR 0055). */
  readonly yearFrom?: 'metadata' | 'upload';
}

const NO_PERIOD_KEYS: ReadonlySet<FigureKey> = new Set(['tam', 'sam', 'som', 'funding_sought']);
/** "Escludendo l'impatto dell'IFRS 16, l'Ebitda …", "excluding items": the figure that follows is adjusted. */
const ADJUSTING =
  /escludendo|excluding|esclusi|al netto d|depurat[oa] d|senza considerare|a cambi costanti|at constant (?:currency|exchange)/iu;

/** "dal rosso di 8,2 milioni", "a fronte di una perdita di 3 milioni": the amount of a loss. */
const LOSS_NAMED_BEFORE = /\b(?:rosso|perdita|passivo|disavanzo)\s+(?:netto\s+|netta\s+)?(?:di|per|pari a)\s*(?:circa\s+)?(?:€\s?)?$/iu;
/** "(4,3 milioni di euro l'utile netto al 31 marzo 2008)": an amount followed by its own name as a profit. */
const PROFIT_NAMED_AFTER = /^\s*(?:di\s+)?(?:euro\s+)?l['’]utile\b/iu;
/** "pari a 70,8 milioni di euro in disponibilità nette": a net financial position named as net cash after its amount. */
const NET_CASH_AFTER = /^\s*(?:di\s+)?(?:euro\s+)?(?:in|di)\s+(?:disponibilità|liquidità|cassa)\s+nett[ae]\b/iu;

const WAS_LOSS =
  /\b(?:(?:was|were|is)\s+(?:a|an)\s+(?:net\s+)?loss|(?:è|è stat[oa]|risulta(?:t[oa])?)\s+(?:una|un)\s+(?:perdita|deficit|rosso))\b[^\d;$€£]{0,70}$/iu;

const PROJECT_INVESTMENT =
  /\b(?:will|would|to)\s+(?:require|invest|cost)\b|\bcapital\s+costs?\b|\bcapex\s+plans?\b|\bcapital\s+expenditure\s+plans?\b|\bto\s+be\s+incurred\b|\binvestir(?:à|anno)\b|\bprevede\s+(?:di\s+investire|un\s+investimento)|\bl['’]investimento\s+(?:complessivo|previsto|totale)\b|\b(?:is|are)\s+investing\b|\bprevist[oa]\s+un\s+investimento\b|\b(?:new|nuov[oaie])\s+(?:[\p{L}-]+\s+){0,2}?(?:plant|factory|facility|mill|warehouse|stabiliment[oi]|impiant[oi]|magazzin[oi]|sito\s+produttivo|polo\s+produttivo|production\s+line|assembly\s+line)\b|\b(?:expansion|ampliamento)\b|\b(?:initial|sustaining|pre-?production)\s+capital\b/iu;

/** A project study's economics: its yearly figures, and its investment, are a project's, at steady state or over its life. */
const PROJECT_STUDY = /\b(?:[Ss]teady[\s-]state|[Ll]ife[\s-]of[\s-](?:mine|project)|LOM|[Pp]ayback|NPV|IRR|[Nn]et\s+present\s+value)\b/u;

/** The owner names one investment ("investimento", "investment", not "capital investment") or what an amount builds. */
function oneInvestment(sentence: string, owner: Mention): boolean {
  if (owner.trailing) return true;
  // ("… to a plant six times the size at a cost of around £2.5m", "to acquire … land … for RM7.6mil": what one build or one plot costs;
  // "by investing £25m into its headquarters", "the toolmakers invested £2.8m in setting up …": what one build takes)
  if (
    /^(?:(?:for|at)\s+an?\s+(?:\p{L}+\s+)?(?:cost|outlay|investment)\s+of|land|investing|invested|investe|investendo|(?:just\s+)?spen[dt]|(?:is|are|was|were|has\s+been|have\s+been|will\s+be)\s+investing)$/iu.test(
      sentence.slice(owner.start, owner.end),
    )
  )
    return true;
  const words = sentence.slice(Math.max(0, owner.start - 9), owner.end);
  return /(?<!capital\s+)\b(?:investment|investimento)$/iu.test(words);
}

export function figureOf(
  sentence: string,
  offset: number,
  a: SentenceAmount,
  _index: number,
  owner: Mention,
  money: readonly SentenceAmount[],
  periods: readonly PeriodMention[],
  doc: SentenceDocument,
): SentenceFigure | null {
  const key = owner.key as FigureKey;
  const reasons: string[] = [];
  let confidence = 1;
  let period: FigurePeriod | null;
  let quoteEnd = a.end;
  if (!NO_PERIOD_KEYS.has(key) && !owner.facility && !owner.issue) {
    const found = periodFor(sentence, a, money, periods, doc.context, key, owner.start);
    period = found.period;
    quoteEnd = Math.max(quoteEnd, found.end);
    if (found.earlier) {
      confidence = Math.min(confidence, 0.85);
      reasons.push('earlier_of_change');
    }
    if (found.horizonSpan) {
      confidence = Math.min(confidence, 0.8);
      reasons.push('span_from_plan_horizon');
    }
    if (period && doc.yearFrom) {
      confidence = Math.min(confidence, doc.yearFrom === 'metadata' ? 0.85 : 0.7);
      reasons.push(doc.yearFrom === 'metadata' ? 'year_from_file_date' : 'year_from_upload_date');
    }
    // "the project would require a capital investment of A$28-million", "will invest ₹75 crore in a new plant": a project's or a
    // plan's investment with no year of its own is no figure of the period the text reports
    if (found.fromContext && key === 'capex' && PROJECT_INVESTMENT.test(sentence)) period = null;
    // "un investimento di oltre 24 milioni di euro", "a £60 million investment", "a €150 million … facility": one investment,
    // a project's, is no figure of the year the text reports; a plan's span it is written in stays ("investimento di 135 milioni")
    if ((found.fromContext || found.leading) && key === 'capex' && period?.kind !== 'span' && oneInvestment(sentence, owner)) period = null;
    // ("Estimated steady-state annual EBITDA of $324m" beside a project's NPV and payback): a study's yearly figure has no year of its own
    if (found.fromContext && PROJECT_STUDY.test(sentence)) period = null;
    // ("As of March 10, the project was estimated to require some $64-million"): an investment is no balance at a day
    if (key === 'capex' && period?.kind === 'date') period = null;
    // ("Since 2003, Heathrow has invested £11 billion": the span from that year to the document's)
    const since = key === 'capex' ? sinceSpan(sentence, a, periods, doc.context, period, found.fromContext === true) : null;
    if (since) period = since;
    if (found.fromContext) {
      confidence = Math.min(confidence, 0.85);
      reasons.push(period ? 'period_from_document' : 'no_period');
    }
  } else {
    const after = periods.find((p) => p.start >= a.end && p.start - a.end <= 12 && p.period);
    period = after ? resolvePeriod(after, doc.context) : null;
    if (after) quoteEnd = after.end;
  }
  // ("US$80 million loan … for the rehabilitation of the … hydro plants": a project's debt, no balance at a day)
  // (a company's own facility or loan obtained, "closed a new $275 million credit facility": its debt at the amount signed, ADR 0098;
  // a project named only in the next sentence reads as the company's here, which the reviewer sees in the quote)
  if (owner.facility) {
    confidence = Math.min(confidence, 0.85);
    reasons.push(PROJECT_FINANCED.test(sentence) ? 'project_facility' : 'company_facility');
  }
  let value = a.value;
  let high = a.high;
  const between = sentence.slice(owner.end > 0 ? owner.end : 0, a.start);
  // "Positiva la Pfn … per 17,5 milioni", "Positiva la Pfn ante Ifrs 16 per 26,1 milioni": a positive net financial position
  // written before its name is net cash too, and so is a later amount of it ("… dai 17,5 milioni del 31 dicembre") unless
  // its own sign is written ("era negativa per 4,4 milioni a fine 2022")
  const positiveBefore =
    owner.start > 0 &&
    !/negativ/iu.test(between) &&
    /\bpositiv[oa]\s+(?:è\s+)?(?:la|il|l')\s*$/iu.test(sentence.slice(Math.max(0, owner.start - 20), owner.start));
  // ("è positiva per 4,1 milioni rispetto a negativi 18,2 milioni del 31 dicembre 2015": the earlier position's own sign is written)
  const writtenNegative =
    key === 'debt' &&
    owner.net &&
    /\bnegativ[oaie]\s+(?:(?:di|per|a|pari a)\s+)?(?:[$€£]\s?)?$/iu.test(sentence.slice(Math.max(0, a.start - 20), a.start));
  const netCash =
    !writtenNegative &&
    (owner.netCash ||
      (owner.net &&
        (/positiv[oa]|saldo attivo|\battiv[oa]\s+(?:per|di|pari\s+a)\s|net cash|cash positive/iu.test(between) ||
          // ("è attiva per 21,1 milioni": a position in credit is net cash as well)
          // ("in risalita da un passivo di 28,6 a un attivo di 39 milioni": the position's own word before its amount)
          /\b(?:un|in)\s+attivo\s+(?:di|per|pari\s+a)\s*(?:€\s?)?$/iu.test(sentence.slice(Math.max(0, a.start - 25), a.start)) ||
          positiveBefore ||
          // "pari a 70,8 milioni di euro in disponibilità nette": net cash written after the amount
          (key === 'debt' && NET_CASH_AFTER.test(sentence.slice(a.end, a.end + 40))))));
  // ("Passa in rosso l'Ebitda a 12,9 milioni da un dato positivo di 34,3 milioni": the earlier amount's own sign is written)
  // (and so is "a net loss of $30.8 million, which compares to the net gain of $21.2 million": a gain, a profit, an "utile")
  const writtenPositive =
    /\bpositiv[oa]\s+(?:(?:e\s+)?pari\s+a|di|per|a)\s*(?:[$€£]\s?)?$|\b(?:net\s+)?(?:gain|profit|income|earnings)\s+of\s+(?:US\$|[$€£])?\s?$|\butile\s+(?:netto\s+)?(?:di|pari a|per)\s*(?:€\s?)?$/iu.test(
      sentence.slice(Math.max(0, a.start - 25), a.start),
    ) || PROFIT_NAMED_AFTER.test(sentence.slice(a.end, a.end + 30));
  // "L'Ebitda riduce il deficit del 25% a 1,2 milioni", "EBITDA narrowed its loss to $3 million": the measure named as a deficit
  const deficitNamed =
    /^(?:[^,.;\d]{0,40}?\s)?\s*(?:ha\s+|has\s+)?(?:riduce|riducono|ridotto|dimezza|dimezzano|dimezzato|contiene|contengono|contenuto|reduces|reduce|reduced|narrows|narrow|narrowed|cuts|cut|trims|trim|trimmed|halves|halve|halved)\s+(?:il\s+(?:proprio\s+)?|la\s+(?:propria\s+)?|its\s+|the\s+)(?:deficit|perdita|rosso|loss)\b/iu.test(
      between,
    );
  // "positivo per 10,6 milioni, dal rosso di 8,2 milioni di un anno prima": an amount written as a loss is below zero
  // ("Adjusted EBITDA £2,451k loss (2022: £2,780k loss)": or named a loss right after it)
  const lossNamed =
    (key === 'net_income' || key === 'ebitda') &&
    (LOSS_NAMED_BEFORE.test(sentence.slice(Math.max(0, a.start - 30), a.start)) ||
      /^\s*loss(?![-\p{L}])/iu.test(sentence.slice(a.end, a.end + 8)));
  // ("the net result … for the half year ended 31 December 2009 was a loss after tax and minority interest for the period of $11.9
  // million": the result named, then said to be a loss before its amount)
  const wasLoss = (key === 'net_income' || key === 'ebitda') && WAS_LOSS.test(between);
  if (((owner.negative || deficitNamed || lossNamed || wasLoss) && !writtenPositive) || netCash) {
    ({ value, high } = belowZero(value, high));
  } else if (key === 'debt' && owner.net && (writtenNegative || /negativ[oaie]/iu.test(between))) value = Math.abs(value);
  // "Posizione Finanziaria Netta pari a -17.5mln": in Italian reporting a minus on the net financial position is net debt
  else if (key === 'debt' && owner.signedAsDebt && value < 0) value = Math.abs(value);
  if (key === 'capex') value = Math.abs(value);
  // ("$10 million" in a text stating Canadian dollars, "$370m" in an ASX release: the document's dollar, with its reason; "Ps." in a
  // text on an Argentine company: its peso)
  const documents =
    a.currency === 'USD' && /^\(?\s?\$/u.test(sentence.slice(a.start, a.start + 3))
      ? doc.dollar
      : a.currency === 'MXN' && /^\(?\s?Ps/u.test(sentence.slice(a.start, a.start + 4))
        ? doc.peso
        : null;
  const currency = documents ?? a.currency ?? doc.currency;
  if (!a.currency || documents) {
    confidence = Math.min(confidence, doc.currencyStated ? 0.95 : 0.9);
    reasons.push(doc.currencyStated ? 'currency_stated_for_document' : currency ? 'currency_from_document' : 'no_currency');
  }
  if (owner.loose) {
    confidence = Math.min(confidence, 0.8);
    reasons.push('loose_word');
  }
  if (owner.start >= 0 && a.start - owner.end > 90) {
    confidence = Math.min(confidence, 0.75);
    reasons.push('far_from_key');
  }
  const marks: FigureMarks = {
    ...(a.approximate ? { approximate: true } : {}),
    ...(owner.adjusted || (owner.start > 0 && ADJUSTING.test(sentence.slice(Math.max(0, owner.start - 60), owner.start)))
      ? { adjusted: true }
      : {}),
    ...(owner.net ? { net: true } : {}),
    ...(high !== undefined ? { high } : {}),
  };
  const quoteStart = owner.start >= 0 ? Math.min(owner.start, a.start) : a.start;
  const quote = sentence.slice(quoteStart, Math.max(quoteEnd, owner.end)).trim();
  return {
    key,
    value,
    currency,
    period,
    marks,
    confidence,
    ...(reasons.length ? { reason: reasons.join(',') } : {}),
    quote,
    start: offset + quoteStart,
  };
}
