import { lazy, Suspense } from 'react';
import { useToasts } from '../../lib/toast.ts';

const Toaster = lazy(() => import('./Toaster.tsx').then((m) => ({ default: m.Toaster })));

/** The toast machinery is fetched with the first toast, so pages that show none never download it. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
