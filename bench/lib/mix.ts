// The mixed workload's virtual users (issue 30): each signs in, then loops over a realistic mix of
// the screens' reads and a few writes, round-robin over the instances it is given, with or without
// think time, until the deadline. Every request is timed and filed under its route group.
import { httpCall, type Call } from './api.ts';

export interface Account {
  email: string;
  role: 'proponent' | 'investor';
  projects: string[];
}

export class Recorder {
  readonly groups = new Map<string, { kind: 'read' | 'write' | 'sign-in'; ms: number[]; errors: number }>();
  add(group: string, kind: 'read' | 'write' | 'sign-in', ms: number, ok: boolean): void {
    let g = this.groups.get(group);
    if (!g) this.groups.set(group, (g = { kind, ms: [], errors: 0 }));
    g.ms.push(ms);
    if (!ok) g.errors += 1;
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

export interface GroupStats {
  group: string;
  kind: string;
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}
export function summarise(r: Recorder): GroupStats[] {
  return [...r.groups]
    .map(([group, g]) => ({
      group,
      kind: g.kind,
      n: g.ms.length,
      errors: g.errors,
      p50: pct(g.ms, 50),
      p95: pct(g.ms, 95),
      p99: pct(g.ms, 99),
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.group.localeCompare(b.group));
}

type Step = { group: string; kind: 'read' | 'write'; run: (call: Call, cookie: string) => Promise<number> };
const get = (group: string, path: (a: Account) => string, a: Account): Step => ({
  group,
  kind: 'read',
  run: async (call, cookie) => (await call('GET', path(a), undefined, cookie)).status,
});

function proponentSteps(a: Account, vu: number): Step[] {
  const project = a.projects[vu % a.projects.length]!;
  return [
    get('GET /api/stats (dashboard)', () => '/api/stats', a),
    get('GET /api/projects', () => '/api/projects', a),
    get('GET /api/projects/:id', () => `/api/projects/${project}`, a),
    get('GET …/evaluation-inputs', () => `/api/projects/${project}/evaluation-inputs`, a),
    get('GET /api/funding/calls?q=', () => '/api/funding/calls?q=imprese&limit=10', a),
    get('GET /api/notifications', () => '/api/notifications', a),
    get('GET /api/projects', () => '/api/projects', a),
    get('GET …/comments', () => `/api/projects/${project}/comments`, a),
    {
      group: 'GET+PUT …/evaluation-inputs (save)',
      kind: 'write',
      run: async (call, cookie) => {
        const inputs = await call('GET', `/api/projects/${project}/evaluation-inputs`, undefined, cookie);
        if (inputs.status !== 200) return inputs.status;
        const { source: _s, savedAt: _a, complianceHub: _c, ...body } = inputs.body as Record<string, unknown>;
        return (await call('PUT', `/api/projects/${project}/evaluation-inputs`, body, cookie)).status;
      },
    },
  ];
}

function investorSteps(a: Account): Step[] {
  return [
    get('GET /api/deal-flow/cards (board)', () => '/api/deal-flow/cards', a),
    get('GET /api/dashboard/investor', () => '/api/dashboard/investor', a),
    get('GET /api/deal-flow/summary', () => '/api/deal-flow/summary', a),
    get('GET /api/projects', () => '/api/projects', a),
    get('GET /api/projects/:id', () => `/api/projects/${a.projects[0]}`, a),
    get('GET /api/funding/calls?q=', () => '/api/funding/calls?q=imprese&limit=10', a),
    get('GET /api/notifications', () => '/api/notifications', a),
  ];
}

const comment = (a: Account, vu: number): Step => ({
  group: 'POST …/comments',
  kind: 'write',
  run: async (call, cookie) =>
    (await call('POST', `/api/projects/${a.projects[vu % a.projects.length]}/comments`, { body: `Benchmark note ${vu}` }, cookie)).status,
});

export interface MixOptions {
  bases: string[];
  accounts: Account[];
  users: number;
  seconds: number;
  thinkMs: [number, number] | null;
  recorder: Recorder;
  commentsPerAccount: number;
}

/** Runs `users` virtual users for `seconds` after they signed in; returns the requests made and the window's length. */
export async function runMix(o: MixOptions): Promise<{ requests: number; seconds: number }> {
  const calls = o.bases.map(httpCall);
  let next = 0;
  const pick = () => calls[next++ % calls.length]!;
  let requests = 0;
  const timed = async <T>(group: string, kind: 'read' | 'write' | 'sign-in', fn: () => Promise<{ status: number; value: T }>) => {
    const t0 = performance.now();
    let ok = false;
    let value: T | undefined;
    try {
      const r = await fn();
      ok = r.status >= 200 && r.status < 300;
      value = r.value;
    } catch {
      // a network error counts as an error (ok stays false)
    }
    o.recorder.add(group, kind, performance.now() - t0, ok);
    requests += 1;
    return ok ? value : undefined;
  };
  const commentsLeft = new Map(o.accounts.map((a) => [a.email, o.commentsPerAccount]));
  // Every user signs in first (timed as its own group, argon2id by design costs tens of ms each); the
  // mix's window, throughput and latencies start once all are in.
  const cookies = await Promise.all(
    Array.from({ length: o.users }, (_, vu) =>
      timed('POST /api/auth/login', 'sign-in', async () => {
        const a = o.accounts[vu % o.accounts.length]!;
        const res = await pick()('POST', '/api/auth/login', { email: a.email, password: 'benchmark passphrase' });
        return { status: res.status, value: res.cookie };
      }),
    ),
  );
  requests = 0;
  const started = performance.now();
  const deadline = started + o.seconds * 1000;
  // A deterministic pseudo-random stream per user (think times, the order of the mix).
  const rand = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  await Promise.all(
    Array.from({ length: o.users }, async (_, vu) => {
      const r = rand(vu + 1);
      const a = o.accounts[vu % o.accounts.length]!;
      const cookie = cookies[vu];
      if (!cookie) return;
      if (o.thinkMs) await new Promise((d) => setTimeout(d, r() * o.thinkMs![1])); // staggered arrivals
      const steps = a.role === 'investor' ? investorSteps(a) : proponentSteps(a, vu);
      for (let i = vu; performance.now() < deadline; i += 1) {
        const left = commentsLeft.get(a.email)!;
        const step =
          a.role === 'proponent' && left > 0 && r() < 0.03
            ? (commentsLeft.set(a.email, left - 1), comment(a, vu))
            : steps[i % steps.length]!;
        await timed(step.group, step.kind, async () => ({ status: await step.run(pick(), cookie), value: true }));
        if (o.thinkMs) await new Promise((d) => setTimeout(d, o.thinkMs![0] + r() * (o.thinkMs![1] - o.thinkMs![0])));
      }
    }),
  );
  return { requests, seconds: (performance.now() - started) / 1000 };
}
