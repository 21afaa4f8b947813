/**
 * The sign written on an amount in a sentence (issue 28; split from sentence-amounts.ts): a sign written on the number, a code's signed
 * level, a sign apart from the number right after a bracket, a spaced dash after a verb or a colon. Pure.
 */
export interface Signed {
  readonly numText: string;
  readonly negative: boolean;
  readonly explicitSign: boolean;
}

export function signOf(text: string, index: number, g: Record<string, string | undefined>, written: string): Signed {
  let explicitSign = false;
  let negative = false;
  let numText = written;
  // "CHF +29.2 MILLION", "CHF -13.2 million": a sign after a currency code is the level's own, not a change's
  const codeSigned = g.pre !== undefined && /^[A-Z]{3}$/u.test(g.pre);
  if (/^[-−–]/.test(numText)) {
    negative = true;
    explicitSign = !codeSigned;
    numText = numText.slice(1);
  } else if (numText.startsWith('+')) {
    explicitSign = !codeSigned;
    numText = numText.slice(1);
  }
  // "(-€ 0,2 milioni)", "(+ 34,3 milioni rispetto al 2019)": a sign apart from the number, right after a bracket
  // (a dash between amounts is a range's)
  const apart = explicitSign ? null : /\(\s*([-−–+])\s?$/u.exec(text.slice(Math.max(0, index - 4), text.indexOf(g.pre ?? numText, index)));
  // "pari a – 974mila euro", "was – $1.2 million": a spaced dash after a verb or a colon is the number's sign (after a number it is a range's)
  const spaced =
    explicitSign || apart
      ? null
      : /(?:\b(?:pari a|a|of|was|were|is|è|era|di|at)|[:=])\s+([-−–])\s?$/iu.exec(
          text.slice(Math.max(0, index - 20), text.indexOf(g.pre ?? numText, index)),
        );
  // "EBITDA -£ 34,000", "EBITDA -£137,000": a dash glued to the currency sign after a label is the number's sign
  const glued =
    explicitSign || apart || spaced || g.pre === undefined || !/^[$€£¥₹]$/u.test(g.pre)
      ? null
      : /[\p{L}:]\s+([-−–])$/u.exec(text.slice(Math.max(0, index - 30), text.indexOf(g.pre, index)));
  if (apart || spaced || glued) {
    negative = (apart ?? spaced ?? glued)?.[1] !== '+';
    explicitSign = true;
  }
  return { numText, negative, explicitSign };
}
