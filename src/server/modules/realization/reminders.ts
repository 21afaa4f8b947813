import { eq, inArray } from 'drizzle-orm';
import { isoDay, reminderDue, REMINDER_OFFSETS, toDay } from '../../../domain/realization/index.ts';
import { projectObligations, projectRoadmaps, projects, realizationSent } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { AccountMailer } from '../../mail-templates.ts';
import { sendNotification } from '../notifications/index.ts';
import { listMembers } from '../workspaces/index.ts';
import { alertKpiLateToInvestor } from './kpi-alerts.ts';
import { activeKpiRequests } from './kpi.ts';
import { markSent } from './repository.ts';
import { alertSlippage } from './slippage.ts';
import { itemsOf, statusOf } from './view.ts';

export interface ReminderDeps {
  db: Db;
  /** The server clock, injected (tests move it day by day). */
  now: () => Date;
  accountMail: Pick<AccountMailer, 'notification'>;
}

interface Due {
  subject: string;
  projectId: string;
  what: string;
  dueOn: string;
}

/**
 * The daily run: reminders 30, 7 and 1 days before each open obligation and each milestone not done
 * (each offset once, recorded in realization_sent; an offset whose day passed while the job did not run
 * is recorded as skipped, never sent late), the project's members told in the app and by e-mail per their
 * preferences (sendNotification → the outbox); late KPI answers reminded once per period to the members (and the
 * investor who asked told, while the access rule lets them see the project);
 * slippage re-checked (time alone makes an item late) and alerted once. Idempotent: run it twice a day
 * and nothing is sent twice.
 */
export async function runRealizationReminders(deps: ReminderDeps): Promise<{ reminders: number; kpiLate: number }> {
  const now = deps.now();
  const today = isoDay(now);
  const horizon = toDay(today) + Math.max(...REMINDER_OFFSETS);
  const dues: Due[] = [];
  const obligationRows = await deps.db
    .select({
      id: projectObligations.id,
      projectId: projectObligations.projectId,
      title: projectObligations.title,
      dueOn: projectObligations.dueOn,
    })
    .from(projectObligations)
    .where(eq(projectObligations.status, 'open'));
  for (const o of obligationRows)
    if (toDay(o.dueOn) <= horizon) dues.push({ subject: `obligation:${o.id}`, projectId: o.projectId, what: o.title, dueOn: o.dueOn });
  const roadmaps = await deps.db
    .select({
      projectId: projectRoadmaps.projectId,
      phases: projectRoadmaps.phases,
      title: projects.title,
      workspaceId: projects.workspaceId,
    })
    .from(projectRoadmaps)
    .innerJoin(projects, eq(projects.id, projectRoadmaps.projectId));
  for (const r of roadmaps) {
    for (const i of itemsOf(r.phases))
      if (i.kind === 'milestone' && i.status !== 'done' && toDay(i.end) <= horizon)
        dues.push({ subject: `milestone:${r.projectId}:${i.id}`, projectId: r.projectId, what: i.title, dueOn: i.end });
    await alertSlippage(deps, { id: r.projectId, workspaceId: r.workspaceId, title: r.title }, statusOf(r.phases, today));
  }
  const projectOf = new Map<string, { title: string; workspaceId: string }>();
  const project = async (id: string) => {
    if (!projectOf.has(id)) {
      const [p] = await deps.db
        .select({ title: projects.title, workspaceId: projects.workspaceId })
        .from(projects)
        .where(eq(projects.id, id));
      projectOf.set(id, p!);
    }
    return projectOf.get(id)!;
  };
  const tell = async (projectId: string, key: 'realization.reminder' | 'realization.kpiLate', params: Record<string, string | number>) => {
    const p = await project(projectId);
    for (const m of (await listMembers(deps.db, p.workspaceId)).filter((x) => x.role !== 'viewer'))
      await sendNotification(deps, {
        userId: m.userId,
        type: 'warning',
        message: { key, params: { project: p.title, ...params } },
        linkUrl: `/project/${projectId}/roadmap`,
      });
  };

  let reminders = 0;
  const sentRows =
    dues.length === 0
      ? []
      : await deps.db
          .select()
          .from(realizationSent)
          .where(
            inArray(
              realizationSent.subject,
              dues.map((d) => d.subject),
            ),
          );
  // Keys carry the due date: a rescheduled milestone gets its reminders again for its new date.
  const sentKeys = new Set(sentRows.map((r) => `${r.subject}|${r.key}`));
  for (const d of dues) {
    const sent = REMINDER_OFFSETS.filter((o) => sentKeys.has(`${d.subject}|${d.dueOn}:${o}`));
    const { send, skip } = reminderDue(d.dueOn, today, sent);
    for (const o of skip) await markSent(deps.db, d.subject, `${d.dueOn}:${o}`, now);
    if (send !== null && (await markSent(deps.db, d.subject, `${d.dueOn}:${send}`, now))) {
      await tell(d.projectId, 'realization.reminder', { days: send, what: d.what, due: d.dueOn });
      reminders++;
    }
  }

  let kpiLate = 0;
  for (const k of await activeKpiRequests(deps.db, 'all')) {
    if (!k.nextDue || k.nextDue.dueOn >= today) continue;
    if (await markSent(deps.db, `kpi:${k.id}`, `late:${k.nextDue.periodStart}`, now)) {
      await tell(k.projectId, 'realization.kpiLate', { period: k.nextDue.periodStart, due: k.nextDue.dueOn });
      // The investor's portfolio shows the late answer; the investor who asked is told too, while they still see the project.
      await alertKpiLateToInvestor(deps, k, k.nextDue);
      kpiLate++;
    }
  }
  return { reminders, kpiLate };
}
