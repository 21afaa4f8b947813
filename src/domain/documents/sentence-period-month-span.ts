import type { PeriodMention } from './sentence-period-mention.ts';
import { MONTH, MONTHS_EN, monthOf } from './sentence-period-words.ts';

// A stretch of months named by its first and last (issue 28): "Dal novembre 2024 ad aprile 2025, i ricavi totali sono saliti a 34,2
// milioni", "from November 2024 to April 2025". Three, six, nine or twelve months are a quarter, a half, nine months or a year, read as
// the same stretch named by its end ("the six months ended April 30, 2025") is; other lengths are left to the days they name. Pure.

const SPAN = new RegExp(
  String.raw`(?<![\p{L}])(?:dal(?:l['’]\s*)?|da|from)\s*(${MONTH})\s+((?:19|20)\d\d)\s+(?:ad?|al(?:l['’]\s*)?|to|through|until|till)\s*(${MONTH})\s+((?:19|20)\d\d)(?!\d)`,
  'giu',
);
const COUNT: Readonly<Record<number, string>> = { 3: 'three', 6: 'six', 9: 'nine', 12: 'twelve' };

/** The month stretches `text` names, each read by `find` (findPeriods) as the stretch named by its end (its words in lower case, as the patterns ignore case). */
export function monthSpans(text: string, find: (raw: string) => PeriodMention[]): PeriodMention[] {
  const out: PeriodMention[] = [];
  // (all matches first: `find` reads each stretch's words through this function again)
  for (const m of [...text.matchAll(SPAN)]) {
    const [from, to] = [monthOf(m[1] as string), monthOf(m[3] as string)];
    const [y1, y2] = [Number(m[2]), Number(m[4])];
    const count = COUNT[(y2 - y1) * 12 + to - from + 1];
    if (!count || !from || !to) continue;
    const last = new Date(Date.UTC(y2, to, 0)).getUTCDate();
    const read = find(`the ${count} months ended ${MONTHS_EN[to - 1]} ${last}, ${y2}`)[0];
    if (read?.period) out.push({ ...read, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
