/** A count of people a sentence states (sentence-headcount.ts and its helpers). */
export interface HeadcountHit {
  readonly start: number;
  readonly end: number;
  readonly quoteStart: number;
  readonly value: number;
  readonly approximate: boolean;
  /** A count a plan aims at or starts from ("to boost its headcount from 65 to up to 85"): no period. */
  readonly plan?: boolean;
  /** Periods written before this offset are another count's ("da 81.356 a fine giugno 2018 a 83.167"). */
  readonly periodsFrom?: number;
  /** The count a change starts from ("increased from 881 to 961 last year"): a period shared with the later count is the one before. */
  readonly earlier?: boolean;
}
