import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ContextView } from '../../../contract/advice.ts';
import type { CallSearchQuery } from '../../../contract/funding-calls.ts';
import { PEER_MINIMUM, peerRange, regionEconomy } from '../../../domain/context/index.ts';
import { SECTOR_PROFILES, findIndustry, sectorProfileFor } from '../../../domain/industries/index.ts';
import type { Lang } from '../../../domain/advice/index.ts';
import { evaluations, fundingCalls, projectInputs, projects } from '../../db/schema/index.ts';
import type { ResolvedProject } from '../access/index.ts';
import { catalogueToday, searchConditions, statusCondition } from '../funding/index.ts';
import type { AdviceDeps } from './records.ts';

const PROFILE_FIELDS = [
  'grossMargin',
  'unitsGrowth',
  'priceGrowth',
  'churnRate',
  'discountRate',
  'terminalGrowth',
  'exitMultiple',
] as const;

/** The sector profile's values as benchmark ranges: the uncertainty range of a driver when it has one in absolute terms, else the profile's value. */
function benchmarks(code: string) {
  const id = sectorProfileFor(code);
  const profile = SECTOR_PROFILES[id];
  const source = `sector profile ${id} (src/domain/industries/profiles.ts)`;
  return PROFILE_FIELDS.map((key) => {
    const value = profile[key];
    const u = (profile.uncertainty as Record<string, { kind: string; min?: number; max?: number } | undefined>)[key];
    const range =
      u && u.kind === 'abs' && u.min !== undefined && u.max !== undefined ? { min: u.min, max: u.max } : { min: value, max: value };
    return { key, range, source };
  });
}

/** Open calls (open or closing soon) for the project's sector and region in the live catalogue: count and published budgets. */
async function fundingLandscape(deps: AdviceDeps, p: ResolvedProject['row']) {
  const today = catalogueToday(deps.now());
  const query = { sector: p.industry, ...(p.region ? { region: p.region } : {}) } as unknown as CallSearchQuery;
  const where = [...searchConditions(query, today), or(statusCondition('open', today), statusCondition('closing', today))!];
  const [row] = await deps.db
    .select({
      n: sql<number>`count(*)::int`,
      budget: sql<number>`coalesce(sum(${fundingCalls.budget}), 0)::float8`,
      withBudget: sql<number>`count(${fundingCalls.budget})::int`,
    })
    .from(fundingCalls)
    .where(and(...where));
  return { openCalls: row?.n ?? 0, openBudget: row?.budget ?? 0, withBudget: row?.withBudget ?? 0, asOf: today };
}

/**
 * Anonymised peers: the other live projects of the same industry on the platform. Their inputs are
 * given only as quartiles, and only when at least PEER_MINIMUM projects have the value; below that
 * nothing about them is shown, not even per metric.
 */
async function peers(deps: AdviceDeps, p: ResolvedProject['row']) {
  const rows = await deps.db
    .select({ id: projects.id, budget: projects.estimatedBudget, sought: projects.fundingSought, inputs: projectInputs.inputs })
    .from(projects)
    .leftJoin(projectInputs, eq(projectInputs.projectId, projects.id))
    .where(and(eq(projects.industry, p.industry), ne(projects.id, p.id), isNull(projects.archivedAt), eq(projects.isSample, false)));
  const scores = rows.length
    ? await deps.db
        .selectDistinctOn([evaluations.projectId], { projectId: evaluations.projectId, score: evaluations.scoreTotal })
        .from(evaluations)
        .innerJoin(projects, eq(projects.id, evaluations.projectId))
        .where(and(eq(projects.industry, p.industry), ne(projects.id, p.id), isNull(projects.archivedAt), eq(projects.isSample, false)))
        .orderBy(evaluations.projectId, sql`${evaluations.version} desc`)
    : [];
  const [own] = await deps.db
    .selectDistinctOn([evaluations.projectId], { score: evaluations.scoreTotal })
    .from(evaluations)
    .where(eq(evaluations.projectId, p.id))
    .orderBy(evaluations.projectId, sql`${evaluations.version} desc`);
  const [mine] = await deps.db.select({ inputs: projectInputs.inputs }).from(projectInputs).where(eq(projectInputs.projectId, p.id));
  const tam = (x: (typeof rows)[number]['inputs']) => (x?.market as { tamEur?: number | null } | undefined)?.tamEur ?? null;
  const metrics: { key: string; values: number[]; yours: number | null }[] = [
    { key: 'estimatedBudget', values: rows.map((r) => r.budget), yours: p.estimatedBudget },
    { key: 'fundingSought', values: rows.flatMap((r) => (r.sought === null ? [] : [r.sought])), yours: p.fundingSought },
    { key: 'tamEur', values: rows.flatMap((r) => (tam(r.inputs) === null ? [] : [tam(r.inputs)!])), yours: tam(mine?.inputs ?? null) },
    { key: 'scoreTotal', values: scores.map((s) => s.score), yours: own?.score ?? null },
  ];
  const shown = rows.length >= PEER_MINIMUM;
  return {
    count: shown ? rows.length : 0,
    minimum: PEER_MINIMUM,
    shown,
    metrics: shown
      ? metrics.flatMap((m) => {
          const r = peerRange(m.values);
          return r ? [{ key: m.key, ...r, yours: m.yours }] : [];
        })
      : [],
  };
}

/** GET /api/projects/:id/context: industry benchmarks, the region's economy, the funding landscape and peers. */
export async function projectContext(deps: AdviceDeps, p: ResolvedProject, lang: Lang): Promise<ContextView> {
  const row = p.row;
  const industry = findIndustry(row.industry);
  const region = regionEconomy(row.region);
  return {
    projectId: row.id,
    industry: { code: row.industry, name: industry?.labels[lang] ?? row.industry, benchmarks: benchmarks(row.industry) },
    region: region ? { nuts2: region.nuts2, name: region.name, figures: region.figures.map((f) => ({ ...f })) } : null,
    funding: await fundingLandscape(deps, row),
    peers: await peers(deps, row),
  };
}
