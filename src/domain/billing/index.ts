/**
 * Billing: the price list, VAT, tax identifiers and invoice numbering. Pure.
 * @packageDocumentation
 */
export { PRICE_LIST_VERSION, CURRENCY, PLAN_INTERVALS, PLAN_IDS, PLANS, planById, TIER_RANK, TRIAL, GRACE_DAYS } from './plans.ts';
export type { Plan, PlanId, PlanInterval } from './plans.ts';
