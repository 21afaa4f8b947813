/**
 * The admin dashboards' rules (issue 26, ADR 0057): GDPR request states and deadlines, call deadline buckets.
 * @packageDocumentation
 */
export { extendedDeadline, requestState, callBucket } from './registers.ts';
export type { RequestState } from './registers.ts';
