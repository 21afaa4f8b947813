// Helpers of bench/load-heavy.bench.ts: the server as a child process, accounts and data through the
// API, latency probes and the heavy callers. All traffic goes to 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startServer(root: string, env: Record<string, string>, port: number): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: extra flags for the server's node (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
  const flags = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 480; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Api {
  base: string;
  cookie = '';
  constructor(base: string) {
    this.base = base;
  }
  async call(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; json: unknown; retryAfter: string | null }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        origin: this.base,
        'accept-language': 'en',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, retryAfter: res.headers.get('retry-after') };
  }
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await this.call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
    return r.json as T;
  }
  static async register(base: string, name: string): Promise<Api> {
    const api = new Api(base);
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        email: `${name}-${Date.now()}@example.com`,
        password: 'benchmark passphrase',
        username: name,
        role: 'proponent',
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    api.cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    return api;
  }
}

/** A CSV of `rows` holdings that the import maps by itself (English headers, point decimals). */
export function holdingsCsv(rows: number): string {
  const industries = ['62.01', '35.11', '10.51', '72.11', '47.11'];
  const regions = ['ITC4', 'ITI4', 'ITF3', 'DE21', 'FR10'];
  const lines = ['Project,Industry,Region,Amount,Date,Stage,Committed,Revenue,EBITDA,Cash,Burn,NPV,IRR,CR score'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        `Holding ${i + 1}`,
        industries[i % 5],
        regions[i % 5],
        10_000 + i,
        `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        'growth',
        20_000 + i,
        100_000 + i,
        5_000 - i,
        50_000,
        4_000,
        12_000 - i,
        '12%',
        i % 100,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Latencies of a probe: `loops` sequential loops of GET `path`, 10 ms apart, until stopped. A request over 30 s counts as 30 s. */
export function probe(base: string, path: string, cookie: string, loops = 2) {
  const samples: number[] = [];
  let errors = 0;
  let stop = false;
  const one = async () => {
    while (!stop) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      samples.push(performance.now() - t0);
      await sleep(10);
    }
  };
  const running = Promise.all(Array.from({ length: loops }, one));
  return {
    async stop() {
      stop = true;
      await running;
      return { p50: pct(samples, 0.5), p99: pct(samples, 0.99), max: Math.max(0, ...samples), n: samples.length, errors };
    },
  };
}

export function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
}

/**
 * `callers` loops calling `fn` until `seconds` have passed; then waits (at most `drainSeconds`) for
 * the calls in flight. Counts answers by status.
 */
export async function heavy(
  callers: number,
  seconds: number,
  fn: (i: number, signal: AbortSignal) => Promise<{ status: number; retryAfter: string | null }>,
  drainSeconds = 60,
) {
  const statuses = new Map<number, number>();
  const retryAfter = new Set<string>();
  const ctrl = new AbortController();
  const until = performance.now() + seconds * 1000;
  const loop = async (i: number) => {
    while (performance.now() < until && !ctrl.signal.aborted) {
      let status: number;
      try {
        const r = await fn(i, ctrl.signal);
        status = r.status;
        if (r.retryAfter) retryAfter.add(r.retryAfter);
      } catch {
        status = -1;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // A refused caller comes back soon (not at once: a client honouring nothing, but not a busy loop).
      if (status === 429 || status === 503) await sleep(200);
    }
  };
  const all = Promise.all(Array.from({ length: callers }, (_, i) => loop(i)));
  const drained = await Promise.race([all.then(() => true), sleep((seconds + drainSeconds) * 1000).then(() => false)]);
  if (!drained) ctrl.abort();
  await all;
  return { statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])), retryAfter: [...retryAfter].slice(0, 5), drained };
}

/** Waits until /api/health answers in under 100 ms twice in a row (at most `seconds`). */
export async function settle(base: string, seconds = 90): Promise<void> {
  const until = performance.now() + seconds * 1000;
  let good = 0;
  while (performance.now() < until && good < 2) {
    const t0 = performance.now();
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (r) => r.ok,
      () => false,
    );
    good = ok && performance.now() - t0 < 100 ? good + 1 : 0;
    await sleep(250);
  }
}
