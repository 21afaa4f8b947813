import { desc, isNull } from 'drizzle-orm';
import type { ProjectProgress } from '../../../contract/guide.ts';
import { projectProgress } from '../../../domain/guide/index.ts';
import type { BusinessPlanAssumptions } from '../../../domain/finance/index.ts';
import { projects } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { accessOf, listWithFacts, type ProjectRow } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { complianceAnsweredProgress } from '../compliance/index.ts';
import { draftInputsOf, unappliedFigureCount } from '../evaluations/index.ts';
import { cycleCounts } from './repository.ts';

export interface GuideDeps {
  db: Db;
  now: () => Date;
  defaults: (industry: string, opts: { estimatedBudget: number; horizonYears?: number | null }) => BusinessPlanAssumptions;
}

/** Where one project stands on the cycle (the row is the one the access rule resolved). */
export async function progressOf(deps: GuideDeps, p: ProjectRow): Promise<ProjectProgress> {
  const [c, compliance, draft] = await Promise.all([
    cycleCounts(deps.db, p.id),
    complianceAnsweredProgress(deps.db, p.id),
    draftInputsOf(deps.db, p.id),
  ]);
  const figuresUnapplied = await unappliedFigureCount(deps, p, draft);
  const progress = projectProgress({
    documents: c.documents,
    documentsPending: c.documentsPending,
    figuresProposed: c.figuresProposed,
    figuresUnapplied,
    evaluations: c.evaluations,
    evaluationStale: c.latestEvaluationAt !== null && draft !== null && draft.savedAt.getTime() > c.latestEvaluationAt.getTime(),
    complianceScoped: compliance.scoped,
    complianceAnswered: compliance.answered,
    complianceTotal: compliance.total,
    reportsSealed: c.reportsSealed,
    requestsSent: c.requestsSent,
  });
  return { projectId: p.id, title: p.title, updatedAt: p.updatedAt.toISOString(), ...progress };
}

/** The caller's own active projects (a member of their workspace may edit them), most recently updated first. */
export async function guideOf(deps: GuideDeps, user: SessionUser): Promise<ProjectProgress[]> {
  const now = deps.now();
  const facts = await listWithFacts(deps.db, user.id, now, false, {
    where: [isNull(projects.archivedAt)],
    orderBy: [desc(projects.updatedAt)],
    limit: 12,
  });
  const own = facts.filter((f) => f.membership !== null && accessOf(user, f, now).access.capabilities.editInputs).map((f) => f.project);
  return Promise.all(own.map((p) => progressOf(deps, p)));
}
