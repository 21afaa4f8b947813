import type { PeriodMention } from './sentence-periods.ts';

/**
 * "dai 28,0 milioni del periodo luglio-settembre 2017": a bare "the period" that a named period follows
 * at once names no period of its own — the named one is the amount's (issue 28). Pure; used by
 * sentence-reader.ts on each sentence's periods.
 */
export function withoutBareBeforeNamed(own: readonly PeriodMention[], sentence: string): PeriodMention[] {
  return own.filter((p, i) => {
    const next = own[i + 1];
    return !(p.relative === 'this' && next?.period && next.start >= p.end && /^\s{0,2}$/u.test(sentence.slice(p.end, next.start)));
  });
}
