import { createHash, randomBytes } from 'node:crypto';
import { pdfkit } from '../../lib/lazy-libraries.ts';
import type { CreateInvitationBody, Invitation, Member, Workspace, WorkspaceLogo } from '../../../contract/workspaces.ts';
import { WORKSPACE_CAPABILITIES, type WorkspaceRole } from '../../../domain/access/index.ts';
import { ADMIN_TIER_VIEWS, TIERS, effectiveTier, tierHasFeature, type AdminTierView, type Tier } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { workspaceInvitationMail } from '../../mail-templates.ts';
import { userTier, type SessionUser } from '../auth/index.ts';
import { inspectLogo } from './logo.ts';
import { upgradeUrl } from '../../../domain/billing/index.ts';
import {
  acceptInvitation as markAccepted,
  changeMember,
  deleteLogo,
  findLogo,
  upsertLogo,
  findInvitationByHash,
  findMembership,
  insertInvitation,
  insertTeamWorkspace,
  isMemberByEmail,
  listForUser,
  listInvitations,
  listMembers,
  memberRow,
  ownersOf,
  personalWorkspaceOf,
  revokeInvitation,
  type InvitationRow,
} from './repository.ts';

export interface WorkspaceDeps {
  db: Db;
  now: () => Date;
  publicOrigin: string;
  enqueueMail: (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;
}

/** How long an invitation stays valid. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listWorkspaces(db: Db, user: SessionUser): Promise<Workspace[]> {
  return (await listForUser(db, user.id)).map(({ logoType, logoWidth, logoHeight, logoUpdatedAt, ...w }) => ({
    ...w,
    logo:
      logoType && logoUpdatedAt
        ? { mediaType: logoType, width: logoWidth!, height: logoHeight!, updatedAt: logoUpdatedAt.toISOString() }
        : null,
  }));
}

/** A team workspace, Enterprise only (the 'multi_user' feature), the caller its owner. */
export async function createWorkspace(deps: WorkspaceDeps, user: SessionUser, name: string): Promise<Workspace> {
  if (!tierHasFeature(userTier(user), 'multi_user'))
    throw new AppError('PLAN_REQUIRED', { upgradeUrl: upgradeUrl('enterprise', '/workspaces'), tier: userTier(user) });
  const ws = await insertTeamWorkspace(deps.db, name, user.id, deps.now());
  return { id: ws.id, name: ws.name, kind: ws.kind, role: 'owner' };
}

/** The caller's membership of the workspace, or WORKSPACE_NOT_FOUND (a non-member learns nothing). */
export async function membershipOrNotFound(db: Db, user: SessionUser, workspaceId: string) {
  const m = await findMembership(db, user.id, workspaceId);
  if (!m) throw new AppError('WORKSPACE_NOT_FOUND');
  return m;
}

async function asOwner(db: Db, user: SessionUser, workspaceId: string) {
  const m = await membershipOrNotFound(db, user, workspaceId);
  if (!WORKSPACE_CAPABILITIES[m.role].manageMembers) throw new AppError('FORBIDDEN');
  return m;
}

/** The workspace a new project goes in: the one asked for (owner or editor there), else the personal one. */
export async function workspaceForNewProject(db: Db, user: SessionUser, workspaceId: string | undefined) {
  if (workspaceId === undefined) {
    const ws = await personalWorkspaceOf(db, user.id);
    if (!ws) throw new AppError('WORKSPACE_NOT_FOUND');
    return { workspace: ws, role: 'owner' as WorkspaceRole };
  }
  const m = await membershipOrNotFound(db, user, workspaceId);
  if (!WORKSPACE_CAPABILITIES[m.role].createProjects) throw new AppError('FORBIDDEN');
  return m;
}

/**
 * The plan a workspace's project limit follows: its owner's (the best plan when it has several
 * owners), with an admin owner's tier view applied as everywhere else.
 */
export async function workspaceTier(db: Db, workspaceId: string): Promise<Tier> {
  return bestTierOf(await ownersOf(db, workspaceId));
}

/** The best plan among a workspace's owners (their user rows' role, tier and admin tier view). */
export function bestTierOf(owners: ReadonlyArray<{ role: string; subscriptionTier: string | null; adminTierView: string | null }>): Tier {
  let best: Tier = 'free';
  for (const o of owners) {
    const view = (ADMIN_TIER_VIEWS as readonly string[]).includes(o.adminTierView ?? '') ? (o.adminTierView as AdminTierView) : null;
    const t = effectiveTier(o, view);
    if (TIERS.indexOf(t) > TIERS.indexOf(best)) best = t;
  }
  return best;
}

/**
 * Sets the white-label logo (ADR 0031): owners of a team workspace whose plan (its owners' best) has
 * white label (Enterprise), else 403 PLAN_REQUIRED; a personal workspace has none (409
 * LOGO_TEAM_ONLY). The bytes must be a PNG or JPEG by their magic bytes, ≤ 512 KB, 16..4,000 px a
 * side, and readable by the PDF renderer (422 LOGO_INVALID).
 */
export async function setLogo(deps: WorkspaceDeps, user: SessionUser, workspaceId: string, bytes: Buffer): Promise<WorkspaceLogo> {
  const m = await asOwner(deps.db, user, workspaceId);
  if (m.workspace.kind === 'personal') throw new AppError('LOGO_TEAM_ONLY');
  const tier = await workspaceTier(deps.db, workspaceId);
  if (!tierHasFeature(tier, 'white_label'))
    throw new AppError('PLAN_REQUIRED', { upgradeUrl: upgradeUrl('enterprise', `/workspaces/${workspaceId}`), tier });
  const facts = inspectLogo(bytes);
  if (!facts || !(await renderable(bytes))) throw new AppError('LOGO_INVALID');
  const row = await upsertLogo(deps.db, {
    workspaceId,
    ...facts,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    updatedBy: user.id,
    updatedAt: deps.now(),
  });
  return { mediaType: row.mediaType, width: row.width, height: row.height, updatedAt: row.updatedAt.toISOString() };
}

/** The PDF renderer (pdfkit) must be able to read it: a header that lies about the data is refused here, not in a report. */
async function renderable(bytes: Buffer): Promise<boolean> {
  try {
    const doc = new (await pdfkit())({ size: [100, 100] });
    const done = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.on('data', () => undefined);
    doc.image(bytes, 0, 0, { fit: [100, 100] });
    doc.end();
    await done;
    return true;
  } catch {
    return false;
  }
}

export async function removeLogo(deps: WorkspaceDeps, user: SessionUser, workspaceId: string): Promise<void> {
  await asOwner(deps.db, user, workspaceId);
  if (!(await deleteLogo(deps.db, workspaceId))) throw new AppError('LOGO_NOT_FOUND');
}

/** Any member sees the logo. */
export async function logoOf(db: Db, user: SessionUser, workspaceId: string) {
  await membershipOrNotFound(db, user, workspaceId);
  const row = await findLogo(db, workspaceId);
  if (!row) throw new AppError('LOGO_NOT_FOUND');
  return row;
}

export async function membersOf(db: Db, user: SessionUser, workspaceId: string): Promise<Member[]> {
  await membershipOrNotFound(db, user, workspaceId);
  return (await listMembers(db, workspaceId)).map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() }));
}

