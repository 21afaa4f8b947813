import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { complianceAnswers, documentFigures, documents, users } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, call, evaluated, publish } from './follows-setup.ts';

describe('checklist links', () => {
  it('lists the project records the investor may see, links an item to each, and refuses a record of another project', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id));
    const mine = await evaluated(owner, 'Shared project');
    const other = await evaluated(owner, 'Other project');
    expect((await call(owner, 'POST', `/api/projects/${mine.id}/grants`, { email: investor.email, access: 'read' })).statusCode).toBe(201);
    // Records written straight to the tables (the documents and compliance modules are not under test here).
    const doc = async (projectId: string, filename: string) =>
      (
        await t.database.db
          .insert(documents)
          .values({
            projectId,
            filename,
            mediaType: 'application/pdf',
            size: 10,
            sha256: 'x'.repeat(64),
            storageKey: filename,
            status: 'analysed',
          })
          .returning()
      )[0]!;
    const d1 = await doc(mine.id, 'plan.pdf');
    const gone = await doc(mine.id, 'old.pdf');
    await t.database.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, gone.id));
    const foreign = await doc(other.id, 'foreign.pdf');
    const [fig] = await t.database.db
      .insert(documentFigures)
      .values({
        projectId: mine.id,
        documentId: d1.id,
        sourceFilename: 'plan.pdf',
        key: 'revenue',
        period: 2027,
        value: 1_200_000,
        currency: 'EUR',
        source: 'rules',
        status: 'accepted',
        quote: 'Revenue 1.2m',
      })
      .returning();
    await t.database.db.insert(documentFigures).values({
      projectId: mine.id,
      documentId: d1.id,
      sourceFilename: 'plan.pdf',
      key: 'ebitda',
      value: 5,
      source: 'rules',
      status: 'proposed',
      quote: 'x',
    });
    const [ans] = await t.database.db
      .insert(complianceAnswers)
      .values({ projectId: mine.id, framework: 'gdpr', frameworkVersion: '2016/679', itemId: 'G1', answer: 'met' })
      .returning();

    const [card] = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    const targets = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}/link-targets`)).json() as Array<{
      kind: string;
      id: string;
      href: string;
      value: number | null;
    }>;
    // Oracle: exactly the records inserted above that the investor may see — the live document, the accepted figure, the one version, the answer.
    expect(targets.map((x) => [x.kind, x.id]).sort()).toEqual(
      [
        ['document', d1.id],
        ['figure', fig!.id],
        ['evaluation', String(mine.version)],
        ['compliance', ans!.id],
      ].sort(),
    );
    expect(targets.find((x) => x.kind === 'document')!.href).toBe(`/documents/${d1.id}`);
    expect(targets.find((x) => x.kind === 'figure')).toMatchObject({ value: 1_200_000, href: `/documents/${d1.id}` });
    expect(targets.find((x) => x.kind === 'evaluation')).toMatchObject({
      value: mine.score,
      href: `/projects/${mine.id}?tab=history&version=${mine.version}`,
    });
    expect(targets.find((x) => x.kind === 'compliance')!.href).toBe(`/projects/${mine.id}?tab=compliance&section=items&framework=gdpr`);

    const added = await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/checklist`, {
      title: 'Read the plan',
      link: { kind: 'document', id: d1.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ documentId: d1.id, link: { kind: 'document', label: 'plan.pdf', href: `/documents/${d1.id}` } });
    const itemId = added.json().id as string;
    // Another project's document, a deleted one, a proposed figure, a version that does not exist: 404, nothing changed.
    for (const link of [
      { kind: 'document', id: foreign.id },
      { kind: 'document', id: gone.id },
      { kind: 'evaluation', id: '99' },
      { kind: 'figure', id: d1.id },
    ]) {
      const r = await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${itemId}`, { link });
      expect(r.statusCode, JSON.stringify(link)).toBe(404);
      expect(r.json().code).toBe('DEAL_LINK_NOT_FOUND');
    }
    expect(
      (
        await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/checklist`, {
          title: 'x',
          link: { kind: 'document', id: foreign.id },
        })
      ).statusCode,
    ).toBe(404);
    // Re-pointed at the evaluation version, then at the compliance item, then cleared.
    expect(
      (
        await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${itemId}`, {
          link: { kind: 'evaluation', id: String(mine.version) },
        })
      ).json(),
    ).toMatchObject({ documentId: null, evaluationVersion: mine.version, link: { kind: 'evaluation' } });
    expect(
      (
        await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${itemId}`, { link: { kind: 'compliance', id: ans!.id } })
      ).json(),
    ).toMatchObject({ evaluationVersion: null, complianceItemId: ans!.id, link: { kind: 'compliance' } });
    expect((await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${itemId}`, { link: null })).json()).toMatchObject({
      complianceItemId: null,
      link: null,
    });
    // The item's link is resolved at read time: the document deleted later drops out.
    await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${itemId}`, { link: { kind: 'document', id: d1.id } });
    await t.database.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, d1.id));
    const after = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json();
    expect(after.ddItems.find((i: { id: string }) => i.id === itemId)).toMatchObject({ documentId: d1.id, link: null });
  });
});

