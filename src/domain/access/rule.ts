import type { Role } from '../rbac/index.ts';

/**
 * The one authorization rule for anything scoped to a project (docs/decisions/0013): what a person
 * may do with a project, from their platform role, their membership of the project's workspace,
 * their grant on the project and the time. Every project-scoped route and query of the server goes
 * through it; future project-scoped features (documents, compliance, funding) add a capability here
 * rather than inventing their own sharing.
 */

export const WORKSPACE_KINDS = ['personal', 'team'] as const;
export type WorkspaceKind = (typeof WORKSPACE_KINDS)[number];

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const GRANT_ACCESS_LEVELS = ['read', 'comment', 'edit'] as const;
export type GrantAccess = (typeof GRANT_ACCESS_LEVELS)[number];

/** What one may do with a project. */
export const PROJECT_CAPABILITIES = [
  /** See the project, its evaluations and their CSV exports. */
  'view',
  /** Post comments on the project (src/server/modules/comments; everyone who may view reads them). */
  'comment',
  /** Change the project's details (title, budget, market …). */
  'editDetails',
  /** Change the evaluation's inputs: business plan, market data and compliance answers. */
  'editInputs',
  /** Run an evaluation (a new immutable version; moves the status to analyzing and back). */
  'runEvaluation',
  /** Move the status along its transitions. */
  'changeStatus',
  /** Archive and unarchive. */
  'archive',
  /** Delete the project and everything in it. */
  'delete',
  /** See who has access (members and grants). */
  'viewAccess',
  /** Grant and revoke access to people outside the workspace. */
  'manageAccess',
] as const;
export type ProjectCapability = (typeof PROJECT_CAPABILITIES)[number];
export type ProjectCapabilities = Readonly<Record<ProjectCapability, boolean>>;

/** A grant as the rule sees it. */
export interface GrantFacts {
  access: GrantAccess;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface AccessFacts {
  /** The person's platform role (seed section 6). */
  userRole: Role;
  /** Their role in the project's workspace, or null when they are not a member. */
  membership: WorkspaceRole | null;
  /** Their grant on this project, or null. */
  grant: GrantFacts | null;
  now: Date;
}

/** How the person reaches the project: the relation the answer was derived from. */
export type Relation =
  | { via: 'member'; level: WorkspaceRole }
  | { via: 'grant'; level: GrantAccess }
  | { via: 'admin'; level: 'admin' }
  | { via: 'none'; level: null };

export interface ProjectAccess {
  relation: Relation;
  capabilities: ProjectCapabilities;
}

const caps = (allowed: readonly ProjectCapability[]): ProjectCapabilities =>
  Object.fromEntries(PROJECT_CAPABILITIES.map((c) => [c, allowed.includes(c)])) as Record<ProjectCapability, boolean>;

/**
 * THE table. Rows are relations, columns capabilities.
 * - owner: everything.
 * - editor: works on the project (details, inputs, runs, status, archive) but neither deletes it
 *   nor decides who else sees it.
 * - viewer: reads and comments.
 * - grantee read / comment: reads (and comments); an investor's grant is never more than this.
 * - grantee edit (consultants only): also edits the evaluation inputs and compliance answers; not
 *   the details, the status, runs, deletion or grants.
 * - admin (not a member): reads everything, for support and oversight (each read of someone else's
 *   project is audited by the server); changes nothing.
 * - non-member, expired or revoked grantee: nothing (the server answers 404, never 403).
 */
export const RELATION_CAPABILITIES = {
  owner: caps(PROJECT_CAPABILITIES),
  editor: caps(['view', 'comment', 'editDetails', 'editInputs', 'runEvaluation', 'changeStatus', 'archive', 'viewAccess']),
  viewer: caps(['view', 'comment', 'viewAccess']),
  'grant:read': caps(['view']),
  'grant:comment': caps(['view', 'comment']),
  'grant:edit': caps(['view', 'comment', 'editInputs']),
  admin: caps(['view', 'viewAccess']),
  none: caps([]),
} as const satisfies Record<string, ProjectCapabilities>;

/** True while a grant is in force: not revoked, and not past its expiry (the expiry instant is out). */
export function grantIsLive(g: GrantFacts, now: Date): boolean {
  return g.revokedAt === null && (g.expiresAt === null || g.expiresAt.getTime() > now.getTime());
}

/**
 * The level a grant actually confers: 'edit' is a consultant's only; held by anyone else (say the
 * account's role changed since) it counts as 'comment'.
 */
export function effectiveGrantLevel(access: GrantAccess, userRole: Role): GrantAccess {
  return access === 'edit' && userRole !== 'consultant' ? 'comment' : access;
}

/** Which grant levels a person of this role may receive (the server refuses the others). */
export function grantableLevels(granteeRole: Role): readonly GrantAccess[] {
  if (granteeRole === 'consultant') return GRANT_ACCESS_LEVELS;
  if (granteeRole === 'investor') return ['read', 'comment'];
  return [];
}

function union(a: ProjectCapabilities, b: ProjectCapabilities): ProjectCapabilities {
  return Object.fromEntries(PROJECT_CAPABILITIES.map((c) => [c, a[c] || b[c]])) as Record<ProjectCapability, boolean>;
}

/**
 * What the person may do with the project. Relations add up (an admin who is also the owner is an
 * owner; a member who also holds a grant gets the better of the two); the reported relation is the
 * strongest one: membership, then grant, then admin.
 */
export function projectAccess(f: AccessFacts): ProjectAccess {
  let relation: Relation = { via: 'none', level: null };
  let capabilities: ProjectCapabilities = RELATION_CAPABILITIES.none;
  if (f.userRole === 'admin') {
    relation = { via: 'admin', level: 'admin' };
    capabilities = RELATION_CAPABILITIES.admin;
  }
  if (f.grant && grantIsLive(f.grant, f.now)) {
    const level = effectiveGrantLevel(f.grant.access, f.userRole);
    relation = { via: 'grant', level };
    capabilities = union(capabilities, RELATION_CAPABILITIES[`grant:${level}`]);
  }
  if (f.membership) {
    relation = { via: 'member', level: f.membership };
    capabilities = union(capabilities, RELATION_CAPABILITIES[f.membership]);
  }
  return { relation, capabilities };
}

/** Workspace-level rights (members, invitations), from the membership role alone. */
export const WORKSPACE_CAPABILITIES = {
  owner: { seeMembers: true, manageMembers: true, createProjects: true },
  editor: { seeMembers: true, manageMembers: false, createProjects: true },
  viewer: { seeMembers: true, manageMembers: false, createProjects: false },
} as const satisfies Record<WorkspaceRole, { seeMembers: boolean; manageMembers: boolean; createProjects: boolean }>;
