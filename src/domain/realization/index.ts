export { addDays, daysBetween, fromDay, isoDay, toDay } from './dates.ts';
export { computeSchedule, NetworkError, reschedule, topologicalOrder, type NetworkItem, type Schedule, type ScheduleFact } from './cpm.ts';
export {
  forecastAtCompletion,
  KPI_GRACE_DAYS,
  kpiPeriodOf,
  nextKpiPeriod,
  percentOf,
  realizationStatus,
  REMINDER_OFFSETS,
  reminderDue,
  SLIPPAGE,
  STATUS_REASON_CODES,
  englishReason,
  type StatusDetail,
  type StatusReasonCode,
  type Forecast,
  type KpiCadence,
  type KpiPeriod,
  type StatusFinding,
  type TrackedItem,
} from './tracking.ts';
export { draftRoadmap, INDUSTRY_TEMPLATES, type DraftInput } from './draft.ts';
export {
  kpiBreaches,
  nextReminder,
  REMINDER_HORIZON_DAYS,
  targetProgress,
  watchKpiRequest,
  type KpiBounds,
  type KpiBreach,
  type KpiWatch,
  type WatchedKpiRequest,
} from './watch.ts';
