/** Work in progress (issue 5): replaced by the feature's real screen before it lands. */
export function MetricsPage() {
  return <div data-testid="wip">MetricsPage</div>;
}
