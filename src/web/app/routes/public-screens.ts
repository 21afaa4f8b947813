/** The public site's pages and their content keys (public.json, legal.json). */

/** Public pages (in the public layout for everyone, with their aliases) and their content keys. The developer pages (/developer, /api-docs, /docs) are features/developer's. */
export const INFO_PAGES: readonly (readonly [paths: readonly string[], page: string])[] = [
  [['/about'], 'about'],
  [['/zero-risk-upgrade', '/zero-risk'], 'zeroRisk'],
  [['/premium-cr-suite', '/premium-cr'], 'premiumCr'],
  [['/deal-flow-ai'], 'dealFlowAi'],
  [['/resilience', '/resilience-architecture'], 'resilience'],
  [['/pnrr-scoring', '/pnrr'], 'pnrr'],
  [['/content-hub', '/resources'], 'contentHub'],
  [['/whitepaper', '/r4-l2-protocol'], 'whitepaper'],
  [['/case-studies'], 'caseStudies'],
  [['/contact'], 'contact'],
];

/** Visitor-only info pages at paths the shell uses for its own screens. */
export const VISITOR_ONLY_INFO_PAGES: readonly (readonly [paths: readonly string[], page: string])[] = [
  [['/deal-flow'], 'dealFlowAi'],
  [['/compliance'], 'compliance'],
];

export const LEGAL_PAGES: readonly (readonly [path: string, page: string])[] = [
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/cookies', 'cookies'],
  ['/legal-231', 'legal231'],
  ['/legal-methodology', 'methodology'],
  ['/legal-contracts', 'contracts'],
];
