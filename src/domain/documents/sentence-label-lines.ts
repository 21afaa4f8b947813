/**
 * "Revenue" / "£million" / "£693.6m" / "+6.0%" / "2015: £654.1m": a line that states only a unit or a
 * percentage change keeps a label's hold on the values below it (it is no new line of content; issue 28). Pure;
 * used by sentence-reader.ts.
 */
export function unitLine(sentence: string, amounts: number): boolean {
  return (
    amounts === 0 &&
    /^\s*(?:[$€£]\s?(?:million|m|bn|billion|thousands?|000s?|milioni|mln|migliaia)|[+\-−–]?\s?\d+(?:[.,]\d+)?\s?%)\s*$/iu.test(sentence)
  );
}
