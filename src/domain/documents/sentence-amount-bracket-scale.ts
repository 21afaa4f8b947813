/**
 * The scale written once after a figure and its bracketed prior-year figure (issue 28, twenty-fourth pass):
 * "Net sales increased to SEK 10,158 (8,851) million", "ricavi a 10.158 (8.851) milioni di euro", "EUR 10.2
 * (8.9) million". The first number takes the scale (and a currency written after it); the bracket is no
 * amount of its own here (a bracket hugging a number would read as a negative, "(8,851) million" as minus
 * 8,851 million): sentence-bracket-comparative.ts reads it as the prior year in the figure's unit. Pure;
 * used by sentence-amounts.ts.
 */
interface Part {
  readonly start: number;
  readonly end: number;
  readonly scale: number | null;
  readonly currency: string | null;
  readonly numText: string;
}

const BRACKET_THEN_SCALE = /^\(\s*[-−–]?\s?\d(?:[\d.,]*\d)?\s*\)\s?\p{L}/u;

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
    out.push(r);
  }
  return out;
}
