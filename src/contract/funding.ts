/**
 * Funding (issue 14): the catalogue of calls, eligibility-first matching, and funding requests.
 * One import path for every caller; the definitions live in three files under 300 lines each.
 */
export * from './funding-calls.ts';
export * from './funding-alerts.ts';
export * from './funding-requests.ts';
