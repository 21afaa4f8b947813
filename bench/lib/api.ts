// Shared by the everyday-reads and mixed-workload benchmarks: a tiny API client (over HTTP, or over
// Fastify's inject for the in-process profile), the seed every read is measured on, and the server
// process helpers. Throwaway data only.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export interface Reply {
  status: number;
  body: unknown;
  cookie: string | null;
}
/** One API call: method, path, JSON body, session cookie. */
export type Call = (method: string, path: string, body?: unknown, cookie?: string) => Promise<Reply>;

const sessionOf = (setCookie: string[]): string | null =>
  setCookie.map((c) => c.split(';')[0]!).find((c) => /^(__Host-)?cr_session=/.test(c)) ?? null;

// node:http with a keep-alive agent: fetch costs the client several times more per request, and the
// client shares the machine with the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** Calls a server listening on `base` (the request carries the same Origin, as the SPA's do). */
export function httpCall(base: string): Call {
  const { hostname, port } = new URL(base);
  return (method, path, body, cookie) =>
    new Promise<Reply>((resolve, reject) => {
      const payload = body !== undefined ? JSON.stringify(body) : undefined;
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method,
          headers: {
            origin: base,
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const json = text && String(res.headers['content-type'] ?? '').includes('json');
            resolve({
              status: res.statusCode ?? 0,
              body: json ? JSON.parse(text) : text,
              cookie: sessionOf(res.headers['set-cookie'] ?? []),
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

async function ok<T>(p: Promise<Reply>, what: string, status = [200, 201]): Promise<T> {
  const r = await p;
  if (!status.includes(r.status)) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body as T;
}

export async function register(
  call: Call,
  email: string,
  role: 'proponent' | 'investor',
  name = 'Bench user',
): Promise<{ id: string; cookie: string }> {
  const r = await call('POST', '/api/auth/register', { email, password: 'benchmark passphrase', username: name, role });
  if (r.status !== 201 || !r.cookie) throw new Error(`register ${email}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return { id: (r.body as { user: { id: string } }).user.id, cookie: r.cookie };
}

export async function signIn(call: Call, email: string): Promise<string> {
  const r = await call('POST', '/api/auth/login', { email, password: 'benchmark passphrase' });
  if (r.status !== 200 || !r.cookie) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  return r.cookie;
}

export const PROJECT = (i: number) => ({
  title: `Bench project ${i}`,
  industry: '62.01',
  targetMarket: 'EU SMEs',
  estimatedBudget: 250_000 + i * 10_000,
  country: 'IT',
  region: 'ITC4',
  description: 'A synthetic project of the benchmark.',
});

/** A proponent's projects, each with `versions` evaluation versions (small runs: the stored result has the real shape). */
export async function seedProjects(call: Call, cookie: string, n: number, versions: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const p = await ok<{ id: string }>(
      call('POST', '/api/projects', { ...PROJECT(i), title: `${tag} project ${i}` }, cookie),
      'create project',
    );
    for (let v = 0; v < versions; v += 1)
      await ok(call('POST', `/api/projects/${p.id}/evaluations`, { iterations: 1_000, seed: 7 + v }, cookie), 'run evaluation');
    ids.push(p.id);
  }
  return ids;
}

export interface ReadsSeed {
  owner: { id: string; cookie: string };
  investor: { id: string; cookie: string };
  projectIds: string[];
}

/** Raises a user's plan (the free plan holds one project): through the admin API, or directly in process. */
export type Upgrade = (userId: string) => Promise<void>;

export function adminUpgrade(call: Call, adminCookie: string): Upgrade {
  return async (userId) => {
    await ok(
      call(
        'PATCH',
        `/api/admin/users/${userId}`,
        { subscriptionTier: 'business', reason: 'Benchmark scene: more projects than the free plan holds' },
        adminCookie,
      ),
      'upgrade',
    );
  };
}

/** Creates an admin account with the CLI before the server starts (the embedded database is then free to open). */
export async function createAdmin(env: Record<string, string>, email: string, cwd = process.cwd()): Promise<void> {
  const run = spawn(process.execPath, ['src/server/cli/admin.ts', 'create', '--email', email, '--password', 'benchmark passphrase'], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((r) => run.once('exit', r));
  if (code !== 0) throw new Error(`admin CLI exited with ${String(code)}`);
}

/** The scene: a proponent with three projects of a few versions each; an investor with one card (a read grant). */
export async function seedEverydayReads(call: Call, upgrade: Upgrade, tag = `${Date.now()}`): Promise<ReadsSeed> {
  const owner = await register(call, `owner-${tag}@bench.test`, 'proponent', 'Bench owner');
  await upgrade(owner.id);
  const investor = await register(call, `investor-${tag}@bench.test`, 'investor', 'Bench investor');
  const projectIds = await seedProjects(call, owner.cookie, 3, 4, 'Bench');
  await ok(
    call('POST', `/api/projects/${projectIds[0]}/grants`, { email: `investor-${tag}@bench.test`, access: 'read' }, owner.cookie),
    'grant',
  );
  const board = await ok<unknown[]>(call('GET', '/api/deal-flow/cards', undefined, investor.cookie), 'board');
  if (board.length !== 1) throw new Error(`the board shows ${board.length} cards, expected 1`);
  return { owner, investor, projectIds };
}

/** The everyday reads, each as who reads it. */
export function everydayReads(s: ReadsSeed): Array<{ name: string; path: string; cookie: string }> {
  return [
    { name: 'GET /api/auth/user', path: '/api/auth/user', cookie: s.owner.cookie },
    { name: 'GET /api/projects (3)', path: '/api/projects', cookie: s.owner.cookie },
    { name: 'GET /api/projects/:id', path: `/api/projects/${s.projectIds[0]}`, cookie: s.owner.cookie },
    { name: 'GET …/evaluation-inputs', path: `/api/projects/${s.projectIds[0]}/evaluation-inputs`, cookie: s.owner.cookie },
    { name: 'GET /api/funding/calls?q=', path: '/api/funding/calls?q=imprese&limit=20', cookie: s.owner.cookie },
    { name: 'GET /api/deal-flow/cards', path: '/api/deal-flow/cards', cookie: s.investor.cookie },
  ];
}

/**
 * Starts `node src/server/main.ts` on 127.0.0.1:port as `npm start` does (MALLOC_MMAP_THRESHOLD_ and
 * --max-semi-space-size=8, docs/performance.md "Memory"), and waits for its health check.
 */
export async function startServer(env: Record<string, string>, port: number, cwd = process.cwd()): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'src/server/main.ts'], {
    cwd,
    env: {
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      // Every virtual user registers from this one address; the per-address limit (issue 26) is for people.
      REGISTER_PER_ADDRESS_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Resident memory of a process in MiB (Linux /proc), or null. */
export async function rssMiB(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}
