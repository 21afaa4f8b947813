import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';

/** A section's outcome line, announced when it appears (alert for errors, status otherwise). */
export function Notice({ kind = 'error', children, testId }: { kind?: 'error' | 'success'; children: string; testId?: string }) {
  const Icon = kind === 'error' ? AlertCircleIcon : CheckCircle2Icon;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex gap-2 rounded-md border p-3 text-sm ${kind === 'error' ? 'border-destructive/50 text-destructive' : 'border-success/50 text-success'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
