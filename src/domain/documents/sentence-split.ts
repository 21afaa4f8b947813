/** The sentences of a text for the sentence reader (issue 28), with their offsets. Pure. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Sentences with their offsets: a line break ends one unless the line runs on (no end mark, next line lower-case). */
export function splitSentences(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    if (text.slice(start, end).trim() !== '') out.push({ start, end });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\n') {
      const prev = text.slice(start, i).trimEnd();
      const next = text.slice(i + 1).match(/^[ \t]*(\S)/u)?.[1] ?? '';
      // "at £877.6m (2009:" / "£872.4m)": a bracket's label whose amount is on the next line runs on too
      const label = /\([^()]{0,20}:$/u.test(prev) && /[\d$€£]/u.test(next);
      const runsOn = prev !== '' && (!/[.;:!?]$/.test(prev) || label) && /[\p{Ll}\d$€£(]/u.test(next) && text[i + 1] !== '\n';
      if (!runsOn) push(i + 1);
    } else if (
      (c === '.' || c === ';' || c === '!' || c === '?') &&
      /^\s+(?:[\p{Lu}•–(“"]|-\s)/u.test(text.slice(i + 1, i + 4)) &&
      !/(?:\b[A-Z]|\bvs|\bNo|\bnr|\bn|\bNov|\bDec|\bJan|\bFeb|\bAug|\bSept?|\bOct|\bInc|\bAdj|\bapprox|\bincl|\bexcl|\bCo|\bCorp|\bLtd|\bS\.p\.A)$/u.test(
        text.slice(Math.max(0, i - 6), i),
      )
    ) {
      push(i + 1);
    } else if (c === ')' && /[.!?]$/u.test(text.slice(start, i)) && /^\s+[\p{Lu}“"]/u.test(text.slice(i + 1, i + 4))) {
      // "(a 5% gain, excluding the impact of currency exchange.) Net income zoomed to …": a bracket that closes a sentence
      push(i + 1);
    } else if (c === ' ' && labelRunsOn(text, start, i)) {
      // "Operating profit: NOK 68.3 (37.0) million Earnings for the period: NOK 50.1 (34.9) million": a page's run of labelled lines
      push(i + 1);
    } else if (
      c === '.' &&
      /[\p{Ll}\d)]{2}$/u.test(text.slice(Math.max(0, i - 2), i)) &&
      /^\p{Lu}[\p{Ll}'’]/u.test(text.slice(i + 1, i + 3))
    ) {
      // "… dell'esercizio 2022.Il risultato …": a page that lost the space after a full stop
      push(i + 1);
    }
  }
  push(text.length);
  return out;
}

/** A labelled amount ended ("…: NOK 68.3 (37.0) million") and the next label with its amount begins after the space at `i`. */
const LABELLED_AMOUNT_ENDS = /:\s*(?:[A-Z]{3}|[$€£])?\s*[-−(]?\d[^:]{0,40}(?:million|billion|thousand|milioni|miliardi|mn|bn|\))$/u;
const NEXT_LABEL = /^ [\p{Lu}][\p{L}'’ -]{2,40}:\s*(?:[A-Z]{3}\s?|[$€£]\s?)?[-−(]?\d[\d.,]*(?![\p{L}\d])/u;
function labelRunsOn(text: string, start: number, i: number): boolean {
  return NEXT_LABEL.test(text.slice(i, i + 60)) && LABELLED_AMOUNT_ENDS.test(text.slice(Math.max(start, i - 60), i));
}

/** Typographic apostrophes as plain ones, one character for one (offsets hold): "dell’esercizio" → "dell'esercizio". */
export function plainApostrophes(text: string): string {
  return text.replace(/[’‘ʼ]/gu, "'");
}

/**
 * A line that runs on (a lower-case letter or a comma, then a line break, then a lower-case word) joined with a space,
 * one character for one so offsets hold: a PDF's or a page's wrapped line no longer parts a measure's words ("net\nincome",
 * "capital\nexpenditure"). The sentences are the same: `splitSentences` never ends one there.
 */
export function joinedLines(text: string): string {
  return text.replace(/(?<=[\p{Ll},])\n(?=[ \t]*\p{Ll})/gu, ' ');
}
