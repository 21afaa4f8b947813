import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { CONTACT_TOPICS } from '../../../contract/constants.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Who is billed (issue 22): one row per account, the latest details; orders and invoices keep a copy. */
export const billingDetails = pgTable('billing_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** An order: a plan bought at the price of a price-list version, paid by bank transfer or through Stripe. */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    priceListVersion: text('price_list_version').notNull(),
    /** 'new' (first purchase), 'change' (prorated upgrade), 'renewal'. */
    kind: text('kind', { enum: ['new', 'change', 'renewal'] })
      .notNull()
      .default('new'),
    netCents: integer('net_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    vatTreatment: text('vat_treatment', { enum: ['standard', 'reverse_charge', 'outside_eu'] }).notNull(),
    status: text('status', { enum: ['awaiting_payment', 'paid', 'canceled', 'expired'] })
      .notNull()
      .default('awaiting_payment'),
    provider: text('provider', { enum: ['invoice', 'stripe'] }).notNull(),
    /** The transfer's reference ("CR-…"), unique. */
    reference: text('reference').notNull().unique(),
    returnTo: text('return_to'),
    /** The billing details as they were when the order was placed. */
    buyer: jsonb('buyer').$type<Record<string, unknown>>(),
    stripeSessionId: text('stripe_session_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    paidBy: text('paid_by'),
  },
  (t) => [index('billing_orders_user_idx').on(t.userId, t.createdAt), index('billing_orders_status_idx').on(t.status)],
);

/** One subscription per account: the plan in force, its period, commitment, cancellation and grace. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id'),
  tier: text('tier').notNull().default('free'),
  status: text('status', { enum: ['none', 'trialing', 'active', 'past_due', 'canceled'] })
    .notNull()
    .default('none'),
  provider: text('provider', { enum: ['invoice', 'stripe'] })
    .notNull()
    .default('invoice'),
  currentPeriodStart: ts('current_period_start'),
  currentPeriodEnd: ts('current_period_end'),
  commitmentEnd: ts('commitment_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  graceEndsAt: ts('grace_ends_at'),
  trialUsed: boolean('trial_used').notNull().default(false),
  /** A downgrade waiting for the end of the period. */
  pendingPlanId: text('pending_plan_id'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The last invoice number given per calendar year; locked FOR UPDATE by the transaction that issues the next. */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Invoices and credit notes, one numbering per calendar year without gaps ("2026/0001"). Immutable once
 * issued (trigger, migration 0028); kept with the account gone (no foreign key: ten years of legal
 * retention), with the seller and buyer as they were.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    orderId: uuid('order_id'),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    correctsInvoiceId: uuid('corrects_invoice_id'),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: ts('issued_at').notNull(),
    language: text('language', { enum: ['en', 'it'] }).notNull(),
    description: text('description').notNull(),
    planId: text('plan_id'),
    netCents: integer('net_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    vatTreatment: text('vat_treatment', { enum: ['standard', 'reverse_charge', 'outside_eu'] }).notNull(),
    seller: jsonb('seller').$type<Record<string, unknown>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    provider: text('provider', { enum: ['invoice', 'stripe'] }).notNull(),
    /** The paid Stripe invoice this one mirrors. */
    stripeInvoiceId: text('stripe_invoice_id').unique(),
  },
  (t) => [
    uniqueIndex('billing_invoices_year_seq').on(t.year, t.seq),
    index('billing_invoices_user_idx').on(t.userId, t.issuedAt),
    check('billing_invoices_credit_note', sql`(${t.kind} = 'credit_note') = (${t.correctsInvoiceId} is not null)`),
  ],
);

/** Stripe events already processed: an event id is handled once. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** Enterprise "contact sales" requests. */
export const billingContactRequests = pgTable('billing_contact_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** A visitor's address and name (null when an account sent it: its own e-mail applies). */
  email: text('email'),
  name: text('name'),
  message: text('message').notNull(),
  /** What it is about (/contact's choice; the Enterprise quote on /pricing is 'sales'). */
  topic: text('topic', { enum: CONTACT_TOPICS }).notNull().default('sales'),
  seats: integer('seats'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
