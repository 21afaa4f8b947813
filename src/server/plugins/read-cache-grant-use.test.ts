import { describe, expect, it } from 'vitest';
import { get, hitsOf, notificationsArrived, quietRound, sceneOnPostgres, type Scene } from './read-cache-scene.ts';

// Issue 30: a grantee's read marks the grant used once per UTC day (audited), and later reads of the day must
// not write project_grants at all. A no-op UPDATE still counts as a write to that table (the statement trigger
// fires for zero rows, and this instance's write path counts the statement), which dropped every cached read
// declaring project_grants (every project list, project, board, summary, dashboard) for every user on each
// investor's read. Oracles: the cache's hit counter over a round of such reads (a miss leaves it where it was);
// the grant row's last_used_at and the audit entries, read over a connection of the test's own.
const f = sceneOnPostgres();

const reads = (sc: Scene) => [
  { url: '/api/projects', cookie: sc.owner.cookie },
  { url: `/api/projects/${sc.projectIds[1]}`, cookie: sc.owner.cookie },
  { url: '/api/projects', cookie: sc.investor.cookie },
  { url: '/api/deal-flow/cards', cookie: sc.investor.cookie },
  { url: '/api/deal-flow/summary', cookie: sc.investor.cookie },
  { url: '/api/dashboard/investor', cookie: sc.investor.cookie },
];
const round = () => hitsOf(f.t.app, reads(f.s));

describe('read cache: a grantee reading a shared project', () => {
  it('marks the grant used once a day, audited once, and leaves everyone’s cached reads kept afterwards', async () => {
    const { t, raw, s } = f;
    const shared = `/api/projects/${s.projectIds[0]}`;
    // First use of the day: marked and audited.
    expect((await get(t.app, shared, s.investor.cookie)).statusCode).toBe(200);
    const grant = async () =>
      (
        await raw.query<{ last_used_at: Date | null }>(
          `select last_used_at from project_grants where project_id = $1 and revoked_at is null`,
          [s.projectIds[0]],
        )
      ).rows[0]!;
    const marked = (await grant()).last_used_at;
    expect(marked).not.toBeNull();

    const n = reads(s).length;
    expect(await quietRound(t, raw, reads(s)), 'every read kept before the grantee reads again').toBe(n);
    // The grantee reads the shared project again, three routes of it (none of them kept: a grantee's answers are not cached).
    for (const url of [shared, `${shared}/comments`, `${shared}/evaluation-inputs`])
      expect((await get(t.app, url, s.investor.cookie)).statusCode, url).toBe(200);
    expect(await round(), 'reads kept right after the grantee’s reads').toBe(n);
    await notificationsArrived(t, raw); // every notification of the grantee's reads has arrived by now
    expect(await round(), 'reads kept once notifications have arrived').toBe(n);

    expect((await grant()).last_used_at?.toISOString()).toBe(marked!.toISOString());
    const audited = await raw.query(`select 1 from audit_log where action = 'project.grant.use' and target = $1`, [s.projectIds[0]]);
    expect(audited.rowCount).toBe(1);
  });
});
