// `npm run bench -- mixed-workload` (issue 30): virtual users signing in and using the product as its
// screens do (dashboard, projects, a project, its evaluation inputs and comments, the funding search,
// the investor's board and dashboard, notifications; a few writes: saving inputs, a comment) against
// ONE and against TWO web instances (two server processes on the same fresh PostgreSQL database,
// requests round-robin). Two scenarios each: 200 users with think time, and 50 users without.
// Reports throughput, p50/p95/p99 and errors per route group, and each server's RSS after the mix;
// the same-run baseline is a bare Fastify "hello" under 50 closed-loop users of the same client.
// Goals: 0 errors, read p95 < 200 ms, writes < 1 s (p99), the 50-user mix ≥ 300 req/s, RSS < 500 MiB.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { adminUpgrade, createAdmin, httpCall, register, seedProjects, signIn, startServer, stopServer, rssMiB } from './lib/api.ts';
import { Recorder, runMix, summarise, type Account } from './lib/mix.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PROPONENTS = 20;
const INVESTORS = 5;
const ADMIN = 'bench-admin@bench.test';

async function bareBaseline(): Promise<number> {
  const port = 3890;
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  try {
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      ));
      i += 1
    )
      await new Promise((r) => setTimeout(r, 100));
    const call = httpCall(`http://127.0.0.1:${port}`);
    let n = 0;
    const end = performance.now() + 5000;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (performance.now() < end) {
          await call('GET', '/');
          n += 1;
        }
      }),
    );
    return n / 5;
  } finally {
    await stopServer(child);
  }
}

async function seed(base: string): Promise<Account[]> {
  const call = httpCall(base);
  const upgrade = adminUpgrade(call, await signIn(call, ADMIN));
  const accounts: Account[] = [];
  const tag = Date.now();
  const investors = [];
  for (let i = 0; i < INVESTORS; i += 1)
    investors.push({
      email: `mix-investor-${i}-${tag}@bench.test`,
      ...(await register(call, `mix-investor-${i}-${tag}@bench.test`, 'investor')),
    });
  for (let i = 0; i < PROPONENTS; i += 1) {
    const email = `mix-owner-${i}-${tag}@bench.test`;
    const u = await register(call, email, 'proponent');
    await upgrade(u.id);
    const projects = await seedProjects(call, u.cookie, 2, 1, `Mix ${i}`);
    // Each investor receives a read grant on four owners' first project (their board has four cards).
    const inv = investors[i % INVESTORS]!;
    const g = await call('POST', `/api/projects/${projects[0]}/grants`, { email: inv.email, access: 'read' }, u.cookie);
    if (g.status !== 201) throw new Error(`grant: ${g.status}`);
    accounts.push({ email, role: 'proponent', projects });
  }
  for (const [i, inv] of investors.entries()) {
    accounts.push({
      email: inv.email,
      role: 'investor',
      projects: accounts.filter((_, k) => k % INVESTORS === i && k < PROPONENTS).map((a) => a.projects[0]!),
    });
  }
  return accounts;
}

let allMet = true;
function report(
  label: string,
  r: Recorder,
  requests: number,
  seconds: number,
  rss: Array<number | null>,
  minRps: number | null,
  bare: number,
) {
  const rps = requests / seconds;
  console.log(
    `\n  ${label}: ${requests} requests in ${seconds.toFixed(1)} s = ${rps.toFixed(0)} req/s (${(rps / bare).toFixed(3)}× bare)${minRps ? `  goal ≥ ${minRps} req/s: ${rps >= minRps ? 'met' : 'NOT met'}` : ''}`,
  );
  if (minRps) allMet &&= rps >= minRps;
  console.log('    group                                   kind      n  errors    p50    p95    p99   goal');
  for (const g of summarise(r)) {
    const goal = g.kind === 'read' ? g.p95 < 200 : g.kind === 'write' ? g.p99 < 1000 : true;
    const ok = goal && g.errors === 0;
    if (g.kind !== 'sign-in') allMet &&= ok;
    else allMet &&= g.errors === 0;
    const f = (x: number) => x.toFixed(0).padStart(6);
    console.log(
      `    ${g.group.padEnd(39)} ${g.kind.padEnd(7)} ${String(g.n).padStart(5)} ${String(g.errors).padStart(7)} ${f(g.p50)} ${f(g.p95)} ${f(g.p99)}   ${g.kind === 'sign-in' ? (g.errors ? 'errors' : '-') : ok ? 'met' : 'NOT met'}`,
    );
  }
  const mem = rss.map((m) => (m === null ? '?' : `${m.toFixed(0)} MiB`)).join(', ');
  const memOk = rss.every((m) => m !== null && m < 500);
  allMet &&= memOk;
  console.log(`    server RSS after the mix: ${mem}  (< 500 MiB: ${memOk ? 'met' : 'NOT met'})`);
}

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
if (
  !(await admin.connect().then(
    () => true,
    () => false,
  ))
) {
  console.log('PostgreSQL not reachable: skipped');
  process.exit(0);
}
const bare = await bareBaseline();
console.log(`bare Fastify "hello", 50 closed-loop users of this client: ${bare.toFixed(0)} req/s`);
const name = `cr_bench_mix_${Date.now()}`;
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const env = { DATABASE_URL: url.toString() };
try {
  await createAdmin(env, ADMIN);
  for (const instances of [1, 2]) {
    const ports = instances === 1 ? [3891] : [3892, 3893];
    const servers = [];
    try {
      for (const p of ports) servers.push(await startServer(env, p));
      const bases = ports.map((p) => `http://127.0.0.1:${p}`);
      const accounts = await seed(bases[0]!);
      const idle = await Promise.all(servers.map((s) => rssMiB(s.pid)));
      console.log(
        `\n${instances} instance${instances > 1 ? 's (round-robin, one database)' : ''}: ${PROPONENTS} proponents × 2 projects, ${INVESTORS} investors with 4 cards each; server RSS after seeding ${idle.map((m) => `${m?.toFixed(0)} MiB`).join(', ')}`,
      );
      for (const [users, think] of [
        [200, [500, 1500]],
        [50, null],
      ] as const) {
        const r = new Recorder();
        const { requests: n, seconds } = await runMix({
          bases,
          accounts,
          users,
          seconds: SECONDS,
          thinkMs: think ? [think[0], think[1]] : null,
          recorder: r,
          commentsPerAccount: 5,
        });
        const rss = await Promise.all(servers.map((s) => rssMiB(s.pid)));
        report(
          `${users} users${think ? `, think ${think[0]}–${think[1]} ms` : ', no think time'}`,
          r,
          n,
          seconds,
          rss,
          think ? null : 300,
          bare,
        );
      }
    } finally {
      for (const s of servers) await stopServer(s);
    }
  }
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
console.log(allMet ? '\nmixed workload: every goal met' : '\nmixed workload: some goals NOT met');
