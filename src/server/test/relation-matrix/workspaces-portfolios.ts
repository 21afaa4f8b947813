import { solidPng } from '../../../../tests/fixtures/images.ts';
import { MEMBERSHIP, RELATIONS, type Tally, type World } from './world.ts';

export async function checkWorkspaceLogoAndPortfolioReports(w: World, tally: Tally): Promise<void> {
  const { t, owner, people, workspaceId } = w;
  // The team workspace's white-label logo (ADR 0031): owners set and remove it (the workspace is on
  // Enterprise through its owner), other members see it and may not change it (403 FORBIDDEN), anyone
  // else — admins and grantees included — gets 404 WORKSPACE_NOT_FOUND. A portfolio summary report
  // (ADR 0024/0031) is its portfolio owner's alone: every other relation gets 404.
  const png = solidPng(64, 32).toString('base64');
  const portfolioOfOwner = (
    await t.call({ method: 'POST', url: '/api/portfolios', cookie: owner.cookie, payload: { name: 'Relation portfolio' } })
  ).json().id as string;
  const portfolioReport = (
    await t.call({ method: 'POST', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: owner.cookie, payload: { language: 'en' } })
  ).json().id as string;
  for (const relation of RELATIONS) {
    const member = (MEMBERSHIP as Record<string, string>)[relation];
    const who = people[relation].cookie;
    const checks: Array<[string, () => Promise<{ statusCode: number; body: string }>, number, string | null]> = [
      [
        'PUT /api/workspaces/:id/logo',
        () => t.call({ method: 'PUT', url: `/api/workspaces/${workspaceId}/logo`, cookie: who, payload: { contentBase64: png } }),
        member === 'owner' ? 200 : member ? 403 : 404,
        member === 'owner' ? null : member ? 'FORBIDDEN' : 'WORKSPACE_NOT_FOUND',
      ],
      [
        'GET /api/workspaces/:id/logo',
        () => t.call({ method: 'GET', url: `/api/workspaces/${workspaceId}/logo`, cookie: who }),
        member ? 200 : 404,
        member ? null : 'WORKSPACE_NOT_FOUND',
      ],
      [
        'GET /api/portfolios/:id/reports',
        () => t.call({ method: 'GET', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: who }),
        relation === 'owner' ? 200 : 404,
        relation === 'owner' ? null : 'PORTFOLIO_NOT_FOUND',
      ],
      [
        'POST /api/portfolios/:id/reports',
        () => t.call({ method: 'POST', url: `/api/portfolios/${portfolioOfOwner}/reports`, cookie: who, payload: { language: 'it' } }),
        relation === 'owner' ? 201 : 404,
        relation === 'owner' ? null : 'PORTFOLIO_NOT_FOUND',
      ],
      [
        'GET /api/reports/:id/preview (portfolio)',
        () => t.call({ method: 'GET', url: `/api/reports/${portfolioReport}/preview`, cookie: who }),
        relation === 'owner' ? 200 : 404,
        relation === 'owner' ? null : 'REPORT_NOT_FOUND',
      ],
      [
        'GET /api/reports/:id/pdf (portfolio)',
        () => t.call({ method: 'GET', url: `/api/reports/${portfolioReport}/pdf`, cookie: who }),
        relation === 'owner' ? 200 : 404,
        relation === 'owner' ? null : 'REPORT_NOT_FOUND',
      ],
    ];
    for (const [label, run, want, wantCode] of checks) {
      tally.cases += 1;
      const res = await run();
      const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : null;
      if (res.statusCode !== want || (wantCode && code !== wantCode))
        tally.failures.push(`${label} as ${relation} → ${res.statusCode} ${code ?? ''}, expected ${want} ${wantCode ?? ''}`);
    }
  }
  // Revoking a portfolio report: nobody but its owner reaches it; the owner does, once.
  for (const relation of RELATIONS.filter((r) => r !== 'owner')) {
    tally.cases += 1;
    const res = await t.call({ method: 'POST', url: `/api/reports/${portfolioReport}/revoke`, cookie: people[relation].cookie });
    if (res.statusCode !== 404)
      tally.failures.push(`POST /api/reports/:id/revoke (portfolio) as ${relation} → ${res.statusCode}, expected 404`);
  }
  tally.cases += 1;
  const revoked = await t.call({ method: 'POST', url: `/api/reports/${portfolioReport}/revoke`, cookie: owner.cookie });
  if (revoked.statusCode !== 200)
    tally.failures.push(`POST /api/reports/:id/revoke (portfolio) as owner → ${revoked.statusCode}, expected 200`);
}
