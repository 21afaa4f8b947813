/**
 * Insights (issue 15, ADR 0028): /economy-tier's ticket × CR-tier matrix and /kpi-dashboard's
 * pipeline and platform figures. Pure functions over facts the server reads.
 * @packageDocumentation
 */
export { TICKET_BANDS, BAND_IDS, TIER_IDS, BAND_CURRENCY, ticketBand, tierColumn, ticketOf } from './bands.ts';
export type { TicketBand, TierColumn } from './bands.ts';
export { economyMatrix, placeOf } from './matrix.ts';
export type { DealPoint, EconomyMatrix, MatrixCell, Tally } from './matrix.ts';
export {
  MONTH_PATTERN,
  MAX_RANGE_MONTHS,
  DEFAULT_RANGE_MONTHS,
  monthOf,
  monthsBetween,
  rangeLength,
  defaultRange,
  rangeBounds,
  inRange,
} from './months.ts';
export type { Month } from './months.ts';
export { median, mean, share, DAY_MS } from './stats.ts';
export { conversion, timeInStage, dealMonths, OUTCOME_KINDS } from './pipeline.ts';
export type { StageRef, MoveFact, CardFact, FunnelStep, StageTime, DealMonth } from './pipeline.ts';
export { FUNNEL_STEPS, platformFunnel, funnelByMonth } from './funnel.ts';
export type { FunnelStepId, AccountMilestones } from './funnel.ts';
