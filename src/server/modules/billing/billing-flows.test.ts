import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

/** A clock the test moves (periods, grace and trials are checked at chosen instants). */
let clock = new Date('2026-11-02T09:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.call({ method, url, cookie: who?.cookie, payload });
const tierOf = async (id: string) =>
  (await t.database.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id)))[0]!.tier;
const DE_CONSUMER = {
  kind: 'consumer',
  name: 'Erika Mustermann',
  addressLine: 'Hauptstr. 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

async function buy(u: Person, planId: string, billing: object = DE_CONSUMER) {
  const res = await call(u, 'POST', '/api/billing/checkout', { planId, billing });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as string;
}

describe('invoice numbering under concurrency', () => {
  it('20 parallel confirmations get the numbers 1..20 of the year: no gap, no duplicate', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
    const orders: string[] = [];
    for (const b of buyers) orders.push(await buy(b, 'professional_monthly'));
    const results = await Promise.all(orders.map((id) => call(admin, 'POST', `/api/admin/billing/orders/${id}/paid`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.json().invoice.number as string).sort();
    // Oracle: the first twenty numbers of 2026, each once.
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026/${String(i + 1).padStart(4, '0')}`));
    // DE consumer: 390.00 + 19 % = 74.10 → 464.10 on every invoice.
    expect(new Set(results.map((r) => r.json().invoice.amounts.totalCents))).toEqual(new Set([46_410]));
    for (const b of buyers) expect(await tierOf(b.id)).toBe('professional');
  }, 60_000);
});

describe('trial, cancellation, plan change, grace', () => {
  it('a 14-day Professional trial starts at once, once per account, then falls back to Free', async () => {
    const u = await signUp(t);
    const start = await call(u, 'POST', '/api/billing/trial');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ tier: 'professional', status: 'trialing', trialAvailable: false });
    expect(await tierOf(u.id)).toBe('professional');
    expect((await call(u, 'POST', '/api/billing/trial')).json().code).toBe('TRIAL_NOT_AVAILABLE');
    const [row] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, u.id));
    // Oracle: 14 days × 86,400 s after the start.
    expect(row!.currentPeriodEnd!.getTime() - clock.getTime()).toBe(14 * 86_400_000);
    // The trial's end passes (the data moves, not the clock: sessions are on the same clock).
    await t.database.db
      .update(billingSubscriptions)
      .set({ currentPeriodEnd: new Date(clock.getTime() - 1) })
      .where(eq(billingSubscriptions.userId, u.id));
    expect((await call(u, 'GET', '/api/billing')).json()).toMatchObject({ tier: 'free', status: 'canceled', trialAvailable: false });
    expect(await tierOf(u.id)).toBe('free');
  });

  it('cancelling a monthly plan in its first month ends at the commitment end, and can be resumed', async () => {
    const u = await signUp(t);
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'professional_monthly')}/paid`);
    const c = await call(u, 'POST', '/api/billing/cancel');
    expect(c.statusCode, c.body).toBe(200);
    // Oracle: paid 2 Nov 2026 → period to 2 Dec 2026, commitment to 2 Nov 2027.
    expect(c.json()).toMatchObject({
      endsAt: '2027-11-02T09:00:00.000Z',
      endsAtCommitment: true,
      status: { cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-02T09:00:00.000Z' },
    });
    const r = await call(u, 'POST', '/api/billing/resume');
    expect(r.json().cancelAtPeriodEnd).toBe(false);
  });

  it('previews and applies an upgrade with the unused time credited; a downgrade waits', async () => {
    const u = await signUp(t);
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'professional_monthly')}/paid`);
    const saved = clock;
    // 17 Nov 09:00 is 15 of the 30 days of the period 2 Nov → 2 Dec: credit 195.00, due 990 − 195 = 795.00 (+19 % = 151.05).
    clock = new Date('2026-11-17T09:00:00Z');
    try {
      const p = await call(u, 'GET', '/api/billing/change-preview?planId=business_monthly');
      expect(p.statusCode, p.body).toBe(200);
      expect(p.json()).toMatchObject({
        effective: 'now',
        creditCents: 19_500,
        dueNowCents: 79_500,
        amounts: { netCents: 79_500, vatCents: 15_105, totalCents: 94_605 },
      });
      const ch = await call(u, 'POST', '/api/billing/change', { planId: 'business_monthly' });
      expect(ch.statusCode, ch.body).toBe(200);
      const orderId = ch.json().checkout.orderId;
      const paid = await call(admin, 'POST', `/api/admin/billing/orders/${orderId}/paid`);
      expect(paid.json().tier).toBe('business');
      const down = await call(u, 'POST', '/api/billing/change', { planId: 'professional_monthly' });
      expect(down.json().preview).toMatchObject({ effective: 'period_end', dueNowCents: 0 });
      expect(await tierOf(u.id)).toBe('business');
      // A week before the end no renewal is billed for the old plan; once the period ends the new plan is billed.
      const [row] = await t.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, u.id));
      await t.database.db
        .update(billingSubscriptions)
        .set({ currentPeriodEnd: new Date(clock.getTime() + 3 * 86_400_000) })
        .where(eq(billingSubscriptions.userId, u.id));
      await t.app.billingSweep();
      expect((await call(u, 'GET', '/api/billing')).json().pendingOrders).toEqual([]);
      await t.database.db
        .update(billingSubscriptions)
        .set({ currentPeriodEnd: new Date(clock.getTime() - 1000) })
        .where(eq(billingSubscriptions.userId, u.id));
      await t.app.billingSweep();
      const after = (await call(u, 'GET', '/api/billing')).json();
      expect(after).toMatchObject({ tier: 'business', status: 'past_due', plan: { id: 'professional_monthly' } });
      expect(after.pendingOrders.map((o: { planId: string }) => o.planId)).toEqual(['professional_monthly']);
      await call(admin, 'POST', `/api/admin/billing/orders/${after.pendingOrders[0].id}/paid`);
      expect(await tierOf(u.id)).toBe('professional');
      expect(row!.pendingPlanId).toBe('professional_monthly');
    } finally {
      clock = saved;
    }
  });

  it('an unpaid period is past due for the grace days, then Free, by the sweep as well as on read', async () => {
    const u = await signUp(t);
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'business_monthly')}/paid`);
    // The period ended three days ago, unpaid (sessions are kept on the test's clock, so the data moves, not the clock).
    const ended = new Date(clock.getTime() - 3 * 86_400_000);
    await t.database.db.update(billingSubscriptions).set({ currentPeriodEnd: ended }).where(eq(billingSubscriptions.userId, u.id));
    const s = (await call(u, 'GET', '/api/billing')).json();
    // Oracle: grace ends GRACE_DAYS (14) after the period's end.
    expect(s).toMatchObject({
      status: 'past_due',
      tier: 'business',
      graceEndsAt: new Date(ended.getTime() + 14 * 86_400_000).toISOString(),
    });
    const overview = (await call(admin, 'GET', '/api/admin/billing')).json();
    expect(overview.failedPayments.some((f: { userId: string }) => f.userId === u.id)).toBe(true);
    // Grace over; nobody reads this account: the periodic sweep (the jobs tick) makes it Free.
    await t.database.db
      .update(billingSubscriptions)
      .set({ graceEndsAt: new Date(clock.getTime() - 1000) })
      .where(eq(billingSubscriptions.userId, u.id));
    expect(await t.app.billingSweep()).toBeGreaterThanOrEqual(1);
    expect(await tierOf(u.id)).toBe('free');
    expect((await call(u, 'GET', '/api/billing')).json()).toMatchObject({ status: 'canceled', tier: 'free' });
    const { outbox } = await import('../../db/schema/index.ts');
    const kinds = (await t.database.db.select().from(outbox).where(eq(outbox.to, u.email))).map((m) => m.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'billing-order-received',
        'billing-payment-confirmed',
        'billing-invoice-issued',
        'billing-payment-failed',
        'billing-plan-ended',
      ]),
    );
  });
});

