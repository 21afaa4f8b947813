/** Work in progress (issue 5): replaced by the feature's real screen before it lands. */
export function ScorePanel({ projectId, evaluateHref }: { projectId: string; evaluateHref?: string }) {
  return (
    <div data-testid="wip" data-project={projectId} data-href={evaluateHref}>
      ScorePanel
    </div>
  );
}
