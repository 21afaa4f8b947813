import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import type { ProviderState } from '../../../contract/operations.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { BlobStore } from '../documents/index.ts';
import { clamScan } from '../documents/index.ts';

/** What one probe found; the latency is measured around the whole attempt, failed or not. */
export interface ProbeResult {
  provider: string;
  state: ProviderState;
  latencyMs: number | null;
  /** In English, for API clients and logs. */
  detail: string;
  /** A stable code and its parameters: the screen says it in the reader's language (issue 26). */
  code: string;
  params: Record<string, string | number>;
}

/** What a probe found, before it is timed: the English detail with its code and parameters. */
export interface Finding {
  state?: ProviderState;
  code: string;
  params?: Record<string, string | number>;
  detail: string;
}

export const PROBE_TIMEOUT_MS = 5_000;
/** A provider that answers, but slower than this, is degraded. */
export const SLOW_MS = 2_000;

const reason = (err: unknown) => {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.cause?.code ?? e?.code;
  const msg = e?.cause?.message ?? e?.message ?? String(err);
  return code && !msg.includes(code) ? `${code}: ${msg}` : msg;
};

/** Times `run`; an error is `down` with its cause named, a slow success `degraded`. */
export async function timed(provider: string, run: () => Promise<Finding>): Promise<ProbeResult> {
  const start = performance.now();
  try {
    const r = await run();
    const latencyMs = Math.round(performance.now() - start);
    const state = r.state ?? (latencyMs > SLOW_MS ? 'degraded' : 'ok');
    const slow = state === 'degraded' && !r.state;
    const detail = slow ? `${r.detail} (slow: ${latencyMs} ms)` : r.detail;
    const params = { ...(r.params ?? {}), ...(slow ? { slowMs: latencyMs } : {}) };
    return { provider, state, latencyMs, detail, code: r.code, params };
  } catch (err) {
    const why = reason(err).slice(0, 300);
    return {
      provider,
      state: 'down',
      latencyMs: Math.round(performance.now() - start),
      detail: why,
      code: 'error',
      params: { reason: why },
    };
  }
}

