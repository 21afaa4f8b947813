import type { ProjectProgress } from '../../../contract/guide.ts';
import type { GuideAction } from '../../../domain/guide/index.ts';
import { CYCLE_STEPS } from './cycle.ts';

export type CycleKey = (typeof CYCLE_STEPS)[number]['key'];
export type CycleState = 'done' | 'current' | 'todo';

/** The project a step is about (its title names it in the sentence). */
export interface StepProject {
  id: string;
  title: string;
}

/**
 * A proponent's one next step: create a project, or the exact action the server's cycle guide names for the
 * project to move on (GET /api/guide, computed from its records: issue 27).
 */
export type NextStep =
  | { kind: 'createProject'; to: '/projects/new'; cycle: 'define' }
  | { kind: 'action'; action: GuideAction; count: number | null; to: string; cycle: CycleKey; project: StepProject };

/** Where each action is done, on the project's own page (its tab) or the wizard that does it. */
export function actionUrl(action: GuideAction, projectId: string): string {
  const tab = (name: string) => `/projects/${projectId}?tab=${name}`;
  switch (action) {
    case 'upload_documents':
    case 'wait_analysis':
    case 'review_figures':
    case 'apply_figures':
      return tab('documents');
    case 'run_evaluation':
    case 'rerun_evaluation':
      return tab('evaluation');
    case 'scope_compliance':
    case 'answer_compliance':
      return tab('compliance');
    case 'seal_report':
      return tab('reports');
    case 'send_request':
      return `/funding-wizard/${projectId}`;
    case 'complete':
      return `/projects/${projectId}`;
  }
}

/**
 * The project the guide is about: the most recently updated one with something left to do (the server lists the
 * caller's active projects newest first); when every one has done all seven steps, the newest.
 */
export function guideProject(guide: readonly ProjectProgress[]): ProjectProgress | null {
  return guide.find((p) => p.current !== null) ?? guide[0] ?? null;
}

/** The one next step: with no project of one's own, create one; otherwise the guide's action for its project. */
export function nextStep(guide: readonly ProjectProgress[]): NextStep {
  const p = guideProject(guide);
  if (!p) return { kind: 'createProject', to: '/projects/new', cycle: 'define' };
  return {
    kind: 'action',
    action: p.next.action,
    count: p.next.count,
    to: actionUrl(p.next.action, p.projectId),
    cycle: p.next.step ?? 'funding',
    project: { id: p.projectId, title: p.title },
  };
}

/**
 * "You are here" on the 7-step cycle, for the guide's project: its current step is `current`, the steps its records
 * show done are `done`, the rest `todo` (nothing is claimed done that the data do not show). No project: define is current.
 */
export function cycleStates(guide: readonly ProjectProgress[]): Record<CycleKey, CycleState> {
  const p = guideProject(guide);
  return Object.fromEntries(
    CYCLE_STEPS.map((s) => {
      if (!p) return [s.key, s.key === 'define' ? 'current' : 'todo'];
      return [s.key, p.current === s.key ? 'current' : p.steps[s.key] === 'done' ? 'done' : 'todo'];
    }),
  ) as Record<CycleKey, CycleState>;
}

/** The cycle's links for the guide's project: each step leads to where it is done on that project. */
export function cycleLinks(guide: readonly ProjectProgress[]): Partial<Record<CycleKey, string>> | undefined {
  const p = guideProject(guide);
  if (!p) return undefined;
  const id = p.projectId;
  return {
    define: `/projects/${id}`,
    upload: actionUrl('upload_documents', id),
    analysis: actionUrl('review_figures', id),
    score: actionUrl('run_evaluation', id),
    compliance: actionUrl('answer_compliance', id),
    report: actionUrl('seal_report', id),
    funding: actionUrl('send_request', id),
  };
}
