import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT, WEBHOOK_TIMEOUT_MS } from '../../../domain/developer/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUrlForm, resolveSafe, type Resolve } from './ssrf.ts';

export interface SendResult {
  status: number | null;
  body: string | null;
  error: string | null;
  durationMs: number;
  ok: boolean;
}

/**
 * One POST of a signed message. The URL is checked again and resolved here, and the socket connects to
 * the very address that was checked (the request's `lookup` answers it), so a name that changed to a
 * private address since the last check (DNS rebinding) is refused, not reached. Redirects are not
 * followed (a 3xx is a failure), 2xx is success, and the whole exchange has 10 s.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowedHosts: readonly string[]; resolve: Resolve; timeoutMs?: number },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let pinned: { address: string; family: number };
  let url: URL;
  try {
    const checked = checkUrlForm(target, opts.allowedHosts);
    url = checked.url;
    pinned = await resolveSafe(checked, opts.resolve);
  } catch (err) {
    const reason =
      err instanceof AppError ? `refused: ${String((err.details as { reason?: string } | undefined)?.reason ?? err.code)}` : String(err);
    return { status: null, body: null, error: reason, durationMs: elapsed(), ok: false };
  }
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<SendResult>((resolvePromise) => {
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs' | 'ok'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ok = r.status !== null && r.status >= 200 && r.status < 300;
      const error =
        r.error ?? (ok ? null : r.status !== null && r.status >= 300 && r.status < 400 ? 'redirect not followed' : `HTTP ${r.status}`);
      resolvePromise({ ...r, error, ok, durationMs: elapsed() });
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        lookup,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'CapitalReadiness-Webhooks/1',
        },
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < WEBHOOK_RESPONSE_EXCERPT) chunks.push(c);
          size += c.length;
        });
        res.on('end', () =>
          finish({
            status: res.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_EXCERPT),
            error: null,
          }),
        );
        res.on('error', (e) => finish({ status: res.statusCode ?? null, body: null, error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, body: null, error: `timeout after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (e) => finish({ status: null, body: null, error: e.message }));
    req.end(body);
  });
}
