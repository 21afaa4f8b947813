import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { signUp } from '../../test/harness.ts';
import { t, as, insertCall, lombardyProject } from './funding-match-setup.ts';

/**
 * Matching and alerts over the real routes and the jobs runner, with a controlled clock. The oracle
 * of each expectation is the rule in docs/methodology/funding-match.md (criteria) and ADR 0020
 * (each alert exactly once; digests batch e-mails; a muted call produces nothing).
 */

describe('GET /api/projects/:id/funding-matches', () => {
  it('says eligible, unknown and not eligible with the reasons, eligible first; Sicily-only and closed calls are filtered out in SQL', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner);
    const tag = randomUUID().slice(0, 6);
    const yes = await insertCall({ title: `National ${tag}` });
    const sicily = await insertCall({ title: `Sicily ${tag}`, regions: ['ITG1'] });
    const small = await insertCall({ title: `Small tickets ${tag}`, maxAmount: 100_000 });
    const closed = await insertCall({ title: `Closed ${tag}`, closesAt: '2026-11-01' });
    const upcoming = await insertCall({ title: `Upcoming ${tag}`, opensAt: '2027-01-10', closesAt: '2027-03-31' });
    const sme = await insertCall({ title: `SME only ${tag}`, regions: ['ITC4'], sizes: ['small', 'medium'] });

    const res = await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{
      callId: string;
      eligible: string;
      score: number | null;
      criteria: Array<{ name: string; outcome: string; detail: string; fix?: string }>;
    }>;
    const byId = new Map(list.map((m) => [m.callId, m]));
    expect(byId.has(sicily)).toBe(false);
    expect(byId.has(closed)).toBe(false);
    expect(byId.get(yes)).toMatchObject({ eligible: 'yes' });
    expect(byId.get(small)).toMatchObject({ eligible: 'no', score: null });
    expect(byId.get(small)!.criteria.find((c) => c.name === 'ticket')).toMatchObject({
      outcome: 'not_met',
      detail: 'above_max:150000|50000|100000',
    });
    expect(byId.get(upcoming)!.criteria.find((c) => c.name === 'open')).toMatchObject({
      outcome: 'unknown',
      detail: 'upcoming:2027-01-10',
    });
    expect(byId.get(sme)!.criteria.find((c) => c.name === 'size')).toMatchObject({ outcome: 'unknown', fix: 'applicantSize' });
    // Order: every yes before every unknown before every no; scores descending within each.
    const rank = { yes: 0, unknown: 1, no: 2 } as Record<string, number>;
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(rank[a.eligible]! <= rank[b.eligible]!).toBe(true);
      if (a.eligible === b.eligible) expect((a.score ?? -1) >= (b.score ?? -1)).toBe(true);
    }
  });

  it('a project without a region is unknown on territory for a regional call; a stranger gets 404', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner, { region: undefined });
    const regional = await insertCall({ regions: ['ITC4'] });
    const res = await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`);
    const m = (res.json() as Array<{ callId: string; criteria: Array<{ name: string }> }>).find((x) => x.callId === regional)!;
    expect(m.criteria.find((c) => c.name === 'territory')).toEqual({
      name: 'territory',
      outcome: 'unknown',
      detail: 'no_region:ITC4',
      fix: 'region',
    });
    const stranger = await signUp(t, 'proponent');
    expect((await as(stranger, 'GET', `/api/projects/${projectId}/funding-matches`)).statusCode).toBe(404);
  });

  it("reads the project's applicant size: a Lombardy ICT small company meets an SME-only call, a large one does not", async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id)); // two projects
    const smeOnly = await insertCall({
      title: `SME only ${randomUUID().slice(0, 6)}`,
      regions: ['ITC4'],
      sizes: ['micro', 'small', 'medium'],
    });
    const sizeOf = async (projectId: string) => {
      const list = (await as(owner, 'GET', `/api/projects/${projectId}/funding-matches?limit=200`)).json() as Array<{
        callId: string;
        eligible: string;
        criteria: Array<{ name: string }>;
      }>;
      const m = list.find((x) => x.callId === smeOnly)!;
      return { eligible: m.eligible, size: m.criteria.find((c) => c.name === 'size') };
    };
    // Oracle: 'small' is in [micro, small, medium] → met, and every other criterion is met → eligible.
    const sme = await lombardyProject(owner, { applicantSize: 'small' });
    expect(await sizeOf(sme)).toEqual({
      eligible: 'yes',
      size: { name: 'size', outcome: 'met', detail: 'covered:small|micro|small|medium' },
    });
    // 'large' is not in the list → not met → not eligible (and not scored).
    const large = await lombardyProject(owner, { title: 'Large manufacturer', applicantSize: 'large' });
    expect(await sizeOf(large)).toEqual({
      eligible: 'no',
      size: { name: 'size', outcome: 'not_met', detail: 'outside:large|micro|small|medium' },
    });
  });
});

describe('GET /api/funding/calls?sort=match&project=', () => {
  it('ranks the whole filtered set before paging: eligible, then unknown, then not eligible, across pages; a project the caller may not view is 404', async () => {
    const owner = await signUp(t, 'proponent');
    const projectId = await lombardyProject(owner, { applicantSize: 'small' });
    const tag = `rank${randomUUID().slice(0, 8)}`;
    // Deadline order (the plain search's) puts the not-eligible call first and the eligible one last.
    const no = await insertCall({ title: `${tag} a`, funder: tag, maxAmount: 100_000, closesAt: '2026-12-01' });
    const unknown = await insertCall({ title: `${tag} b`, funder: tag, opensAt: '2027-01-10', closesAt: '2027-02-01' });
    const yes = await insertCall({ title: `${tag} c`, funder: tag, closesAt: '2027-06-30' });
    const page = async (offset: number) =>
      (await as(owner, 'GET', `/api/funding/calls?funder=${tag}&sort=match&project=${projectId}&limit=1&offset=${offset}`)).json();
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.map((p) => [p.items[0].id, p.items[0].match.eligible])).toEqual([
      [yes, 'yes'],
      [unknown, 'unknown'],
      [no, 'no'],
    ]);
    // Without the project the same sort keeps the catalogue's order (nearest deadline), with no match on the rows.
    const plain = (await as(owner, 'GET', `/api/funding/calls?funder=${tag}&sort=match&limit=3`)).json();
    expect(plain.items.map((i: { id: string; match?: unknown }) => [i.id, i.match])).toEqual([
      [no, undefined],
      [unknown, undefined],
      [yes, undefined],
    ]);
    const stranger = await signUp(t, 'proponent');
    const res = await as(stranger, 'GET', `/api/funding/calls?funder=${tag}&sort=match&project=${projectId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PROJECT_NOT_FOUND');
  });
});

describe('GET /api/funding/calls/:id/matches', () => {
  it("ranks only the caller's projects against the call; an unknown call is 404", async () => {
    const owner = await signUp(t, 'proponent');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, owner.id)); // two projects
    const lombardy = await lombardyProject(owner);
    const big = await lombardyProject(owner, { title: 'Too big', fundingSought: 900_000 });
    const callId = await insertCall({ regions: ['ITC4'] });
    const res = await as(owner, 'GET', `/api/funding/calls/${callId}/matches`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { projectId: string; eligible: string }) => [m.projectId, m.eligible])).toEqual([
      [lombardy, 'yes'],
      [big, 'no'],
    ]);
    const stranger = await signUp(t, 'investor');
    expect((await as(stranger, 'GET', `/api/funding/calls/${callId}/matches`)).json()).toEqual([]);
    expect((await as(owner, 'GET', `/api/funding/calls/${randomUUID()}/matches`)).json().code).toBe('FUNDING_CALL_NOT_FOUND');
    const detail = await as(owner, 'GET', `/api/funding/calls/${callId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id: callId, status: 'open', requiredDocuments: [] });
  });
});
