/**
 * Where a bracket opened at `open` closes, counting the brackets opened inside it (issue 28, thirteenth
 * pass): "(32 milioni nel 2022, -3,4% per … Il risultato operativo (ebit) è positivo per 14,4 milioni"
 * never closes its first bracket, so the measure after it is not inside a bracket closed before its
 * amount. -1 when it does not close. Pure.
 */
export function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}
