import { KEY_PHRASES } from './sentence-keys.ts';
import { dividedWhole, holdingsFigure, openingPart, ownLineAfter, partRevenue, qualifiedPart } from './sentence-segment.ts';
import { parentsFigure } from './sentence-parent.ts';
import { anotherCompanys } from './sentence-other-company.ts';
import { LOOSE } from './sentence-mentions-loose.ts';
import { MORE_OTHER_MEASURES, OTHER_MEASURES } from './sentence-other-measures.ts';
import { asEffects, looseOfOther, withoutCauses } from './sentence-causes.ts';
import { unglued } from './sentence-gaps.ts';
import { withApostropheAccents } from './sentence-accents.ts';

import type { Mention } from './sentence-mention.ts';
import { CURRENCY_AHEAD } from './sentence-amount-pattern.ts';

/** "target of $20 million", "target by 31 percent to VND14 trillion": a measure's target with its amount after it. */
const TARGET_AMOUNT_AFTER = new RegExp(
  String.raw`^\s+targets?\s+(?:(?:by|of)\s+[\d.,]+\s*(?:%|per\s?cent|percent)\s+)?(?:of|to|at|is|was)\s+(?:about\s+|approximately\s+|around\s+)?${CURRENCY_AHEAD}\s?\d`,
  'iu',
);
import { netPositionAsCash } from './sentence-net-position.ts';
import {
  QUALIFYING,
  NOT_AFTER,
  RESULTS,
  AMOUNT_RIGHT_BEFORE,
  TO_COMMON,
  NOT_BEFORE,
  RANKED_BY,
  RATIO_OF_BEFORE,
  RATIO_THEN_COMPARED,
  ASIDE_BEFORE,
  COMPRISING_BEFORE,
  QUALIFYING_WITH,
  CONTRIBUTION_TO,
  PART_NAMED_BEFORE,
  PART_NAMED_AFTER,
  LINE_NAMED_AFTER,
  SEGMENT_SUBJECT,
  GROUP_WIDE,
  DIVISION_LABEL,
  SALES_IN,
  CHANGE_OF,
  CHANGE_AMOUNT,
  LOSS_OF_BEFORE,
  LOSS_COMPARED_BEFORE,
  SWUNG_TO,
} from './sentence-mention-context.ts';

export type { Mention } from './sentence-mention.ts';

