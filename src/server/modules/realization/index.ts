export { registerRoadmapRoutes } from './routes.ts';
export type { RealizationDeps } from './service.ts';
export { generateObligations } from './obligations.ts';
export { registerRealizationRoutes } from './routes-more.ts';
export { runRealizationReminders, type ReminderDeps } from './reminders.ts';
export { realizationFactsOf } from './list.ts';
export { periodReportData, recordPeriodReport } from './period-report.ts';
export { kpiWatchOf, type WatchedKpis } from './kpi-watch.ts';
