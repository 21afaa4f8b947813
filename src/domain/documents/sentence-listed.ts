import type { SentenceAmount } from './sentence-amounts.ts';
import type { Mention } from './sentence-mentions.ts';
import { CHANGE_FROM, CHANGE_TO } from './sentence-figure-context.ts';

/**
 * Measures listed and then, "respectively", their amounts in the same order (issue 28): "sales, net
 * earnings and diluted earnings per share were $229.1 million, $17.9 million and $0.69 per share,
 * respectively, compared to $204.9 million, $16.6 million and $0.64 per share, respectively". Each
 * amount belongs to the measure at its place in the list, counted over all the amounts after it
 * (per-share ones included: they hold the place of their measure), list after list. Pure; used by
 * sentence-owners.ts.
 */
const JOIN = /^\s*(?:\([^()]{1,20}\)\s*)?(?:,|e|ed|and|&|che(?: di)?)\s*(?:(?:diluted|basic|the|its|il|lo|la|i|gli|le)\s+|l['’]\s*)*$/iu;
/** "il risultato operativo (EBIT)": a measure's short name in brackets right after its long one is the same place in the list. */
const restated = (sentence: string, prev: Mention | undefined, m: Mention) =>
  prev !== undefined && /^\s*\(\s*$/u.test(sentence.slice(prev.end, m.start)) && /^\s*\)/u.test(sentence.slice(m.end));

/** The measures listed right before an amount, joined by commas and "and" ("sales, net earnings and diluted EPS"). */
export function listedGroup(sentence: string, mentions: readonly Mention[], firstAmountStart: number): Mention[] {
  const listed = mentions.filter((m, i) => m.start >= 0 && m.end <= firstAmountStart && !restated(sentence, mentions[i - 1], m));
  const group: Mention[] = [];
  for (let i = listed.length - 1; i >= 0; i--) {
    const m = listed[i] as Mention;
    const next = group[0];
    if (next && !JOIN.test(sentence.slice(m.end, next.start))) break;
    group.unshift(m);
  }
  return group;
}

/**
 * The place of an amount in the list, when the amounts after it (up to the next measure named) fill the
 * list a whole number of times and none stands in brackets (an aside's amounts are not the list's).
 */
export function listedIndex(
  sentence: string,
  a: SentenceAmount,
  all: readonly SentenceAmount[],
  group: readonly Mention[],
  mentions: readonly Mention[],
): number | null {
  const last = group[group.length - 1];
  if (!last || group.length < 2) return null;
  const stop = mentions.find((m) => m.start >= last.end)?.start ?? sentence.length;
  const after = all.filter((x) => x.start >= last.end && x.end <= stop);
  const i = after.findIndex((x) => x.start === a.start);
  if (i < 0) return null;
  // ("ebitda ed ebit in progresso rispettivamente da 1,7 a oltre 1,8 miliardi e da 1,2 a oltre 1,3 miliardi": a change's two amounts
  // hold one place)
  const units = changeUnits(sentence, after);
  if (units.length === group.length && units.length < after.length) return units.findIndex((u) => u.includes(after[i] as SentenceAmount));
  if (after.length % group.length !== 0) return null;
  const n = group.length;
  // ("… sono pari a rispettivamente Euro 6,2 milioni, Euro 4,1 milioni ed Euro 3,3 milioni (Euro 5,4 milioni, …)": the bracket
  // holds the same list a period before, in the same order)
  const bracketed =
    after.length === 2 * n &&
    !/[()]/u.test(sentence.slice(last.end, (after[n - 1] as SentenceAmount).end)) &&
    /^[^()]*\([^()]*$/u.test(sentence.slice((after[n - 1] as SentenceAmount).end, (after[n] as SentenceAmount).start)) &&
    !/[()]/u.test(sentence.slice((after[n] as SentenceAmount).start, (after[2 * n - 1] as SentenceAmount).end));
  if (!bracketed && /[()]/u.test(sentence.slice(last.end, (after[after.length - 1] as SentenceAmount).end))) return null;
  return i % n;
}

/** "… e da un deficit di 0,4 milioni a un valore positivo di 1,8 milioni": a change whose ends name their sign. */
const SIGN_WORDS = String.raw`(?:un|una|a|an)\s+(?:deficit|perdita|rosso|utile|valore(?:\s+(?:positivo|negativo))?|loss|profit|gain)\s+(?:di|of|pari\s+a)\s*`;
const SIGNED_FROM = new RegExp(String.raw`(?:\bda|\bfrom)\s+${SIGN_WORDS}(?:[$€£]\s*)?$`, 'iu');
const SIGNED_TO = new RegExp(String.raw`^\s*(?:milioni|miliardi|million|billion|mln|mld)?\s*(?:a|to)\s+${SIGN_WORDS}(?:[$€£]\s*)?$`, 'iu');

/** The amounts in places: the two of a change ("da 1,7 a oltre 1,8 miliardi", "from $3 million to $5 million") hold one. */
function changeUnits(sentence: string, amounts: readonly SentenceAmount[]): SentenceAmount[][] {
  const units: SentenceAmount[][] = [];
  for (const x of amounts) {
    const last = units[units.length - 1];
    const prev = last?.[last.length - 1];
    const joined =
      last?.length === 1 &&
      prev !== undefined &&
      (CHANGE_FROM.test(sentence.slice(Math.max(0, prev.start - 8), prev.start)) ||
        SIGNED_FROM.test(sentence.slice(Math.max(0, prev.start - 40), prev.start))) &&
      (CHANGE_TO.test(sentence.slice(prev.end, x.start)) || SIGNED_TO.test(sentence.slice(prev.end, x.start)));
    if (last && joined) last.push(x);
    else units.push([x]);
  }
  return units;
}
