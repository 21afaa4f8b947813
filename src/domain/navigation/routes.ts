import type { Role } from '../rbac/index.ts';

/**
 * The route table of the seed specification (section 2), shared by the web app (guards, sidebar,
 * palette) and the server (SPA fallback, tests). Pure data and matching helpers, no I/O.
 * Patterns use `:name` for one path segment.
 */

/** Routes of the signed-in shell open to every role (seed section 2, "Authenticated shell routes"). */
export const SHELL_ROUTES = [
  '/',
  '/dashboard',
  '/projects',
  '/projects/new',
  '/projects/evaluation',
  '/projects/:id',
  '/portfolio',
  '/portfolio/upload',
  '/portfolio/:id/summary',
  '/deal-flow',
  '/deal-flow/cards/:id',
  '/documents',
  '/settings',
  '/guide',
  '/consultants',
  '/consultants/engagements/:id',
  '/enterprise-preview',
  '/metrics',
  '/ai-consulting',
  '/ai-consulting/session/:id',
  '/pa-dashboard',
  '/contextual-analysis',
  '/funding-wizard/:projectId',
  '/funding-requests',
  '/funding',
  '/roadmap-wizard',
  '/project/:projectId/roadmap',
  '/announcement/:announcementId',
  '/compliance',
  '/compliance-legacy',
  '/kpi-dashboard',
  '/developer-portal',
  '/developer-portal-legacy',
  '/data-quality',
  '/api-docs',
  '/developer',
  '/onboarding',
  '/analytics',
  '/beta-onboarding',
  '/checkout',
  '/billing',
  '/billing/success',
  '/billing/cancel',
  '/pricing',
  '/quick-checkout',
  '/project-realization',
  '/feedback-demo',
] as const;

/** Admin-only routes (seed section 2). */
export const ADMIN_ONLY_ROUTES = [
  '/admin',
  '/admin/privacy',
  '/admin/funding',
  '/admin/billing',
  '/professionisti',
  '/mission-control',
  '/compliance-dashboard',
  '/auto-heal',
  '/r4-readiness',
  '/shadow-mode',
  '/monitoring-layer',
  '/provider-health',
  '/pta-dashboard',
] as const;

const ALL_ROLES: readonly Role[] = ['proponent', 'investor', 'consultant', 'admin'];

/** Routes restricted to a set of roles; everything else in the shell is open to every signed-in role. */
export const RESTRICTED_ROUTES: Readonly<Record<string, readonly Role[]>> = {
  ...Object.fromEntries(ADMIN_ONLY_ROUTES.map((p) => [p, ['admin'] as const])),
  '/vhs-marketing': ['admin', 'investor', 'proponent'],
  '/economy-tier': ['admin', 'investor'],
};

/**
 * Visitor (signed-out) pages, each with its aliases: the first path is the canonical one, the
 * others show the same page (seed section 2).
 */
export const VISITOR_PAGES = [
  ['/'],
  ['/about'],
  ['/pricing'],
  ['/checkout'],
  ['/developer', '/developer-portal'],
  ['/onboarding'],
  ['/zero-risk-upgrade', '/zero-risk'],
  ['/premium-cr-suite', '/premium-cr'],
  ['/deal-flow-ai', '/deal-flow'],
  ['/resilience', '/resilience-architecture'],
  ['/pnrr-scoring', '/pnrr'],
  ['/api-docs', '/docs'],
  ['/content-hub', '/resources'],
  ['/whitepaper', '/r4-l2-protocol'],
  ['/legal-231'],
  ['/legal-methodology'],
  ['/legal-contracts'],
  ['/terms'],
  ['/privacy'],
  ['/cookies'],
] as const;

/** Pages open to everyone, signed in or not. */
export const PUBLIC_ROUTES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/confirm-email'] as const;

/** Public pages with a parameter, open to everyone, signed in or not: a sealed report's verification and a project's showcase page (issue 16). */
export const PUBLIC_ROUTE_PATTERNS = ['/verify/:reportId', '/showcase/:slug'] as const;

/** Fixed redirects (seed section 2). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/compliance-dashboard': '/compliance',
  '/legal-framework': '/legal-contracts',
};

/**
 * Paths whose first segment is one of these send a visitor to /onboarding (seed section 2:
 * project, portfolio, funding, realization, pa-dashboard, mission-control, pta-dashboard,
 * auto-heal paths, and /portfolio-upload, /portfolio-summary).
 */
export const VISITOR_ONBOARDING_SEGMENTS = [
  'projects',
  'project',
  'portfolio',
  'portfolio-upload',
  'portfolio-summary',
  'funding',
  'funding-requests',
  'funding-wizard',
  'project-realization',
  'pa-dashboard',
  'mission-control',
  'pta-dashboard',
  'auto-heal',
] as const;

/** Where a visitor opening `path` is sent, or null when the path is not redirected. */
export function visitorRedirect(path: string): string | null {
  const clean = normalizePath(path);
  const fixed = REDIRECTS[clean];
  if (fixed) return fixed;
  const first = clean.split('/')[1] ?? '';
  return (VISITOR_ONBOARDING_SEGMENTS as readonly string[]).includes(first) ? '/onboarding' : null;
}

/** The roles allowed on a shell path; all four roles for unrestricted paths. */
export function allowedRoles(path: string): readonly Role[] {
  return RESTRICTED_ROUTES[normalizePath(path)] ?? ALL_ROLES;
}

/** True when `path` matches `pattern` (segments with `:` match any single non-empty segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = normalizePath(pattern).split('/');
  const b = normalizePath(path).split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]));
}

/** Drops the query, the hash and a trailing slash: '/guide/?x#y' -> '/guide'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}
