import type { Mention } from './sentence-mentions.ts';

/**
 * Two measures that share their head noun (issue 28): "operating and net losses were $8.8 million and $9.9
 * million, respectively", "gross and net revenues of …". The first
 * measure is written as its qualifier alone, before "and"; it holds its place in the list as another
 * measure (no key), so the amounts after are handed out in order. Pure; used by sentence-owners.ts.
 */
const QUALIFIER_AND = /\b(operating|gross|pre-?tax|comprehensive)\s+and\s+$/iu;

/** The list with the head noun's first measure put before it, or the group as it was. */
export function withSharedHead(sentence: string, group: readonly Mention[]): Mention[] {
  const only = group[0];
  if (group.length !== 1 || !only) return [...group];
  const q = QUALIFIER_AND.exec(sentence.slice(Math.max(0, only.start - 40), only.start));
  if (!q) return [...group];
  const start = only.start - q[0].length;
  const first: Mention = { ...only, start, end: start + (q[1] as string).length, key: null, loose: false };
  return [first, only];
}
