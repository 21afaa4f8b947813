import { z } from 'zod';
import { text } from './safe-text.ts';
import { PLAN_IDS, PLAN_INTERVALS } from '../domain/billing/index.ts';
import { TIERS } from '../domain/rbac/index.ts';
import { CONTACT_TOPICS } from './constants.ts';

/**
 * Billing (issue 22). The shapes the issue names are a contract that outside checks rely on:
 * GET /api/billing/plans, POST /api/billing/checkout, GET /api/billing, POST /api/billing/cancel|resume,
 * GET /api/billing/invoices, GET /api/billing/invoices/:id/pdf, POST /api/billing/webhooks/stripe,
 * POST /api/admin/billing/orders/:id/paid. Fields may be added; none of these may be renamed.
 */
export const planItem = z.object({
  id: z.enum(PLAN_IDS),
  tier: z.enum(TIERS),
  interval: z.enum(PLAN_INTERVALS),
  amountCents: z.number().int().min(0),
  currency: z.literal('EUR'),
  commitmentMonths: z.number().int().min(0),
});
export type PlanItem = z.infer<typeof planItem>;
export const planList = z.array(planItem);

/** A path inside this site to come back to after paying ("/projects/new"), never another origin. */
export const returnToPath = text()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site');

export const COUNTRY_CODE = text().regex(/^[A-Z]{2}$/);

/** Who is billed: a business (VAT number) or a consumer. */
export const billingDetails = z
  .object({
    kind: z.enum(['business', 'consumer']),
    /** Company name for a business, the person's full name for a consumer. */
    name: text().trim().min(1).max(200),
    addressLine: text().trim().min(1).max(300),
    postalCode: text().trim().min(1).max(20),
    city: text().trim().min(1).max(120),
    province: text().trim().max(60).optional(),
    country: COUNTRY_CODE,
    /** EU VAT number with its country prefix (IT12345678901); required for an EU business. */
    vatNumber: text().trim().max(20).optional(),
    /** Italian codice fiscale (16 characters for a person, 11 digits for a company). */
    taxCode: text().trim().max(16).optional(),
    /** Italian e-invoicing: SDI recipient code (7 characters) or PEC address, for Italian businesses. */
    sdiCode: text().trim().max(7).optional(),
    pec: z.email().max(254).optional(),
  })
  .strict();
export type BillingDetails = z.infer<typeof billingDetails>;

export const checkoutBody = z
  .object({
    planId: z.enum(PLAN_IDS),
    returnTo: returnToPath.optional(),
    /** Saved as the account's billing details before the order is placed. */
    billing: billingDetails.optional(),
  })
  .strict();

/** Amounts of one order or invoice, in cents. */
export const amounts = z.object({
  netCents: z.number().int(),
  vatRate: z.number().min(0).max(1),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('EUR'),
  /** 'standard' | 'reverse_charge' (EU business, art. 196 Directive 2006/112/EC) | 'outside_eu'. */
  vatTreatment: z.enum(['standard', 'reverse_charge', 'outside_eu']),
});

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'canceled', 'expired'] as const;
export const order = z.object({
  id: z.uuid(),
  planId: z.enum(PLAN_IDS),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(['invoice', 'stripe']),
  /** The bank-transfer reference the customer writes in the transfer's description. */
  reference: text(),
  amounts,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  returnTo: text().nullable(),
});
export type Order = z.infer<typeof order>;

export const checkoutResult = z.object({
  orderId: z.uuid(),
  /** Stripe Checkout's page; absent with the invoice driver. */
  url: text().optional(),
  order,
  /** Invoice driver: where to pay (pro-forma), in the caller's language. */
  bankTransfer: z.object({ beneficiary: text(), iban: text(), bic: text(), reference: text() }).optional(),
});

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'canceled'] as const;
export const usageItem = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export const billingStatus = z.object({
  tier: z.enum(TIERS),
  plan: planItem.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: z.iso.datetime().nullable(),
  commitmentEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When a failed renewal's grace ends and the plan falls back to Free. */
  graceEndsAt: z.iso.datetime().nullable(),
  trialAvailable: z.boolean(),
  usage: z.object({ projects: usageItem, members: usageItem, storageBytes: usageItem }),
  pendingOrders: z.array(order),
  provider: z.enum(['invoice', 'stripe']),
  billing: billingDetails.nullable(),
});
export type BillingStatus = z.infer<typeof billingStatus>;

