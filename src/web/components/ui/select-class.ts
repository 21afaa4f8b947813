/** A native select styled like the inputs (keyboard and screen readers get the browser's own control). */
export const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';
