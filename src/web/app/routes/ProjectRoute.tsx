import { EvaluationWorkspace } from '../../features/evaluation/EvaluationWorkspace.tsx';
import { ScorePanel } from '../../features/evaluation/ScorePanel.tsx';
import { ProjectPage } from '../../features/projects/ProjectPage.tsx';

/**
 * /projects/:id — the project page with the evaluation workspace and the CR score in its tabs.
 * Features do not import each other (docs/architecture.md); this route composes them.
 */
export function ProjectRoute() {
  return (
    <ProjectPage
      evaluationTab={(projectId, active) => <EvaluationWorkspace projectId={projectId} visible={active} />}
      scoreTab={(projectId) => <ScorePanel projectId={projectId} evaluateHref={`/projects/${projectId}?tab=evaluation`} />}
    />
  );
}
