import type { HeadcountHit } from './sentence-headcount-hit.ts';

/**
 * The earlier counts a bracket labels right after a headcount (issue 28), as UK results write them: "headcount … to 1,625
 * (31 March 2024: 1,712, 30 June 2023: 1,910)", "Group headcount of 902 (30 June 2023: 728)", "staff of 412 (2023: 398)".
 * Each is a count of the same people at the day or period its label names (the colon places it: sentence-period-for.ts). Pure;
 * used by sentence-headcount.ts.
 */
const LABEL = String.raw`(?:(?:\d{1,2}\s+\p{L}+|\p{L}+\s+\d{1,2},?)\s+)?(?:(?:FY|H[12]|Q[1-4])\s?)?(?:19|20)\d\d`;
const ITEM = new RegExp(String.raw`(${LABEL})\s*:\s*(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.,]*\d)\s*([,;]\s*|(?=\)))`, 'uy');

export function labelledCounts(sentence: string, h: HeadcountHit): HeadcountHit[] {
  const open = /^\s*\(\s*/u.exec(sentence.slice(h.end));
  if (!open) return [];
  const out: HeadcountHit[] = [];
  let at = h.end + open[0].length;
  for (;;) {
    ITEM.lastIndex = at;
    const m = ITEM.exec(sentence);
    if (!m) break;
    const start = at + m[0].indexOf(m[2] as string, (m[1] as string).length);
    out.push({
      start,
      end: start + (m[2] as string).length,
      quoteStart: h.quoteStart,
      value: Number((m[2] as string).replace(/,/gu, '')),
      approximate: false,
    });
    at += m[0].length;
  }
  // the bracket holds nothing but labelled counts
  return out.length > 0 && sentence[at] === ')' ? out : [];
}