describe('renewal on the invoice driver', () => {
  it('sends a renewal pro-forma a week before the end; paying it extends from the old end', async () => {
    const u = await signUp(t);
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'professional_monthly')}/paid`);
    const end = new Date(clock.getTime() + 5 * 86_400_000);
    await t.database.db.update(billingSubscriptions).set({ currentPeriodEnd: end }).where(eq(billingSubscriptions.userId, u.id));
    await t.app.billingSweep();
    await t.app.billingSweep();
    const pending = (await call(u, 'GET', '/api/billing')).json().pendingOrders;
    // One renewal order only, however often the sweep runs; DE consumer: 464.10.
    expect(pending).toHaveLength(1);
    expect(pending[0].amounts.totalCents).toBe(46_410);
    const { outbox } = await import('../../db/schema/index.ts');
    expect(
      (await t.database.db.select().from(outbox).where(eq(outbox.to, u.email))).some((m) => m.kind === 'billing-renewal-upcoming'),
    ).toBe(true);
    await call(admin, 'POST', `/api/admin/billing/orders/${pending[0].id}/paid`);
    const after = (await call(u, 'GET', '/api/billing')).json();
    // Oracle: the next period is one calendar month from the old end.
    const next = new Date(end);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.currentPeriodEnd).toBe(next.toISOString());
    expect(after.status).toBe('active');
  });
});

describe('downgrade keeps every project', () => {
  it('projects above the new limit stay, read-only with the way back; the oldest stay editable', async () => {
    const u = await signUp(t);
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'professional_monthly')}/paid`);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(u, 'POST', '/api/projects', { title: `P${i}`, industry: '62.01', targetMarket: 'EU', estimatedBudget: 1000 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // The plan ends (as a refund or expiry would): Free allows one project.
    const invoices = (await call(u, 'GET', '/api/billing/invoices')).json();
    const refund = await call(admin, 'POST', `/api/admin/billing/invoices/${invoices[0].id}/refund`, { reason: 'test' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json()).toMatchObject({
      kind: 'credit_note',
      correctsInvoiceId: invoices[0].id,
      amounts: { netCents: -39_000, totalCents: -46_410 },
    });
    expect(await tierOf(u.id)).toBe('free');
    const list = (await call(u, 'GET', '/api/projects')).json() as Array<{
      id: string;
      readOnlyReason: string | null;
      upgradeUrl: string | null;
    }>;
    expect(list.map((p) => p.id).sort()).toEqual([...ids].sort());
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.get(ids[0]!)!.readOnlyReason).toBeNull();
    expect(byId.get(ids[1]!)!.readOnlyReason).toBe('plan_limit');
    expect(byId.get(ids[2]!)!.upgradeUrl).toBe(`/quick-checkout?plan=professional_monthly&returnTo=%2Fprojects%2F${ids[2]}`);
    expect((await call(u, 'PATCH', `/api/projects/${ids[0]}`, { title: 'Still mine' })).statusCode).toBe(200);
    const refused = await call(u, 'PATCH', `/api/projects/${ids[2]}`, { title: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PROJECT_READ_ONLY_PLAN',
      details: { upgradeUrl: `/quick-checkout?plan=professional_monthly&returnTo=%2Fprojects%2F${ids[2]}`, tier: 'free', limit: 1 },
    });
    // Read access stays.
    expect((await call(u, 'GET', `/api/projects/${ids[2]}`)).statusCode).toBe(200);
    // Buying again lifts it at once.
    await call(admin, 'POST', `/api/admin/billing/orders/${await buy(u, 'professional_monthly')}/paid`);
    expect((await call(u, 'PATCH', `/api/projects/${ids[2]}`, { title: 'Editable again' })).statusCode).toBe(200);
  });
});

