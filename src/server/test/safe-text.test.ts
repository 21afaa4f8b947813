import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dealNotes, fundingRequests, portfolios, projectComments, projects, users, workspaces } from '../db/schema/index.ts';
import { isSafeText } from '../../contract/safe-text.ts';
import { createTestApp, signUp, type TestApp } from './harness.ts';

/**
 * Issue 26, abuse controls: a NUL character in a text field used to end in PostgreSQL's "invalid byte
 * sequence" and a 500, and a lone surrogate was silently stored as U+FFFD. The contract's one string
 * schema refuses both with 400 VALIDATION_FAILED naming the field, and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, lang = 'en') =>
  t.call({ method, url, cookie: who.cookie, payload, headers: { 'accept-language': lang } });

const BAD = { nul: 'Wind\u0000farm', 'lone high surrogate': 'Wind \uD83D farm', 'lone low surrogate': 'Wind \uDE00 farm' } as const;
const project = { title: 'Wind repowering', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 1_000_000 };

async function rows(
  table: typeof projects | typeof projectComments | typeof workspaces | typeof portfolios | typeof dealNotes | typeof fundingRequests,
) {
  const [r] = await t.database.db.select({ n: count() }).from(table);
  return r!.n;
}

describe('the safe-text refinement', () => {
  it('accepts ordinary text, emoji (a surrogate pair) and other control characters; refuses NUL and lone surrogates', () => {
    expect(isSafeText('Città 🌍 tab\tnewline\n')).toBe(true);
    for (const bad of Object.values(BAD)) expect(isSafeText(bad)).toBe(false);
    expect(isSafeText('\uD83D')).toBe(false);
    expect(isSafeText('\uDE00\uD83D')).toBe(false); // the halves in the wrong order are no pair
  });
});

describe('write routes refuse NUL and lone surrogates with 400 naming the field, writing nothing', () => {
  let owner: Person;
  let investor: Person;
  let projectId: string;
  let cardId: string;
  beforeAll(async () => {
    owner = await signUp(t, 'proponent');
    investor = await signUp(t, 'investor');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, investor.id));
    const p = await call(owner, 'POST', '/api/projects', project);
    expect(p.statusCode, p.body).toBe(201);
    projectId = p.json().id as string;
    const r = await call(owner, 'POST', '/api/funding-requests', {
      projectId,
      investorId: investor.id,
      message: 'Ticket',
      amountRequested: 100_000,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await call(owner, 'POST', `/api/funding-requests/${r.json().id}/transitions`, { to: 'submitted' })).statusCode).toBe(200);
    const cards = (await call(investor, 'GET', '/api/deal-flow/cards')).json() as Array<{ id: string; projectId: string }>;
    cardId = cards.find((c) => c.projectId === projectId)!.id;
  });

  const cases: Array<{
    name: string;
    who: () => Person;
    method: 'POST' | 'PATCH';
    url: () => string;
    body: (bad: string) => object;
    field: string;
    table?: Parameters<typeof rows>[0];
  }> = [
    {
      name: 'project title',
      who: () => owner,
      method: 'POST',
      url: () => '/api/projects',
      body: (b) => ({ ...project, title: b }),
      field: 'title',
      table: projects,
    },
    {
      name: 'project description',
      who: () => owner,
      method: 'POST',
      url: () => '/api/projects',
      body: (b) => ({ ...project, description: b }),
      field: 'description',
      table: projects,
    },
    {
      name: 'comment',
      who: () => owner,
      method: 'POST',
      url: () => `/api/projects/${projectId}/comments`,
      body: (b) => ({ body: b }),
      field: 'body',
      table: projectComments,
    },
    {
      name: 'workspace',
      who: () => owner,
      method: 'POST',
      url: () => '/api/workspaces',
      body: (b) => ({ name: b }),
      field: 'name',
      table: workspaces,
    },
    {
      name: 'portfolio',
      who: () => investor,
      method: 'POST',
      url: () => '/api/portfolios',
      body: (b) => ({ name: b }),
      field: 'name',
      table: portfolios,
    },
    {
      name: 'deal-flow note',
      who: () => investor,
      method: 'POST',
      url: () => `/api/deal-flow/cards/${cardId}/notes`,
      body: (b) => ({ body: b }),
      field: 'body',
      table: dealNotes,
    },
    {
      name: 'funding request',
      who: () => owner,
      method: 'POST',
      url: () => '/api/funding-requests',
      body: (b) => ({ projectId, investorId: investor.id, message: b, amountRequested: 50_000 }),
      field: 'message',
      table: fundingRequests,
    },
    {
      name: 'profile',
      who: () => owner,
      method: 'PATCH',
      url: () => '/api/account/profile',
      body: (b) => ({ username: b }),
      field: 'username',
    },
  ];

  for (const c of cases) {
    for (const [kind, bad] of Object.entries(BAD)) {
      it(`${c.name}: ${kind}`, async () => {
        const before = c.table ? await rows(c.table) : 0;
        const [userBefore] = await t.database.db.select().from(users).where(eq(users.id, c.who().id));
        const res = await call(c.who(), c.method, c.url(), c.body(bad));
        expect(res.statusCode, res.body).toBe(400);
        const json = res.json();
        expect(json.code).toBe('VALIDATION_FAILED');
        expect(json.details.fields).toContainEqual(expect.objectContaining({ path: c.field, code: 'custom' }));
        if (c.table) expect(await rows(c.table)).toBe(before);
        const [userAfter] = await t.database.db.select().from(users).where(eq(users.id, c.who().id));
        expect(userAfter!.username).toBe(userBefore!.username);
      });
    }
  }

  it('names the refusal in Italian for an Italian caller', async () => {
    const res = await call(owner, 'POST', '/api/workspaces', { name: BAD.nul }, 'it');
    expect(res.statusCode).toBe(400);
    const field = (res.json().details.fields as Array<{ path: string; message: string }>).find((f) => f.path === 'name');
    expect(field?.message).toContain('carattere NUL');
  });

  it('still accepts an emoji (a surrogate pair) in the same field', async () => {
    const res = await call(owner, 'POST', '/api/workspaces', { name: 'Team 🌍' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
