import { lazy, Suspense, useEffect, useState } from 'react';
import { SW_UPDATE_EVENT } from './service-worker.ts';

const ServiceWorkerPrompt = lazy(() => import('./ServiceWorkerPrompt.tsx').then((m) => ({ default: m.ServiceWorkerPrompt })));

/** Fetches the update dialog only when a new version is actually waiting. */
export function LazyServiceWorkerPrompt() {
  const [pending, setPending] = useState(false);
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
