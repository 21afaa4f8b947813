import type { ReactNode } from 'react';

export interface ProjectPageProps {
  /** The evaluation workspace for this project, composed by the route (features do not import each other). */
  evaluationTab: (projectId: string) => ReactNode;
  /** The CR score panel for this project, composed by the route. */
  scoreTab: (projectId: string) => ReactNode;
}

/** Work in progress (issue 5): replaced by the feature's real screen before it lands. */
export function ProjectPage({ evaluationTab, scoreTab }: ProjectPageProps) {
  return (
    <div data-testid="wip">
      ProjectPage{evaluationTab('x')}
      {scoreTab('x')}
    </div>
  );
}