describe('admin overview and the accountant export', () => {
  it('lists revenue per month and exports the period as CSV and XLSX', async () => {
    const o = (await call(admin, 'GET', '/api/admin/billing')).json();
    const nov = o.revenue.find((m: { month: string }) => m.month === '2026-11');
    expect(nov.revenueNetCents).toBeGreaterThan(0);
    expect(nov.mrrCents).toBeGreaterThan(0);
    const all = await t.database.db.select().from(billingInvoices);
    const csv = await call(admin, 'GET', '/api/admin/billing/invoices/export?from=2026-01-01&to=2026-12-31&format=csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^number,date,kind,corrects,customer/);
    expect(lines).toHaveLength(all.length + 1);
    const x = await call(admin, 'GET', '/api/admin/billing/invoices/export?from=2026-01-01&to=2026-12-31&format=xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.getWorksheet('invoices')!.rowCount).toBe(all.length + 1);
    expect((await call(await signUp(t), 'GET', '/api/admin/billing/invoices/export?from=2026-01-01&to=2026-12-31')).statusCode).toBe(403);
  });

  it('contact sales reaches the admins', async () => {
    const u = await signUp(t);
    const res = await call(u, 'POST', '/api/billing/contact-sales', { message: 'We need 40 seats', seats: 40 });
    expect(res.statusCode, res.body).toBe(201);
    const o = (await call(admin, 'GET', '/api/admin/billing')).json();
    expect(o.contactRequests[0]).toMatchObject({ email: u.email, seats: 40 });
    const notes = (await call(admin, 'GET', '/api/notifications')).json();
    expect(JSON.stringify(notes)).toContain(u.email);
  });
});
