import { addDays } from './dates.ts';
import { templateFor } from './templates.ts';

export { INDUSTRY_TEMPLATES, templateFor, type IndustryTemplate } from './templates.ts';

type Origin = { kind: 'plan' | 'obligation' | 'compliance_gap' | 'template' | 'manual'; ref?: string };
export interface DraftItem {
  id: string;
  kind: 'milestone' | 'task';
  title: string;
  start: string;
  end: string;
  dependsOn: { id: string; lagDays: number }[];
  budgetCents: number | null;
  actualCents: null;
  status: 'not_started';
  evidence: [];
  evidenceRequired?: boolean;
  origin: Origin;
}
export interface DraftPhase {
  id: string;
  title: string;
  items: DraftItem[];
}

export interface DraftInput {
  /** The first day of the roadmap (the server's today, or the request's funding date). */
  startOn: string;
  industry: string | null;
  /** From the latest evaluation, when there is one. */
  plan: { horizonYears: number; initialInvestmentEur: number | null } | null;
  obligations: { id: string; kind: string; title: string; dueOn: string; indicator: string | null; targetValue: number | null }[];
  complianceTasks: { id: string; title: string; dueOn: string | null }[];
}

/**
 * The wizard's proposal: the template's phases in sequence (each finish-to-start after the previous), the
 * plan's CapEx as a budgeted milestone ending with the implementation, one review milestone per plan year
 * (at most 10), the funder's obligations as milestones on their due dates (evidence required), and the
 * compliance gaps' tasks in the first phase. Every item names its origin; nothing is invented.
 */
export function draftRoadmap(input: DraftInput): { phases: DraftPhase[]; templateId: string; templateSource: string } {
  const template = templateFor(input.industry);
  const phases: DraftPhase[] = [];
  let cursor = input.startOn;
  let previous: string | null = null;
  template.phases.forEach((p, n) => {
    const id = `tpl-${n + 1}`;
    const end = addDays(cursor, p.days - 1);
    phases.push({
      id: `phase-${n + 1}`,
      title: p.title,
      items: [
        {
          id,
          kind: 'task',
          title: p.title,
          start: cursor,
          end,
          dependsOn: previous ? [{ id: previous, lagDays: 0 }] : [],
          budgetCents: null,
          actualCents: null,
          status: 'not_started',
          evidence: [],
          origin: { kind: 'template', ref: `${template.id}: ${p.days} days` },
        },
      ],
    });
    previous = id;
    cursor = addDays(end, 1);
  });
  const implementationEnd = addDays(cursor, -1);
  const first = phases[0]!;
  for (const task of input.complianceTasks) {
    const end = task.dueOn && task.dueOn >= input.startOn ? task.dueOn : first.items[0]!.end;
    first.items.push({
      id: `gap-${task.id}`.slice(0, 64),
      kind: 'task',
      title: task.title,
      start: input.startOn,
      end,
      dependsOn: [],
      budgetCents: null,
      actualCents: null,
      status: 'not_started',
      evidence: [],
      origin: { kind: 'compliance_gap', ref: task.id },
    });
  }
  const planItems: DraftItem[] = [];
  if (input.plan?.initialInvestmentEur && input.plan.initialInvestmentEur > 0) {
    planItems.push({
      id: 'plan-capex',
      kind: 'milestone',
      title: 'Initial investment (CapEx) in place',
      start: implementationEnd,
      end: implementationEnd,
      dependsOn: [],
      budgetCents: Math.round(input.plan.initialInvestmentEur * 100),
      actualCents: null,
      status: 'not_started',
      evidence: [],
      origin: { kind: 'plan', ref: 'initialInvestment' },
    });
  }
  const years = Math.min(10, input.plan?.horizonYears ?? 0);
  for (let y = 1; y <= years; y++) {
    const end = addDays(input.startOn, 365 * y - 1);
    planItems.push({
      id: `plan-year-${y}`,
      kind: 'milestone',
      title: `Plan year ${y} review`,
      start: end,
      end,
      dependsOn: [],
      budgetCents: null,
      actualCents: null,
      status: 'not_started',
      evidence: [],
      origin: { kind: 'plan', ref: `year ${y}` },
    });
  }
  if (planItems.length > 0) phases.push({ id: 'phase-plan', title: 'Business plan', items: planItems });
  if (input.obligations.length > 0) {
    phases.push({
      id: 'phase-obligations',
      title: 'Funder obligations',
      items: input.obligations.map((o) => ({
        id: `obl-${o.id}`.slice(0, 64),
        kind: 'milestone' as const,
        title: o.indicator && o.targetValue !== null ? `${o.title} (${o.indicator}: ${o.targetValue})` : o.title,
        start: o.dueOn,
        end: o.dueOn,
        dependsOn: [],
        budgetCents: null,
        actualCents: null,
        status: 'not_started' as const,
        evidence: [] as [],
        evidenceRequired: true,
        origin: { kind: 'obligation' as const, ref: o.id },
      })),
    });
  }
  return { phases, templateId: template.id, templateSource: template.source };
}
