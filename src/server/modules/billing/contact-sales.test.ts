import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, midHourClock, signUp, signUpAdmin, type TestApp } from '../../test/harness.ts';
import { CONTACT_LIMITS } from './contact-sales.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  // (the limits count in windows fixed to the clock's hours and days)
  t = await createTestApp({}, { now: midHourClock() });
  admin = await signUpAdmin(t);
});
afterAll(async () => t.close());

let ipSeq = 0;
/** Each call from its own address unless one is given (light-my-request's remoteAddress is request.ip). */
const send = (payload: object, headers: Record<string, string> = {}, cookie?: string, remoteAddress = `192.0.2.${++ipSeq}`) =>
  t.call({ method: 'POST', url: '/api/billing/contact-sales', payload, headers, cookie, remoteAddress });

describe('contact sales without an account', () => {
  it('a visitor sends it with an e-mail: stored, listed for the admins, notified', async () => {
    const res = await send({ message: 'We are a fund with 12 analysts', seats: 12, email: 'cfo@fund.example', name: 'Fondo Alfa' });
    expect(res.statusCode, res.body).toBe(201);
    const o = (await t.call({ method: 'GET', url: '/api/admin/billing', cookie: admin.cookie })).json();
    expect(o.contactRequests[0]).toMatchObject({ email: 'cfo@fund.example', name: 'Fondo Alfa', visitor: true, seats: 12 });
    const notes = JSON.stringify((await t.call({ method: 'GET', url: '/api/notifications', cookie: admin.cookie })).json());
    expect(notes).toContain('cfo@fund.example');
  });

  it('a visitor without an e-mail is refused with a translated message', async () => {
    const en = await send({ message: 'hello' });
    expect(en.statusCode).toBe(400);
    expect(en.json().code).toBe('CONTACT_EMAIL_REQUIRED');
    const it = await send({ message: 'ciao' }, { 'accept-language': 'it' });
    expect(it.json().message).toContain('e-mail');
    expect(it.json().message).not.toBe(en.json().message);
  });

  it('an account sends it under its own address (any e-mail given is ignored)', async () => {
    const u = await signUp(t);
    const res = await send({ message: 'Enterprise please', email: 'other@x.example' }, {}, u.cookie);
    expect(res.statusCode).toBe(201);
    const o = (await t.call({ method: 'GET', url: '/api/admin/billing', cookie: admin.cookie })).json();
    expect(o.contactRequests[0]).toMatchObject({ email: u.email, visitor: false, name: null });
  });

  it(`an address gets ${CONTACT_LIMITS.perAddress.limit} requests an hour, an e-mail ${CONTACT_LIMITS.perEmail.limit} a day (then 429)`, async () => {
    // Per e-mail: the 4th request for the same address, from fresh addresses, is refused.
    for (let i = 0; i < CONTACT_LIMITS.perEmail.limit; i++)
      expect((await send({ message: `m${i}`, email: 'same@x.example' }, {})).statusCode).toBe(201);
    const byEmail = await send({ message: 'again', email: 'SAME@x.example' }, {});
    expect(byEmail.statusCode).toBe(429);
    // Per address: distinct e-mails from one address.
    const codes: number[] = [];
    for (let i = 0; i <= CONTACT_LIMITS.perAddress.limit; i++)
      codes.push((await send({ message: 'x', email: `p${i}@x.example` }, {}, undefined, '203.0.113.9')).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CONTACT_LIMITS.perAddress.limit);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the /contact form (POST /api/contact)', () => {
  const contact = (payload: object, cookie?: string, remoteAddress = `198.51.100.${++ipSeq}`) =>
    t.call({ method: 'POST', url: '/api/contact', payload, cookie, remoteAddress });

  it('stores a visitor message with its topic for the admins, and shares the abuse limits of the quote form', async () => {
    const res = await contact({ topic: 'support', message: 'The import rejects my XLSX', email: 'ops@startup.example', name: 'Ops' });
    expect(res.statusCode, res.body).toBe(201);
    const o = (await t.call({ method: 'GET', url: '/api/admin/billing', cookie: admin.cookie })).json();
    expect(o.contactRequests[0]).toMatchObject({ email: 'ops@startup.example', topic: 'support', visitor: true, seats: null });
    // The quote form files its requests as sales.
    await send({ message: 'Quote for 30 seats', seats: 30, email: 'cfo@bank.example' });
    const after = (await t.call({ method: 'GET', url: '/api/admin/billing', cookie: admin.cookie })).json();
    expect(after.contactRequests[0]).toMatchObject({ email: 'cfo@bank.example', topic: 'sales' });
    // One address, both forms: the same counter.
    const address = '203.0.113.77';
    for (let i = 0; i < CONTACT_LIMITS.perAddress.limit; i++)
      expect((await contact({ topic: 'other', message: `m${i}`, email: `p${i}@x.example` }, undefined, address)).statusCode).toBe(201);
    const over = await t.call({
      method: 'POST',
      url: '/api/billing/contact-sales',
      payload: { message: 'one more', email: 'late@x.example' },
      remoteAddress: address,
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('refuses an unknown topic, an empty message, and a visitor without an e-mail, each with its code', async () => {
    expect((await contact({ topic: 'lottery', message: 'hi', email: 'a@b.example' })).statusCode).toBe(400);
    expect((await contact({ topic: 'other', message: '   ', email: 'a@b.example' })).json().code).toBe('VALIDATION_FAILED');
    expect((await contact({ topic: 'other', message: 'hi' })).json().code).toBe('CONTACT_EMAIL_REQUIRED');
  });
});