/** Changes a member's role (owners only). Promoting to owner then demoting oneself transfers ownership. */
export async function setMemberRole(db: Db, user: SessionUser, workspaceId: string, userId: string, role: WorkspaceRole): Promise<Member> {
  const m = await asOwner(db, user, workspaceId);
  if (m.workspace.kind === 'personal' && userId !== user.id) throw new AppError('MEMBER_NOT_FOUND');
  const outcome = await changeMember(db, workspaceId, userId, role);
  if (outcome === 'not-member') throw new AppError('MEMBER_NOT_FOUND');
  if (outcome === 'last-owner') throw new AppError('LAST_OWNER');
  const row = (await memberRow(db, workspaceId, userId))!;
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}

/** Removes a member (owners), or leaves (anyone, themselves). Never the last owner; never one's personal workspace. */
export async function removeMember(db: Db, user: SessionUser, workspaceId: string, userId: string): Promise<void> {
  const m = userId === user.id ? await membershipOrNotFound(db, user, workspaceId) : await asOwner(db, user, workspaceId);
  if (m.workspace.kind === 'personal') throw new AppError(userId === user.id ? 'PERSONAL_WORKSPACE' : 'MEMBER_NOT_FOUND');
  const outcome = await changeMember(db, workspaceId, userId, null);
  if (outcome === 'not-member') throw new AppError('MEMBER_NOT_FOUND');
  if (outcome === 'last-owner') throw new AppError('LAST_OWNER');
}

