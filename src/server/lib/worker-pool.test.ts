import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.ts';

// The real CPU worker; a job of an unknown kind fails at once in the worker, so the order in which
// the failures come back is the order in which the pool handed the jobs to its one thread.
const pool = new WorkerPool(new URL('../workers/cpu.worker.ts', import.meta.url), 1);
afterAll(async () => pool.close());

describe('WorkerPool: a fair queue', () => {
  it("serves owners round-robin: B's one job runs after A's running one and A's next, not after A's five (hand-derived order)", async () => {
    const order: string[] = [];
    const submit = (owner: string, label: string) => pool.run('no-such-kind', null, { owner }).catch(() => void order.push(label));
    const jobs = [submit('A', 'A1'), submit('A', 'A2'), submit('A', 'A3'), submit('A', 'A4'), submit('A', 'A5'), submit('B', 'B1')];
    await Promise.all(jobs);
    // A1 starts at once (the pool was idle); then the lanes take turns: A (A2), B (B1), A (A3, A4, A5).
    // A first-come queue would have run B1 last.
    expect(order).toEqual(['A1', 'A2', 'B1', 'A3', 'A4', 'A5']);
  });

  it('rethrows an AppError raised in the worker with its code (an unreadable import stays a 4xx, not a 500)', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]); // a ZIP signature and nothing readable
    await expect(pool.run('portfolio.prepareImport', { bytes, remembered: {}, lang: 'en', mode: 'preview' })).rejects.toMatchObject({
      name: 'AppError',
      code: 'IMPORT_UNREADABLE',
    });
  });

  it('ends a worker idle for idleMs and starts a new one for the next job, which is answered as before', async () => {
    const idle = new WorkerPool(new URL('../workers/cpu.worker.ts', import.meta.url), 1, 200);
    try {
      expect(idle.threads).toBe(0);
      await idle.run('no-such-kind', null).catch(() => undefined);
      expect(idle.threads).toBe(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(idle.threads).toBe(0);
      await expect(idle.run('no-such-kind', null)).rejects.toThrow('unknown job kind no-such-kind');
      expect(idle.threads).toBe(1);
    } finally {
      await idle.close();
    }
  });

  it('a busy worker keeps the process alive: a program that only awaits a job gets its answer (the first start seeds samples so)', () => {
    // Before, every worker was unref'd: with nothing else pending, Node exited with "unsettled top-level await" (code 13).
    const poolUrl = new URL('./worker-pool.ts', import.meta.url).href;
    const workerUrl = new URL('../workers/cpu.worker.ts', import.meta.url).href;
    const program = [
      `const { WorkerPool } = await import(${JSON.stringify(poolUrl)});`,
      `const pool = new WorkerPool(new URL(${JSON.stringify(workerUrl)}), 1);`,
      `const answer = await pool.run('no-such-kind', null).catch((e) => e.message);`,
      `console.log(answer);`,
      `await pool.close();`,
    ].join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'cr-pool-'));
    try {
      writeFileSync(join(dir, 'only-awaits.mjs'), program);
      const out = execFileSync(process.execPath, [join(dir, 'only-awaits.mjs')], { encoding: 'utf8', timeout: 30_000 });
      expect(out.trim()).toBe('unknown job kind no-such-kind');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
