import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  billingContactRequests,
  billingDetails,
  billingInvoices,
  billingOrders,
  billingSubscriptions,
  billingWebhookEvents,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ContactTopic } from '../../../contract/constants.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderRow = typeof billingOrders.$inferSelect;
export type NewOrder = typeof billingOrders.$inferInsert;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;
export type NewInvoice = Omit<typeof billingInvoices.$inferInsert, 'year' | 'seq' | 'number'>;

export async function findDetails(db: Db | Tx, userId: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
  return row?.details ?? null;
}

export async function saveDetails(db: Db, userId: string, details: Record<string, unknown>, now: Date): Promise<void> {
  await db
    .insert(billingDetails)
    .values({ userId, details, updatedAt: now })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { details, updatedAt: now } });
}

export async function insertOrder(db: Db | Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(billingOrders).values(values).returning();
  return row!;
}

export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.id, id));
  return row ?? null;
}

/** The order, locked until the transaction ends (two confirmations of one order run one after the other). */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(billingOrders).where(eq(billingOrders.id, id)).for('update');
  return row ?? null;
}

export async function updateOrder(db: Db | Tx, id: string, patch: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await db.update(billingOrders).set(patch).where(eq(billingOrders.id, id)).returning();
  return row!;
}

export async function findOrderByStripeSession(db: Db | Tx, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(billingOrders).where(eq(billingOrders.stripeSessionId, sessionId));
  return row ?? null;
}

export async function pendingOrdersOf(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, userId), eq(billingOrders.status, 'awaiting_payment')))
    .orderBy(desc(billingOrders.createdAt));
}

export async function listOrders(db: Db, status?: OrderRow['status']) {
  return db
    .select({ o: billingOrders, email: users.email, username: users.username })
    .from(billingOrders)
    .innerJoin(users, eq(users.id, billingOrders.userId))
    .where(status ? eq(billingOrders.status, status) : undefined)
    .orderBy(desc(billingOrders.createdAt))
    .limit(500);
}

export async function findSubscription(db: Db | Tx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  return row ?? null;
}

export async function findSubscriptionByStripeId(db: Db | Tx, stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row ?? null;
}

/** Writes the subscription and, in the same statement's transaction, the user's tier (what the server enforces). */
export async function upsertSubscription(
  db: Db | Tx,
  userId: string,
  values: Partial<typeof billingSubscriptions.$inferInsert>,
  now: Date,
): Promise<SubscriptionRow> {
  const set = { ...values, updatedAt: now };
  const [row] = await db
    .insert(billingSubscriptions)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: billingSubscriptions.userId, set })
    .returning();
  if (values.tier)
    await db
      .update(users)
      .set({ subscriptionTier: values.tier as never, updatedAt: now })
      .where(eq(users.id, userId));
  return row!;
}

/** Subscriptions whose state may have moved with time (period or grace ended): for the periodic sweep. */
export async function subscriptionsDue(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        inArray(billingSubscriptions.status, ['trialing', 'active', 'past_due']),
        sql`(${billingSubscriptions.currentPeriodEnd} <= ${now} or ${billingSubscriptions.graceEndsAt} <= ${now})`,
      ),
    )
    .limit(500);
}

export async function allSubscriptions(db: Db) {
  return db
    .select({ s: billingSubscriptions, email: users.email })
    .from(billingSubscriptions)
    .innerJoin(users, eq(users.id, billingSubscriptions.userId))
    .orderBy(desc(billingSubscriptions.updatedAt))
    .limit(1000);
}

/**
 * Issues the next number of the calendar year and the invoice, in the caller's transaction: the
 * counter row is written (and so locked) by an upsert that returns the new value; a concurrent issuer
 * waits for this transaction, and a rollback takes the number back, so numbers have no gap.
 */
export async function insertInvoiceNumbered(
  tx: Tx,
  values: NewInvoice,
  year: number,
  format: (year: number, seq: number) => string,
): Promise<InvoiceRow> {
  const res = await tx.execute<{ last: number }>(
    sql`insert into billing_invoice_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = billing_invoice_counters.last + 1 returning last`,
  );
  const seq = Number((res as unknown as { rows: Array<{ last: number }> }).rows[0]!.last);
  const [row] = await tx
    .insert(billingInvoices)
    .values({ ...values, year, seq, number: format(year, seq) })
    .returning();
  return row!;
}

export async function listInvoicesOf(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.year), desc(billingInvoices.seq));
}

export async function findInvoice(db: Db | Tx, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  return row ?? null;
}

export async function findInvoiceByStripeId(db: Db | Tx, stripeInvoiceId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.stripeInvoiceId, stripeInvoiceId));
  return row ?? null;
}

export async function creditNotesOf(db: Db | Tx, invoiceId: string): Promise<InvoiceRow[]> {
  return db.select().from(billingInvoices).where(eq(billingInvoices.correctsInvoiceId, invoiceId));
}

export async function invoicesBetween(db: Db, from: Date, toExclusive: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(and(gte(billingInvoices.issuedAt, from), lt(billingInvoices.issuedAt, toExclusive)))
    .orderBy(asc(billingInvoices.year), asc(billingInvoices.seq));
}

/** Records a webhook event id; false when it was already there (the event is then not processed again). */
export async function recordEvent(db: Db | Tx, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await db.insert(billingWebhookEvents).values({ id, type, receivedAt: now }).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function insertContactRequest(
  db: Db,
  v: {
    userId: string | null;
    email: string | null;
    name: string | null;
    message: string;
    topic: ContactTopic;
    seats: number | null;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(billingContactRequests).values(v).returning();
  return row!;
}

export async function listContactRequests(db: Db) {
  return db
    .select({ r: billingContactRequests, email: users.email })
    .from(billingContactRequests)
    .leftJoin(users, eq(users.id, billingContactRequests.userId))
    .orderBy(desc(billingContactRequests.createdAt))
    .limit(100);
}

export async function adminIds(db: Db): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((r) => r.id);
}

export async function userById(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      tier: users.subscriptionTier,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
