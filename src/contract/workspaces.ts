import { z } from 'zod';
import { text } from './safe-text.ts';
import {
  GRANT_ACCESS_LEVELS,
  PROJECT_CAPABILITIES,
  RELATION_CAPABILITIES,
  WORKSPACE_KINDS,
  WORKSPACE_ROLES,
} from '../domain/access/index.ts';
import { ROLES } from '../domain/rbac/index.ts';

/**
 * Workspaces (organisations), their members and invitations, and the grants that share one project
 * with someone outside its workspace. The rule saying what each relation may do is
 * src/domain/access (docs/decisions/0013-workspaces-and-access.md).
 */
export { GRANT_ACCESS_LEVELS, PROJECT_CAPABILITIES, WORKSPACE_KINDS, WORKSPACE_ROLES };

export const workspaceKind = z.enum(WORKSPACE_KINDS);
export const workspaceRole = z.enum(WORKSPACE_ROLES);
export const grantAccess = z.enum(GRANT_ACCESS_LEVELS);

const email = text().trim().toLowerCase().pipe(z.email()).describe('compared case-insensitively');

// ---- workspaces -----------------------------------------------------------------------------

/** GET /api/workspaces → the caller's workspaces, personal first, then teams by name. */
export const workspace = z.object({
  id: z.uuid(),
  name: text(),
  kind: workspaceKind,
  role: workspaceRole.describe("the caller's role in it"),
  /** The white-label logo (team workspaces, Enterprise; ADR 0031), served at /api/workspaces/:id/logo. */
  logo: z
    .object({ mediaType: z.enum(['image/png', 'image/jpeg']), width: z.number().int(), height: z.number().int(), updatedAt: text() })
    .nullable()
    .optional(),
});
export type Workspace = z.infer<typeof workspace>;

/** PUT /api/workspaces/:id/logo (owners of an Enterprise team workspace): PNG or JPEG, ≤ 512 KB, by its bytes. */
export const workspaceLogoBody = z.object({ contentBase64: text().min(1).max(720_000) }).strict();
export const workspaceLogo = z.object({
  mediaType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: text(),
});
export type WorkspaceLogo = z.infer<typeof workspaceLogo>;
export const workspaceList = z.array(workspace);

/** POST /api/workspaces (Enterprise only, else 403 PLAN_REQUIRED) → 201 Workspace (the caller is its owner). */
export const createWorkspaceBody = z.object({ name: text().trim().min(1).max(100) }).strict();
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBody>;

export const workspaceIdParams = z.object({ id: z.uuid() });

// ---- members --------------------------------------------------------------------------------

/** GET /api/workspaces/:id/members (any member) → Member[], owners first. */
export const member = z.object({
  userId: text(),
  username: text(),
  email: text(),
  role: workspaceRole,
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof member>;
export const memberList = z.array(member);

export const memberParams = z.object({ id: z.uuid(), userId: text().min(1) });

/**
 * PATCH /api/workspaces/:id/members/:userId { role } (owners only) → 200 Member. Making someone
 * owner and then demoting yourself transfers ownership. The last owner cannot be demoted
 * (409 LAST_OWNER).
 */
export const updateMemberBody = z.object({ role: workspaceRole }).strict();
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;
/* DELETE /api/workspaces/:id/members/:userId → 204. Owners remove anyone; anyone removes (leaves)
   themselves. The last owner cannot leave (409 LAST_OWNER). A personal workspace cannot be left. */

// ---- invitations ----------------------------------------------------------------------------

/** POST /api/workspaces/:id/invitations { email, role } (owners of a team workspace) → 201 Invitation. */
export const createInvitationBody = z.object({ email, role: workspaceRole }).strict();
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export const invitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);
/** The token itself is never returned: it is only in the e-mail (the database keeps its hash). */
export const invitation = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  email: text(),
  role: workspaceRole,
  status: invitationStatus,
  invitedBy: text().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  acceptedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type Invitation = z.infer<typeof invitation>;
/** GET /api/workspaces/:id/invitations (owners) → Invitation[], newest first. */
export const invitationList = z.array(invitation);
/* DELETE /api/workspaces/:id/invitations/:invitationId (owners) → 204 (revokes a pending one). */
export const invitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() });

/**
 * POST /api/invitations/:token/accept (signed in, with the invitation's e-mail) → 200
 * { workspace }. Errors: INVITATION_NOT_FOUND (404, unknown token), INVITATION_EXPIRED (410),
 * INVITATION_REVOKED (410), INVITATION_USED (409), INVITATION_EMAIL_MISMATCH (403).
 */
export const invitationTokenParams = z.object({ token: text().min(20).max(200) });
export const acceptInvitationResponse = z.object({ workspace });

// ---- project access and grants --------------------------------------------------------------

export const projectCapabilities = z.object(
  Object.fromEntries(PROJECT_CAPABILITIES.map((c) => [c, z.boolean()])) as Record<(typeof PROJECT_CAPABILITIES)[number], z.ZodBoolean>,
);
export type ProjectCapabilitiesDto = z.infer<typeof projectCapabilities>;

/**
 * How the caller reaches a project, on every Project answer: through a workspace membership, a
 * grant (`via: 'grant'` = shared with me), or as an admin; with what the caller may do there.
 */
export const projectAccess = z.object({
  via: z.enum(['member', 'grant', 'admin']),
  level: z.enum([...WORKSPACE_ROLES, ...GRANT_ACCESS_LEVELS, 'admin']),
  capabilities: projectCapabilities,
});
export type ProjectAccessDto = z.infer<typeof projectAccess>;
/** The access of a project's owner (what a creator gets; handy for fixtures and optimistic states). */
export const OWNER_ACCESS: ProjectAccessDto = { via: 'member', level: 'owner', capabilities: { ...RELATION_CAPABILITIES.owner } };

/**
 * POST /api/projects/:id/grants { email, access, expiresAt? } (manageAccess: workspace owners)
 * → 201 Grant. The e-mail must belong to an existing investor or consultant account, else
 * 400 VALIDATION_FAILED on `email` (no account is created and nothing is sent); 'edit' only for
 * consultants, else 400 VALIDATION_FAILED on `access`. Granting again to the same person replaces
 * their live grant (the old one is revoked).
 */
export const createGrantBody = z
  .object({
    email,
    access: grantAccess,
    expiresAt: z.iso.datetime().optional().describe('must be in the future; omitted = no expiry'),
  })
  .strict();
export type CreateGrantBody = z.infer<typeof createGrantBody>;

export const grant = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  grantee: z.object({ id: text(), username: text(), email: text(), role: z.enum(ROLES) }),
  access: grantAccess,
  grantedBy: text().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type Grant = z.infer<typeof grant>;

/**
 * GET /api/projects/:id/grants (viewAccess: workspace members and admins) → who has access: the
 * workspace's members and the project's grants (live ones, and expired or revoked ones for history).
 */
export const projectAccessList = z.object({
  workspace: z.object({ id: z.uuid(), name: text(), kind: workspaceKind }),
  members: memberList,
  grants: z.array(grant),
});
export type ProjectAccessList = z.infer<typeof projectAccessList>;

/* DELETE /api/projects/:id/grants/:grantId (manageAccess) → 204; the grantee loses access at once. */
export const grantParams = z.object({ id: z.uuid(), grantId: z.uuid() });
