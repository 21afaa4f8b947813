import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications } from '../../db/schema/index.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.call({ method, url, cookie: who.cookie, payload });
const minimal = { title: 'Agrivoltaic farm', industry: '35.11', targetMarket: 'Italian utilities', estimatedBudget: 2_500_000 };

async function projectOf(owner: Person): Promise<string> {
  const res = await call(owner, 'POST', '/api/projects', minimal);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function share(owner: Person, projectId: string, who: Person, access: 'read' | 'comment' | 'edit') {
  const res = await call(owner, 'POST', `/api/projects/${projectId}/grants`, { email: who.email, access });
  expect(res.statusCode, res.body).toBe(201);
}

const item = (id: string, start: string, end: string, extra: object = {}) => ({
  id,
  kind: 'task',
  title: `Item ${id}`,
  start,
  end,
  dependsOn: [],
  status: 'not_started',
  evidence: [],
  ...extra,
});

/** Far in the future, so nothing is late whatever the test machine's clock says. */
const plan = [
  {
    id: 'p1',
    title: 'Build',
    items: [
      item('A', '2099-03-01', '2099-03-05', { budgetCents: 100_000 }),
      item('B', '2099-03-06', '2099-03-10', { dependsOn: [{ id: 'A', lagDays: 0 }], budgetCents: 50_000 }),
      item('M', '2099-03-11', '2099-03-11', { kind: 'milestone', dependsOn: [{ id: 'B', lagDays: 0 }], evidenceRequired: true }),
    ],
  },
];

describe('roadmap routes', () => {
  it('404s before the first save, saves, recomputes the critical path, and refuses a stale revision', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const none = await call(owner, 'GET', `/api/projects/${id}/roadmap`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('ROADMAP_NOT_FOUND');

    const saved = await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: plan });
    expect(saved.statusCode, saved.body).toBe(200);
    // A → B → M in a chain: all critical (hand computed: no parallel branch, no slack).
    expect(saved.json()).toMatchObject({ revision: 1, criticalPath: ['A', 'B', 'M'], baselineAt: null, currency: 'EUR' });
    expect(saved.json().forecast).toEqual({
      budgetCents: 150_000,
      actualCents: 0,
      estimateAtCompletionCents: 150_000,
      finishOn: '2099-03-11',
    });

    const again = await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: plan, revision: 1, setBaseline: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().revision).toBe(2);
    expect(again.json().baselineAt).not.toBeNull();
    expect(again.json().baseline).toHaveLength(3);

    const stale = await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: plan, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ROADMAP_CONFLICT');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.actorId, owner.id)));
    expect(audit.map((a) => a.action).filter((a) => a.startsWith('roadmap.'))).toEqual(['roadmap.create', 'roadmap.update']);
  });

  it('refuses a cycle with 422 naming the items', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const cyclic = [
      {
        id: 'p',
        title: 'Loop',
        items: [
          item('X', '2099-01-01', '2099-01-02', { dependsOn: [{ id: 'Y', lagDays: 0 }] }),
          item('Y', '2099-01-03', '2099-01-04', { dependsOn: [{ id: 'X', lagDays: 0 }] }),
        ],
      },
    ];
    const res = await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: cyclic });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('ROADMAP_CYCLE');
    expect(res.json().details.itemIds.sort()).toEqual(['X', 'Y']);
  });

  it('refuses "done" on a milestone needing evidence until evidence comes, then records it', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: plan });
    const bare = await call(owner, 'POST', `/api/projects/${id}/roadmap/items/M/progress`, { note: 'Done', status: 'done' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().code).toBe('EVIDENCE_REQUIRED');
    const ok = await call(owner, 'POST', `/api/projects/${id}/roadmap/items/M/progress`, {
      note: 'Done',
      status: 'done',
      evidence: [{ kind: 'link', url: 'https://example.org/acceptance.pdf' }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const m = ok.json().phases[0].items.find((i: { id: string }) => i.id === 'M');
    expect(m).toMatchObject({ status: 'done', percent: 100 });
    expect((await call(owner, 'POST', `/api/projects/${id}/roadmap/items/ghost/progress`, { note: 'x' })).statusCode).toBe(404);

    // A reporting period covering M's end: the draft lists M done, the note written today and its evidence.
    const o = await call(owner, 'POST', `/api/projects/${id}/obligations`, {
      kind: 'report',
      title: 'Report 2099',
      dueOn: '2099-04-15',
      periodStart: '2000-01-01',
      periodEnd: '2099-03-31',
    });
    const draft = await call(owner, 'GET', `/api/projects/${id}/obligations/${o.json().id}/report-draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ done: [{ itemId: 'M' }], budgetCents: 150_000, spentCents: 0 });
    expect(draft.json().progress.map((x: { note: string }) => x.note)).toEqual(['Done']);
    expect(draft.json().evidence).toEqual([{ itemId: 'M', evidence: { kind: 'link', url: 'https://example.org/acceptance.pdf' } }]);
  });

  it('access: a reader reads but may not save; a stranger gets 404; an edit grantee updates only items they own', async () => {
    const owner = await signUp(t, 'proponent');
    const reader = await signUp(t, 'investor');
    const consultant = await signUp(t, 'consultant');
    const stranger = await signUp(t, 'investor');
    const id = await projectOf(owner);
    await share(owner, id, reader, 'read');
    await share(owner, id, consultant, 'edit');
    const owned = [{ ...plan[0]!, items: plan[0]!.items.map((i) => (i.id === 'A' ? { ...i, ownerId: consultant.id } : i)) }];
    expect((await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: owned })).statusCode).toBe(200);

    expect((await call(reader, 'GET', `/api/projects/${id}/roadmap`)).statusCode).toBe(200);
    expect((await call(reader, 'GET', `/api/projects/${id}/obligations`)).statusCode).toBe(200);
    expect((await call(reader, 'PUT', `/api/projects/${id}/roadmap`, { phases: plan, revision: 1 })).statusCode).toBe(403);
    expect((await call(reader, 'POST', `/api/projects/${id}/roadmap/items/A/progress`, { note: 'x' })).statusCode).toBe(403);
    expect((await call(reader, 'GET', `/api/projects/${id}/roadmap/draft`)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/projects/${id}/roadmap`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/projects/${id}/obligations`)).statusCode).toBe(404);

    const own = await call(consultant, 'POST', `/api/projects/${id}/roadmap/items/A/progress`, { note: 'Half', percent: 50 });
    expect(own.statusCode, own.body).toBe(201);
    const other = await call(consultant, 'POST', `/api/projects/${id}/roadmap/items/B/progress`, { note: 'Half', percent: 50 });
    expect(other.statusCode).toBe(403);
  });

  it('drafts from the template and the obligations, each item with its origin, without saving', async () => {
    const owner = await signUp(t, 'proponent');
    const id = await projectOf(owner);
    const o = await call(owner, 'POST', `/api/projects/${id}/obligations`, {
      kind: 'target',
      title: 'Installed capacity',
      dueOn: '2099-06-30',
      indicator: 'MW installed',
      targetValue: 5,
    });
    expect(o.statusCode, o.body).toBe(201);
    const res = await call(owner, 'GET', `/api/projects/${id}/roadmap/draft`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.templateId).toBe('energy');
    const items = d.phases.flatMap((p: { items: { origin: { kind: string } }[] }) => p.items);
    expect(items.every((i: { origin?: unknown }) => i.origin)).toBe(true);
    const obl = items.find((i: { origin: { kind: string; ref?: string } }) => i.origin.kind === 'obligation');
    expect(obl).toMatchObject({ end: '2099-06-30', evidenceRequired: true, title: 'Installed capacity (MW installed: 5)' });
    expect((await call(owner, 'GET', `/api/projects/${id}/roadmap`)).statusCode).toBe(404);

    const patched = await call(owner, 'PATCH', `/api/projects/${id}/obligations/${o.json().id}`, { status: 'met' });
    expect(patched.json().status).toBe('met');
  });

  it('alerts the owner and the investor with access, and not an investor without, once', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const outsider = await signUp(t, 'investor');
    const id = await projectOf(owner);
    await share(owner, id, investor, 'read');
    // An item that ended in 2000 and is not done: late whatever today is.
    const late = [{ id: 'p', title: 'Old', items: [item('OLD', '2000-01-01', '2000-01-10')] }];
    const res = await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: late });
    expect(res.json()).toMatchObject({ status: 'late' });
    const slip = (uid: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, uid), eq(notifications.messageKey, 'realization.slippage')));
    expect(await slip(owner.id)).toHaveLength(1);
    expect(await slip(investor.id)).toHaveLength(1);
    expect(await slip(outsider.id)).toHaveLength(0);
    await call(owner, 'PUT', `/api/projects/${id}/roadmap`, { phases: late, revision: 1 });
    expect(await slip(investor.id)).toHaveLength(1);

    // The investor's portfolio shows it: the holding carries the status, the summary a milestoneLate alert.
    const pf = await call(investor, 'POST', '/api/portfolios', { name: 'Watch' });
    expect(pf.statusCode, pf.body).toBe(201);
    const pid = pf.json().id as string;
    expect((await call(investor, 'POST', `/api/portfolios/${pid}/holdings`, { projectId: id, amount: 1000 })).statusCode).toBe(201);
    const detail = (await call(investor, 'GET', `/api/portfolios/${pid}`)).json();
    expect(detail.holdingList[0].realization).toMatchObject({ status: 'late' });
    const summary = (await call(investor, 'GET', `/api/portfolios/${pid}/summary`)).json();
    expect(summary.alerts.map((a: { kind: string }) => a.kind)).toContain('milestoneLate');
    // …and the deal-flow card of the shared project carries it.
    const cards = (await call(investor, 'GET', '/api/deal-flow/cards')).json() as { projectId: string; realization?: { status: string } }[];
    expect(cards.find((c) => c.projectId === id)?.realization).toMatchObject({ status: 'late' });
  });
});
