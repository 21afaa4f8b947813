import { desc, eq } from 'drizzle-orm';
import { projectGaps as domainGaps, rankConsultants, type ProjectGap } from '../../../domain/consultants/index.ts';
import type { ComplianceFrameworkId } from '../../../domain/compliance/index.ts';
import { consultantProfiles, evaluations } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { ResolvedProject } from '../access/index.ts';
import { hubSummaryFor, projectGaps as complianceGaps } from '../compliance/index.ts';
import { profilesWhere } from './profiles.ts';

type Score = { subFactors: { id: string; weight: number; score: number; status: string }[] };

/** The project's latest CR score (from its newest evaluation version), or null before the first run. */
export async function latestScore(db: Db, projectId: string): Promise<{ total: number; score: Score | null } | null> {
  const [e] = await db
    .select({ total: evaluations.scoreTotal, result: evaluations.result })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .orderBy(desc(evaluations.version))
    .limit(1);
  if (!e) return null;
  return { total: e.total, score: ((e.result as { score?: Score }).score ?? null) as Score | null };
}

/** The project's gaps as the consultants' domain reads them: lowest sub-factors of the latest score, heaviest compliance gaps of now. */
export async function gapsOf(db: Db, now: () => Date, p: ResolvedProject): Promise<ProjectGap[]> {
  const [score, gaps, hub] = await Promise.all([
    latestScore(db, p.row.id),
    complianceGaps({ db, now }, p, undefined, 'en'),
    hubSummaryFor(db, p.row.id),
  ]);
  return domainGaps(
    score?.score ?? null,
    gaps.map((g) => ({
      itemId: g.itemId,
      framework: g.framework as ComplianceFrameworkId,
      weight: g.weight,
      result: g.result,
      answered: g.answer !== null,
    })),
    hub,
  );
}

/** Verified consultants ranked by the project's gaps they close (docs/consultants.md). */
export async function suggestionsFor(db: Db, now: () => Date, p: ResolvedProject, language: string | null) {
  const gaps = await gapsOf(db, now, p);
  const profiles = await profilesWhere(db, eq(consultantProfiles.status, 'verified'));
  const byId = new Map(profiles.map((x) => [x.userId, x]));
  const ranked = rankConsultants(
    gaps,
    profiles.map((x) => ({ id: x.userId, specialties: x.specialties, regions: x.regions, languages: x.languages })),
    { region: p.row.region ?? null, language },
  );
  return ranked.map((r) => ({ consultantId: r.consultantId, covers: r.covers, strength: r.strength, profile: byId.get(r.consultantId)! }));
}
