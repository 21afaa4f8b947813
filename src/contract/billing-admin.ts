import { z } from 'zod';
import { text } from './safe-text.ts';
import { TIERS } from '../domain/rbac/index.ts';
import { SUBSCRIPTION_STATUSES, invoiceItem, order } from './billing.ts';
import { CONTACT_TOPICS } from './constants.ts';

/** Admin billing (issue 22): orders with their customer, for /admin billing. */
export const adminOrder = order.extend({ userId: text(), email: text(), username: text() });
export const adminOrderList = z.array(adminOrder);
export const adminOrdersQuery = z.object({ status: z.enum(['awaiting_payment', 'paid', 'canceled', 'expired']).optional() });

/** POST /api/admin/billing/orders/:id/paid → the order, the invoice issued and the user's new tier. */
export const markPaidResult = z.object({ order, invoice: invoiceItem, tier: z.enum(TIERS) });

export const adminSubscription = z.object({
  userId: text(),
  email: text(),
  planId: text().nullable(),
  tier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  provider: z.enum(['invoice', 'stripe']),
  currentPeriodEnd: z.iso.datetime().nullable(),
  commitmentEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.iso.datetime().nullable(),
});

/** One calendar month: invoiced revenue (net), MRR at month end, churned subscriptions and churn rate. */
export const revenueMonth = z.object({
  month: text().regex(/^\d{4}-\d{2}$/),
  revenueNetCents: z.number().int(),
  creditNotesNetCents: z.number().int(),
  mrrCents: z.number().int(),
  activeSubscriptions: z.number().int(),
  churned: z.number().int(),
  /** churned ÷ active at the month's start; null when none was active. */
  churnRate: z.number().nullable(),
});

export const adminBillingOverview = z.object({
  subscriptions: z.array(adminSubscription),
  awaitingTransfer: adminOrderList,
  failedPayments: z.array(adminSubscription),
  revenue: z.array(revenueMonth),
  contactRequests: z.array(
    z.object({
      id: z.uuid(),
      email: text().nullable(),
      /** A visitor's name (null for an account's request). */
      name: text().nullable(),
      /** True when sent by a visitor without an account. */
      visitor: z.boolean(),
      message: text(),
      /** What it is about (/contact's topic; 'sales' for the Enterprise quote). */
      topic: z.enum(CONTACT_TOPICS),
      seats: z.number().int().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminBillingOverview = z.infer<typeof adminBillingOverview>;

/** GET /api/admin/billing/invoices/export?from=&to=&format= (dates inclusive, YYYY-MM-DD). */
export const invoiceExportQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** POST /api/admin/billing/invoices/:id/refund → the credit note. */
export const refundBody = z.object({ reason: text().trim().max(500).optional() }).strict();