describe('pipeline editing', () => {
  it('reorders stages, moves a card to another pipeline, and refuses to remove a stage holding cards', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { id, reportId } = await evaluated(owner, 'Reorder me');
    const slug = await publish(owner, id, reportId, []);
    const card = (await call(investor, 'POST', '/api/deal-flow/follows', { slug })).json();
    const [def] = (await call(investor, 'GET', '/api/deal-flow/pipelines')).json();
    const ids = def.stages.map((s: { id: string }) => s.id) as string[];
    // Oracle: the reversed order sent is the order read back.
    const reversed = [...ids].reverse();
    const r = await call(investor, 'PUT', `/api/deal-flow/pipelines/${def.id}/stage-order`, { stageIds: reversed });
    expect(r.statusCode, r.body).toBe(200);
    expect((await call(investor, 'GET', '/api/deal-flow/pipelines')).json()[0].stages.map((s: { id: string }) => s.id)).toEqual(reversed);
    // Incomplete or foreign orders are refused.
    expect(
      (await call(investor, 'PUT', `/api/deal-flow/pipelines/${def.id}/stage-order`, { stageIds: reversed.slice(1) })).statusCode,
    ).toBe(404);

    // The card sits in the (old) first stage; removing it is refused, removing an empty one works.
    const removeFull = await call(investor, 'DELETE', `/api/deal-flow/pipelines/${def.id}/stages/${card.stageId}`);
    expect(removeFull.statusCode).toBe(409);
    expect(removeFull.json().code).toBe('DEAL_STAGE_NOT_EMPTY');
    const empty = ids.find((s) => s !== card.stageId)!;
    const removed = await call(investor, 'DELETE', `/api/deal-flow/pipelines/${def.id}/stages/${empty}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().stages.map((s: { id: string }) => s.id)).toEqual(reversed.filter((s) => s !== empty));

    // A new pipeline starts with the default stages; the card moves there.
    const created = await call(investor, 'POST', '/api/deal-flow/pipelines', { name: 'Seed rounds' });
    expect(created.statusCode).toBe(201);
    expect(created.json().stages.map((s: { kind: string }) => s.kind)).toEqual([
      'new',
      'screening',
      'due_diligence',
      'term_sheet',
      'closed',
      'passed',
    ]);
    const target = created.json().stages[1].id as string;
    const moved = await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/move`, { stageId: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ pipelineId: created.json().id, stageId: target });
    // Now the old stage is empty and may go.
    expect((await call(investor, 'DELETE', `/api/deal-flow/pipelines/${def.id}/stages/${card.stageId}`)).statusCode).toBe(200);
    // Another investor cannot touch these pipelines.
    const other = await signUp(t, 'investor');
    expect((await call(other, 'DELETE', `/api/deal-flow/pipelines/${def.id}/stages/${ids[1]}`)).statusCode).toBe(404);
  });
});
