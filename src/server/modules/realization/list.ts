import type { RealizationRow } from '../../../contract/realization.ts';
import { isoDay } from '../../../domain/realization/index.ts';
import { eq, inArray, or } from 'drizzle-orm';
import { kpiRequests, projectObligations, projectRoadmaps, projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { visibleProjectsWhere } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { type CalendarEvent } from './calendar.ts';
import { activeKpiRequests } from './kpi.ts';
import { findRoadmaps, listObligationsOf } from './repository.ts';
import { itemsOf, toObligation, toRoadmap } from './view.ts';

/** The projects with a roadmap the user may see (the one access rule decides, from the user's own memberships and grants). */
function visibleWithRoadmap(db: Db, user: SessionUser, now: Date) {
  return visibleProjectsWhere(db, user, inArray(projects.id, db.select({ id: projectRoadmaps.projectId }).from(projectRoadmaps)), now);
}

/**
 * GET /api/realization: every project the caller may see that has a roadmap (investors: shared with them,
 * through a grant or their portfolio's; consultants: theirs; admins: all), with status, next milestone,
 * budget burn and overdue obligations.
 */
export async function realizationList(db: Db, user: SessionUser, now: Date): Promise<RealizationRow[]> {
  const visible = await visibleWithRoadmap(db, user, now);
  const ids = [...visible.keys()];
  const roadmaps = await findRoadmaps(db, ids);
  const obligations = await listObligationsOf(db, ids);
  const today = isoDay(now);
  return roadmaps
    .map((r): RealizationRow => {
      const project = visible.get(r.projectId)!;
      const view = toRoadmap(r, project.currency, today);
      const next = itemsOf(r.phases)
        .filter((i) => i.kind === 'milestone' && i.status !== 'done')
        .sort((a, b) => a.end.localeCompare(b.end))[0];
      return {
        projectId: r.projectId,
        projectName: project.title,
        status: view.status,
        statusReason: view.statusReason,
        statusDetail: view.statusDetail,
        nextMilestone: next ? { id: next.id, title: next.title, end: next.end } : null,
        budgetCents: view.forecast.budgetCents,
        actualCents: view.forecast.actualCents,
        burn: view.forecast.budgetCents > 0 ? view.forecast.actualCents / view.forecast.budgetCents : null,
        overdueObligations: obligations.filter((o) => o.projectId === r.projectId && toObligation(o, today).status === 'overdue').length,
        currency: project.currency,
      };
    })
    .sort((a, b) => a.projectName.localeCompare(b.projectName));
}

/**
 * The realization facts of projects, for other modules (portfolio holdings, deal-flow cards): the status
 * and its reason, and the earliest end of an item not done (a holding's "milestone due": past today, the
 * portfolio's milestoneLate alert fires). Only projects with a roadmap are in the map; callers pass ids
 * the access rule already let the reader see.
 */
export async function realizationFactsOf(db: Db, projectIds: readonly string[], now: Date) {
  const rows = await findRoadmaps(db, projectIds);
  const today = isoDay(now);
  return new Map(
    rows.map((r) => {
      const view = toRoadmap(r, 'EUR', today);
      const open = itemsOf(r.phases)
        .filter((i) => i.status !== 'done')
        .map((i) => i.end)
        .sort();
      return [
        r.projectId,
        { status: view.status, reason: view.statusReason, detail: view.statusDetail, firstOpenEnd: open[0] ?? null },
      ] as const;
    }),
  );
}

export const realizationCsvRows = (rows: RealizationRow[]) => [
  [
    'project',
    'status',
    'reason',
    'nextMilestone',
    'nextMilestoneEnd',
    'budgetCents',
    'actualCents',
    'burn',
    'overdueObligations',
    'currency',
  ],
  ...rows.map((r) => [
    r.projectName,
    r.status,
    r.statusReason,
    r.nextMilestone?.title ?? null,
    r.nextMilestone?.end ?? null,
    r.budgetCents,
    r.actualCents,
    r.burn,
    r.overdueObligations,
    r.currency,
  ]),
];

/**
 * The projects the caller may see (the one access rule) that have anything dated: a roadmap, an active KPI
 * request or an open obligation (a funded project without a roadmap too). The calendar and the reminders read these.
 */
export function projectsWithDates(db: Db, user: SessionUser, now: Date) {
  return visibleProjectsWhere(
    db,
    user,
    or(
      inArray(projects.id, db.select({ id: projectRoadmaps.projectId }).from(projectRoadmaps)),
      inArray(projects.id, db.select({ id: kpiRequests.projectId }).from(kpiRequests).where(eq(kpiRequests.status, 'active'))),
      inArray(
        projects.id,
        db.select({ id: projectObligations.projectId }).from(projectObligations).where(eq(projectObligations.status, 'open')),
      ),
    )!,
    now,
  );
}

/** The calendar of everything the user may see: milestones not done, open obligations (a funded project without a roadmap too), KPI due dates. */
export async function calendarEvents(db: Db, user: SessionUser, now: Date): Promise<CalendarEvent[]> {
  const all = await projectsWithDates(db, user, now);
  const ids = [...all.keys()];
  const events: CalendarEvent[] = [];
  for (const r of await findRoadmaps(db, ids)) {
    const name = all.get(r.projectId)!.title;
    for (const i of itemsOf(r.phases).filter((x) => x.kind === 'milestone' && x.status !== 'done'))
      events.push({ uid: `m-${r.projectId}-${i.id}`, date: i.end, summary: `${name}: ${i.title}`, url: `/project/${r.projectId}/roadmap` });
  }
  for (const o of await listObligationsOf(db, ids))
    if (o.status === 'open')
      events.push({ uid: `o-${o.id}`, date: o.dueOn, summary: `${all.get(o.projectId)!.title}: ${o.title}`, description: o.kind });
  const kpis = await activeKpiRequests(db, ids);
  for (const k of kpis)
    if (k.nextDue)
      events.push({
        uid: `k-${k.id}-${k.nextDue.periodStart}`,
        date: k.nextDue.dueOn,
        summary: `${all.get(k.projectId)!.title}: KPI ${k.kpis.join(', ')}`,
        description: `${k.nextDue.periodStart} – ${k.nextDue.periodEnd}`,
      });
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
