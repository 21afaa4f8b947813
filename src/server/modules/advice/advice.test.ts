import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { simplePlan } from '../../../domain/finance/plan-fixtures.ts';
import { normalise, valueAt } from '../../../domain/advice/index.ts';
import { evaluations, projectInputs } from '../../db/schema/index.ts';
import { samplePlanPdf } from '../../db/sample-plan-pdf.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import * as fx from '../../../../tests/fixtures/documents.ts';

// Issue 25, AI consulting. Oracle for every citation: the record at the place it names, read independently
// of the engine — the document's text through GET /api/documents/:id/text, the evaluation row's stored JSON in
// the database, the compliance gap list through its own route — and the quote must be found there (whitespace aside).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 0 });
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof signUp>>;
const inputs = {
  assumptions: simplePlan({ unitsYear1: { value: 100 }, pricePerUnit: { value: 10 } }),
  market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: null },
  revenueModel: 'recurring',
  complianceAnswers: { 'REG-01': 'yes', 'ESG-01': 'no' },
};

async function evaluatedProject(owner: Person, lang = 'en') {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call({ method, url, cookie: owner.cookie, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const id = (
    await call('POST', '/api/projects', { title: 'Clinic SaaS', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 600_000 })
  ).json().id as string;
  expect((await call('PUT', `/api/projects/${id}/evaluation-inputs`, inputs)).statusCode).toBe(200);
  const run = await call('POST', `/api/projects/${id}/evaluations`, { iterations: 1000, seed: 7 });
  expect(run.statusCode, run.body).toBeLessThan(300);
  return { id, call };
}

async function resolves(owner: Person, projectId: string, c: { kind: string; ref: string; quote: string }, lang: string): Promise<boolean> {
  const get = (url: string) => t.call({ method: 'GET', url, cookie: owner.cookie, headers: { 'accept-language': lang } });
  if (c.kind === 'document') {
    const [docId, page] = c.ref.split(':');
    const text = (await get(`/api/documents/${docId}/text`)).json() as { parts: { page?: number; text: string }[] };
    const part = text.parts.find((p, i) => String(p.page ?? i + 1) === page);
    return part !== undefined && normalise(part.text).includes(normalise(c.quote));
  }
  if (c.kind === 'evaluation') {
    const [version, path] = [c.ref.slice(0, c.ref.indexOf(':')), c.ref.slice(c.ref.indexOf(':') + 1)];
    const [row] = await t.database.db
      .select()
      .from(evaluations)
      .where(eq(evaluations.projectId, projectId))
      .orderBy(desc(evaluations.version));
    return String(row!.version) === version && String(valueAt(row!.result, path)) === c.quote;
  }
  if (c.kind === 'compliance') {
    const gaps = (await get(`/api/projects/${projectId}/compliance/gaps`)).json() as { itemId: string; title: string }[];
    return gaps.some((g) => g.itemId === c.ref && g.title === c.quote);
  }
  return false;
}

describe('AI consulting sessions', () => {
  it('answers the most asked questions in both languages, every citation resolving to its place; else "not in your records"', async () => {
    const owner = await signUp(t);
    const { id, call } = await evaluatedProject(owner);
    const up = await t.call({
      method: 'POST',
      url: `/api/projects/${id}/documents`,
      cookie: owner.cookie,
      ...fx.multipart('plan.pdf', samplePlanPdf()),
    });
    expect(up.statusCode, up.body).toBe(201);
    await t.app.jobs.drain();
    const session = await call('POST', `/api/projects/${id}/ai-sessions`);
    expect(session.statusCode).toBe(201);
    const sid = session.json().id as string;

    const questions: [string, string, string][] = [
      ['en', 'What raises my score most?', 'raise-score'],
      ['it', 'Cosa alza di più il mio punteggio?', 'raise-score'],
      ['en', 'Why is my score so low?', 'why-score'],
      ['it', 'Perché il mio punteggio è basso?', 'why-score'],
      ['en', 'What is missing from my plan?', 'plan-missing'],
      ['it', 'Cosa manca nel mio piano?', 'plan-missing'],
      ['en', 'What total addressable market does the plan state?', 'retrieval'],
    ];
    const kinds = new Set<string>();
    for (const [lang, text, form] of questions) {
      const res = await t.call({
        method: 'POST',
        url: `/api/ai-sessions/${sid}/questions`,
        cookie: owner.cookie,
        headers: { 'accept-language': lang },
        payload: { text },
      });
      expect(res.statusCode, res.body).toBe(200);
      const a = res.json() as {
        form: string;
        answer: string;
        citations: { kind: string; ref: string; quote: string }[];
        sentences: { citations: unknown[] }[];
      };
      expect(a.form, text).toBe(form);
      expect(a.citations.length, text).toBeGreaterThan(0);
      expect(a.sentences.every((s) => s.citations.length > 0)).toBe(true);
      for (const c of a.citations) kinds.add(c.kind);
      for (const c of a.citations) expect(await resolves(owner, id, c, lang), `${text}: ${JSON.stringify(c)}`).toBe(true);
    }
    // The real document is quoted (page text), beside the evaluation fields and compliance items.
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['compliance', 'document', 'evaluation']));
    // The Italian answer is in Italian.
    const it_ = (
      await t.call({
        method: 'POST',
        url: `/api/ai-sessions/${sid}/questions`,
        cookie: owner.cookie,
        headers: { 'accept-language': 'it' },
        payload: { text: 'Perché il mio punteggio è basso?' },
      })
    ).json();
    expect(it_.answer).toContain('punteggio');

    for (const [lang, text, expected] of [
      ['en', 'What colour is the office cat?', 'Not in your records.'],
      ['it', 'Di che colore è il gatto dell’ufficio?', 'Non è presente nei tuoi dati.'],
    ]) {
      const a = (
        await t.call({
          method: 'POST',
          url: `/api/ai-sessions/${sid}/questions`,
          cookie: owner.cookie,
          headers: { 'accept-language': lang! },
          payload: { text },
        })
      ).json();
      expect(a).toMatchObject({ notInRecords: true, answer: expected, citations: [], form: 'none' });
    }

    const stored = (await call('GET', `/api/ai-sessions/${sid}`)).json();
    expect(stored.answers).toHaveLength(questions.length + 3);
    expect((await call('GET', `/api/projects/${id}/ai-sessions`)).json()[0]).toMatchObject({ id: sid, questions: questions.length + 3 });
    const pdf = await call('GET', `/api/ai-sessions/${sid}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Shared within the project's access: a stranger gets 404, a read grantee reads the session.
    const stranger = await signUp(t, 'investor');
    expect((await t.call({ method: 'GET', url: `/api/ai-sessions/${sid}`, cookie: stranger.cookie })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/ai-sessions/${sid}/questions`, cookie: stranger.cookie, payload: { text: 'why' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/projects/${id}/grants`, { email: stranger.email, access: 'read' })).statusCode).toBe(201);
    expect((await t.call({ method: 'GET', url: `/api/ai-sessions/${sid}`, cookie: stranger.cookie })).statusCode).toBe(200);
  }, 120_000);
});

describe('context and data quality', () => {
  it('never shows peers below 5, shows quartiles from 5 up', async () => {
    const owner = await signUp(t);
    // Each peer belongs to its own proponent (a free plan holds few projects); the access rule plays no part in peers.
    const create = async (title: string, budget: number, who?: Person) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/projects',
          cookie: (who ?? (await signUp(t))).cookie,
          payload: { title, industry: '10.51', targetMarket: 'Dairy', estimatedBudget: budget },
        })
      ).json().id as string;
    const me = await create('Mine', 100_000, owner);
    for (const b of [200_000, 300_000, 400_000]) await create(`Peer ${b}`, b);
    const before = (await t.call({ method: 'GET', url: `/api/projects/${me}/context`, cookie: owner.cookie })).json();
    expect(before.peers).toEqual({ count: 0, minimum: 5, shown: false, metrics: [] });
    await create('Peer 5', 500_000);
    // Four peers besides this project: still hidden.
    expect((await t.call({ method: 'GET', url: `/api/projects/${me}/context`, cookie: owner.cookie })).json().peers.shown).toBe(false);
    await create('Peer 6', 600_000);
    const after = (await t.call({ method: 'GET', url: `/api/projects/${me}/context`, cookie: owner.cookie })).json();
    // Oracle: budgets 200k…600k, quartiles by linear interpolation (R type 7): 300k, 400k, 500k.
    expect(after.peers).toMatchObject({ count: 5, shown: true });
    expect(after.peers.metrics.find((m: { key: string }) => m.key === 'estimatedBudget')).toMatchObject({
      p25: 300_000,
      p50: 400_000,
      p75: 500_000,
      yours: 100_000,
    });
    expect(after.industry.benchmarks.length).toBeGreaterThan(0);
  });

  it('finds what a hand-built project lacks, with fix links, in the reader’s language', async () => {
    const owner = await signUp(t);
    const { id } = await evaluatedProject(owner);
    await t.database.db
      .update(projectInputs)
      .set({ savedAt: new Date(Date.now() + 60_000) })
      .where(eq(projectInputs.projectId, id));
    const en = (await t.call({ method: 'GET', url: `/api/projects/${id}/data-quality`, cookie: owner.cookie })).json();
    const codes = en.findings.map((f: { code: string }) => f.code);
    // market.growth has no input (expectedGrowthRate null); no documents; region etc. not recorded; inputs newer than the run.
    expect(codes).toEqual(expect.arrayContaining(['input_missing', 'no_documents', 'project_field_missing', 'evaluation_stale']));
    expect(en.findings.every((f: { fixUrl: string }) => f.fixUrl.startsWith('/'))).toBe(true);
    expect(en.score).toBe(
      Math.max(
        0,
        100 -
          en.findings.reduce(
            (a: number, f: { severity: string }) => a + ({ high: 20, medium: 10, low: 5 } as Record<string, number>)[f.severity]!,
            0,
          ),
      ),
    );
    const it_ = (
      await t.call({ method: 'GET', url: `/api/projects/${id}/data-quality`, cookie: owner.cookie, headers: { 'accept-language': 'it' } })
    ).json();
    expect(it_.findings.find((f: { code: string }) => f.code === 'no_documents').message).toContain('Nessun documento');
    const mine = (await t.call({ method: 'GET', url: '/api/data-quality', cookie: owner.cookie })).json();
    expect(mine.scope).toBe('mine');
    expect(mine.projects.map((p: { projectId: string }) => p.projectId)).toEqual([id]);
  });
});

describe('a model phrasing answers', () => {
  let fake: Server;
  let m: TestApp;
  beforeAll(async () => {
    // A fake OpenAI-compatible model: it rephrases fact 0 faithfully and fabricates a figure in another sentence.
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const facts = JSON.parse(JSON.parse(body).messages[1].content).facts as { fact: string; source: string }[];
        const content = JSON.stringify({
          sentences: [
            { text: `In short: ${facts[0]!.fact}`, fact: 0, quote: facts[0]!.source },
            { text: 'Revenue will reach € 9,750,000 in 2031, which lifts the score to 97.', fact: 0, quote: 'revenue of € 9,750,000' },
          ],
        });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const port = (fake.address() as { port: number }).port;
    m = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake' }, { jobPollMs: 0 });
  });
  afterAll(async () => {
    await m.close();
    await new Promise((r) => fake.close(r));
  });

  it('keeps a claim whose quote is in the retrieved text and drops the fabricated figure; AI text is marked', async () => {
    const owner = await signUp(m);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      m.call({ method, url, cookie: owner.cookie, ...(payload ? { payload } : {}) });
    const id = (await call('POST', '/api/projects', { title: 'P', industry: '62.01', targetMarket: 'X', estimatedBudget: 600_000 })).json()
      .id as string;
    await call('PUT', `/api/projects/${id}/evaluation-inputs`, inputs);
    await call('POST', `/api/projects/${id}/evaluations`, { iterations: 1000, seed: 7 });
    const sid = (await call('POST', `/api/projects/${id}/ai-sessions`)).json().id as string;
    const a = (await call('POST', `/api/ai-sessions/${sid}/questions`, { text: 'Why is my score so low?' })).json();
    expect(a.ai).toBe(true);
    expect(a.sentences).toHaveLength(1);
    expect(a.sentences[0]).toMatchObject({ ai: true });
    expect(a.answer).not.toContain('9,750,000');
    expect(a.answer).not.toContain('97');
  });
});
