import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver for the tests: `/ok` answers 204, `/flaky` 500 twice then 200, `/down` 500
 * always, `/redirect` 302 to the metadata address (never followed).
 */
export async function startReceiver(): Promise<{
  port: number;
  url: (path: string) => string;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  let flaky = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (path === '/ok') return res.writeHead(204).end();
      if (path === '/flaky') {
        flaky += 1;
        return flaky <= 2 ? res.writeHead(500).end('not yet') : res.writeHead(200).end('thanks');
      }
      if (path === '/redirect') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      res.writeHead(500).end('down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * An independent Standard Webhooks verifier (WebCrypto HMAC, not the module's node:crypto signer):
 * true when one of the `v1,` entries is the HMAC-SHA256 of "id.timestamp.body" under the secret.
 */
export async function verifiesIndependently(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): Promise<boolean> {
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = new TextEncoder().encode(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`);
  for (const entry of String(headers['webhook-signature'] ?? '').split(' ')) {
    const [version, sig] = entry.split(',');
    if (version !== 'v1' || !sig) continue;
    const given = Uint8Array.from(atob(sig), (c) => c.charCodeAt(0));
    if (await crypto.subtle.verify('HMAC', key, given, signed)) return true;
  }
  return false;
}
