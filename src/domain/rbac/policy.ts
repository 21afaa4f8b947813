import type { Role } from './roles.ts';

/**
 * Named permissions. A route declares one of these, or 'public' / 'authenticated'.
 * The mapping below is the only place that says which role may do what.
 */
export const PERMISSIONS = [
  'admin.users.read',
  'admin.users.manage',
  'admin.audit.read',
  'admin.outbox.read',
  'admin.errors.read',
  'admin.tierView.set',
  'admin.privacy.read',
  'admin.funding.manage',
  /** Billing (issue 22): subscriptions, orders, marking a transfer paid, refunds, the accountant's export. */
  'admin.billing.manage',
  /** The recorded metrics and mission control (issue 26, ADR 0052). */
  'admin.metrics.read',
  /** Provider health (issue 26, ADR 0053): probes, their history, "Check now". */
  'admin.health.read',
  /** Auto-heal (issue 26, ADR 0053): detectors, dry runs, fixes and their automatic setting. */
  'admin.autoHeal.manage',
  /** The feedback inbox (issue 26, ADR 0054): read and move items. */
  'admin.feedback.manage',
  /** Backups, restore tests and the readiness checks (issue 26, ADR 0056). */
  'admin.backups.manage',
  'admin.readiness.read',
  /** Shadow mode (issue 26, ADR 0057): run a candidate CR methodology and record the promote/reject decision. */
  'admin.methodology.manage',
  'projects.create',
  'projects.readOwn',
  'dealFlow.read',
  'economyTier.read',
  'vhsMarketing.read',
  'kpi.read',
  /** The consultants' directory and a project's suggestions (issue 25): proponents and admins. */
  'consultants.read',
  /** The role dashboards' own lists (issue 15): each for its role only, not the admin's. */
  'dashboard.investor',
  'dashboard.consultant',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** An admin holds every permission but the other roles' personal dashboards (they have their own). */
const ALL: readonly Permission[] = PERMISSIONS.filter((p) => !p.startsWith('dashboard.'));

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: ALL,
  proponent: ['projects.create', 'projects.readOwn', 'vhsMarketing.read', 'consultants.read'],
  investor: ['dealFlow.read', 'economyTier.read', 'vhsMarketing.read', 'kpi.read', 'dashboard.investor'],
  consultant: ['dashboard.consultant'],
};

/** True when the role holds the permission. */
export function roleCan(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A route's declared access policy. */
export type RoutePolicy = 'public' | 'authenticated' | { readonly permission: Permission };
