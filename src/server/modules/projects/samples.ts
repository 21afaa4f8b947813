import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { sampleProjectList, type SampleProject } from '../../../contract/projects.ts';
import { projects } from '../../db/schema/index.ts';
import { errors } from '../../lib/responses.ts';
import { enforceRateLimit } from '../rate-limit/index.ts';
import { latestScores } from './repository.ts';
import { lifecycleOf, type ProjectDeps } from './service.ts';

/** Anyone may read the samples, at most 60 times a minute from one address (the public pages' budget). */
const SAMPLES_RATE = { limit: 60, windowSeconds: 60 } as const;

/**
 * The platform's sample projects (made-up figures, `is_sample`), for /case-studies to show as samples
 * beside the projects their owners published (issue 27): what the platform reads of a project, never
 * presented as a customer's. Empty on an installation without the demo data.
 */
export async function sampleProjects(deps: Pick<ProjectDeps, 'db' | 'startingPlan'>): Promise<SampleProject[]> {
  const rows = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.isSample, true), isNull(projects.archivedAt)))
    .orderBy(asc(projects.title))
    .limit(20);
  const latest = await latestScores(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const l = latest.get(r.id) ?? null;
    return {
      title: r.title,
      description: r.description,
      industry: r.industry,
      country: r.country,
      region: r.region,
      currency: r.currency,
      estimatedBudget: r.estimatedBudget,
      fundingSought: r.fundingSought,
      score: l ? { total: l.total, tier: l.tier } : null,
      stage: lifecycleOf(r, l, deps.startingPlan).stage,
    };
  });
}

export function registerSampleRoute(app: FastifyInstance, deps: ProjectDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/sample-projects',
    config: { policy: 'public' },
    schema: { tags: ['projects'], response: { 200: sampleProjectList, ...errors(429) } },
    handler: async (request) => {
      await enforceRateLimit(deps.db, `samples:${request.ip}`, SAMPLES_RATE.limit, SAMPLES_RATE.windowSeconds, deps.now());
      return sampleProjects(deps);
    },
  });
}
