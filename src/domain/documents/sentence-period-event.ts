import type { PeriodMention } from './sentence-period-mention.ts';

/**
 * "Including the non-cash charge … announced on July 11, net income … were US$66 million": a day
 * something was announced, signed or filed on is the day of that event, not a period of the
 * sentence's amounts (issue 28). Such a day is dropped from the sentence's periods. Pure; used by
 * sentence-reader.ts on each sentence's periods. (Italian "annunciato il 12 gennaio" is no period of the
 * amounts already: a day with no year there does not reach them.)
 */
const EVENT_BEFORE = /\b(?:announced|disclosed|signed|filed|issued|released)\s+(?:on\s+)?$/iu;

export function withoutEventDays(own: readonly PeriodMention[], sentence: string): PeriodMention[] {
  return own.filter((p) => !(p.period?.kind === 'date' && EVENT_BEFORE.test(sentence.slice(Math.max(0, p.start - 30), p.start))));
}
