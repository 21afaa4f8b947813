import type { z } from 'zod';
import type { pnrrView } from '../../../contract/compliance.ts';
import { PNRR_DNSH_EX_ANTE, PNRR_DNSH_EX_POST, PNRR_TARGETS, dnshPhase, dnshStatus } from '../../../domain/compliance/index.ts';
import type { ResolvedProject } from '../access/index.ts';
import type { ComplianceDeps, Lang } from './catalogue.ts';
import { type ProjectState, stateOf } from './project-state.ts';

/** PNRR: DNSH checklists and tagging against the plan's targets. */

export function pnrrOf(s: ProjectState, lang: Lang): z.infer<typeof pnrrView> {
  const a = s.assessments.find((x) => x.framework === 'pnrr')!;
  const byId = new Map(s.items.map((i) => [i.id, i]));
  const check = (id: string) => {
    const ans = s.answers.get(id);
    return {
      itemId: id,
      phase: dnshPhase(id)!,
      title: byId.get(id)?.title[lang] ?? id,
      answer: ans?.answer ?? null,
      remedy: ans?.remedy ?? null,
      deadline: ans?.deadline ?? null,
      reason: ans?.reason ?? null,
      evidenceCount: s.evidenceCount.get(id) ?? 0,
    };
  };
  const answers = Object.fromEntries([...PNRR_DNSH_EX_ANTE, ...PNRR_DNSH_EX_POST].map((id) => [id, s.answers.get(id)?.answer ?? null]));
  const pn = s.scope.pnrr;
  const tag = (field: string | null, coefficient: number | null, target: number) => ({
    field,
    coefficient,
    amount: pn.amount,
    contribution: pn.amount !== null && coefficient !== null ? (pn.amount * coefficient) / 100 : null,
    target,
  });
  return {
    applicable: a.applicability.applicable,
    role: pn.role,
    mission: pn.mission,
    component: pn.component,
    measure: pn.measure,
    cup: pn.cup,
    dnshRegime: pn.dnshRegime,
    dnsh: {
      status: dnshStatus(a.applicability.applicable, answers),
      exAnte: PNRR_DNSH_EX_ANTE.map(check),
      exPost: PNRR_DNSH_EX_POST.map(check),
    },
    tagging: {
      climate: tag(pn.climateField, pn.climateCoefficient, PNRR_TARGETS.climate),
      digital: tag(pn.digitalField, pn.digitalCoefficient, PNRR_TARGETS.digital),
    },
    score: a.applicability.applicable ? a.score : null,
    status: a.applicability.applicable ? a.status : null,
  };
}

export async function getPnrr(deps: ComplianceDeps, p: ResolvedProject, lang: Lang) {
  return pnrrOf(await stateOf(deps.db, p.row.id), lang);
}
