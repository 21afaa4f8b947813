import { tierHasFeature } from '../../../domain/rbac/index.ts';
import type { Db } from '../../db/types.ts';
import { workspaceTier } from '../workspaces/index.ts';
import { logoOfWorkspace, ownedTeamWorkspaces, workspaceOf } from './repository.ts';

export const PLATFORM_ISSUER = 'Capital Readiness';

/** Who heads a report: the platform, or an Enterprise team workspace's name and logo (white label). */
export interface Branding {
  issuer: string;
  /** PNG or JPEG bytes, base64 (kept in the report's model so the preview prints the same header). */
  logo: string | null;
}

const PLATFORM: Branding = { issuer: PLATFORM_ISSUER, logo: null };

async function brandingOf(db: Db, ws: { id: string; name: string; kind: string }): Promise<Branding | null> {
  // A personal workspace is one person's: its name is not printed as an issuer (nor may it have a logo).
  if (ws.kind !== 'team') return null;
  if (!tierHasFeature(await workspaceTier(db, ws.id), 'white_label')) return null;
  const logo = await logoOfWorkspace(db, ws.id);
  return { issuer: ws.name, logo: logo ? logo.toString('base64') : null };
}

/**
 * A project's report (ADR 0031): white label when the project's workspace is a team workspace on
 * the Enterprise plan (its owners' best plan, as for its project limit), whoever generates it.
 */
export async function brandingForProject(db: Db, projectId: string): Promise<Branding> {
  const ws = await workspaceOf(db, projectId);
  return (ws && (await brandingOf(db, ws))) ?? PLATFORM;
}

/**
 * A portfolio's report: a portfolio belongs to a person, not a workspace (ADR 0024), so it carries
 * the name and logo of the first Enterprise team workspace its owner owns (by the date they joined,
 * then the workspace id); the platform's otherwise.
 */
export async function brandingForPortfolioOwner(db: Db, ownerId: string): Promise<Branding> {
  for (const ws of await ownedTeamWorkspaces(db, ownerId)) {
    const b = await brandingOf(db, ws);
    if (b) return b;
  }
  return PLATFORM;
}
