import { close } from './numbers.ts';

/**
 * An amount whose bracket gives the two levels it lies between (issue 28): "il risultato netto di 18,4 milioni (da -19,7 a -1,3
 * milioni)", "net loss improved $4.2 million (from $9.8 million to $5.6 million)". When the bracket's levels differ by the amount, the
 * amount is the change between them, whatever words (or none, in a list after "in miglioramento di") say so. Pure.
 */
const FROM_TO = /^\s*(?:di\s+euro\s+|euro\s+)?\(\s*(?:da|dai|dal|from)\s+[^()]*?\s(?:a|ai|al|agli|to)\s+[^()]*\)/iu;

export function bracketChanges<T extends { start: number; end: number; value: number; delta: boolean }>(
  text: string,
  amounts: readonly T[],
): T[] {
  return amounts.map((a, i) => {
    if (a.delta || a.value === 0) return a;
    const bracket = FROM_TO.exec(text.slice(a.end, a.end + 120));
    if (!bracket) return a;
    const bracketEnd = a.end + bracket[0].length;
    const inside = amounts.slice(i + 1).filter((b) => b.start >= a.end && b.end <= bracketEnd);
    if (inside.length !== 2) return a;
    const [from, to] = inside as [T, T];
    return close(Math.abs(to.value - from.value), Math.abs(a.value), 0.005) ? { ...a, delta: true } : a;
  });
}
