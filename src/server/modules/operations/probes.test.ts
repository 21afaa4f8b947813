import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { fsBlobStore, s3BlobStore } from '../documents/index.ts';
import { EICAR, probeAi, probeBlobs, probeClamav, probeDatabase, probePayments, probeSmtp, type ProbeResult } from './probes.ts';
import { probeSigning } from './probes-local.ts';

/**
 * Each probe against a real or locally started service (smtp-server, s3rver, a fake clamd speaking
 * its protocol, local HTTP servers for the AI and Stripe APIs) and against one that is down: a
 * closed port. Oracle for "down": the OS refuses the connection (ECONNREFUSED), and the detail must
 * name that cause; the latency is measured (a number ≥ 0) even then.
 */
let dir: string;
let closedPort: number;
const servers: Array<{ close(cb?: () => void): unknown }> = [];
const listen = async (s: Server | ReturnType<typeof createNetServer>) => {
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  servers.push(s);
  return (s.address() as AddressInfo).port;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cr-probes-'));
  const probe = createNetServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
});
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(() => r(undefined)));
  await rm(dir, { recursive: true, force: true });
});

const expectDown = (r: ProbeResult, cause: RegExp) => {
  // Down is the code `error` with the cause as its parameter (the screen says "Failed: <cause>").
  expect([r.code, r.params.reason]).toEqual(['error', r.detail]);
  expect(r.state).toBe('down');
  expect(r.detail).toMatch(cause);
  expect(typeof r.latencyMs).toBe('number');
  expect(r.latencyMs).toBeGreaterThanOrEqual(0);
};

describe('database probe', () => {
  const pgDatabase = (port: number) =>
    ({
      kind: 'postgres',
      ping: async () => {
        const c = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
        try {
          await c.connect();
          return true;
        } finally {
          await c.end().catch(() => undefined);
        }
      },
    }) as unknown as Database;
  it('is ok on a database that answers and down, with the cause, on a closed port', async () => {
    const up = await probeDatabase({ kind: 'pglite', ping: async () => true } as unknown as Database);
    expect(up.state).toBe('ok');
    expectDown(await probeDatabase(pgDatabase(closedPort)), /ECONNREFUSED/);
  });
});

describe('blob store probe', () => {
  it('writes, reads and deletes a probe object on files and on S3 (s3rver), leaving nothing behind', async () => {
    const fs = fsBlobStore(join(dir, 'blobs'));
    expect((await probeBlobs(fs)).state).toBe('ok');
    const left: string[] = [];
    for await (const o of fs.list()) left.push(o.key);
    expect(left).toEqual([]);
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 's3'),
      configureBuckets: [{ name: 'b', configs: [] }],
    });
    const { port } = await s3.run();
    try {
      const store = s3BlobStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'b',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      const r = await probeBlobs(store);
      expect(r).toMatchObject({ state: 'ok', provider: 'blobs' });
      expect(r.detail).toMatch(/S3/);
    } finally {
      await s3.close();
    }
  });
  it('is down when the S3 endpoint refuses connections', async () => {
    const store = s3BlobStore({
      endpoint: `http://127.0.0.1:${closedPort}`,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    expectDown(await probeBlobs(store), /ECONNREFUSED/);
  });
});

describe('SMTP probe', () => {
  it('connects and greets a local SMTP server without sending mail; down on a closed port; not configured without SMTP_URL', async () => {
    let mails = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom: (_a, _s, cb) => {
        mails += 1;
        cb();
      },
    });
    smtp.on('error', () => undefined);
    const port = await listen(smtp.server as unknown as Server);
    const ok = await probeSmtp(`smtp://127.0.0.1:${port}`);
    expect(ok.state).toBe('ok');
    expect(ok.detail).toMatch(/EHLO/);
    expect(mails).toBe(0);
    expectDown(await probeSmtp(`smtp://127.0.0.1:${closedPort}`), /ECONNREFUSED/);
    expect(await probeSmtp(null)).toMatchObject({ state: 'not_configured', latencyMs: null });
  });
});

