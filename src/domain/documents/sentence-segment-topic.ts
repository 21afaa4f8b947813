import type { Mention } from './sentence-mentions.ts';
import { GEO } from './sentence-other-measures.ts';

/**
 * A segment's paragraph (issue 28, thirteenth pass): "Operating profit within the Commercial Foods
 * segment fell 2% to $139.4 million. Sales, meanwhile, rose 7% to $1,069.8 million." The sentence right
 * after one that names a segment or a division, in the same paragraph, still speaks of it when it names
 * neither the group nor a total: its key measures are the segment's. So are a block's under a heading line
 * that names one of the text's segments ("-Aerospace & Defense (A&D)" after "… in the Aerospace & Defense
 * segment"). Pure (a one-text memo of the segments' names).
 */
const SEGMENT_NAMED =
  /\b(?:within|in|for|of|at)\s+(?:the|its|our)\s+(?:[\p{Lu}][\p{L}&'-]*\s+){1,4}(?:segment|division)\b|\b(?:[Nn]el|[Nn]ella|[Pp]er il|[Pp]er la)\s+(?:segmento|divisione)\s+[\p{Lu}]/u;
const WHOLE =
  /consolidat|\b(?:group|gruppo|total|totale|company|società|overall|as a whole|nel complesso|complessiv\w*|companywide|company-wide)\b/iu;

/** "… increase in the Aerospace & Defense segment", "nel segmento Nautica": the names a text gives its segments. */
const NAMES_EN = /((?:[\p{Lu}][\p{L}'-]*)(?:\s+(?:[\p{Lu}][\p{L}'-]*|&|and|of)){0,4})\s+(?:segment|division)\b/gu;
const NAMES_IT = /\b(?:segmento|divisione)\s+((?:[\p{Lu}][\p{L}'-]*)(?:\s+(?:[\p{Lu}][\p{L}'-]*|&|e)){0,3})/gu;
const NOT_A_NAME = /^(?:The|Each|Our|Its|This|That|Il|La|Lo|Every|Which|Their)$/u;
let lastText = '';
let lastNames: string[] = [];
function segmentNames(text: string): string[] {
  if (text === lastText) return lastNames;
  const names: string[] = [];
  for (const rx of [NAMES_EN, NAMES_IT]) {
    rx.lastIndex = 0;
    for (let m = rx.exec(text); m; m = rx.exec(text)) {
      const name = (m[1] ?? '').replace(/^(?:The|Our|Its)\s+/u, '').trim();
      if (name.length >= 3 && !NOT_A_NAME.test(name)) names.push(name);
    }
  }
  lastText = text;
  lastNames = names;
  return names;
}

/**
 * The line above the current one, a heading when short, with no figure and no sentence's end; `skipBlank` looks past blank
 * lines between (a region's heading above its block), else only the line right before counts.
 */
function headingAbove(text: string, start: number, skipBlank = false): string | null {
  const lineStart = text.lastIndexOf('\n', Math.max(0, start - 1));
  if (lineStart <= 0) return null;
  const lines = text.slice(0, lineStart).split('\n');
  if (skipBlank) while (lines.length > 0 && !(lines[lines.length - 1] as string).trim()) lines.pop();
  const line = (lines.pop() ?? '').trim();
  return line.length > 0 && line.length <= 60 && !/\d|[.!?;:]$/u.test(line) ? line : null;
}
/** "Whirlpool North America", "Area Europa": a heading that ends on a region names the region's block. */
const REGION_HEADING = new RegExp(String.raw`(?:^|\s)${GEO}$`, 'u');

/** "Sales for our Electronic Instruments Group were $1.03 billion", "i ricavi del nostro Gruppo Nautica": one of its groups'. */
const OWN_GROUP_AFTER =
  /^\s+(?:(?:for|of|at|in|from)\s+(?:our|its|their)\s+(?:[\p{Lu}][\p{L}&'-]*\s+){1,3}Groups?\b|(?:del|della|dei)\s+(?:nostr[oa]|propri[oa]|su[oa])\s+Gruppo\s+[\p{Lu}])/u;

export function segmentCarried(text: string, start: number, sentence: string, found: readonly Mention[]): Mention[] {
  const mentions = found.map((m) => (m.key !== null && OWN_GROUP_AFTER.test(sentence.slice(m.end, m.end + 70)) ? { ...m, key: null } : m));
  if (!mentions.some((m) => m.key !== null) || WHOLE.test(sentence)) return mentions;
  const heading = headingAbove(text, start);
  if (heading && segmentNames(text).some((n) => heading.includes(n)))
    return mentions.map((m) => (m.key !== null ? { ...m, key: null } : m));
  // ("Whirlpool North America" above "Third-quarter sales of $2.5 billion declined 9 percent": the region's)
  const above = headingAbove(text, start, true);
  if (above && REGION_HEADING.test(above)) return mentions.map((m) => (m.key !== null ? { ...m, key: null } : m));
  const head = text.slice(Math.max(0, start - 400), start);
  const paragraph = head.split(/\n\s*\n/u).pop() ?? '';
  const previous =
    paragraph
      .replace(/\s+$/u, '')
      .split(/(?<=[.;!?])\s+/u)
      .filter((x) => x.trim())
      .pop() ?? '';
  if (!SEGMENT_NAMED.test(previous)) return mentions;
  return mentions.map((m) => (m.key !== null ? { ...m, key: null } : m));
}
