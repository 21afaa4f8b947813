import { lazy, Suspense, useEffect, useState } from 'react';
import { SW_UPDATE_EVENT, updateWaiting } from './service-worker.ts';

const ServiceWorkerPrompt = lazy(() => import('./ServiceWorkerPrompt.tsx').then((m) => ({ default: m.ServiceWorkerPrompt })));

/** Fetches the update dialog only when a new version is actually waiting. */
export function LazyServiceWorkerPrompt() {
  // A version found before this mounted (registration runs at load, the first render may come later)
  // has already been announced: start from what the module knows, then listen for later ones.
  const [pending, setPending] = useState(updateWaiting);
  useEffect(() => {
    const show = () => setPending(true);
    window.addEventListener(SW_UPDATE_EVENT, show);
    return () => window.removeEventListener(SW_UPDATE_EVENT, show);
  }, []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerPrompt />
    </Suspense>
  );
}
