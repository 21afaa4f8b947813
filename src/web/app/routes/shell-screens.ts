/**
 * Shell routes whose screens arrive in later issues, each with the key of its honest placeholder
 * text (locales/<lng>/placeholders.json, from shared/product/screens.md).
 */
export const PLACEHOLDER_SCREENS: readonly (readonly [path: string, screen: string])[] = [
  ['/portfolio', 'portfolio'],
  ['/portfolio/upload', 'portfolioUpload'],
  ['/portfolio/:id/summary', 'portfolioSummary'],
  ['/deal-flow', 'dealFlow'],
  ['/documents', 'documents'],
  ['/consultants', 'consultants'],
  ['/ai-consulting', 'aiConsulting'],
  ['/ai-consulting/session/:id', 'aiSession'],
  ['/pa-dashboard', 'paDashboard'],
  ['/contextual-analysis', 'contextualAnalysis'],
  ['/funding-wizard/:projectId', 'fundingWizard'],
  ['/funding-requests', 'fundingRequests'],
  ['/funding', 'funding'],
  ['/roadmap-wizard', 'roadmapWizard'],
  ['/project/:projectId/roadmap', 'roadmap'],
  ['/announcement/:announcementId', 'announcement'],
  ['/compliance', 'compliance'],
  ['/kpi-dashboard', 'kpiDashboard'],
  ['/developer-portal', 'developerPortal'],
  ['/developer', 'developerPortal'],
  ['/data-quality', 'dataQuality'],
  ['/api-docs', 'apiDocs'],
  ['/onboarding', 'onboarding'],
  ['/beta-onboarding', 'betaOnboarding'],
  ['/checkout', 'checkout'],
  ['/quick-checkout', 'checkout'],
  ['/billing', 'billing'],
  ['/billing/success', 'billingSuccess'],
  ['/billing/cancel', 'billingCancel'],
  ['/project-realization', 'projectRealization'],
  ['/feedback-demo', 'feedback'],
];

/** Restricted routes and their placeholder keys; allowed roles come from src/domain/navigation. */
export const RESTRICTED_SCREENS: readonly (readonly [path: string, screen: string])[] = [
  ['/admin', 'admin'],
  ['/professionisti', 'professionisti'],
  ['/mission-control', 'missionControl'],
  ['/compliance-dashboard', 'complianceDashboard'],
  ['/auto-heal', 'autoHeal'],
  ['/r4-readiness', 'r4Readiness'],
  ['/shadow-mode', 'shadowMode'],
  ['/monitoring-layer', 'monitoringLayer'],
  ['/provider-health', 'providerHealth'],
  ['/pta-dashboard', 'ptaDashboard'],
  ['/economy-tier', 'economyTier'],
];
