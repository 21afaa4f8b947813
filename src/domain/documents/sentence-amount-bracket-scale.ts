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
  readonly negative?: boolean;
}

const BRACKET_THEN_SCALE = /^\(\s*[-−–]?\s?\d(?:[\d.,]*\d)?\s*\)\s?\p{L}/u;
/** "(2011: ", "(FY2011: ", "(prior year: ", "(anno precedente: ": a bracket that opens on the year it compares with. */
const YEAR_BRACKET = /^\s*\(\s*(?:(?:FY\s?)?(?:19|20)\d\d|prior year|previous year|anno precedente|esercizio precedente)\s*:\s*$/iu;
const A_YEAR = /^(?:19|20)\d\d$/u;
/** Between a bracketed amount and the next name's bracket in a list: "(40,1 miliardi), seguita da Novartis (", ", Roche (", " e Swisscom (". */
const LISTED_NEXT =
  /^\s*\)?\s*(?:,\s*|\s+(?:e|ed|and)\s+)?(?:(?:seguit[oa]|followed)\s+(?:da|dalla|dal|by)\s+)?(?:(?:la|il|l['’])\s*)?\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*){0,2}\s*\(?\s*$/u;

/** `r`, unscaled and no year, takes the scale (and the currency, if it has none) of `other`, where their currencies agree. */
function scaledBy<T extends Part>(r: T, other: T | undefined): T | null {
  if (!other || r.scale !== null || other.scale === null || A_YEAR.test(r.numText)) return null;
  if (r.currency !== null && other.currency !== null && r.currency !== other.currency) return null;
  return { ...r, scale: other.scale, currency: r.currency ?? other.currency };
}

export function sharedBracketScale<T extends Part>(text: string, raws: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i] as T;
    const next = raws[i + 1];
    // "10,158 (8,851) million": the bracket is read by sentence-bracket-comparative.ts, not as an amount
    const beforeBracket =
      next && /^\s*$/u.test(text.slice(r.end, next.start)) && BRACKET_THEN_SCALE.test(text.slice(next.start, next.end))
        ? scaledBy(r, next)
        : null;
    if (beforeBracket) {
      out.push(beforeBracket);
      i++;
      continue;
    }
    // "1,583.7 (2011: 1,342.6 million)" (the bracket's year is read as a bare number of its own: the amount is the one after it)
    const yearRead = next !== undefined && next.scale === null && next.currency === null && A_YEAR.test(next.numText);
    const prior = yearRead ? raws[i + 2] : next;
    const beforeYear = prior && YEAR_BRACKET.test(text.slice(r.end, prior.start)) ? scaledBy(r, prior) : null;
    // "l'ABB (40,1 miliardi), seguita da Novartis (32), Roche (29,2)": a list of names, each with its bracketed figure, the scale
    // written once on the first
    const last = out[out.length - 1];
    const listed =
      !beforeYear &&
      last &&
      last.scale !== null &&
      // (each in its own bracket: this one closes, the one before opened)
      (text[r.end - 1] === ')' || /^\s*\)/u.test(text.slice(r.end))) &&
      text.slice(Math.max(0, last.start - 1), last.end + 2).includes('(') &&
      LISTED_NEXT.test(text.slice(last.end, r.start))
        ? scaledBy({ ...r, negative: false }, last)
        : null;
    out.push(beforeYear ?? listed ?? r);
  }
  return out;
}
