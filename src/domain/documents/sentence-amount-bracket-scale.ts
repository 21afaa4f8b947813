/**
 * The scale written once after a figure and its bracketed prior-year figure (issue 28, twenty-fourth pass):
 * "Net sales increased to SEK 10,158 (8,851) million", "ricavi a 10.158 (8.851) milioni di euro", "EUR 10.2
 * (8.9) million". The first number takes the scale (and a currency written after it); the bracket is no
 * amount of its own here (a bracket hugging a number would read as a negative, "(8,851) million" as minus
 * 8,851 million): sentence-bracket-comparative.ts reads it as the prior year in the figure's unit. The same scale
 * is the figure's when the bracket names the prior year and writes it there: "rose to EUR1,583.7 (2011: EUR1,342.6
 * million)". Pure; used by sentence-amounts.ts.
 */
interface Part {
  readonly start: number;
  readonly end: number;
  readonly scale: number | null;
  readonly currency: string | null;
  readonly numText: string;
}

const BRACKET_THEN_SCALE = /^\(\s*[-−–]?\s?\d(?:[\d.,]*\d)?\s*\)\s?\p{L}/u;
/** "(2011: ", "(FY2011: ", "(prior year: ", "(anno precedente: ": a bracket that opens on the year it compares with. */
const YEAR_BRACKET = /^\s*\(\s*(?:(?:FY\s?)?(?:19|20)\d\d|prior year|previous year|anno precedente|esercizio precedente)\s*:\s*$/iu;

export function sharedBracketScale<T extends Part>(text: string, raws: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i] as T;
    const next = raws[i + 1];
    if (
      next &&
      r.scale === null &&
      next.scale !== null &&
      !/^(?:19|20)\d\d$/u.test(r.numText) &&
      /^\s*$/u.test(text.slice(r.end, next.start)) &&
      BRACKET_THEN_SCALE.test(text.slice(next.start, next.end)) &&
      (r.currency === null || next.currency === null || r.currency === next.currency)
    ) {
      out.push({ ...r, scale: next.scale, currency: r.currency ?? next.currency });
      i++;
      continue;
    }
    // (the bracket's year is read as a bare number of its own: the amount is the one after it)
    const yearRead = next && next.scale === null && next.currency === null && /^(?:19|20)\d\d$/u.test(next.numText);
    const prior = yearRead ? raws[i + 2] : next;
    if (
      prior &&
      r.scale === null &&
      prior.scale !== null &&
      !/^(?:19|20)\d\d$/u.test(r.numText) &&
      YEAR_BRACKET.test(text.slice(r.end, prior.start)) &&
      (r.currency === null || prior.currency === null || r.currency === prior.currency)
    ) {
      out.push({ ...r, scale: prior.scale, currency: r.currency ?? prior.currency });
      continue;
    }
    out.push(r);
  }
  return out;
}
