import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed, webhookRetryDelayMs, WEBHOOK_RETRY_DELAYS_MS } from '../../../domain/developer/index.ts';
import { sendWebhook } from './send.ts';
import { signatureEntry, webhookHeaders, generateWebhookSecret } from './signing.ts';
import { isForbiddenAddress } from './ssrf.ts';
import { startReceiver, verifiesIndependently } from './receiver.test-helper.ts';

let rx: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(async () => rx.close());

describe('webhook signing (Standard Webhooks)', () => {
  it('matches the specification’s published test vector', () => {
    // standard-webhooks, the libraries' shared test: secret, id, timestamp, payload → signature.
    expect(
      signatureEntry('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}'),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs with every secret given, each entry verifiable independently (WebCrypto)', async () => {
    const [a, b] = [generateWebhookSecret(), generateWebhookSecret()];
    const body = '{"type":"report.sealed","data":{"projectId":"p"}}';
    const h = webhookHeaders([a, b], 'msg_1', 1_700_000_000, body);
    expect(h['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(await verifiesIndependently(a, h, body)).toBe(true);
    expect(await verifiesIndependently(b, h, body)).toBe(true);
    expect(await verifiesIndependently(generateWebhookSecret(), h, body)).toBe(false);
    expect(await verifiesIndependently(a, { ...h, 'webhook-timestamp': '1700000001' }, body)).toBe(false);
  });
});

describe('webhook SSRF guard', () => {
  it('classifies addresses', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ])
      expect(isForbiddenAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '172.32.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isForbiddenAddress(a), a).toBe(false);
  });

  it('reads the allow-list as host[:port]', () => {
    expect(hostAllowed(['127.0.0.1:4000'], '127.0.0.1', 4000)).toBe(true);
    expect(hostAllowed(['127.0.0.1:4000'], '127.0.0.1', 4001)).toBe(false);
    expect(hostAllowed(['receiver.local'], 'Receiver.Local', 443)).toBe(true);
    expect(hostAllowed(['[::1]:9000'], '[::1]', 9000)).toBe(true);
    expect(hostAllowed([], '127.0.0.1', 80)).toBe(false);
  });

  it('at delivery, a name that now resolves to loopback (rebinding) is refused without a connection', async () => {
    const before = rx.received.length;
    const rebound = `http://rebind.test:${rx.port}/ok`;
    const res = await sendWebhook(rebound, {}, '{}', {
      allowedHosts: [], // not allowed: plain http and the address check both apply
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(res).toMatchObject({ ok: false, status: null });
    expect(res.error).toMatch(/refused/);
    // https, so only the address check can refuse it: still refused.
    const https = await sendWebhook(`https://rebind.test:${rx.port}/ok`, {}, '{}', {
      allowedHosts: [],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(https.error).toBe('refused: forbidden_address');
    // A name with one private address among public ones is refused too.
    const mixed = await sendWebhook('https://mixed.test/ok', {}, '{}', {
      allowedHosts: [],
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    });
    expect(mixed.error).toBe('refused: forbidden_address');
    expect(rx.received.length).toBe(before);
  });

  it('connects to the address it checked, not to a second lookup (the socket uses the pinned address)', async () => {
    // An allowed name resolved (once) to the receiver: the request reaches it with the name in the Host header.
    const res = await sendWebhook(`http://hooks.test:${rx.port}/ok`, { 'webhook-id': 'msg_x' }, '{}', {
      allowedHosts: [`hooks.test:${rx.port}`],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(res).toMatchObject({ ok: true, status: 204 });
    expect(rx.received.at(-1)!.headers.host).toBe(`hooks.test:${rx.port}`);
  });
});

describe('retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h (±10 %), then stops', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 72000]);
    expect(webhookRetryDelayMs(1, 0)).toBe(4_500);
    expect(webhookRetryDelayMs(1, 0.999999)).toBeCloseTo(5_500, -1);
    expect(webhookRetryDelayMs(10, 0.5)).toBeNull();
  });
});