export const notConfigured = (provider: string, detail: string): ProbeResult => ({
  provider,
  state: 'not_configured',
  latencyMs: null,
  detail,
  code: `${provider}.notConfigured`,
  params: {},
});

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    p.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A round trip to the database (its own ping: it does not wait behind users' statements). */
export function probeDatabase(database: Database): Promise<ProbeResult> {
  return timed('database', async () => {
    if (!(await withTimeout(database.ping(), 'the database'))) throw new Error('the database did not answer the ping');
    const engine = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return {
      code: 'database.ok',
      params: { engine },
      detail: `${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: round trip answered`,
    };
  });
}

/** Writes, reads back and deletes a probe object (`<uuid>.probe`): an orphan the blob detector removes if a probe dies midway. */
export function probeBlobs(blobs: BlobStore): Promise<ProbeResult> {
  return timed('blobs', async () => {
    const key = `${randomUUID()}.probe`;
    const bytes = Buffer.from(`probe ${new Date().toISOString()}`);
    await withTimeout(blobs.put(key, Readable.from([bytes])), 'the blob store');
    try {
      const chunks: Buffer[] = [];
      for await (const c of await withTimeout(blobs.get(key), 'the blob store')) chunks.push(c as Buffer);
      if (!Buffer.concat(chunks).equals(bytes)) throw new Error('the probe object read back differs from what was written');
    } finally {
      await blobs.delete(key);
    }
    if (await blobs.exists(key)) throw new Error('the probe object is still there after its delete');
    return {
      code: blobs.kind === 's3' ? 'blobs.okS3' : 'blobs.okFiles',
      detail: `${blobs.kind === 's3' ? 'S3 bucket' : 'files'}: write, read and delete of a probe object`,
    };
  });
}

/** Connects to the SMTP server and greets it (EHLO, and AUTH when the URL has credentials); no mail is sent. */
export async function probeSmtp(smtpUrl: string | null): Promise<ProbeResult> {
  if (!smtpUrl) return notConfigured('smtp', 'SMTP_URL is not set: e-mails stay in the outbox');
  const { createTransport } = await import('nodemailer');
  const host = (() => {
    try {
      const u = new URL(smtpUrl);
      return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`;
    } catch {
      return 'the configured server';
    }
  })();
  return timed('smtp', async () => {
    const transport = createTransport({
      url: smtpUrl,
      connectionTimeout: PROBE_TIMEOUT_MS,
      greetingTimeout: PROBE_TIMEOUT_MS,
      socketTimeout: PROBE_TIMEOUT_MS,
    } as Parameters<typeof createTransport>[0]);
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
    return { code: 'smtp.ok', params: { host }, detail: `${host}: connected and greeted (EHLO), no mail sent` };
  });
}

/** The EICAR test string, built in two halves so this file itself is not flagged by a scanner. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

function clamPing(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let reply = '';
    const done = (err?: Error) => {
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(new Error(`clamd did not answer PING within ${PROBE_TIMEOUT_MS} ms`)));
    socket.on('error', (err) => done(err));
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (d: Buffer) => {
      reply += d.toString('utf8');
      if (!reply.includes('\0')) return;
      const line = reply.slice(0, reply.indexOf('\0')).trim();
      done(line === 'PONG' ? undefined : new Error(`clamd answered PING with "${line}"`));
    });
    socket.on('end', () => done(new Error('clamd closed the connection without answering PING')));
  });
}

/** PING, then INSTREAM of the EICAR string: a working clamd answers PONG and then FOUND. */
export async function probeClamav(clamav: Config['clamav']): Promise<ProbeResult> {
  if (!clamav) return notConfigured('clamav', 'CLAMAV_HOST is not set: uploads are not scanned for malware');
  return timed('clamav', async (): Promise<Finding> => {
    await clamPing(clamav.host, clamav.port);
    const verdict = await clamScan({ ...clamav, timeoutMs: PROBE_TIMEOUT_MS }, Readable.from([Buffer.from(EICAR)]));
    if (!verdict.infected)
      return {
        state: 'degraded',
        code: 'clamav.noEicar',
        params: { host: `${clamav.host}:${clamav.port}` },
        detail: `${clamav.host}:${clamav.port}: PONG, but the EICAR test string was not detected`,
      };
    return {
      code: 'clamav.ok',
      params: { host: `${clamav.host}:${clamav.port}`, signature: String(verdict.signature) },
      detail: `${clamav.host}:${clamav.port}: PONG; EICAR test string found (${verdict.signature})`,
    };
  });
}

async function httpGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), redirect: 'manual' });
  return { status: res.status, body: (await res.text()).slice(0, 64 * 1024) };
}

const refused = (status: number) => (status === 401 || status === 403 ? 'the key was refused' : 'an error');

/** The AI provider: GET <base>/models (no tokens spent); the configured model should be listed. */
export async function probeAi(ai: Config['ai']): Promise<ProbeResult> {
  if (!ai) return notConfigured('ai', 'AI_BASE_URL and AI_MODEL are not set: analyses use the built-in readers only');
  return timed('ai', async (): Promise<Finding> => {
    const { status, body } = await httpGet(`${ai.baseUrl}/models`, ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {});
    if (status >= 400) throw new Error(`${ai.baseUrl}/models answered ${status} (${refused(status)})`);
    let ids: string[];
    try {
      ids = ((JSON.parse(body) as { data?: Array<{ id?: string }> }).data ?? []).map((m) => String(m.id));
    } catch {
      return {
        state: 'degraded',
        code: 'ai.notAList',
        params: { url: ai.baseUrl, status },
        detail: `${ai.baseUrl}/models answered ${status} but not with a model list`,
      };
    }
    if (!ids.includes(ai.model))
      return {
        state: 'degraded',
        code: 'ai.modelMissing',
        params: { model: ai.model },
        detail: `answered, but the model ${ai.model} is not listed`,
      };
    return { code: 'ai.ok', params: { url: ai.baseUrl, model: ai.model }, detail: `${ai.baseUrl}: answered, model ${ai.model} listed` };
  });
}

/** Stripe: GET /v1/balance with the secret key (read-only, no charge) against STRIPE_API_BASE or api.stripe.com. */
export async function probePayments(stripe: Config['billing']['stripe']): Promise<ProbeResult> {
  if (!stripe) return notConfigured('payments', 'STRIPE_SECRET_KEY is not set: plans are paid by bank transfer against a pro-forma');
  const base = (stripe.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
  return timed('payments', async () => {
    const { status } = await httpGet(`${base}/v1/balance`, { authorization: `Bearer ${stripe.secretKey}` });
    if (status >= 400) throw new Error(`${base}/v1/balance answered ${status} (${refused(status)})`);
    return { code: 'payments.ok', params: { url: base, status }, detail: `Stripe at ${base}: authenticated read answered ${status}` };
  });
}
