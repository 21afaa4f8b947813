import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * React.lazy remembers a failed import forever. A page loaded through lazyPage() keeps its failure
 * (so the error reaches the error boundary instead of being retried in a loop) until
 * allowLazyRetry() is called — by the error boundary when it resets — and then imports again.
 */
let retryEpoch = 0;

export function allowLazyRetry(): void {
  retryEpoch += 1;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failedAt: number | null = null;
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = retryEpoch;
          throw error;
        },
      ),
    );
  let current = create();
  function LazyPage(props: P) {
    if (failedAt !== null && failedAt !== retryEpoch) {
      failedAt = null;
      current = create();
    }
    const Current = current;
    return <Current {...props} />;
  }
  return LazyPage;
}