function invitationStatus(i: InvitationRow, now: Date): Invitation['status'] {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  return i.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const toApiInvitation = (i: InvitationRow, now: Date): Invitation => ({
  id: i.id,
  workspaceId: i.workspaceId,
  email: i.email,
  role: i.role,
  status: invitationStatus(i, now),
  invitedBy: i.invitedBy,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
  acceptedAt: i.acceptedAt?.toISOString() ?? null,
  revokedAt: i.revokedAt?.toISOString() ?? null,
});

/** Invites by e-mail into a team workspace (owners); the link goes through the outbox. */
export async function invite(deps: WorkspaceDeps, user: SessionUser, workspaceId: string, body: CreateInvitationBody): Promise<Invitation> {
  const m = await asOwner(deps.db, user, workspaceId);
  if (m.workspace.kind === 'personal') throw new AppError('PERSONAL_WORKSPACE');
  if (await isMemberByEmail(deps.db, workspaceId, body.email)) throw new AppError('ALREADY_MEMBER');
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvitation(deps.db, {
    workspaceId,
    email: body.email,
    role: body.role,
    tokenHash: hashToken(token),
    invitedBy: user.id,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    createdAt: now,
  });
  const link = `${deps.publicOrigin}/invitations/${token}`;
  await deps.enqueueMail(
    workspaceInvitationMail(body.email, { workspace: m.workspace.name, inviter: user.username || user.email, role: body.role, link }),
  );
  return toApiInvitation(row, now);
}

export async function invitationsOf(deps: WorkspaceDeps, user: SessionUser, workspaceId: string): Promise<Invitation[]> {
  await asOwner(deps.db, user, workspaceId);
  const now = deps.now();
  return (await listInvitations(deps.db, workspaceId)).map((i) => toApiInvitation(i, now));
}

export async function revoke(deps: WorkspaceDeps, user: SessionUser, workspaceId: string, invitationId: string): Promise<void> {
  await asOwner(deps.db, user, workspaceId);
  if (!(await revokeInvitation(deps.db, workspaceId, invitationId, deps.now()))) throw new AppError('INVITATION_NOT_FOUND');
}

/**
 * Accepts an invitation for the signed-in account, whose e-mail must be the invitation's.
 * Unknown token → INVITATION_NOT_FOUND; other address → INVITATION_EMAIL_MISMATCH; then
 * INVITATION_USED, INVITATION_REVOKED, INVITATION_EXPIRED.
 */
export async function accept(
  deps: WorkspaceDeps,
  user: SessionUser,
  token: string,
): Promise<{ workspace: Workspace; invitation: InvitationRow }> {
  const inv = await findInvitationByHash(deps.db, hashToken(token));
  if (!inv) throw new AppError('INVITATION_NOT_FOUND');
  if (inv.email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('INVITATION_EMAIL_MISMATCH');
  const now = deps.now();
  const status = invitationStatus(inv, now);
  if (status === 'accepted') throw new AppError('INVITATION_USED');
  if (status === 'revoked') throw new AppError('INVITATION_REVOKED');
  if (status === 'expired') throw new AppError('INVITATION_EXPIRED');
  if (!(await markAccepted(deps.db, inv, user.id, now))) throw new AppError('INVITATION_USED');
  const m = (await findMembership(deps.db, user.id, inv.workspaceId))!;
  return { workspace: { id: m.workspace.id, name: m.workspace.name, kind: m.workspace.kind, role: m.role }, invitation: inv };
}
