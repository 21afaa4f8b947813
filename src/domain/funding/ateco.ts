/**
 * ATECO 2007 / NACE Rev. 2 codes as filters. Codes are compared without dots ("62.01" → "6201"), so a
 * prefix names a division, group or class; a section letter names its divisions (ISTAT's table).
 */
const SECTION_DIVISIONS: Readonly<Record<string, readonly [number, number]>> = {
  A: [1, 3],
  B: [5, 9],
  C: [10, 33],
  D: [35, 35],
  E: [36, 39],
  F: [41, 43],
  G: [45, 47],
  H: [49, 53],
  I: [55, 56],
  J: [58, 63],
  K: [64, 66],
  L: [68, 68],
  M: [69, 75],
  N: [77, 82],
  O: [84, 84],
  P: [85, 85],
  Q: [86, 88],
  R: [90, 93],
  S: [94, 96],
  T: [97, 98],
  U: [99, 99],
};

/** "62.01" → "6201"; trims; empty for nothing usable. */
export function compactCode(code: string): string {
  return code.trim().toUpperCase().replace(/[.\s]/g, '');
}

/** The digit prefixes a filter stands for: a section letter → its divisions; a code → itself, compacted. */
export function sectorPrefixes(filter: string): string[] {
  const c = compactCode(filter);
  const range = SECTION_DIVISIONS[c];
  if (range) {
    const out: string[] = [];
    for (let d = range[0]; d <= range[1]; d++) out.push(String(d).padStart(2, '0'));
    return out;
  }
  return /^\d{1,6}$/.test(c) ? [c] : [];
}

/** True when a call's sectors admit the filter: empty = every sector; a prefix either way matches. */
export function sectorMatches(callSectors: readonly string[], filter: string): boolean {
  if (callSectors.length === 0) return true;
  const prefixes = sectorPrefixes(filter);
  return callSectors.some((s) => {
    const c = compactCode(s);
    return prefixes.some((p) => c.startsWith(p) || p.startsWith(c));
  });
}

/** Splits a published list of codes ("01.16; 01.15") into unique trimmed codes. */
export function splitCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter((s) => /^[0-9]{2}(\.[0-9]{1,2}){0,2}$/.test(s)),
    ),
  ];
}
