import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement, trackWrites } from './write-clock.ts';

/** A stand-in client whose calls resolve when the test says so, to interleave reads and writes. */
function fakeClient() {
  const pending: (() => void)[] = [];
  const call = () => new Promise<string>((resolve) => pending.push(() => resolve('done')));
  return {
    client: { query: (_sql: string) => call(), exec: (_sql: string) => call(), transaction: (_fn: unknown) => call() },
    finishNext: async () => {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('write clock of the embedded database', () => {
  it('tells plain SELECTs from everything else', () => {
    expect(isReadOnlyStatement('select "id" from "sessions" where "token" = $1')).toBe(true);
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true);
    for (const write of [
      'insert into users values ($1)',
      'update sessions set x = 1',
      'delete from sessions',
      'with x as (delete from t returning *) select * from x',
      'set search_path to x',
      'selective()',
      42,
    ])
      expect(isReadOnlyStatement(write), String(write)).toBe(false);
  });

  it('does not move on reads, and moves when a write starts and again when it ends', async () => {
    const { client, finishNext } = fakeClient();
    const clock = trackWrites(client);
    const read = client.query('select 1');
    expect(clock.generation).toBe(0);
    await finishNext();
    await read;
    expect(clock.generation).toBe(0);

    const write = client.query('update users set role = $1');
    expect(clock.generation).toBe(1); // started: a read checked now already misses
    await finishNext();
    await write;
    expect(clock.generation).toBe(2);

    const tx = client.transaction(() => undefined);
    const exec = client.exec('create table t (x int)');
    expect(clock.generation).toBe(4);
    await finishNext();
    await finishNext();
    await Promise.all([tx, exec]);
    expect(clock.generation).toBe(6);
  });

  it('moves at the end of a failed write too', async () => {
    const client = {
      query: async (_sql: string) => Promise.reject(new Error('constraint')),
      exec: async () => 'x',
      transaction: async () => 'x',
    };
    const clock = trackWrites(client);
    await expect(client.query('insert into users (id) values ($1)')).rejects.toThrow('constraint');
    expect(clock.generation).toBe(2);
  });
});
