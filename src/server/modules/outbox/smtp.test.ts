import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startMailSink } from '../../test/mail-sink.ts';
import { smtpTransport } from './index.ts';

/** A real SMTP server on loopback: what arrives there is what a mail relay would receive. */
let sink: Awaited<ReturnType<typeof startMailSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startMailSink();
  const transport = await smtpTransport(sink.url, 'Capital Readiness <no-reply@example.com>');
  t = await createTestApp();
  // Rebuild the app with the SMTP transport on the same database.
  await t.app.close();
  const { buildApp } = await import('../../app.ts');
  t.app = await buildApp({ config: t.config, database: t.database, logger: false, mailTransport: transport });
});
afterAll(async () => {
  await t.close();
  await sink?.close();
});

describe('e-mail through SMTP when configured', () => {
  it('delivers the verification e-mail over SMTP and marks the outbox row sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'smtp-check@example.com', password: 'a sound passphrase', username: 'Mail', role: 'proponent' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'smtp-check@example.com')).orderBy(desc(outbox.createdAt));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.error).toBeNull();
    const mail = sink.received.find((m) => m.to.includes('smtp-check@example.com'));
    expect(mail?.data).toMatch(/verify-email\?token=/);
    expect(mail?.data).toMatch(/Subject: Confirm your e-mail/);
  });

  it('records a delivery failure on the outbox row and keeps the message for retry', async () => {
    const dead = await smtpTransport('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=500', 'x <x@example.com>');
    const { enqueueMail } = await import('./index.ts');
    await enqueueMail(
      { db: t.database.db, now: () => new Date(), transport: dead },
      { to: 'nobody@example.com', subject: 's', body: 'b', kind: 'test' },
    );
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@example.com'));
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
