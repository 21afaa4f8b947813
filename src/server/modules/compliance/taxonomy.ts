import type { z } from 'zod';
import type { taxonomyActivityBody, taxonomyView } from '../../../contract/compliance.ts';
import { activityAlignment, taxonomyKpis, type ActivityAssessment } from '../../../domain/compliance/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { SessionUser } from '../auth/index.ts';
import * as repo from './repository.ts';
import type { ComplianceDeps } from './catalogue.ts';
import { type ProjectState, stateOf } from './project-state.ts';

/** The EU Taxonomy: activities, their alignment and the KPIs. */

type StoredAssessment = Partial<Omit<ActivityAssessment, 'activityId' | 'nace' | 'objective'>>;

function activityViews(s: ProjectState): ActivityAssessment[] {
  const stored = (s.scopeRow?.taxonomy ?? {}) as Record<string, StoredAssessment>;
  return s.scope.taxonomyActivities.map((a) => {
    const x = stored[a.activityId] ?? {};
    return {
      activityId: a.activityId,
      nace: a.nace,
      objective: a.objective,
      eligible: x.eligible ?? 'unknown',
      substantialContribution: x.substantialContribution ?? 'unknown',
      dnsh: x.dnsh ?? {},
      minimumSafeguards: x.minimumSafeguards ?? 'unknown',
      turnover: x.turnover ?? 0,
      capex: x.capex ?? 0,
      opex: x.opex ?? 0,
    };
  });
}

function taxonomyOf(s: ProjectState): z.infer<typeof taxonomyView> {
  const acts = activityViews(s);
  const k = taxonomyKpis(acts, s.scope.taxonomyTotals);
  const a = s.assessments.find((x) => x.framework === 'eu-taxonomy')!;
  return {
    applicable: a.applicability.applicable,
    activities: acts.map((x) => {
      const r = activityAlignment(x);
      return { ...x, dnsh: { ...x.dnsh }, aligned: r.aligned, gaps: r.gaps };
    }),
    totals: { ...s.scope.taxonomyTotals },
    kpis: { turnover: { ...k.turnover }, capex: { ...k.capex }, opex: { ...k.opex } },
    readiness: { score: a.applicability.applicable ? a.score : null, status: a.applicability.applicable ? a.status : null },
  };
}

export async function getTaxonomy(deps: ComplianceDeps, p: ResolvedProject) {
  return taxonomyOf(await stateOf(deps.db, p.row.id));
}

/** PUT …/taxonomy/activities/:activityId: records the activity's conditions and amounts; a new activity is claimed (needs nace and objective). */
export async function putTaxonomyActivity(
  deps: ComplianceDeps,
  user: SessionUser,
  p: ResolvedProject,
  activityId: string,
  body: z.infer<typeof taxonomyActivityBody>,
) {
  const s = await stateOf(deps.db, p.row.id);
  let activities = [...s.scope.taxonomyActivities];
  const existing = activities.find((a) => a.activityId === activityId);
  if (!existing) {
    if (!body.nace || !body.objective) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            path: body.nace ? 'objective' : 'nace',
            message: 'a newly claimed activity needs its NACE code and objective',
            code: 'invalid_value',
          },
        ],
      });
    }
    activities.push({ activityId, nace: body.nace, objective: body.objective });
  } else if (body.nace || body.objective) {
    activities = activities.map((a) =>
      a.activityId === activityId ? { ...a, nace: body.nace ?? a.nace, objective: body.objective ?? a.objective } : a,
    );
  }
  const stored = { ...((s.scopeRow?.taxonomy ?? {}) as Record<string, StoredAssessment>) };
  const before = stored[activityId] ?? {};
  const { nace: _n, objective: _o, ...rest } = body;
  void _n;
  void _o;
  stored[activityId] = { ...before, ...rest, dnsh: { ...(before.dnsh ?? {}), ...(rest.dnsh ?? {}) } };
  await repo.saveScope(
    deps.db,
    p.row.id,
    { ...s.scope, taxonomyActivities: activities } as unknown as Record<string, unknown>,
    stored,
    user.id,
    deps.now(),
  );
  const view = taxonomyOf(await stateOf(deps.db, p.row.id));
  return view.activities.find((a) => a.activityId === activityId)!;
}
