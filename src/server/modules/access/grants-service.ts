import type { CreateGrantBody, Grant, ProjectAccessList } from '../../../contract/workspaces.ts';
import { grantIsLive, grantableLevels } from '../../../domain/access/index.ts';
import type { Role } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { projectSharedMail, type AccountMailer } from '../../mail-templates.ts';
import type { SessionUser } from '../auth/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { findWorkspace, listMembers } from '../workspaces/index.ts';
import { findAccountByEmail, insertGrant, listGrants, revokeGrant, type GrantRow } from './grants-repository.ts';
import type { ResolvedProject } from './resolver.ts';

export interface GrantDeps {
  db: Db;
  now: () => Date;
  publicOrigin: string;
  enqueueMail: (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;
  accountMail: Pick<AccountMailer, 'notification'>;
  /** Told after a project was shared (the webhooks' `project.shared`, wired in app.ts: access cannot import webhooks, which uses access). */
  onShared?: (projectId: string, data: Record<string, unknown>) => Promise<void>;
}

const invalid = (path: string, message: string, code: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, message, code }] });

function toApiGrant(g: GrantRow, grantee: { id: string; username: string; email: string; role: Role }, now: Date): Grant {
  return {
    id: g.id,
    projectId: g.projectId,
    grantee,
    access: g.access,
    grantedBy: g.grantedBy,
    expiresAt: g.expiresAt?.toISOString() ?? null,
    revokedAt: g.revokedAt?.toISOString() ?? null,
    createdAt: g.createdAt.toISOString(),
    status: g.revokedAt ? 'revoked' : grantIsLive(g, now) ? 'active' : 'expired',
  };
}

/**
 * Shares the project with an existing investor or consultant account. An unknown address, or an
 * account of another role, is refused (VALIDATION_FAILED on `email`): nothing is created and nobody
 * is e-mailed, so the endpoint is no way to invite strangers. 'edit' is for consultants only
 * (VALIDATION_FAILED on `access`). The grantee is notified in the app and by e-mail.
 */
export async function createGrant(
  deps: GrantDeps,
  user: SessionUser,
  p: ResolvedProject,
  body: CreateGrantBody,
): Promise<{ grant: Grant; replaced: string | null }> {
  const now = deps.now();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalid('expiresAt', 'must be in the future', 'too_small');
  const grantee = await findAccountByEmail(deps.db, body.email);
  if (!grantee) throw invalid('email', 'no investor or consultant account has this e-mail', 'unknown_account');
  if (grantee.role !== 'investor' && grantee.role !== 'consultant')
    throw invalid('email', 'only investor and consultant accounts can be given access', 'not_investor_or_consultant');
  if (!grantableLevels(grantee.role).includes(body.access))
    throw invalid('access', `${grantee.role} accounts can be given ${grantableLevels(grantee.role).join(' or ')} access`, 'invalid_value');
  const members = await listMembers(deps.db, p.row.workspaceId);
  if (members.some((m) => m.userId === grantee.id)) throw new AppError('ALREADY_MEMBER');
  const { grant, replaced } = await insertGrant(deps.db, {
    projectId: p.row.id,
    granteeId: grantee.id,
    access: body.access,
    grantedBy: user.id,
    expiresAt,
    createdAt: now,
  });
  const link = `${deps.publicOrigin}/projects/${p.row.id}`;
  await sendNotification(deps, {
    userId: grantee.id,
    type: 'info',
    message: {
      key: 'grants.shared',
      params: {
        project: p.row.title,
        by: user.username || user.email,
        access: body.access,
        until: expiresAt ? expiresAt.toISOString().slice(0, 10) : null,
      },
    },
    linkUrl: `/projects/${p.row.id}`,
  });
  await deps.enqueueMail(
    projectSharedMail(grantee.email, { project: p.row.title, by: user.username || user.email, access: body.access, link, expiresAt }),
  );
  return { grant: toApiGrant(grant, grantee, now), replaced };
}

/** Who has access: the workspace's members and the project's grants (the Access panel). */
export async function projectAccessList(deps: GrantDeps, p: ResolvedProject): Promise<ProjectAccessList> {
  const now = deps.now();
  const [ws, members, grants] = await Promise.all([
    findWorkspace(deps.db, p.row.workspaceId),
    listMembers(deps.db, p.row.workspaceId),
    listGrants(deps.db, p.row.id),
  ]);
  return {
    workspace: { id: ws!.id, name: ws!.name, kind: ws!.kind },
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    grants: grants.map((g) => toApiGrant(g.grant, g.grantee, now)),
  };
}

export async function revokeProjectGrant(deps: GrantDeps, user: SessionUser, p: ResolvedProject, grantId: string): Promise<GrantRow> {
  const row = await revokeGrant(deps.db, p.row.id, grantId, user.id, deps.now());
  if (!row) throw new AppError('GRANT_NOT_FOUND');
  return row;
}