const L = String.raw`(?<![\p{L}\d&])`;
const R = String.raw`(?![\p{L}\d&])`;
// a footnote mark glued to the name ("EBITDA1 pari a 23,4 milioni") is part of the mention
const COMPILED = KEY_PHRASES.map((p) => ({
  ...p,
  rx: new RegExp(`${L}(?:${withApostropheAccents(p.re)})(?:[1-9¹²³](?![\\d.,]))?${R}`, 'giu'),
}));
// a footnote's digit may follow another measure's name too ("underlying EBIT1 up by 125%")
const OTHER = new RegExp(`${L}(?:${withApostropheAccents(`${MORE_OTHER_MEASURES}|${OTHER_MEASURES}`)})(?:[1-9¹²³](?![\\d.,]))?${R}`, 'giu');
/** The opening of a UK-style comparison bracket, a period and a colon: "(H1 2019: ", "(2019: ", "(FY23: ". */
const COMPARED_BRACKET_OPEN = /\(\s*[^():]{0,10}?(?:(?:19|20)\d\d|\b[HQ][1-4]\s*'?\d\d|\bFY\s*'?\d\d)\s*:\s*$/iu;
const COMPARED_TO_A = /\b(?:compared\s+(?:to|with)|versus|vs\.?|against)\s+an?\s+$/iu;

/** Measures named in a text, earliest first, overlapping ones resolved to the longest. */
export function findMentions(raw: string): Mention[] {
  const text = unglued(raw.replace(/[’‘]/gu, "'")); // "giro d’affari": one code unit for another, offsets stay the text's
  const all: Mention[] = [];
  const IN_RED_BEFORE =
    /\b(?:pass(?:a|ano|at[oa])|va|vanno|finisc(?:e|ono)|chiud(?:e|ono)|torn(?:a|ano)|scivol(?:a|ano))\s+in\s+rosso\s+(?:anche\s+)?(?:il\s+|lo\s+|la\s+|l')?$/iu;
  for (const p of COMPILED) {
    p.rx.lastIndex = 0;
    for (let m = p.rx.exec(text); m; m = p.rx.exec(text)) {
      const short = /^(?:tam|sam|som|mol|pfn|pat|nfp|arr)$/i.test(m[0]);
      // "sam" the name, "mol" and "pat" the words: only the acronyms ("PAT", profit after tax) ("Pfn" and "Mol" too, as the Italian press writes them)
      // ("il mol è stato di 11 milioni": the lower-case acronym after an article is the measure)
      // ("mol a 10,6 milioni": or right before its amount, as a list of results writes it)
      const articled =
        /^mol$/iu.test(m[0]) &&
        (/(?:^|[^\p{L}])(?:il|del|dal|al|nel|sul|la|della|dalla|alla|nella|sulla)\s+$/iu.test(
          text.slice(Math.max(0, m.index - 8), m.index),
        ) ||
          /^\s+(?:a|di|pari\s+a)\s+(?:€\s?)?\d/u.test(text.slice(m.index + 3, m.index + 20)));
      if (short && m[0] !== m[0].toUpperCase() && m[0] !== 'Pfn' && m[0] !== 'Mol' && !articled) continue;
      all.push({
        start: m.index,
        end: m.index + m[0].length,
        key: p.key,
        adjusted: !!p.adjusted,
        net: !!p.net,
        // ("Passa in rosso anche l'Ebitda a 12,9 milioni": a result that turned red is below zero)
        negative:
          !!p.negative ||
          ((p.key === 'ebitda' || p.key === 'net_income') && IN_RED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))),
        netCash: !!p.netCash,
        ...(p.key === 'debt' && /posizione finanziaria|pfn|nfp/iu.test(m[0]) ? { signedAsDebt: true } : {}),
        ...(p.trailing ? { trailing: true } : {}),
        ...(p.facility ? { facility: true } : {}),
        ...(p.issue ? { issue: true } : {}),
        ...(p.standIn ? { standIn: p.standIn } : {}),
        loose: false,
      });
    }
  }
  for (const p of LOOSE) {
    p.rx.lastIndex = 0;
    for (let m = p.rx.exec(text); m; m = p.rx.exec(text)) {
      all.push({
        start: m.index,
        end: m.index + m[0].length,
        key: 'net_income',
        adjusted: false,
        net: false,
        negative: p.negative,
        netCash: false,
        loose: true,
        ...('narrow' in p ? { narrow: true } : {}),
      });
    }
  }
  OTHER.lastIndex = 0;
  for (let m = OTHER.exec(text); m; m = OTHER.exec(text)) {
    // "EBITDA ante costi di start-up", "escludendo l'impatto dell'IFRS 16": a qualifier of the measure, not another one
    // (a discontinued operations' result stays its own measure: "al netto della perdita da attività cessate pari a X")
    // (nor one that names its own amount: "al netto dell'impatto di 16 milioni")
    const ownAmount = /^\s*(?:di|of|pari a|per)\s*[$€£]?\s?\d/iu.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16));
    const lead = text.slice(Math.max(0, m.index - 48), m.index);
    // ("la Pfn ante Ifrs 16 per 26,1 milioni", "EBITDA before IFRS 16 of $X": the amount is the measure's before the standard)
    const beforeStandard = /\b(?:ante|before|pre)\s+$/iu.test(lead) && /^ifrs\s?16$/iu.test(m[0]);
    if ((QUALIFYING.test(lead) || QUALIFYING_WITH.test(lead)) && !/cessat|discontinued/iu.test(m[0]) && (!ownAmount || beforeStandard))
      continue;
    // ("Non-GAAP net income, which excluded share-based compensation expenses, was US$38.6 million": what the measure leaves out, no amount)
    if (!ownAmount && /,\s*(?:which|that)\s+(?:excluded|excludes?|excluding)\s+(?:[\p{L}-]+\s+){0,4}$/iu.test(lead)) continue;
    all.push({
      start: m.index,
      end: m.index + m[0].length,
      key: null,
      adjusted: false,
      net: false,
      negative: false,
      netCash: false,
      loose: false,
    });
  }
  // longest first at the same start; a key phrase beats another measure of the same length
  all.sort((a, b) => a.start - b.start || b.end - a.end || (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0));
  const kept: Mention[] = [];
  for (const m of all) {
    const prev = kept[kept.length - 1];
    if (prev && m.start < prev.end) {
      // a longer overlapping mention that starts later ("net cash flow" over "net cash") replaces it
      if (m.end > prev.end && m.end - m.start > prev.end - prev.start) kept[kept.length - 1] = m;
      continue;
    }
    kept.push(m);
  }
  const merged: Mention[] = [];
  for (const m of kept) {
    const prev = merged[merged.length - 1];
    // "total addressable market (TAM)", "margine operativo lordo (EBITDA)": one mention, from its first words
    if (prev && prev.key !== null && prev.key === m.key && /^\s*\(\s*$/.test(text.slice(prev.end, m.start))) {
      const close = text.slice(m.end, m.end + 2).indexOf(')');
      merged[merged.length - 1] = { ...prev, end: close >= 0 ? m.end + close + 1 : m.end, adjusted: prev.adjusted || m.adjusted };
      continue;
    }
    merged.push(m);
  }
  // "Recurring EBITDA, a key earnings metric, for the first half …": an apposition that names the kind of measure is no mention
  const found = looseOfOther(text, asEffects(text, withoutCauses(text, merged))).filter(
    (m) => !(m.loose && /^\s*(?:metrics?|measures?|gauges?|indicators?|indicator[ei])\b/iu.test(text.slice(m.end, m.end + 15))),
  );
  // ("net income attributable to non-controlling interests", "… minority interests": the minorities' share)
  const minorities = (m: Mention) =>
    /^\s*(?:attributable\s+to\s+)?(?:non-?controlling|minority)\s+interests?/iu.test(text.slice(m.end, m.end + 50));
  // (the key's own phrase may say it: "net loss attributable to common stockholders")
  const toCommon = (m: Mention) =>
    TO_COMMON.test(text.slice(m.end, m.end + 45)) || / to (?:the )?(?:common|holders)/iu.test(text.slice(m.start, m.end));
  // "corrispondente al 4,6% dei ricavi, rispetto ai 4,4 milioni", "$(18.7) million or (21.1)% of revenue, compared to $(14.3) million or
  // (26.6)% of revenue a year ago", "al netto della quota di utile degli azionisti di minoranza, è stato
  // positivo per 26,1 milioni": a ratio's denominator or a share set aside names no amount; the measure before keeps its own
  // (a change may come between: "pari al 15,3% del fatturato, crescendo del 39% rispetto ai 5,37 milioni", "…, up 12% from $4.1 million")
  const aside = (m: Mention) =>
    ASIDE_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start)) ||
    (RATIO_OF_BEFORE.test(text.slice(Math.max(0, m.start - 20), m.start)) && RATIO_THEN_COMPARED.test(text.slice(m.end, m.end + 70))) ||
    // ("la posizione finanziaria netta comprensiva dell'acquisizione del book è pari a 2.307 milioni": what the measure takes in)
    (m.key === null && COMPRISING_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)));
  // "L'EBITDA (cioè l'utile prima degli interessi …) passa da …": a bracket that defines the measure before it names none of its own
  const defining = (m: Mention) => {
    const open = text.lastIndexOf('(', m.start);
    if (open < 0 || m.start - open > 160 || text.slice(open, m.start).includes(')')) return false;
    return (
      /^\(\s*(?:cioè|cioe'|ovvero|ossia|vale a dire|i\.\s?e\.|that is)(?![\p{L}])/iu.test(text.slice(open, m.start)) &&
      found.some((o) => o.key !== null && o.end <= open && /^\s*$/u.test(text.slice(o.end, open)))
    );
  };
  return found
    .filter((m) => !aside(m) && !defining(m))
    .map((m, i, kept) => {
      // "l'Ebitda ha riportato una perdita di 2,2 milioni", "l'Ebit ha evidenziato un rosso di 12,7 milioni": the loss of the
      // measure named before it, below zero
      const prev = kept[i - 1];
      if (
        prev &&
        m.negative &&
        /^(?:perdit|loss|rosso|deficit)/iu.test(text.slice(m.start, m.end)) &&
        (LOSS_OF_BEFORE.test(text.slice(prev.end, m.start)) ||
          // (not a loss the text calls net: "… quando si registrava una perdita netta di X" is the net income's)
          (LOSS_COMPARED_BEFORE.test(text.slice(prev.end, m.start)) &&
            !/(?<![\p{L}])(?:nett[ao]|net)(?![\p{L}])/iu.test(text.slice(m.start, m.end))))
      )
        return { ...m, key: prev.key, adjusted: prev.adjusted, net: prev.net, loose: false };
      // "l'Ebitda passa da una perdita di 1,5 milioni … ad un utile di 15,0 milioni", "EBITDA swung from a loss of … to a profit of":
      // the profit it swung to is the measure's too
      const swung = [prev, kept[i - 2]].find((o) => o && !o.loose && SWUNG_TO.test(text.slice(o.end, m.start)));
      if (swung && !m.negative && /^(?:utile|profit)/iu.test(text.slice(m.start, m.end)))
        return { ...m, key: swung.key, adjusted: swung.adjusted, net: swung.net, loose: false };
      // "an Adjusted EBITDA loss of £147,000 (H1 2019: profit of £379,000)": a comparison bracket's profit or loss is the measure's
      // ("adjusted EBITDA profit of £1.02 million compared to a profit of £0.73 million": the same word again, the same measure)
      const again =
        prev?.key === 'ebitda' &&
        COMPARED_TO_A.test(text.slice(Math.max(0, m.start - 24), m.start)) &&
        text.slice(prev.start, prev.end).toLowerCase().endsWith(text.slice(m.start, m.end).toLowerCase());
      if (prev?.key && m.loose && (again || COMPARED_BRACKET_OPEN.test(text.slice(Math.max(0, m.start - 24), m.start))))
        return { ...m, key: prev.key, adjusted: prev.adjusted, net: prev.net, loose: false };
      if (m.key === null) return m;
      // (the measure to common stockholders is another one only where the sentence states the net result itself)
      if ((toCommon(m) && found.some((o) => o.key === m.key && !toCommon(o))) || minorities(m)) return { ...m, key: null };
      const after = text.slice(m.end, m.end + 30);
      const before = text.slice(Math.max(0, m.start - 20), m.start);
      // "a loss of $89,942 on sales of $5.1 million", "on turnover that climbed from €25.4 million", "on revenue up 73.8 per cent
      // at £4.2m": "on" before a measure that names its amount is no ratio's
      const onItsAmount =
        /\bon\s+$/iu.test(before) &&
        /^\s+(?:of|totall?ing|that\s+(?:climbed|rose|fell|grew|increased|decreased|declined)\s+(?:from|to)|(?:up|down)\s+(?:[\d.,]+\s?(?:%|per\s?cent)\s+)?(?:at|to))\s/iu.test(
          text.slice(m.end, m.end + 40),
        );
      // ("top the $2 billion revenue target for the financial year 2027": a plan's target written on its amount is the measure's)
      // (and "set a revenue target of $20 million", "lowered its revenue target by 31 percent to VND14 trillion": its amount after it)
      const amountsTarget =
        RESULTS.has(m.key) &&
        /^\s+targets?\b/iu.test(after) &&
        (AMOUNT_RIGHT_BEFORE.test(before) || TARGET_AMOUNT_AFTER.test(text.slice(m.end, m.end + 70)));
      // ("a capital expenditure estimate of €255 million", "capital cost estimated at $87.4 million": a study's own cost, no analysts')
      const ownEstimate = m.key === 'capex' && /^\s+(?:estimate|estimated)\b/iu.test(after);
      if (
        (NOT_AFTER.test(text.slice(m.end, m.end + 80)) && !amountsTarget && !ownEstimate) ||
        (NOT_BEFORE.test(before) && !onItsAmount && !RANKED_BY.test(before))
      )
        return { ...m, key: null };
      // "Divisione Heating: vendite pari a …", "Consumer segment: sales of …": a division's, a part of the total
      if (DIVISION_LABEL.test(text.slice(Math.max(0, m.start - 50), m.start))) return { ...m, key: null };
      if (SEGMENT_SUBJECT.test(text.slice(0, m.start)) && !GROUP_WIDE.test(text.slice(m.start, m.end + 20))) return { ...m, key: null };
      if (anotherCompanys(text, m.start, m.end, m.key)) return { ...m, key: null };
      if (dividedWhole(text, m.start, m.end) || holdingsFigure(text, m.start)) return { ...m, key: null };
      if (parentsFigure(text, m.start, m.end)) return { ...m, standIn: 'parent_company' as const };
      if (
        (m.key === 'revenue' || m.key === 'ebitda' || m.key === 'net_income') &&
        (PART_NAMED_BEFORE.test(text.slice(Math.max(0, m.start - 50), m.start)) || PART_NAMED_AFTER.test(text.slice(m.end, m.end + 50)))
      )
        return { ...m, key: null };
      if (m.key === 'revenue' && /^(?:sales|revenues?)$/iu.test(text.slice(m.start, m.end)) && SALES_IN.test(after))
        return { ...m, key: null };
      if (m.key === 'revenue' && partRevenue(text, m.start, m.end)) return { ...m, key: null };
      if (CONTRIBUTION_TO.test(text.slice(Math.max(0, m.start - 90), m.start))) return { ...m, key: null };
      // "L'incremento del fatturato è stato di £ 8,8 milioni", "an increase in revenue of $3 million": a change, not a level
      if (CHANGE_OF.test(text.slice(Math.max(0, m.start - 30), m.start)) && CHANGE_AMOUNT.test(after)) return { ...m, key: null };
      // "la posizione finanziaria netta evidenzia liquidità per 101,5 milioni", "Indebitamento Finanziario Netto: cassa per € 17,3
      // milioni": a net cash position, net debt below zero (sentence-net-position.ts)
      if (m.key === 'cash' && netPositionAsCash(text, kept, i)) return { ...m, key: 'debt', net: true, netCash: true };
      if (
        m.key === 'revenue' &&
        (openingPart(text, m.start, m.end) ||
          qualifiedPart(text, m.start, m.end) ||
          ownLineAfter(text, m.start, m.end) ||
          LINE_NAMED_AFTER.test(text.slice(m.end, m.end + 40)))
      )
        return { ...m, standIn: 'revenue_line' as const };
      return m;
    });
}