/** A fake clamd: PONG to zPING; INSTREAM chunks until a zero length, FOUND when the bytes hold EICAR (unless `blind`). */
function fakeClamd(blind: boolean) {
  return createNetServer((socket) => {
    let buf = Buffer.alloc(0);
    let data = Buffer.alloc(0);
    socket.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      if (buf.subarray(0, 6).toString() === 'zPING\0') return void socket.end('PONG\0');
      if (buf.subarray(0, 10).toString() !== 'zINSTREAM\0') return;
      let i = 10;
      for (;;) {
        if (buf.length < i + 4) return;
        const len = buf.readUInt32BE(i);
        if (len === 0) break;
        if (buf.length < i + 4 + len) return;
        data = Buffer.concat([data, buf.subarray(i + 4, i + 4 + len)]);
        i += 4 + len;
      }
      socket.end(!blind && data.toString().includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
    });
  });
}

describe('ClamAV probe', () => {
  it('PINGs and scans the EICAR string: ok when FOUND, degraded when missed, down on a closed port', async () => {
    const ok = await probeClamav({ host: '127.0.0.1', port: await listen(fakeClamd(false)) });
    expect(ok.state).toBe('ok');
    expect(ok.detail).toMatch(/Eicar-Test-Signature/);
    const blind = await probeClamav({ host: '127.0.0.1', port: await listen(fakeClamd(true)) });
    expect(blind.state).toBe('degraded');
    expectDown(await probeClamav({ host: '127.0.0.1', port: closedPort }), /ECONNREFUSED/);
    expect((await probeClamav(null)).state).toBe('not_configured');
  });
});

/** An API that answers 200 to the right bearer key and 401 otherwise. */
async function api(path: string, key: string, body: unknown): Promise<string> {
  const s = createHttpServer((req, res) => {
    if (req.url !== path) return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${key}`) return void res.writeHead(401).end('{"error":"bad key"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return `http://127.0.0.1:${await listen(s)}`;
}

describe('AI provider probe', () => {
  it('asks for the model list: ok when the model is listed, degraded when not, down on a refused key or closed port', async () => {
    const base = await api('/models', 'k', { data: [{ id: 'small-model' }] });
    expect((await probeAi({ baseUrl: base, apiKey: 'k', model: 'small-model' })).state).toBe('ok');
    expect((await probeAi({ baseUrl: base, apiKey: 'k', model: 'other' })).state).toBe('degraded');
    expectDown(await probeAi({ baseUrl: base, apiKey: 'wrong', model: 'small-model' }), /401.*refused/);
    expectDown(await probeAi({ baseUrl: `http://127.0.0.1:${closedPort}`, apiKey: 'k', model: 'm' }), /ECONNREFUSED/);
    expect((await probeAi(null)).state).toBe('not_configured');
  });
});

describe('payment provider probe', () => {
  it('reads the Stripe balance with the key: ok, down on a refused key or closed port, not configured without a key', async () => {
    const base = await api('/v1/balance', 'sk_test_1', { object: 'balance' });
    const stripe = (apiBase: string, secretKey: string) => ({ secretKey, webhookSecret: '', prices: {}, apiBase });
    expect((await probePayments(stripe(base, 'sk_test_1'))).state).toBe('ok');
    expectDown(await probePayments(stripe(base, 'sk_bad')), /401/);
    expectDown(await probePayments(stripe(`http://127.0.0.1:${closedPort}`, 'sk_test_1')), /ECONNREFUSED/);
    expect((await probePayments(null)).state).toBe('not_configured');
  });
});

describe('report signing key probe', () => {
  it('the generated default is ok outside production and degraded in it; a configured key and P12 are ok; a bad key is down', async () => {
    expect((await probeSigning(undefined, false)).state).toBe('ok');
    expect((await probeSigning(undefined, true)).state).toBe('degraded');
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const p12 = join(dir, 'signing.p12');
    await (await import('node:fs/promises')).writeFile(p12, 'x');
    expect((await probeSigning({ signingKeyPem: pem, p12Path: p12, p12Password: null }, true)).state).toBe('ok');
    expect((await probeSigning({ signingKeyPem: pem, p12Path: null, p12Password: null }, true)).state).toBe('degraded');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expectDown(await probeSigning({ signingKeyPem: rsa, p12Path: null, p12Password: null }, true), /Ed25519/);
  });
});
