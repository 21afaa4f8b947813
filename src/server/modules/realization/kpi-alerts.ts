import { eq } from 'drizzle-orm';
import { kpiBreaches } from '../../../domain/realization/index.ts';
import { projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { resolveProject } from '../access/index.ts';
import { sendNotification } from '../notifications/index.ts';
import { findUserById, markSent } from './repository.ts';

interface Deps {
  db: Db;
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

interface WatchedRequest {
  id: string;
  projectId: string;
  investorId: string;
  thresholds: Record<string, { min?: number | null; max?: number | null }>;
}

/**
 * The investor who asked, if the one access rule still lets them see the project (a revoked or expired grant: nobody).
 * Only that investor set the bounds, so only they hear of them; other investors never do (ADR 0047).
 */
async function investorWhoSees(deps: Deps, r: WatchedRequest): Promise<string | null> {
  const investor = await findUserById(deps.db, r.investorId);
  if (!investor) return null;
  try {
    await resolveProject(deps.db, investor, r.projectId, deps.now());
    return investor.id;
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}

const titleOf = async (db: Db, projectId: string) =>
  (await db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId)))[0]?.title ?? '';

/** An answer whose values pass the investor's bounds: the investor is told once per period (in the app and by e-mail per preferences). */
export async function alertKpiThreshold(
  deps: Deps,
  r: WatchedRequest,
  answer: { periodStart: string; values: Record<string, number | null> },
): Promise<boolean> {
  const breaches = kpiBreaches(answer.values, r.thresholds);
  if (breaches.length === 0) return false;
  const to = await investorWhoSees(deps, r);
  if (!to) return false;
  if (!(await markSent(deps.db, `kpi:${r.id}`, `threshold:${answer.periodStart}`, deps.now()))) return false;
  await sendNotification(deps, {
    userId: to,
    type: 'alert',
    message: {
      key: 'realization.kpiThreshold',
      params: {
        project: await titleOf(deps.db, r.projectId),
        period: answer.periodStart,
        breaches: breaches.map((b) => `${b.kpi} ${b.value} ${b.bound === 'min' ? '<' : '>'} ${b.threshold}`).join('; '),
      },
    },
    linkUrl: `/project/${r.projectId}/roadmap`,
  });
  return true;
}

/** A late period, told to the investor who asked (once per period, recorded by the caller), if they still see the project. */
export async function alertKpiLateToInvestor(deps: Deps, r: WatchedRequest, due: { periodStart: string; dueOn: string }): Promise<boolean> {
  const to = await investorWhoSees(deps, r);
  if (!to) return false;
  await sendNotification(deps, {
    userId: to,
    type: 'warning',
    message: {
      key: 'realization.kpiLateInvestor',
      params: { project: await titleOf(deps.db, r.projectId), period: due.periodStart, due: due.dueOn },
    },
    linkUrl: `/project/${r.projectId}/roadmap`,
  });
  return true;
}
