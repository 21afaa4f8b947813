/** The four roles of the seed specification (section 6). */
export const ROLES = ['proponent', 'investor', 'consultant', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at registration; admin is granted, never chosen. */
export const SELF_SERVICE_ROLES = ['proponent', 'investor', 'consultant'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/**
 * The seed treats a missing role as proponent for navigation (section 6).
 * @example normalizeRole(undefined) === 'proponent'
 */
export function normalizeRole(role: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'proponent';
}
