import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startMailSink } from '../../test/mail-sink.ts';
import { enqueueMail, messageIdOf, retryOutbox, smtpTransport, type MailDeps } from './index.ts';

/**
 * Outbox idempotency (issue 26 item 2, issue 29, ADR 0063): a message is handed to SMTP at most once.
 * The fault injected is a sender that stops for good between the SMTP server accepting the message and
 * the row being marked sent (its transport never returns, as a killed process never does); another
 * sender then runs the outbox. The oracle is a real SMTP server on loopback: what it received, counted.
 */
let sink: Awaited<ReturnType<typeof startMailSink>>;
let url = '';
let t: TestApp;
const FROM = 'Capital Readiness <no-reply@example.org>';

beforeAll(async () => {
  sink = await startMailSink();
  url = sink.url;
  t = await createTestApp({}, { jobPollMs: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const to = (s: string) => sink.received.filter((m) => m.to.includes(s));
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('outbox: at most once, with a Message-ID per message', () => {
  it('a sender stopped between the send and the mark leaves a claim: the next run does not send it again', async () => {
    const real = (await smtpTransport(url, FROM))!;
    // The first sender hands the message over, then never comes back (killed before marking it sent).
    const dying: MailDeps = {
      db: t.database.db,
      now: () => new Date(),
      messageIdDomain: 'example.org',
      transport: async (m) => {
        await real(m);
        await new Promise(() => undefined);
      },
    };
    void enqueueMail(dying, { to: 'once@example.com', subject: 'Once', body: 'only once', kind: 'test' });
    await until(() => to('once@example.com').length > 0);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'once@example.com'));
    expect(row!.sentAt).toBeNull();
    expect(row!.sendingAt).not.toBeNull();
    expect(to('once@example.com')[0]!.data).toContain(`Message-ID: ${messageIdOf(row!.id, 'example.org')}`);

    // Another sender (a restarted worker) runs the outbox, now and an hour later: nothing is sent again.
    const next: MailDeps = { db: t.database.db, now: () => new Date(), transport: real, messageIdDomain: 'example.org' };
    await retryOutbox(next);
    await retryOutbox({ ...next, now: () => new Date(Date.now() + 3_600_000) });
    expect(to('once@example.com')).toHaveLength(1);
  });

  it('a hand-over that fails releases the claim: the retry sends it once, with the same Message-ID', async () => {
    const real = (await smtpTransport(url, FROM))!;
    let refuse = true;
    const flaky: MailDeps = {
      db: t.database.db,
      now: () => new Date(),
      messageIdDomain: 'example.org',
      transport: async (m) => {
        if (refuse) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        await real(m);
      },
    };
    await enqueueMail(flaky, { to: 'retry@example.com', subject: 'Retry', body: 'after a refusal', kind: 'test' });
    const [failed] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
    expect([failed!.sentAt, failed!.sendingAt, failed!.attempts]).toEqual([null, null, 1]);
    expect(to('retry@example.com')).toHaveLength(0);
    refuse = false;
    await retryOutbox(flaky);
    await retryOutbox(flaky);
    expect(to('retry@example.com')).toHaveLength(1);
    expect(to('retry@example.com')[0]!.data).toContain(`Message-ID: ${messageIdOf(failed!.id, 'example.org')}`);
    const [sent] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'retry@example.com'));
    expect(sent!.sentAt).not.toBeNull();
  });

  it('two senders racing for the same message: one hands it over', async () => {
    const real = (await smtpTransport(url, FROM))!;
    const deps: MailDeps = { db: t.database.db, now: () => new Date(), transport: null };
    await enqueueMail(deps, { to: 'race@example.com', subject: 'Race', body: 'one of two', kind: 'test' });
    const sender: MailDeps = { ...deps, transport: real };
    await Promise.all([retryOutbox(sender), retryOutbox(sender)]);
    expect(to('race@example.com')).toHaveLength(1);
  });
});
