// `npm run bench -- deal-flow`: the investor's board with 300 cards. Every card is shown only while
// the investor may see its project (ADR 0026), decided by the one access rule of src/domain/access.
// Measures, in the same run, deciding that for all 300 projects in one query (what the board does)
// against resolving them one by one (the resolver every project route uses: the baseline), and the
// whole board read (GET /api/deal-flow/cards' service) over those cards. Throwaway databases only: a
// temporary PGlite directory, and a temporary PostgreSQL database when 127.0.0.1:5432 answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import type { Database } from '../src/server/db/types.ts';
import { projectGrants, projects, users, workspaces } from '../src/server/db/schema/index.ts';
import { resolveProject, visibleProjectIds } from '../src/server/modules/access/index.ts';
import type { SessionUser } from '../src/server/modules/auth/index.ts';
import { cards } from '../src/server/modules/deal-flow/cards.ts';

const N = 300;
const REPS = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function time(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm
  const xs: number[] = [];
  for (let i = 0; i < REPS; i += 1) {
    const s = performance.now();
    await fn();
    xs.push(performance.now() - s);
  }
  return median(xs);
}

async function run(label: string, database: Database): Promise<void> {
  const db = database.db;
  const now = () => new Date();
  const ownerId = randomUUID();
  const investorId = randomUUID();
  await db.insert(users).values([
    { id: ownerId, username: 'Bench owner', email: `owner-${ownerId}@bench.test`, role: 'proponent' },
    { id: investorId, username: 'Bench investor', email: `investor-${investorId}@bench.test`, role: 'investor' },
  ]);
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.personalOwnerId, ownerId));
  const rows = await db
    .insert(projects)
    .values(
      Array.from({ length: N }, (_, i) => ({
        ownerId,
        workspaceId: ws!.id,
        title: `Bench project ${i}`,
        industry: '62.01',
        targetMarket: 'EU',
        estimatedBudget: 1_000_000,
      })),
    )
    .returning({ id: projects.id });
  // A live read grant on every project but every tenth (revoked): 270 cards shown, 30 hidden.
  await db.insert(projectGrants).values(
    rows.map((p, i) => ({
      projectId: p.id,
      granteeId: investorId,
      grantedBy: ownerId,
      access: 'read' as const,
      ...(i % 10 === 0 ? { revokedAt: new Date(Date.now() - 1000) } : {}),
    })),
  );
  const user: SessionUser = {
    id: investorId,
    email: 'b@bench.test',
    username: 'Bench investor',
    avatar: null,
    role: 'investor',
    subscriptionTier: 'free',
    emailVerified: true,
    tierView: null,
    language: null,
    browserKeys: null,
    twoFactorEnabled: false,
  };
  const ids = rows.map((p) => p.id);

  const oneByOne = async () => {
    let seen = 0;
    for (const id of ids)
      seen += await resolveProject(db, user, id, now()).then(
        () => 1,
        () => 0,
      );
    return seen;
  };
  const batch = () => visibleProjectIds(db, user, ids, now());
  const [a, b] = [await oneByOne(), (await batch()).size];
  if (a !== b || a !== N - N / 10) throw new Error(`the two disagree: ${a} one by one, ${b} in one query`);

  const deps = { db, now, accountMail: { notification: async () => undefined } };
  const board = await cards(deps, user); // files the cards (first read)
  if (board.length !== N - N / 10) throw new Error(`board shows ${board.length} cards`);

  const base = await time(oneByOne);
  const one = await time(batch);
  const whole = await time(() => cards(deps, user));
  console.log(`${label}: ${N} projects, ${N - N / 10} visible`);
  console.log(`  baseline: resolve one by one     p50 ${base.toFixed(1)} ms`);
  console.log(`  visibility in one query          p50 ${one.toFixed(1)} ms  (${(base / one).toFixed(1)}× faster than the baseline)`);
  console.log(`  whole board read (${board.length} cards)    p50 ${whole.toFixed(1)} ms  (${(whole / base).toFixed(2)}× the baseline)`);
}

const dir = mkdtempSync(join(tmpdir(), 'cr-bench-deal-'));
try {
  const database = await openDatabase({ databaseUrl: '', dataDir: dir });
  try {
    await run('PGlite', database);
  } finally {
    await database.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const url = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: url });
if (
  await admin.connect().then(
    () => true,
    () => false,
  )
) {
  const name = `cr_bench_deal_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '' });
    try {
      await run('PostgreSQL', database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: not reachable, skipped');
}
