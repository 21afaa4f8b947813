import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, billingInvoices, outbox, users } from '../../db/schema/index.ts';
import { createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call({ method, url, cookie: who?.cookie, payload });
const tierOf = async (id: string) =>
  (await t.database.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id)))[0]!.tier;

const IT_BUSINESS = {
  kind: 'business',
  name: 'Rossi S.r.l.',
  addressLine: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatNumber: 'IT00743110157',
  sdiCode: 'ABC1234',
};

describe('billing on the invoice driver (issue 22)', () => {
  it('lists the price list publicly, with the contract shape', async () => {
    const res = await call(null, 'GET', '/api/billing/plans');
    expect(res.statusCode).toBe(200);
    // Oracle: src/domain/billing/plans.ts as written in ADR 0032 (cents, VAT excluded).
    expect(res.json()).toEqual([
      { id: 'single_project', tier: 'single_project', interval: 'one_time', amountCents: 49_000, currency: 'EUR', commitmentMonths: 0 },
      { id: 'professional_monthly', tier: 'professional', interval: 'month', amountCents: 39_000, currency: 'EUR', commitmentMonths: 12 },
      { id: 'professional_annual', tier: 'professional', interval: 'year', amountCents: 399_000, currency: 'EUR', commitmentMonths: 12 },
      { id: 'business_monthly', tier: 'business', interval: 'month', amountCents: 99_000, currency: 'EUR', commitmentMonths: 12 },
      { id: 'business_annual', tier: 'business', interval: 'year', amountCents: 999_000, currency: 'EUR', commitmentMonths: 12 },
    ]);
  });

  it('quotes a plan per customer before ordering (hand-computed: 390 € net)', async () => {
    const q = async (qs: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/billing/quote?planId=professional_monthly&${qs}`,
          origin: null,
          headers: { 'accept-language': 'it' },
        })
      ).json();
    expect(await q('country=IT&kind=consumer')).toMatchObject({
      shown: { cents: 47_580, vatIncluded: true },
      amounts: { vatCents: 8_580, vatTreatment: 'standard' },
      mention: null,
    });
    expect(await q('country=DE&kind=business&vatNumber=DE123456789')).toMatchObject({
      shown: { cents: 39_000, vatIncluded: false },
      amounts: { totalCents: 39_000, vatTreatment: 'reverse_charge' },
      vatNumberValid: true,
      mention: 'Inversione contabile – art. 7-ter DPR 633/72',
    });
    expect(await q('country=DE&kind=consumer')).toMatchObject({ shown: { cents: 46_410, vatIncluded: true } });
    expect(await q('country=US&kind=business')).toMatchObject({
      shown: { cents: 39_000, vatIncluded: false },
      amounts: { vatTreatment: 'outside_eu' },
    });
  });

  it('refuses billing details with a wrong partita IVA check digit, keeps valid ones', async () => {
    const u = await signUp(t);
    const bad = await call(u, 'PUT', '/api/billing/details', { ...IT_BUSINESS, vatNumber: 'IT00743110158' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VAT_NUMBER_INVALID');
    const ok = await call(u, 'PUT', '/api/billing/details', IT_BUSINESS);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(u, 'GET', '/api/billing/details')).json().billing.vatNumber).toBe('IT00743110157');
  });

  it('checkout → pro-forma; admin marks it paid → invoice 1 of the year and the tier in the same request', async () => {
    const u = await signUp(t);
    const res = await call(u, 'POST', '/api/billing/checkout', {
      planId: 'professional_monthly',
      returnTo: '/projects/new',
      billing: IT_BUSINESS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // Oracle: 390.00 € + 22 % = 85.80 € VAT, 475.80 € total (Italian business).
    expect(body.order.amounts).toEqual({
      netCents: 39_000,
      vatRate: 0.22,
      vatCents: 8_580,
      totalCents: 47_580,
      currency: 'EUR',
      vatTreatment: 'standard',
    });
    expect(body.orderId).toBe(body.order.id);
    expect(body.url).toBeUndefined();
    expect(body.bankTransfer.reference).toBe(body.order.reference);
    expect(body.bankTransfer.iban).toBe('IT00X0000000000000000000000');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(mails.some((m) => m.kind === 'billing-order-received' && m.body.includes('EXAMPLE BANK DETAILS'))).toBe(true);

    const status = (await call(u, 'GET', '/api/billing')).json();
    expect(status).toMatchObject({ tier: 'free', status: 'none', plan: null, cancelAtPeriodEnd: false, provider: 'invoice' });
    expect(status.pendingOrders.map((o: { id: string }) => o.id)).toEqual([body.orderId]);

    // A non-admin is refused on the admin routes.
    expect((await call(u, 'POST', `/api/admin/billing/orders/${body.orderId}/paid`)).statusCode).toBe(403);
    expect((await call(u, 'GET', '/api/admin/billing/orders')).statusCode).toBe(403);
    expect((await call(u, 'GET', '/api/admin/billing')).statusCode).toBe(403);

    const listed = (await call(admin, 'GET', '/api/admin/billing/orders?status=awaiting_payment')).json();
    expect(listed.some((o: { id: string; email: string }) => o.id === body.orderId && o.email === u.email)).toBe(true);

    const paid = await call(admin, 'POST', `/api/admin/billing/orders/${body.orderId}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().tier).toBe('professional');
    expect(paid.json().order.status).toBe('paid');
    expect(paid.json().invoice.number).toMatch(/^\d{4}\/\d{4}$/);
    // The tier is stored by the time the response is out.
    expect(await tierOf(u.id)).toBe('professional');
    const again = await call(admin, 'POST', `/api/admin/billing/orders/${body.orderId}/paid`);
    expect(again.statusCode).toBe(409);

    const after = (await call(u, 'GET', '/api/billing')).json();
    expect(after).toMatchObject({ tier: 'professional', status: 'active', plan: { id: 'professional_monthly' }, cancelAtPeriodEnd: false });
    // Oracle: a monthly plan's period is one calendar month; the commitment twelve.
    const paidAt = new Date(paid.json().order.paidAt);
    const end = new Date(after.currentPeriodEnd);
    expect(end.getUTCMonth()).toBe((paidAt.getUTCMonth() + 1) % 12);
    expect(new Date(after.commitmentEnd).getUTCFullYear()).toBe(paidAt.getUTCFullYear() + 1);
    expect(after.usage.projects.limit).toBe(5);

    const invoices = (await call(u, 'GET', '/api/billing/invoices')).json();
    expect(invoices).toHaveLength(1);
    const pdf = await call(u, 'GET', `/api/billing/invoices/${invoices[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Someone else's invoice is not revealed.
    const other = await signUp(t);
    expect((await call(other, 'GET', `/api/billing/invoices/${invoices[0].id}/pdf`)).statusCode).toBe(404);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, body.orderId));
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(
      expect.arrayContaining(['billing.checkout:success', 'billing.order.markPaid:success']),
    );
  });

  it('an order placed without billing details is invoiced to the details saved before payment', async () => {
    const u = await signUp(t);
    const res = await call(u, 'POST', '/api/billing/checkout', { planId: 'single_project' });
    expect(res.statusCode, res.body).toBe(201);
    // Until details are given: an Italian consumer under the account's name (22 %: 490 → 597.80).
    expect(res.json().order.amounts.totalCents).toBe(59_780);
    await call(u, 'PUT', '/api/billing/details', IT_BUSINESS);
    const paid = await call(admin, 'POST', `/api/admin/billing/orders/${res.json().orderId}/paid`);
    expect(paid.json().tier).toBe('single_project');
    const [inv] = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.id, paid.json().invoice.id));
    expect(inv!.buyer).toMatchObject({ name: 'Rossi S.r.l.', vatNumber: 'IT00743110157', email: u.email });
  });

  it('an issued invoice cannot be changed or deleted (trigger)', async () => {
    const [inv] = await t.database.db.select().from(billingInvoices).limit(1);
    expect(inv).toBeDefined();
    const refusal = async (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: { cause?: { message?: string } }) => e.cause?.message ?? '',
      );
    expect(await refusal(t.database.db.update(billingInvoices).set({ totalCents: 1 }).where(eq(billingInvoices.id, inv!.id)))).toMatch(
      /immutable once issued/,
    );
    expect(await refusal(t.database.db.delete(billingInvoices).where(eq(billingInvoices.id, inv!.id)))).toMatch(/immutable once issued/);
  });
});
