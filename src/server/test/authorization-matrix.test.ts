import { describe, expect, it } from 'vitest';
import { roleCan, type RoutePolicy } from '../../domain/rbac/index.ts';
import { projectAccess } from '../../domain/access/index.ts';
import type { Caller } from './authorization-matrix-app.ts';
import { CALLERS, DENIAL_CODES, t, people, stranger } from './authorization-matrix-app.ts';
import { BODIES } from './authorization-matrix-bodies.ts';
import type { Params } from './authorization-matrix-owned.ts';
import { OWNED } from './authorization-matrix-owned.ts';

/**
 * Every route the app registered × every caller (anonymous and the four roles) × the caller's own
 * resource and someone else's. Expected answers follow from the route's declared policy alone:
 * anonymous → 401 unless public; a role without the permission → 403; otherwise never 401/403; and
 * someone else's resource is never readable or changeable (404, its existence not revealed).
 */
/**
 * Routes outside /api/projects/:id whose resource belongs to a project and which apply the same
 * access rule through it (src/server/modules/reports): the capability each needs on that project.
 */
const PROJECT_RULED: Record<string, NonNullable<(typeof t.app.routeCatalogue)[number]['project']>> = {
  '/api/reports/:id/pdf': 'view',
  '/api/reports/:id/preview': 'view',
  '/api/reports/:id/revoke': 'runEvaluation',
};

function expected(policy: RoutePolicy, caller: Caller): 'allowed' | 401 | 403 {
  if (policy === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (policy === 'authenticated') return 'allowed';
  return roleCan(caller, policy.permission) ? 'allowed' : 403;
}

/**
 * Someone else's project, from the one access rule: nobody but an admin sees it (404); an admin
 * sees it and may do what the admin row of src/domain/access allows (else 403).
 */
function expectedOnOthersProject(
  capability: NonNullable<(typeof t.app.routeCatalogue)[number]['project']>,
  caller: Exclude<Caller, 'anonymous'>,
): 'allowed' | 403 | 404 {
  const { capabilities } = projectAccess({ userRole: caller, membership: null, grant: null, now: new Date() });
  if (!capabilities.view) return 404;
  return capabilities[capability] ? 'allowed' : 403;
}
const fill = (url: string, p: Params) =>
  Object.entries(typeof p === 'string' ? { id: p } : p)
    .reduce((u, [k, v]) => u.replace(`:${k}`, v), url)
    .replace(':version', '1');

describe('authorization matrix', () => {
  it('holds for every route, caller and ownership', async () => {
    const routes = t.app.routeCatalogue
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(20);
    // Insights (ADR 0028) answer by role with no resource in the URL: investors and admins read, others 403.
    for (const url of ['/api/insights/economy-tier', '/api/insights/kpi'])
      expect(routes.some((r) => r.url === url && r.method === 'GET')).toBe(true);
    // The role dashboards (ADR 0030): each for its own role only (the admin too gets 403), checked by policy below.
    for (const url of ['/api/dashboard/investor', '/api/dashboard/consultant', '/api/projects/:id/compliance/assignees'])
      expect(routes.some((r) => r.url === url && r.method === 'GET')).toBe(true);
    expect([
      roleCan('investor', 'dashboard.investor'),
      roleCan('admin', 'dashboard.investor'),
      roleCan('consultant', 'dashboard.consultant'),
      roleCan('admin', 'dashboard.consultant'),
      roleCan('proponent', 'dashboard.investor'),
    ]).toEqual([true, false, true, false, false]);
    const failures: string[] = [];
    let cases = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const owned = OWNED[route.url];
      for (const caller of CALLERS) {
        const me = caller === 'anonymous' ? null : people[caller];
        const variants: Array<['own' | 'other' | 'none', string]> = owned
          ? [
              ['own', fill(route.url, await owned(me?.id ?? stranger.id))],
              ['other', fill(route.url, await owned(stranger.id))],
            ]
          : [['none', route.url]];
        for (const [whose, url] of variants) {
          cases += 1;
          const body = BODIES[key]?.(url) as { multipart?: { payload: Buffer; headers: Record<string, string> } } | undefined;
          const res = await t.call({
            method: route.method as 'GET',
            url,
            cookie: me?.cookie,
            payload: body?.multipart?.payload ?? body,
            headers: body?.multipart?.headers,
          });
          const code = res.statusCode >= 400 && res.body ? (JSON.parse(res.body) as { code?: string }).code : undefined;
          const byPolicy = expected(route.policy, caller);
          const ruled = route.project ?? PROJECT_RULED[route.url];
          // Admins read deal flow and change none (ADR 0026): 403 DEAL_FLOW_INVESTORS_ONLY on their own too.
          const adminReadsDealFlow =
            caller === 'admin' && route.url.startsWith('/api/deal-flow/') && route.method !== 'GET' && whose === 'own';
          const want = adminReadsDealFlow
            ? 403
            : byPolicy === 'allowed' && whose === 'other' && ruled && caller !== 'anonymous'
              ? expectedOnOthersProject(ruled, caller)
              : byPolicy;
          const label = `${key} as ${caller} (${whose}) → ${res.statusCode} ${code ?? ''}`;
          if (want === 'allowed' && whose === 'other' && ruled) {
            if (res.statusCode >= 400) failures.push(`${label}: the access rule lets this caller do it`);
          } else if (want === 'allowed') {
            if (code && DENIAL_CODES.includes(code)) failures.push(`${label}: expected access`);
            const adminManagesOthers = route.url.startsWith('/api/admin/');
            if (whose === 'other' && !adminManagesOthers && res.statusCode < 400)
              failures.push(`${label}: reached someone else's resource`);
            if (whose === 'own' && res.statusCode >= 400) failures.push(`${label}: could not reach own resource`);
          } else if (res.statusCode !== want) {
            failures.push(`${label}: expected ${want}`);
          }
        }
      }
    }
    console.log(`authorization matrix: ${cases} cases checked over ${routes.length} routes × ${CALLERS.length} callers`);
    expect(failures).toEqual([]);
  }, 300_000); // some 400 requests (sealing PDFs among them): seconds alone, far more on a loaded machine
});
