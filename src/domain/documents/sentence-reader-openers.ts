import { COMPARISON_BEFORE } from './sentence-figure.ts';
import { historyBefore } from './sentence-periods.ts';
import type { PeriodMention } from './sentence-periods.ts';
import { resultCompared } from './sentence-period-versus.ts';
import { EXCLUDED_BEFORE } from './sentence-bullet-period.ts';
import { COMPARED_HEAD, FROM_ON } from './sentence-heading.ts';

/**
 * The periods a sentence opens on, before its first amount (issue 28; split from sentence-reader.ts): "Nel solo quarto trimestre, …"
 * sets the topic of the sentences that follow. Not a comparison's, a result compared with, history, a part ("La perdita del solo terzo
 * trimestre"), a period things went from, one left out ("excluding …"), nor, in a sentence of no amounts, one compared with. Pure.
 */
export function openersOf(sentence: string, own: readonly PeriodMention[], firstMoney: number, noAmounts: boolean): PeriodMention[] {
  return own.filter(
    (p) =>
      p.start < firstMoney &&
      ((p.period && p.period.kind !== 'date' && p.period.kind !== 'span') || (p.relative === 'this' && p.unit !== undefined)) &&
      !COMPARISON_BEFORE.test(sentence.slice(Math.max(0, p.start - 30), p.start)) &&
      !resultCompared(sentence, p) &&
      !historyBefore(sentence, p.start) &&
      !/(?<![\p{L}])(?:del|della|dei|delle)\s+sol[oaie]\s*$/iu.test(sentence.slice(Math.max(0, p.start - 14), p.start)) &&
      !FROM_ON.test(sentence.slice(Math.max(0, p.start - 30), p.start)) &&
      !EXCLUDED_BEFORE.test(sentence.slice(Math.max(0, p.start - 100), p.start)) &&
      !(noAmounts && COMPARED_HEAD.test(sentence.slice(Math.max(0, p.start - 45), p.start))),
  );
}
