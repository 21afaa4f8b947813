import { cn } from '../../lib/cn.ts';

/** The polite live region where a section says what just happened (or what went wrong). */
export function Notice({ text, error, testId }: { text: string; error?: boolean; testId?: string }) {
  return (
    // Empty, it stays in the accessibility tree (a live region must exist before it speaks) but takes no room.
    <p
      role="status"
      aria-live="polite"
      className={cn('text-sm', !text && 'sr-only', error ? 'text-destructive' : 'text-muted-foreground')}
      data-testid={testId}
    >
      {text}
    </p>
  );
}

export const selectClass =
  'h-9 min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50';
