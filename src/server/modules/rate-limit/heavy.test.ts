import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { HEAVY_LIMITS } from './heavy.ts';

// The clock is the test's (near the real time, which sessions follow): the minute's window cannot turn
// over in the middle of a test.
const MINUTE = Math.floor(Date.now() / 60_000) * 60_000;
const at = (seconds: number) => new Date(MINUTE + seconds * 1000);
let clock = at(0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
async function projectOf(who: Person): Promise<string> {
  const p = await t.call({
    method: 'POST',
    url: '/api/projects',
    cookie: who.cookie,
    payload: { title: 'Limits', industry: '62.01', targetMarket: 'EU', estimatedBudget: 100_000 },
  });
  expect(p.statusCode, p.body).toBe(201);
  return p.json().id as string;
}
const evaluate = (who: Person, id: string, iterations = 1_000, lang = 'en') =>
  t.call({
    method: 'POST',
    url: `/api/projects/${id}/evaluations`,
    cookie: who.cookie,
    headers: { 'accept-language': lang },
    payload: { iterations, seed: 3 },
  });

describe('per-user limits on heavy work (ADR 0033)', () => {
  it('the 13th evaluation in a minute answers 429 with Retry-After and a translated message; another user is served at once; the next minute admits again', async () => {
    // Oracle: the ADR's table, 12 evaluations a minute per user.
    expect(HEAVY_LIMITS.evaluation.perMinute).toBe(12);
    clock = at(15); // 15 s into the minute: 45 s left in the window
    const [a, b] = [await signUp(t), await signUp(t)];
    const [pa, pb] = [await projectOf(a), await projectOf(b)];
    for (let i = 1; i <= 12; i += 1) expect((await evaluate(a, pa)).statusCode, `run ${i}`).toBe(201);
    const over = await evaluate(a, pa, 1_000, 'it');
    expect([over.statusCode, over.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(over.headers['retry-after']).toBe('45');
    expect(over.json().message).toBe('Troppe richieste. Riprova più tardi.');
    const other = await evaluate(b, pb);
    expect(other.statusCode, other.body).toBe(201);
    // A's project holds the 12 admitted versions and nothing of the refused run.
    const list = await t.call({ method: 'GET', url: `/api/projects/${pa}/evaluations`, cookie: a.cookie });
    expect(list.json()).toHaveLength(12);
    clock = at(60);
    expect((await evaluate(a, pa)).statusCode).toBe(201);
  });

  it('a third evaluation while two run answers 429 at once; another user is served meanwhile; once they finish a new one is admitted', async () => {
    expect(HEAVY_LIMITS.evaluation.inFlight).toBe(2);
    clock = at(120);
    const [a, b] = [await signUp(t), await signUp(t)];
    const [pa, pb] = [await projectOf(a), await projectOf(b)];
    // Two long runs (100,000 iterations each: a second or more of CPU in the worker).
    const slow = [evaluate(a, pa, 100_000), evaluate(a, pa, 100_000)];
    for (let i = 0; i < 200 && t.app.heavyWork.count(`evaluation:${a.id}`) < 2; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(t.app.heavyWork.count(`evaluation:${a.id}`)).toBe(2);
    const third = await evaluate(a, pa);
    expect([third.statusCode, third.json().code, third.headers['retry-after']]).toEqual([
      429,
      'RATE_LIMITED',
      String(HEAVY_LIMITS.evaluation.busyRetrySeconds),
    ]);
    const other = await evaluate(b, pb);
    expect(other.statusCode, other.body).toBe(201);
    for (const r of await Promise.all(slow)) expect(r.statusCode, r.body).toBe(201);
    expect(t.app.heavyWork.count(`evaluation:${a.id}`)).toBe(0);
    expect((await evaluate(a, pa)).statusCode).toBe(201);
  });

  it('calls refused by the access rule (404) keep no slot and count no minute: 15 of them, then the caller still runs their own', async () => {
    clock = at(180);
    const [a, stranger] = [await signUp(t), await signUp(t)];
    const pa = await projectOf(a);
    for (let i = 0; i < 15; i += 1) expect((await evaluate(stranger, pa)).statusCode).toBe(404);
    expect((await evaluate(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(t.app.heavyWork.count(`evaluation:${stranger.id}`)).toBe(0);
    // 15 > 12: had the refused calls counted, this one would be the 16th of the minute.
    expect((await evaluate(stranger, await projectOf(stranger))).statusCode).toBe(201);
  });

  it("a busy user's 5,000-row upload is answered 429 before its body is parsed; the import runs once a slot is free", async () => {
    clock = at(240);
    const a = await signUp(t, 'investor');
    const id = (await t.call({ method: 'POST', url: '/api/portfolios', cookie: a.cookie, payload: { name: 'Busy' } })).json().id as string;
    const rows = Array.from({ length: 5_000 }, (_, i) => `Holding ${i + 1},62.01,ITC4,${1_000 + i},2025-01-15`);
    const payload = {
      filename: 'h.csv',
      contentBase64: Buffer.from(['Project,Industry,Region,Amount,Date', ...rows].join('\n')).toString('base64'),
    };
    const upload = () => t.call({ method: 'POST', url: `/api/portfolios/${id}/import`, cookie: a.cookie, payload });
    // Two imports of this user "running": the slots taken as the route takes them.
    const [first, second] = [
      t.app.heavyWork.take(`import:${a.id}`, HEAVY_LIMITS.import.inFlight)!,
      t.app.heavyWork.take(`import:${a.id}`, HEAVY_LIMITS.import.inFlight)!,
    ];
    const busy = await upload();
    expect([busy.statusCode, busy.json().code, busy.headers['retry-after']]).toEqual([
      429,
      'RATE_LIMITED',
      String(HEAVY_LIMITS.import.busyRetrySeconds),
    ]);
    // Not parsed: a body that is not even JSON gets the same 429, not a 400.
    const broken = await t.call({
      method: 'POST',
      url: `/api/portfolios/${id}/import`,
      cookie: a.cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"filename": ',
    });
    expect([broken.statusCode, broken.json().code]).toEqual([429, 'RATE_LIMITED']);
    first();
    const ok = await upload();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 5_000, rows: 5_000 });
    second();
    expect(t.app.heavyWork.count(`import:${a.id}`)).toBe(0);
  });
});
