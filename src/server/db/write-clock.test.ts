import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement, trackWrites } from './write-clock.ts';
import { DataGenerations, tableNamePattern } from './data-changes.ts';

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

describe('per-table generations of the embedded database (ADR 0045, amended)', () => {
  // A client whose statements finish at once; its transaction runs the callback with a transaction object.
  function instantClient() {
    const tx = {
      query: async (_sql: string) => 'row',
      exec: async (_sql: string) => 'rows',
      rollback: async () => undefined,
      closed: false,
    };
    return {
      query: async (_sql: string) => 'row',
      exec: async (_sql: string) => 'rows',
      transaction: async (fn: (t: typeof tx) => Promise<unknown>) => await fn(tx),
    };
  }
  const setup = () => {
    const gens = new DataGenerations();
    const client = instantClient();
    const clock = trackWrites(client, {
      gens,
      known: tableNamePattern(['projects', 'project_inputs', 'users', 'sessions']),
      cascading: new Set(['users']),
    });
    const stamp = (...tables: string[]) => gens.stamp(tables);
    return { client, clock, stamp };
  };

  it('moves only the tables a write names; a DELETE or a cascading table moves every table; reads move none', async () => {
    const { client, clock, stamp } = setup();
    await client.query('select * from projects');
    expect([clock.generation, stamp('projects'), stamp('sessions')]).toEqual([0, 0, 0]);
    await client.query('insert into "project_inputs" ("project_id") values ($1) on conflict do update set x = 1');
    expect(stamp('projects')).toBe(0);
    expect(stamp('project_inputs')).toBe(2); // at its start and at its end
    expect(clock.generation).toBe(2); // the clock of ADR 0009 still counts every write
    await client.query('delete from project_inputs where project_id = $1');
    expect(stamp('sessions')).toBe(2);
    await client.query('update users set role = $1');
    expect(stamp('sessions')).toBe(4);
    await client.exec('create index x on projects (id)');
    expect(stamp('sessions')).toBe(6);
  });

  it('in a transaction, moves the tables of its statements as they run and again when it ends, whether it commits or fails', async () => {
    const { client, clock, stamp } = setup();
    const seen: number[] = [];
    await client.transaction(async (tx) => {
      await tx.query('select 1 from sessions');
      await tx.query('update "projects" set "title" = $1');
      seen.push(stamp('projects'));
    });
    expect(seen).toEqual([2]);
    expect(stamp('projects')).toBe(3);
    expect(stamp('sessions')).toBe(0);
    expect(clock.generation).toBeGreaterThan(0);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update projects set title = $1');
        throw new Error('failed midway');
      }),
    ).rejects.toThrow('failed midway');
    expect(stamp('projects')).toBe(6);
    expect(stamp('sessions')).toBe(0);
  });
});
