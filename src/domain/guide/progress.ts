/**
 * Where a project stands on the seven steps of the cycle (seed section 4), from what was actually done on it
 * (issue 27): documents uploaded and analysed, figures reviewed and applied, an evaluation of the current inputs,
 * compliance answered, a report sealed, a request sent. Nothing counts as done that the records do not show.
 */
export const GUIDE_STEPS = ['define', 'upload', 'analysis', 'score', 'compliance', 'report', 'funding'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** The counts the rule reads, each from the project's own rows. */
export interface ProgressFacts {
  /** Documents not deleted. */
  documents: number;
  /** Of those, still queued or being analysed. */
  documentsPending: number;
  /** Figures the analysis proposed that nobody has accepted or rejected yet. */
  figuresProposed: number;
  /** Accepted figures whose value is not (yet) in the draft inputs: applying them would change a field. */
  figuresUnapplied: number;
  evaluations: number;
  /** The draft inputs were saved after the latest evaluation (its score is not of the current inputs). */
  evaluationStale: boolean;
  /** Whether the compliance scope was set (which frameworks apply). */
  complianceScoped: boolean;
  complianceAnswered: number;
  complianceTotal: number;
  reportsSealed: number;
  /** Funding requests past the draft (sent to an investor or recorded for a call). */
  requestsSent: number;
}

export const GUIDE_ACTIONS = [
  'upload_documents',
  'wait_analysis',
  'review_figures',
  'apply_figures',
  'run_evaluation',
  'rerun_evaluation',
  'scope_compliance',
  'answer_compliance',
  'seal_report',
  'send_request',
  'complete',
] as const;
export type GuideAction = (typeof GUIDE_ACTIONS)[number];

export interface ProjectProgress {
  steps: Record<GuideStep, 'done' | 'todo'>;
  /** The first step not done, in the cycle's order; null when all seven are. */
  current: GuideStep | null;
  /** The exact action that moves the project on, and how many things it concerns (figures, questions, documents). */
  next: { step: GuideStep | null; action: GuideAction; count: number | null };
}

export function stepsDone(f: ProgressFacts): Record<GuideStep, boolean> {
  return {
    define: true,
    upload: f.documents > 0,
    analysis: f.documents > 0 && f.documentsPending === 0 && f.figuresProposed === 0 && f.figuresUnapplied === 0,
    score: f.evaluations > 0 && !f.evaluationStale,
    compliance: f.complianceScoped && f.complianceTotal > 0 && f.complianceAnswered >= f.complianceTotal,
    report: f.reportsSealed > 0,
    funding: f.requestsSent > 0,
  };
}

function actionFor(step: GuideStep, f: ProgressFacts): ProjectProgress['next'] {
  const next = (action: GuideAction, count: number | null = null) => ({ step, action, count });
  switch (step) {
    case 'define':
    case 'upload':
      return next('upload_documents');
    case 'analysis':
      if (f.documentsPending > 0) return next('wait_analysis', f.documentsPending);
      if (f.figuresProposed > 0) return next('review_figures', f.figuresProposed);
      return next('apply_figures', f.figuresUnapplied);
    case 'score':
      return f.evaluations === 0 ? next('run_evaluation') : next('rerun_evaluation');
    case 'compliance':
      return f.complianceScoped && f.complianceTotal > 0
        ? next('answer_compliance', Math.max(0, f.complianceTotal - f.complianceAnswered))
        : next('scope_compliance');
    case 'report':
      return next('seal_report');
    case 'funding':
      return next('send_request');
  }
}

/** The steps done and the one next action: the first step not done, in the cycle's order. */
export function projectProgress(f: ProgressFacts): ProjectProgress {
  const done = stepsDone(f);
  const steps = Object.fromEntries(GUIDE_STEPS.map((s) => [s, done[s] ? 'done' : 'todo'])) as ProjectProgress['steps'];
  const current = GUIDE_STEPS.find((s) => !done[s]) ?? null;
  return { steps, current, next: current ? actionFor(current, f) : { step: null, action: 'complete', count: null } };
}
