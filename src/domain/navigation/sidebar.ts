import type { Role } from '../rbac/index.ts';

/** One sidebar entry: a path, a key naming its label and description, and the roles that see it. */
export type NavItem = { readonly path: string; readonly key: string; readonly roles: readonly Role[] };

const ALL: readonly Role[] = ['proponent', 'investor', 'consultant', 'admin'];

/** The sidebar's main navigation with the exact role table of seed section 2. */
export const MAIN_NAV: readonly NavItem[] = [
  { path: '/dashboard', key: 'dashboard', roles: ALL },
  { path: '/projects', key: 'projects', roles: ['proponent', 'admin'] },
  { path: '/portfolio', key: 'portfolio', roles: ['proponent', 'investor', 'admin'] },
  { path: '/projects/evaluation', key: 'evaluation', roles: ALL },
  { path: '/project-realization', key: 'realization', roles: ALL },
  { path: '/funding', key: 'funding', roles: ['proponent', 'investor', 'admin'] },
  { path: '/funding-requests', key: 'fundingRequests', roles: ['proponent', 'admin'] },
  { path: '/portfolio/upload', key: 'portfolioUpload', roles: ['proponent', 'admin'] },
  { path: '/pa-dashboard', key: 'paDashboard', roles: ['proponent', 'admin'] },
  { path: '/deal-flow', key: 'dealFlow', roles: ['investor', 'admin'] },
  // Until the deal-flow board exists (issue 15), investors read the requests addressed to them here.
  { path: '/funding-requests', key: 'incomingRequests', roles: ['investor'] },
  { path: '/documents', key: 'documents', roles: ALL },
  { path: '/consultants', key: 'consultants', roles: ['proponent', 'admin'] },
  { path: '/ai-consulting', key: 'aiConsulting', roles: ALL },
  { path: '/analytics', key: 'analytics', roles: ALL },
  { path: '/compliance', key: 'compliance', roles: ALL },
];

/** The collapsible Admin Tools group; the group itself shows to admins only. */
export const ADMIN_TOOLS_NAV: readonly NavItem[] = [
  { path: '/professionisti', key: 'professionisti', roles: ['admin'] },
  { path: '/kpi-dashboard', key: 'kpiDashboard', roles: ['admin', 'investor'] },
  { path: '/compliance-dashboard', key: 'complianceDashboard', roles: ['admin'] },
  { path: '/auto-heal', key: 'autoHeal', roles: ['admin'] },
  { path: '/r4-readiness', key: 'r4Readiness', roles: ['admin'] },
  { path: '/provider-health', key: 'providerHealth', roles: ['admin'] },
  { path: '/admin/privacy', key: 'privacyRequests', roles: ['admin'] },
  { path: '/admin/funding', key: 'fundingImports', roles: ['admin'] },
  { path: '/admin/billing', key: 'adminBilling', roles: ['admin'] },
];

/** The Account section, for everyone. */
export const ACCOUNT_NAV: readonly (NavItem & { readonly badge?: 'new' })[] = [
  { path: '/guide', key: 'guide', roles: ALL },
  { path: '/enterprise-preview', key: 'enterprisePreview', roles: ALL, badge: 'new' },
  { path: '/billing', key: 'billing', roles: ALL },
  { path: '/settings', key: 'settings', roles: ALL },
];

/** The entries of a list the role sees. */
export function visibleFor<T extends NavItem>(items: readonly T[], role: Role): T[] {
  return items.filter((item) => item.roles.includes(role));
}

/** Whether the Admin Tools group shows at all. */
export function showsAdminTools(role: Role): boolean {
  return role === 'admin';
}