export const invoiceItem = z.object({
  id: z.uuid(),
  /** Progressive per calendar year without gaps: "2026/0001". */
  number: text(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.iso.datetime(),
  /** The line as printed on the document, in the document's language. */
  description: text(),
  /** The plan invoiced (null on a credit note): lists name it in the reader's language. */
  planId: text().nullable(),
  /** The document's language (the customer's at issue). */
  language: z.enum(['en', 'it']),
  amounts,
  /** For a credit note, the invoice it corrects. */
  correctsInvoiceId: z.uuid().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;
export const invoiceList = z.array(invoiceItem);
export const invoiceParams = z.object({ id: z.uuid() });
export const orderParams = z.object({ id: z.uuid() });

/** GET/PUT /api/billing/details: the account's billing details (null until saved). */
export const billingDetailsResponse = z.object({ billing: billingDetails.nullable() });

/** POST /api/billing/change { planId } and GET /api/billing/change-preview?planId= */
export const changeBody = z.object({ planId: z.enum(PLAN_IDS), returnTo: returnToPath.optional() }).strict();
export const changePreviewQuery = z.object({ planId: z.enum(PLAN_IDS) });
export const changePreview = z.object({
  from: planItem.nullable(),
  to: planItem,
  /** 'now' for an upgrade (prorated), 'period_end' for a downgrade. */
  effective: z.enum(['now', 'period_end']),
  effectiveAt: z.iso.datetime(),
  /** Unused time of the current period, VAT excluded. */
  creditCents: z.number().int(),
  newPriceCents: z.number().int(),
  /** Charged now, VAT excluded, and with VAT by the caller's billing details. */
  dueNowCents: z.number().int(),
  amounts,
});
export const changeResult = z.object({ preview: changePreview, checkout: checkoutResult.nullable(), status: billingStatus });

/** POST /api/billing/cancel: when the plan ends (the commitment end when it comes later than the period). */
export const cancelResult = z.object({ status: billingStatus, endsAt: z.iso.datetime(), endsAtCommitment: z.boolean() });

/** POST /api/billing/portal (Stripe): the Customer Portal for card changes. */
export const portalResult = z.object({ url: text() });

/** POST /api/billing/contact-sales (Enterprise quote). */
export const contactSalesBody = z
  .object({
    message: text().trim().min(1).max(4000),
    seats: z.number().int().min(1).max(100_000).optional(),
    /** A visitor's address for the answer (required without an account; ignored with one). */
    email: z.email().max(254).optional(),
    /** A visitor's name or company (optional). */
    name: text().trim().min(1).max(200).optional(),
  })
  .strict();
export const contactSalesResult = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });

/** POST /api/contact (public): the /contact form. A visitor gives an e-mail for the answer; an account is answered at its own. */
export const contactBody = z
  .object({
    topic: z.enum(CONTACT_TOPICS),
    message: text().trim().min(1).max(4000),
    email: z.email().max(254).optional(),
    name: text().trim().min(1).max(200).optional(),
  })
  .strict();
export type ContactBody = z.infer<typeof contactBody>;

/** A Stripe webhook's acknowledgement: `duplicate` when the event id was processed before. */
export const webhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** GET /api/billing/quote (public): a plan's price for a customer, before ordering (the checkout page's VAT line). */
export const quoteQuery = z.object({
  planId: z.enum(PLAN_IDS),
  country: COUNTRY_CODE,
  kind: z.enum(['business', 'consumer']),
  vatNumber: text().trim().max(20).optional(),
});
export const quote = z.object({
  planId: z.enum(PLAN_IDS),
  amounts,
  /** What to show: VAT excluded for a business, included for a consumer. */
  shown: z.object({ cents: z.number().int(), vatIncluded: z.boolean() }),
  vatNumberValid: z.boolean(),
  /** The invoice's VAT mention (reverse charge, outside the EU), in the caller's language; null for standard VAT. */
  mention: text().nullable(),
});
