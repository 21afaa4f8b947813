import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

/**
 * The ids that describe a field's control: `extra` first (e.g. a live "selected" line), then the hint
 * and the error when shown. Pass it as the control's aria-describedby.
 */
export function fieldDescription(
  id: string,
  { hint, error, extra = [] }: { hint?: unknown; error?: unknown; extra?: readonly string[] },
): string | undefined {
  return [...extra, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A form field's frame: the label bound to control `id`, the control (children), then the hint and
 * the error with the ids fieldDescription names. The error carries `data-testid` `errorTestId`
 * (by default "<id>-error").
 */
export function FormField({
  id,
  label,
  hint,
  error,
  errorTestId = `${id}-error`,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string | null;
  error?: string | null;
  errorTestId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
