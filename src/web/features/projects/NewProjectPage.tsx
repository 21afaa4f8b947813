/** Work in progress (issue 5): replaced by the feature's real screen before it lands. */
export function NewProjectPage() {
  return <div data-testid="wip">NewProjectPage</div>;
}
