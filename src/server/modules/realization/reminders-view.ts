import type { UpcomingReminder } from '../../../contract/realization.ts';
import { addDays, isoDay, nextReminder, REMINDER_HORIZON_DAYS, toDay } from '../../../domain/realization/index.ts';
import type { Db } from '../../db/types.ts';
import { projectsWithDates } from './list.ts';
import type { SessionUser } from '../auth/index.ts';
import { activeKpiRequests } from './kpi.ts';
import { findRoadmaps, listObligationsOf } from './repository.ts';
import { itemsOf } from './view.ts';

/**
 * GET /api/realization/reminders: on the projects the caller may see (the one access rule), what falls due within
 * 30 days or is overdue and still open — open obligations, milestones not done, unanswered KPI periods — each with
 * the next reminder the daily job will send (30, 7 and 1 days before; a KPI period the day after its due date, if
 * still unanswered: runRealizationReminders). Soonest first.
 */
export async function upcomingReminders(db: Db, user: SessionUser, now: Date): Promise<UpcomingReminder[]> {
  const visible = await projectsWithDates(db, user, now);
  const ids = [...visible.keys()];
  const today = isoDay(now);
  const horizon = toDay(today) + REMINDER_HORIZON_DAYS;
  const out: UpcomingReminder[] = [];
  const push = (r: Omit<UpcomingReminder, 'projectName' | 'daysLeft' | 'nextReminderOn' | 'nextReminderOffset'>, kpi = false) => {
    if (toDay(r.dueOn) > horizon) return;
    const next = kpi ? (r.dueOn >= today ? { on: addDays(r.dueOn, 1), offset: null } : null) : nextReminder(r.dueOn, today);
    out.push({
      ...r,
      projectName: visible.get(r.projectId)!.title,
      daysLeft: toDay(r.dueOn) - toDay(today),
      nextReminderOn: next?.on ?? null,
      nextReminderOffset: next?.offset ?? null,
    });
  };
  for (const o of await listObligationsOf(db, ids))
    if (o.status === 'open') push({ kind: 'obligation', ref: o.id, projectId: o.projectId, title: o.title, dueOn: o.dueOn });
  for (const r of await findRoadmaps(db, ids))
    for (const i of itemsOf(r.phases))
      if (i.kind === 'milestone' && i.status !== 'done')
        push({ kind: 'milestone', ref: i.id, projectId: r.projectId, title: i.title, dueOn: i.end });
  for (const k of await activeKpiRequests(db, ids))
    if (k.nextDue) push({ kind: 'kpi', ref: k.id, projectId: k.projectId, title: k.kpis.join(', '), dueOn: k.nextDue.dueOn }, true);
  return out.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.projectName.localeCompare(b.projectName) || a.title.localeCompare(b.title));
}
