import type { Mention } from './sentence-mentions.ts';

/**
 * A segment's paragraph (issue 28, thirteenth pass): "Operating profit within the Commercial Foods
 * segment fell 2% to $139.4 million. Sales, meanwhile, rose 7% to $1,069.8 million." The sentence right
 * after one that names a segment or a division, in the same paragraph, still speaks of it when it names
 * neither the group nor a total: its key measures are the segment's. Pure.
 */
const SEGMENT_NAMED =
  /\b(?:within|in|for|of|at)\s+(?:the|its|our)\s+(?:[\p{Lu}][\p{L}&'-]*\s+){1,4}(?:segment|division)\b|\b(?:[Nn]el|[Nn]ella|[Pp]er il|[Pp]er la)\s+(?:segmento|divisione)\s+[\p{Lu}]/u;
const WHOLE =
  /consolidat|\b(?:group|gruppo|total|totale|company|società|overall|as a whole|nel complesso|complessiv\w*|companywide|company-wide)\b/iu;

export function segmentCarried(text: string, start: number, sentence: string, mentions: readonly Mention[]): Mention[] {
  if (!mentions.some((m) => m.key !== null) || WHOLE.test(sentence)) return [...mentions];
  const head = text.slice(Math.max(0, start - 400), start);
  const paragraph = head.split(/\n\s*\n/u).pop() ?? '';
  const previous =
    paragraph
      .replace(/\s+$/u, '')
      .split(/(?<=[.;!?])\s+/u)
      .filter((x) => x.trim())
      .pop() ?? '';
  if (!SEGMENT_NAMED.test(previous)) return [...mentions];
  return mentions.map((m) => (m.key !== null ? { ...m, key: null } : m));
}
