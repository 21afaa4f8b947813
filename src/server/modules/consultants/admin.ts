import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Professionisti } from '../../../contract/consultants.ts';
import { coverageGaps, demandedSpecialties, projectGaps, type Demand } from '../../../domain/consultants/index.ts';
import type { ComplianceFrameworkId } from '../../../domain/compliance/index.ts';
import { consultantProfiles, engagements, evaluations, projects, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { complianceStateOf, hubSummaryFor } from '../compliance/index.ts';
import { profilesWhere } from './profiles.ts';

/** The demand of one project from the live DB: its gaps' specialties in its NUTS region (none without a region). */
async function demandOf(db: Db, projectId: string, region: string): Promise<Demand> {
  const [e] = await db
    .select({ result: evaluations.result })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .orderBy(desc(evaluations.version))
    .limit(1);
  const s = await complianceStateOf(db, projectId);
  const gaps = s.assessments
    .filter((a) => a.applicability.applicable)
    .flatMap((a) =>
      a.gaps.map((g) => ({
        itemId: g.itemId,
        framework: a.framework as ComplianceFrameworkId,
        weight: g.weight,
        result: g.result,
        answered: s.answers.has(g.itemId),
      })),
    );
  const score = (e?.result as { score?: Parameters<typeof projectGaps>[0] } | undefined)?.score ?? null;
  return { region, specialties: demandedSpecialties(projectGaps(score, gaps, await hubSummaryFor(db, projectId))) };
}

/**
 * The admin's /professionisti: profiles awaiting verification; coverage (specialty × NUTS region
 * where more live projects' gaps call for the specialty than verified consultants offer it there);
 * outcomes (CR total when the engagement was accepted vs the latest evaluation after completion).
 */
export async function professionisti(db: Db): Promise<Professionisti> {
  const queue = await profilesWhere(db, eq(consultantProfiles.status, 'submitted'));
  const verified = await profilesWhere(db, eq(consultantProfiles.status, 'verified'));
  const live = await db
    .select({ id: projects.id, region: projects.region })
    .from(projects)
    .where(sql`${projects.region} is not null and ${projects.archivedAt} is null`)
    .limit(500);
  const demand: Demand[] = [];
  for (const p of live) demand.push(await demandOf(db, p.id, p.region!));
  const coverage = coverageGaps(
    demand,
    verified.map((v) => ({ id: v.userId, specialties: v.specialties, regions: v.regions, languages: v.languages })),
  );
  const done = await db
    .select({ e: engagements, title: projects.title, name: sql<string>`coalesce(nullif(${users.username}, ''), ${users.email})` })
    .from(engagements)
    .innerJoin(projects, eq(projects.id, engagements.projectId))
    .innerJoin(users, eq(users.id, engagements.consultantId))
    .where(eq(engagements.state, 'completed'))
    .orderBy(desc(engagements.closedAt))
    .limit(200);
  const ids = [...new Set(done.map((d) => d.e.projectId))];
  const latest = new Map<string, { total: number; at: Date }>();
  if (ids.length)
    for (const r of await db
      .selectDistinctOn([evaluations.projectId], {
        projectId: evaluations.projectId,
        total: evaluations.scoreTotal,
        at: evaluations.createdAt,
      })
      .from(evaluations)
      .where(inArray(evaluations.projectId, ids))
      .orderBy(evaluations.projectId, desc(evaluations.version)))
      latest.set(r.projectId, { total: r.total, at: r.at });
  const outcomes = done.map((d) => {
    const l = latest.get(d.e.projectId);
    return {
      engagementId: d.e.id,
      projectTitle: d.title,
      consultantName: d.name,
      rating: d.e.rating,
      scoreBefore: d.e.scoreBefore,
      scoreAfter: l && d.e.acceptedAt && l.at >= d.e.acceptedAt ? l.total : null,
    };
  });
  return { queue, coverage, outcomes };
}
