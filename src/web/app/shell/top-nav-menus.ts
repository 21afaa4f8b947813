/**
 * The top navigation's menus (seed section 2). Labels are keys of common.json `topNav`; the
 * Italian file holds the seed's Italian labels, the English one their translation.
 */
export type TopNavMenu = { key: string; signedInOnly?: boolean; items: readonly (readonly [path: string, key: string])[] };

export const TOP_NAV_MENUS: readonly TopNavMenu[] = [
  {
    key: 'projectServices',
    items: [
      ['/projects/evaluation', 'evaluateProject'],
      ['/projects/evaluation?tab=analysis', 'advancedAnalysis'],
      ['/projects/evaluation?tab=feasibility', 'feasibilityStudy'],
      ['/projects/evaluation?tab=valuation', 'advancedValuation'],
      ['/portfolio', 'portfolioManagement'],
      ['/funding', 'fundingSearch'],
      ['/project-realization', 'projectRealization'],
      ['/projects', 'myProjects'],
    ],
  },
  {
    key: 'compliance',
    items: [
      ['/compliance', 'complianceHub'],
      ['/pnrr-scoring', 'pnrrScoring'],
      ['/legal-231', 'legal231'],
      ['/legal-methodology', 'methodology'],
    ],
  },
  {
    key: 'developer',
    items: [
      ['/developer', 'developerPortal'],
      ['/api-docs', 'apiReference'],
      ['/resilience', 'resilience'],
    ],
  },
  {
    key: 'enterprise',
    items: [
      ['/premium-cr-suite', 'premiumCr'],
      ['/deal-flow-ai', 'dealFlowAi'],
      ['/zero-risk-upgrade', 'zeroRisk'],
      ['/pricing', 'pricing'],
    ],
  },
  {
    key: 'dashboard',
    signedInOnly: true,
    items: [
      ['/dashboard', 'dashboard'],
      ['/analytics', 'analytics'],
      ['/documents', 'documents'],
    ],
  },
  {
    key: 'resources',
    items: [
      ['/content-hub', 'contentHub'],
      ['/whitepaper', 'whitepaper'],
      ['/case-studies', 'caseStudies'],
      ['/contact', 'contact'],
      ['/about', 'about'],
    ],
  },
];

/** Seed section 2: "Accedi" goes to the server's login path. */
export const SERVER_LOGIN_PATH = '/api/login';
