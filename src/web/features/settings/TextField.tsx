import type { ComponentProps } from 'react';
import { FormField, fieldDescription } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';

/** A labelled input with its hint and error, wired for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...props
}: ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string | null }) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={fieldDescription(id, { hint, error })} {...props} />
    </FormField>
  );
}
