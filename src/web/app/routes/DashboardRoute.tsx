import { lazy, Suspense, useState } from 'react';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { DealFlowSummary } from '../../features/deal-flow/DealFlowSummary.tsx';
import { readLocal, STORAGE_KEYS } from '../../lib/storage.ts';

// The tour (and the dialog code under it) is fetched only by a browser that has not seen it.
const OnboardingTour = lazy(() => import('../../features/tour/OnboardingTour.tsx').then((m) => ({ default: m.OnboardingTour })));

/** The dashboard with the onboarding tour on first visit (shared/product/screens.md). */
export function DashboardRoute() {
  const [tourPending] = useState(() => readLocal(STORAGE_KEYS.onboardingSeen) !== 'true');
  return (
    <>
      <DashboardPage investorExtra={<DealFlowSummary />} />
      {tourPending ? (
        <Suspense fallback={null}>
          <OnboardingTour />
        </Suspense>
      ) : null}
    </>
  );
}
