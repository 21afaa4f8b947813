import { inArray } from 'drizzle-orm';
import type { StatusFinding } from '../../../domain/realization/index.ts';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { peopleWhoSee } from '../access/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { listMembers } from '../workspaces/index.ts';
import { markSent } from './repository.ts';

interface Deps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

/**
 * Who hears of a project's slippage: every member of its workspace (the owner among them) and every
 * investor who sees the project through a live grant; nobody else (consultants with grants see the
 * status on the screen, they are not alerted). The one access rule's "who sees" query is the source.
 */
export async function slippageRecipients(db: Db, project: { id: string; workspaceId: string }, now: Date): Promise<string[]> {
  const members = new Set((await listMembers(db, project.workspaceId)).map((m) => m.userId));
  const seeing = await peopleWhoSee(db, project.id, now);
  const outside = seeing.map((s) => s.id).filter((id) => !members.has(id));
  const investors =
    outside.length === 0
      ? []
      : (await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, outside)))
          .filter((u) => u.role === 'investor')
          .map((u) => u.id);
  return [...members, ...investors];
}

/**
 * Alerts once per project, status and set of items: a project that turns late because of milestone M
 * alerts once; the same status for the same items never again; a new late item alerts anew.
 */
export async function alertSlippage(deps: Deps, project: { id: string; workspaceId: string; title: string }, finding: StatusFinding) {
  if (finding.status !== 'late' && finding.status !== 'at_risk') return;
  const key = `${project.id}:${finding.status}:${[...finding.itemIds].sort().join(',')}`.slice(0, 2000);
  if (!(await markSent(deps.db, 'slippage', key, deps.now()))) return;
  for (const userId of await slippageRecipients(deps.db, project, deps.now())) {
    await sendNotification(deps, {
      userId,
      type: finding.status === 'late' ? 'alert' : 'warning',
      message: {
        key: 'realization.slippage',
        params: {
          project: project.title,
          status: finding.status,
          reason: finding.detail.code,
          items: [...finding.detail.items, ...finding.detail.dueSoon].join(', '),
        },
      },
      linkUrl: `/project/${project.id}/roadmap`,
    });
  }
}
