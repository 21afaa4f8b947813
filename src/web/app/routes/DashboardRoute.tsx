import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { OnboardingTour } from '../../features/tour/OnboardingTour.tsx';

/** The dashboard with the onboarding tour on first visit (shared/product/screens.md). */
export function DashboardRoute() {
  return (
    <>
      <DashboardPage />
      <OnboardingTour />
    </>
  );
}
