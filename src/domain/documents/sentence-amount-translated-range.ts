import type { Raw } from './sentence-amount-bare-scale.ts';
import { RANGE_JOIN, RANGE_OPEN } from './sentence-amount-words.ts';

/**
 * "net revenue ranging from $6.15bn (£3.3bn) to $6.35bn (£3.4bn)", "between €5m (£4.3m) and €6m": a range whose first end carries its
 * translation into another currency in brackets. The index of the range's other end in `raws`, or null. Pure; used by
 * sentence-amounts.ts, which skips the translation (the one after the far end is read as any translation is).
 */
export function translatedRangeEnd(text: string, raws: readonly Raw[], i: number): number | null {
  const [r, t, e] = [raws[i], raws[i + 1], raws[i + 2]];
  if (!r || !t || !e || r.currency === null || t.currency === null || t.currency === r.currency) return null;
  if (e.currency !== null && e.currency !== r.currency) return null;
  if (!RANGE_OPEN.test(text.slice(Math.max(0, r.start - 30), r.start))) return null;
  // (a bracketed amount's span may hold its brackets)
  if (!/^\s*\(\s*$/u.test(text.slice(r.end, text[t.start] === '(' ? t.start + 1 : t.start))) return null;
  const after = /^\)\s*(.*)$/su.exec(text.slice(text[t.end - 1] === ')' ? t.end - 1 : t.end, e.start).trimStart());
  return after && RANGE_JOIN.test(after[1] as string) ? i + 2 : null;
}
