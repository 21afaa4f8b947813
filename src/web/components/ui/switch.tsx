import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * An on/off switch (role="switch"). Hand-written rather than Radix: the cookie banner shows it to
 * every first-time visitor, and this keeps it out of their download.
 */
export function Switch({
  className,
  checked,
  onCheckedChange,
  disabled,
  ...props
}: Omit<ComponentProps<'button'>, 'onChange'> & { checked: boolean; onCheckedChange?: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      disabled={disabled}
      onClick={() => onCheckedChange?.(!checked)}
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary',
        className,
      )}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block size-4 rounded-full bg-background shadow ring-0 transition-transform',
          checked ? 'translate-x-4' : 'translate-x-0',
        )}
      />
    </button>
  );
}
