import type { z } from 'zod';
import type { complianceOverview, paDashboard } from '../../../contract/compliance.ts';
import { FRAMEWORKS, PNRR_TARGETS, taggingShare } from '../../../domain/compliance/index.ts';
import { type ComplianceDeps, type Lang, catalogue } from './catalogue.ts';
import { pnrrOf } from './pnrr.ts';
import { stateOf, frameworkView } from './project-state.ts';

/** The hub across the caller's projects, and the PA dashboard. */

/** The hub across projects: each visible project × framework, and per framework totals. */
export async function overview(
  deps: ComplianceDeps,
  projects: readonly { id: string; title: string }[],
  lang: Lang,
): Promise<z.infer<typeof complianceOverview>> {
  const items = await catalogue(deps.db);
  const rows: z.infer<typeof complianceOverview>['projects'] = [];
  for (const p of projects) {
    const s = await stateOf(deps.db, p.id, items);
    const frameworks = s.assessments.map((a) => {
      const v = frameworkView(a);
      return {
        id: v.id,
        applicable: v.applicable,
        score: v.score,
        status: v.status,
        answered: v.answered,
        total: v.total,
        gapCount: v.applicable ? v.gaps.length : 0,
      };
    });
    const app = frameworks.filter((f) => f.applicable);
    const nextStep = !s.scopeRow
      ? 'scope'
      : app.some((f) => f.answered < f.total)
        ? 'answer'
        : app.some((f) => f.gapCount > 0)
          ? 'close-gaps'
          : 'done';
    rows.push({
      projectId: p.id,
      title: p.title,
      scoped: !!s.scopeRow,
      frameworks,
      nextStep: nextStep as 'scope' | 'answer' | 'close-gaps' | 'done',
    });
  }
  return {
    projects: rows,
    frameworks: FRAMEWORKS.map((f) => {
      const cells = rows.map((r) => r.frameworks.find((x) => x.id === f.id)!).filter((c) => c.applicable);
      const scored = cells.filter((c) => c.score !== null);
      return {
        id: f.id,
        name: f.name[lang],
        applicableProjects: cells.length,
        compliant: cells.filter((c) => c.status === 'compliant').length,
        partial: cells.filter((c) => c.status === 'partial').length,
        nonCompliant: cells.filter((c) => c.status === 'non-compliant').length,
        averageScore: scored.length > 0 ? Math.round((10 * scored.reduce((a, c) => a + c.score!, 0)) / scored.length) / 10 : null,
      };
    }),
  };
}

/** /pa-dashboard: the visible projects with PNRR money, and their tagging against the plan's targets. */
export async function paDashboardOf(
  deps: ComplianceDeps,
  projects: readonly { id: string; title: string }[],
  lang: Lang,
): Promise<z.infer<typeof paDashboard>> {
  const items = await catalogue(deps.db);
  const out: z.infer<typeof paDashboard>['projects'] = [];
  for (const p of projects) {
    const s = await stateOf(deps.db, p.id, items);
    if (s.scope.pnrr.role === 'none') continue;
    const v = pnrrOf(s, lang);
    const pn = s.scope.pnrr;
    out.push({
      projectId: p.id,
      title: p.title,
      role: pn.role,
      mission: pn.mission,
      component: pn.component,
      measure: pn.measure,
      cup: pn.cup,
      amount: pn.amount,
      dnshStatus: v.dnsh.status,
      climate: { field: pn.climateField, coefficient: pn.climateCoefficient },
      digital: { field: pn.digitalField, coefficient: pn.digitalCoefficient },
      score: v.score,
      status: v.status,
    });
  }
  return {
    projects: out,
    tagging: {
      climate: taggingShare(
        out.map((o) => ({ amount: o.amount, coefficient: o.climate.coefficient })),
        PNRR_TARGETS.climate,
      ),
      digital: taggingShare(
        out.map((o) => ({ amount: o.amount, coefficient: o.digital.coefficient })),
        PNRR_TARGETS.digital,
      ),
    },
  };
}
