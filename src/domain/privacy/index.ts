export { statutoryDeadline, daysLeft, EXPORT_TTL_DAYS } from './deadline.ts';
