import { useTranslation } from 'react-i18next';
import { SummaryPage } from '../../features/portfolio/SummaryPage.tsx';
import { PortfolioReports } from '../../features/reports/PortfolioReports.tsx';

/** /portfolio/:id/summary with the reports feature's sealed PDF reports in its slot (features do not import each other). */
export function PortfolioSummaryRoute() {
  // Both namespaces before the first render, so the slot does not suspend the page.
  useTranslation(['portfolio', 'reports', 'realization']);
  return <SummaryPage reports={(id) => <PortfolioReports portfolioId={id} />} />;
}
