import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A decorative spinning ring; the caller supplies the accessible text. */
export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="spinner"
      aria-hidden="true"
      className={cn('inline-block size-8 animate-spin rounded-full border-4 border-muted border-t-primary', className)}
      {...props}
    />
  );
}
