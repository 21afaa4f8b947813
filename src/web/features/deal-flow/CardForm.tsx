import { useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';

export const areaClass =
  'min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** A refused write, translated, announced. */
export function Failure({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('dealFlow');
  return error ? (
    <p role="alert" className={cn('text-sm text-destructive', className)}>
      {errorMessage(t, error)}
    </p>
  ) : null;
}

/** A labelled control: the label above, the control (whose id is `id`) below. */
export function Field({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(areaClass, className)} {...props} />;
}

/**
 * One form of the due diligence: its fields, a row with `inline` controls and the submit button, and
 * the refusal. The button is only `pending` while the write runs (it keeps the focus; a second submit
 * is ignored). `submit` returns the write's promise, or nothing when
 * there is nothing to send; once it succeeds the focus goes back to the first field, ready for the next
 * entry (unless `refocus` is false, when the form goes away and the caller places the focus).
 */
export function CardForm({
  action,
  submit,
  label,
  primary,
  inline,
  refocus = true,
  columns = 1,
  children,
}: {
  action: { isPending: boolean; error: unknown };
  submit: () => Promise<unknown> | undefined;
  label: string;
  primary?: boolean;
  inline?: ReactNode;
  refocus?: boolean;
  /** Two columns from `sm` up: the fields pair up, the button row and the refusal span both. */
  columns?: 1 | 2;
  children?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (action.isPending) return;
    submit()?.then(
      () => {
        if (refocus) form.current?.querySelector<HTMLElement>('input:not([type=checkbox]), textarea, select')?.focus();
      },
      () => undefined, // the refusal is shown from `action.error`
    );
  };
  return (
    <form ref={form} className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')} onSubmit={onSubmit}>
      {children}
      <div className={cn('flex flex-wrap items-end gap-2', columns === 2 && 'sm:col-span-2')}>
        {inline}
        <Button type="submit" variant={primary ? 'default' : 'outline'} pending={action.isPending}>
          {label}
        </Button>
      </div>
      <Failure error={action.error} className={cn(columns === 2 && 'sm:col-span-2')} />
    </form>
  );
}
