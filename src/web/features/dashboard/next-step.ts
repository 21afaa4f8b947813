import type { Project } from '../../../contract/projects.ts';
import { CYCLE_STEPS } from './cycle.ts';

export type CycleKey = (typeof CYCLE_STEPS)[number]['key'];
export type CycleState = 'done' | 'current' | 'todo';

/** The project a step is about (its title names it in the sentence). */
export interface StepProject {
  id: string;
  title: string;
  score: number | null;
}

/**
 * A proponent's one next step, in the order a new founder meets them: create a project, run its
 * first evaluation, then back the declared figures with evidence.
 */
export type NextStep =
  | { kind: 'createProject'; to: '/projects/new'; cycle: 'define' }
  | { kind: 'runEvaluation'; to: string; cycle: 'score'; project: StepProject }
  | { kind: 'addEvidence'; to: string; cycle: 'upload'; project: StepProject };

type ProjectFacts = Pick<Project, 'id' | 'title' | 'latestScore' | 'archivedAt' | 'updatedAt'>;

const newestFirst = (a: ProjectFacts, b: ProjectFacts) => b.updatedAt.localeCompare(a.updatedAt);
const stepProject = (p: ProjectFacts): StepProject => ({ id: p.id, title: p.title, score: p.latestScore?.total ?? null });

/**
 * The one next step from the user's own projects (archived ones left out): no project → create one;
 * projects but no evaluation → evaluate the most recently updated; an evaluation → add evidence to
 * the most recently evaluated project, on its Documents tab (its score rests on declared figures
 * until documents back them: upload, review, accept).
 */
export function nextStep(projects: readonly ProjectFacts[]): NextStep {
  const active = projects.filter((p) => p.archivedAt === null).sort(newestFirst);
  if (active.length === 0) return { kind: 'createProject', to: '/projects/new', cycle: 'define' };
  const evaluated = active.filter((p) => p.latestScore !== null);
  if (evaluated.length === 0) {
    const p = active[0]!;
    return { kind: 'runEvaluation', to: `/projects/${p.id}?tab=evaluation`, cycle: 'score', project: stepProject(p) };
  }
  const latest = [...evaluated].sort((a, b) => b.latestScore!.createdAt.localeCompare(a.latestScore!.createdAt))[0]!;
  return { kind: 'addEvidence', to: `/projects/${latest.id}?tab=documents`, cycle: 'upload', project: stepProject(latest) };
}

/**
 * Where the user stands on the 7-step cycle: the next step's cycle step is `current`; `done` only
 * for what the projects prove (a project exists → define; an evaluation exists → score); every
 * other step is `todo` (nothing is claimed done that the data do not show).
 */
export function cycleStates(projects: readonly ProjectFacts[]): Record<CycleKey, CycleState> {
  const step = nextStep(projects);
  const active = projects.filter((p) => p.archivedAt === null);
  const done: Partial<Record<CycleKey, boolean>> = {
    define: active.length > 0,
    score: active.some((p) => p.latestScore !== null),
  };
  return Object.fromEntries(CYCLE_STEPS.map((s) => [s.key, s.key === step.cycle ? 'current' : done[s.key] ? 'done' : 'todo'])) as Record<
    CycleKey,
    CycleState
  >;
}
