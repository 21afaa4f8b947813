import { describe, expect, it } from 'vitest';
import { allowedRoles, matchesPattern, normalizePath, visitorRedirect } from './routes.ts';
import { ACCOUNT_NAV, ADMIN_TOOLS_NAV, MAIN_NAV, showsAdminTools, visibleFor } from './sidebar.ts';

describe('visitorRedirect (seed section 2)', () => {
  it.each([
    '/projects',
    '/projects/new',
    '/project/1/roadmap',
    '/portfolio/upload',
    '/portfolio-upload',
    '/portfolio-summary',
    '/funding',
    '/funding-requests',
    '/funding-wizard/9',
    '/project-realization',
    '/pa-dashboard',
    '/mission-control',
    '/pta-dashboard',
    '/auto-heal',
  ])('%s goes to /onboarding', (path) => expect(visitorRedirect(path)).toBe('/onboarding'));

  it('applies the fixed redirects', () => {
    expect(visitorRedirect('/compliance-dashboard')).toBe('/compliance');
    expect(visitorRedirect('/legal-framework/')).toBe('/legal-contracts');
  });

  it('leaves everything else alone', () => {
    for (const path of ['/', '/about', '/deal-flow', '/projectsx', '/settings', '/nowhere']) expect(visitorRedirect(path)).toBeNull();
  });
});

describe('allowedRoles', () => {
  it('restricts the admin-only and role-restricted routes', () => {
    expect(allowedRoles('/admin')).toEqual(['admin']);
    expect(allowedRoles('/vhs-marketing')).toEqual(['admin', 'investor', 'proponent']);
    expect(allowedRoles('/economy-tier')).toEqual(['admin', 'investor']);
    expect(allowedRoles('/dashboard')).toHaveLength(4);
  });
});

describe('matchesPattern and normalizePath', () => {
  it('matches one segment per parameter', () => {
    expect(matchesPattern('/projects/:id', '/projects/42')).toBe(true);
    expect(matchesPattern('/projects/:id', '/projects/42/x')).toBe(false);
    expect(matchesPattern('/portfolio/:id/summary', '/portfolio/a/summary?x=1')).toBe(true);
  });
  it('drops query, hash and trailing slash', () => expect(normalizePath('/guide/?a#b')).toBe('/guide'));
});

describe('sidebar table (seed section 2)', () => {
  const paths = (role: Parameters<typeof visibleFor>[1]) => visibleFor(MAIN_NAV, role).map((i) => i.path);
  it('gives a consultant only the entries open to all four roles', () => {
    expect(paths('consultant')).toEqual([
      '/dashboard',
      '/projects/evaluation',
      '/project-realization',
      '/documents',
      '/ai-consulting',
      '/analytics',
      '/compliance',
    ]);
  });
  it('gives investors deal flow but not projects', () => {
    expect(paths('investor')).toContain('/deal-flow');
    expect(paths('investor')).not.toContain('/projects');
  });
  it('shows Admin Tools to admins only; KPI also lists investors', () => {
    expect(showsAdminTools('admin')).toBe(true);
    expect(showsAdminTools('investor')).toBe(false);
    expect(ADMIN_TOOLS_NAV.find((i) => i.path === '/kpi-dashboard')?.roles).toEqual(['admin', 'investor']);
  });
  it('badges the Enterprise preview as new', () => expect(ACCOUNT_NAV.find((i) => i.path === '/enterprise-preview')?.badge).toBe('new'));
});
