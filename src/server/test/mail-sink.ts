import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as a relay received it: the envelope's recipients and the raw data. */
export interface ReceivedMail {
  to: string[];
  data: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives: the oracle of the outbox tests (what a mail
 * relay would get). `url` is an SMTP_URL for it; `close` stops it.
 */
export async function startMailSink(): Promise<{ received: ReceivedMail[]; url: string; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
  return { received, url, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
