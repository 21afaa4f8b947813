import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

/**
 * The admin billing page's figures through the real route on a fresh database, against a hand
 * computation: what is listed awaiting transfer and as failed, and revenue, MRR and churn of the month.
 */
const clock = new Date('2026-11-02T09:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const US_BUSINESS = { kind: 'business', name: 'Acme Inc', addressLine: '1 Main St', postalCode: '10001', city: 'New York', country: 'US' };
async function order(u: Person, planId: string) {
  const res = await t.call({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie, payload: { planId, billing: US_BUSINESS } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as string;
}
const markPaid = (id: string) => t.call({ method: 'POST', url: `/api/admin/billing/orders/${id}/paid`, cookie: admin.cookie });
const overview = async () => {
  const res = await t.call({ method: 'GET', url: '/api/admin/billing', cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('admin billing overview (hand-computed)', () => {
  it('lists subscriptions, transfers awaited and failed payments; revenue, MRR and churn per month', async () => {
    const [a, b, c] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    // Outside the EU: no VAT, so net = total (Professional monthly €390, Business annual €9,990).
    expect((await markPaid(await order(a, 'professional_monthly'))).statusCode).toBe(200);
    expect((await markPaid(await order(b, 'business_annual'))).statusCode).toBe(200);
    const waiting = await order(c, 'single_project');
    let o = await overview();
    expect(o.awaitingTransfer.map((x: { id: string }) => x.id)).toEqual([waiting]);
    expect(o.subscriptions.map((s: { email: string }) => s.email).sort()).toEqual([a.email, b.email].sort());
    expect(o.failedPayments).toEqual([]);
    // November 2026: revenue 390 + 9,990 = 10,380.00; MRR 390 + 9,990 / 12 (832.50) = 1,222.50; 2 active;
    // nobody was active in October, so no churn rate.
    expect(o.revenue.find((m: { month: string }) => m.month === '2026-11')).toEqual({
      month: '2026-11',
      revenueNetCents: 1_038_000,
      creditNotesNetCents: 0,
      mrrCents: 122_250,
      activeSubscriptions: 2,
      churned: 0,
      churnRate: null,
    });
    // a's renewal fails: listed as a failed payment.
    await t.database.db.update(billingSubscriptions).set({ status: 'past_due' }).where(eq(billingSubscriptions.userId, a.id));
    o = await overview();
    expect(o.failedPayments.map((s: { email: string }) => s.email)).toEqual([a.email]);
    // A month later, a never renewed (the data moves back a month, not the clock: sessions share it):
    // churned 1 of the 2 active in October (50 %); MRR is b's twelfth, 832.50; no revenue in November.
    // Invoices are immutable by trigger; this test database lifts it for the move alone.
    await t.database.db.execute(sql`alter table billing_invoices disable trigger user`);
    await t.database.db.update(billingInvoices).set({ issuedAt: new Date('2026-10-02T09:00:00Z') });
    await t.database.db.execute(sql`alter table billing_invoices enable trigger user`);
    o = await overview();
    expect(o.revenue.find((m: { month: string }) => m.month === '2026-11')).toMatchObject({
      revenueNetCents: 0,
      mrrCents: 83_250,
      activeSubscriptions: 1,
      churned: 1,
      churnRate: 0.5,
    });
  });
});
