import { eq } from 'drizzle-orm';
import { consultantProfiles, projectGrants } from '../../db/schema/index.ts';
import { signUp } from '../harness.ts';
import type { Tally, World } from './world.ts';

/**
 * Engagements (issue 25, ADR 0042): a consultant outside the project reaches it only between the
 * engagement's acceptance and its completion or decline, through an 'edit' grant with an expiry
 * (the same rule as any grantee edit: view, comment, editInputs; not details, runs or access).
 */
export async function checkEngagementGrants(w: World, tally: Tally): Promise<void> {
  const { t, owner, fixture } = w;
  const consultant = await signUp(t, 'consultant');
  await t.database.db.insert(consultantProfiles).values({
    userId: consultant.id,
    headline: 'Matrix GDPR specialist',
    specialties: ['gdpr'],
    regions: ['IT'],
    languages: ['it'],
    status: 'verified',
  });
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.call({ method, url, cookie, payload });
  const expect = (label: string, got: number, want: number | 'ok') => {
    tally.cases += 1;
    if (want === 'ok' ? got >= 400 : got !== want) tally.failures.push(`engagement: ${label} → ${got}, expected ${want}`);
  };
  const reach = async (projectId: string, phase: string, can: boolean) => {
    expect(
      `${phase}: consultant reads the project`,
      (await call(consultant.cookie, 'GET', `/api/projects/${projectId}`)).statusCode,
      can ? 'ok' : 404,
    );
    expect(
      `${phase}: consultant answers a compliance item`,
      (await call(consultant.cookie, 'PUT', `/api/projects/${projectId}/compliance/items/GDPR-ART30`, { answer: 'met' })).statusCode,
      can ? 'ok' : 404,
    );
    expect(
      `${phase}: consultant renames the project`,
      (await call(consultant.cookie, 'PATCH', `/api/projects/${projectId}`, { title: 'Renamed by a consultant' })).statusCode,
      can ? 403 : 404,
    );
  };
  const request = async (projectId: string) => {
    const res = await call(owner.cookie, 'POST', '/api/engagements', {
      projectId,
      consultantId: consultant.id,
      scope: 'Close the GDPR gaps',
      gaps: [{ kind: 'compliance_item', id: 'GDPR-ART30' }],
    });
    expect('owner requests', res.statusCode, 201);
    return (res.json() as { id: string }).id;
  };

  const f = await fixture();
  await reach(f.id, 'requested', false);
  const id = await request(f.id);
  await reach(f.id, 'requested', false);
  expect('owner cannot accept for the consultant', (await call(owner.cookie, 'POST', `/api/engagements/${id}/accept`)).statusCode, 404);
  expect('consultant accepts', (await call(consultant.cookie, 'POST', `/api/engagements/${id}/accept`)).statusCode, 200);
  const live = await t.database.db.select().from(projectGrants).where(eq(projectGrants.granteeId, consultant.id));
  tally.cases += 1;
  if (live.length !== 1 || live[0]!.access !== 'edit' || !live[0]!.expiresAt || live[0]!.revokedAt)
    tally.failures.push(`engagement: accepted grant ${JSON.stringify(live)}, expected one live 'edit' grant with an expiry`);
  await reach(f.id, 'accepted', true);
  expect(
    'consultant cannot complete',
    (await call(consultant.cookie, 'POST', `/api/engagements/${id}/complete`, { rating: 5, review: 'x' })).statusCode,
    404,
  );
  expect(
    'owner completes',
    (await call(owner.cookie, 'POST', `/api/engagements/${id}/complete`, { rating: 4, review: 'Gaps closed' })).statusCode,
    200,
  );
  await reach(f.id, 'completed', false);
  expect('accept after completion', (await call(consultant.cookie, 'POST', `/api/engagements/${id}/accept`)).statusCode, 409);

  const g = await fixture();
  const declined = await request(g.id);
  expect('consultant declines', (await call(consultant.cookie, 'POST', `/api/engagements/${declined}/decline`)).statusCode, 200);
  await reach(g.id, 'declined', false);
}
