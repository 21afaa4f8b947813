import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types.ts';
import { createJobRunner } from './runner.ts';

// A drain whose database fails (closed under it at shutdown): the caller gets the error, and nothing else is
// left rejected. Before, the chain kept for the next caller rejected with nobody awaiting it, which Node and
// vitest report as an unhandled rejection (seen once in the full suite, from a pool ended mid-drain).
const closed = () => Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
const chain = { from: () => chain, where: () => chain, limit: closed };
const failingDb = { select: () => chain } as unknown as Db;

describe('job runner: a failed drain', () => {
  it('rejects for its caller only; the next drain runs again and shutdown resolves', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const runner = createJobRunner({ db: failingDb, now: () => new Date() });
      runner.register('test.noop', { run: async () => undefined });
      await expect(runner.drain()).rejects.toThrow(/after calling end/);
      await expect(runner.drain()).rejects.toThrow(/after calling end/);
      await expect(runner.shutdown(100)).resolves.toBe(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
