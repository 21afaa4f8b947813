/** Work in progress (issue 5): replaced by the feature's real screen before it lands. */
export function EvaluationWorkspace({ projectId }: { projectId: string }) {
  return <div data-testid="wip" data-project={projectId}>EvaluationWorkspace</div>;
}
