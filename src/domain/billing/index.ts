/**
 * Billing: the price list, VAT, tax identifiers and invoice numbering. Pure.
 * @packageDocumentation
 */
export { PRICE_LIST_VERSION, CURRENCY, PLAN_INTERVALS, PLAN_IDS, PLANS, planById, TIER_RANK, TRIAL, GRACE_DAYS } from './plans.ts';
export type { Plan, PlanId, PlanInterval } from './plans.ts';
export {
  EU_STANDARD_RATES_BP,
  EU_RATES_AS_OF,
  SELLER_COUNTRY,
  REVERSE_CHARGE_MENTION,
  OUTSIDE_EU_MENTION,
  isEuCountry,
  vatFor,
  vatCentsOf,
  amountsFor,
  displayedPriceCents,
} from './vat.ts';
export type { VatTreatment, CustomerKind, VatDecision, Amounts } from './vat.ts';
export {
  VAT_NUMBER_FORMATS,
  normaliseTaxId,
  isValidPartitaIva,
  isValidCodiceFiscale,
  isValidItalianTaxCode,
  isValidEuVatNumber,
  billingDetailsProblem,
} from './tax-ids.ts';
export type { BillingDetailsProblem } from './tax-ids.ts';
export {
  formatInvoiceNumber,
  parseInvoiceNumber,
  addMonths,
  addDays,
  periodEnd,
  commitmentEnd,
  cancellationEffectiveAt,
  previewChange,
  stateAt,
  trialState,
  nextPlanIdFor,
  upgradeUrl,
} from './periods.ts';
export type { ChangePreview, SubscriptionStatus, SubscriptionState } from './periods.ts';
export { API_LIMITS, apiLimitsOf } from './api-limits.ts';
export type { ApiLimits } from './api-limits.ts';
