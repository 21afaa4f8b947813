import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { notificationText } from '../notifications/service.ts';
import { t, call, evaluated, publish } from './follows-setup.ts';

describe('showcase follows (ADR 0029)', () => {
  it('files a showcase card with the published fields only; the project stays 404; unpublishing hides it, republishing brings it back; a grant makes it a normal card', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { id, reportId, score } = await evaluated(owner);
    // Published: industry and score only (not the country, not the funding sought).
    const slug = await publish(owner, id, reportId, ['industry', 'score']);

    const followed = await call(investor, 'POST', '/api/deal-flow/follows', { slug });
    expect(followed.statusCode, followed.body).toBe(201);
    const card = followed.json();
    // Oracle: the fields chosen above; the score is the sealed report's evaluation total (the run above).
    expect(card).toMatchObject({
      projectId: id,
      source: 'showcase',
      access: 'showcase',
      projectTitle: 'Solar co-op',
      industry: '35.11',
      region: null,
      ticket: null,
      crScore: score,
      showcaseSlug: slug,
      followed: true,
    });
    // Following again files nothing twice.
    expect((await call(investor, 'POST', '/api/deal-flow/follows', { slug })).statusCode).toBe(201);
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toHaveLength(1);
    expect((await call(investor, 'GET', '/api/deal-flow/follows')).json()).toMatchObject([{ slug, cardId: card.id }]);

    // No grant: the project and everything of it stay 404.
    expect((await call(investor, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/api/projects/${id}/evaluations`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${card.id}/link-targets`)).json().code).toBe('DEAL_CARD_NEEDS_ACCESS');
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/questions`, { body: 'Hello?' })).statusCode).toBe(409);
    // The investor's private diligence works.
    const detail = (await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json();
    expect(detail.card.access).toBe('showcase');
    expect(
      (await call(investor, 'PATCH', `/api/deal-flow/cards/${card.id}/checklist/${detail.ddItems[0].id}`, { done: true })).statusCode,
    ).toBe(200);
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/notes`, { body: 'Watch this one' })).statusCode).toBe(201);
    expect(
      (
        await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/findings`, {
          risk: 'Unknown team',
          severity: 'medium',
          likelihood: 'low',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call(investor, 'PUT', `/api/deal-flow/cards/${card.id}/decision`, { decision: 'pass' })).statusCode).toBe(200);

    // Request access: the owner is notified with a link to the project's Access panel; once a day.
    const asked = await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/access-request`);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().notified).toBe(1);
    const note = (await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.id))).find(
      (n) => n.linkUrl === `/projects/${id}#access`,
    );
    expect(note?.content).toContain(investor.email);
    // Worded in the reader's language (ADR 0030): the key travels, the Italian screen says it in Italian.
    expect(note?.messageKey).toBe('dealFlow.accessRequested');
    expect(notificationText('it', { key: note!.messageKey!, params: note!.messageParams ?? {} })?.content).toContain(
      `(${investor.email}) segue il tuo progetto pubblicato`,
    );
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/access-request`)).json().code).toBe(
      'DEAL_ACCESS_ALREADY_REQUESTED',
    );
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'dealflow.access.request'), eq(auditLog.target, card.id))),
    ).toHaveLength(1);

    // Unpublished: the card goes (404), like any card whose access ended.
    expect((await call(owner, 'DELETE', `/api/projects/${id}/showcase`)).statusCode).toBe(204);
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toEqual([]);
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).statusCode).toBe(404);
    expect((await call(investor, 'GET', '/api/deal-flow/follows')).json()).toEqual([]);
    // Republished (a new slug, more fields): the same card, with its notes, shows the new choice.
    const slug2 = await publish(owner, id, reportId, ['country', 'fundingSought']);
    const back = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      id: card.id,
      access: 'showcase',
      industry: null,
      region: 'IT',
      ticket: 600_000,
      crScore: null,
      showcaseSlug: slug2,
    });
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).json().notes.map((n: { body: string }) => n.body)).toEqual([
      'Watch this one',
    ]);

    // The owner shares it: a normal card (the project's own facts) and the project opens.
    expect((await call(owner, 'POST', `/api/projects/${id}/grants`, { email: investor.email, access: 'read' })).statusCode).toBe(201);
    const full = (await call(investor, 'GET', '/api/deal-flow/cards')).json();
    expect(full[0]).toMatchObject({ id: card.id, access: 'full', industry: '35.11', crScore: score });
    expect((await call(investor, 'GET', `/api/projects/${id}`)).statusCode).toBe(200);
    expect((await call(investor, 'POST', `/api/deal-flow/cards/${card.id}/access-request`)).json().code).toBe('DEAL_CARD_HAS_ACCESS');

    // Unfollowing a shared project leaves its card (the grant holds it).
    expect((await call(investor, 'DELETE', `/api/deal-flow/follows/${slug2}`)).statusCode).toBe(204);
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toHaveLength(1);
    expect((await call(investor, 'DELETE', `/api/deal-flow/follows/${slug2}`)).statusCode).toBe(404);
    // A proponent follows nothing; an unknown slug is 404.
    expect((await call(owner, 'POST', '/api/deal-flow/follows', { slug: slug2 })).statusCode).toBe(403);
    expect((await call(investor, 'POST', '/api/deal-flow/follows', { slug: 'no-such-page' })).json().code).toBe('SHOWCASE_NOT_FOUND');
  });

  it('unfollowing a project that is not shared hides its card', async () => {
    const owner = await signUp(t, 'proponent');
    const investor = await signUp(t, 'investor');
    const { id, reportId } = await evaluated(owner, 'Wind repowering');
    const slug = await publish(owner, id, reportId, []);
    const card = (await call(investor, 'POST', '/api/deal-flow/follows', { slug })).json();
    // Nothing published but the title: every fact is withheld.
    expect(card).toMatchObject({
      projectTitle: 'Wind repowering',
      industry: null,
      region: null,
      ticket: null,
      crScore: null,
      crTier: null,
    });
    expect((await call(investor, 'DELETE', `/api/deal-flow/follows/${slug}`)).statusCode).toBe(204);
    expect((await call(investor, 'GET', '/api/deal-flow/cards')).json()).toEqual([]);
    expect((await call(investor, 'GET', `/api/deal-flow/cards/${card.id}`)).statusCode).toBe(404);
  });
});
