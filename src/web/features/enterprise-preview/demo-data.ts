/**
 * The illustrative project of the Enterprise preview. Every figure here is sample data, shown
 * under the 'DEMO - ENTERPRISE PREVIEW' watermark; none comes from a user's projects.
 * The score is consistent with the published weights: 0.35*80 + 0.30*72 + 0.35*81 = 77.95 -> 78.
 */
export const DEMO_PILLARS = [
  { key: 'market', score: 80, weight: 0.35 },
  { key: 'financial', score: 72, weight: 0.3 },
  { key: 'compliance', score: 81, weight: 0.35 },
] as const;

export const DEMO_SCORE = Math.round(DEMO_PILLARS.reduce((sum, p) => sum + p.score * p.weight, 0));

/** Scenarios: NPV in EUR millions and probability. */
export const DEMO_SCENARIOS = [
  { key: 'best', revenue: 9.8, npv: 4.1, probability: 0.25 },
  { key: 'base', revenue: 7.6, npv: 2.3, probability: 0.5 },
  { key: 'worst', revenue: 5.1, npv: -0.6, probability: 0.25 },
] as const;

/** Monte Carlo NPV distribution (EUR millions): 10,000 sample runs grouped in 0.5 M bins. */
export const DEMO_NPV_BINS = [
  { from: -1.5, count: 90 },
  { from: -1.0, count: 210 },
  { from: -0.5, count: 420 },
  { from: 0.0, count: 760 },
  { from: 0.5, count: 1120 },
  { from: 1.0, count: 1410 },
  { from: 1.5, count: 1530 },
  { from: 2.0, count: 1480 },
  { from: 2.5, count: 1170 },
  { from: 3.0, count: 830 },
  { from: 3.5, count: 520 },
  { from: 4.0, count: 280 },
  { from: 4.5, count: 120 },
  { from: 5.0, count: 60 },
] as const;

/** Seed section 9: the Monte Carlo preview shows a 75% confidence interval. */
export const DEMO_INTERVAL = { level: 0.75, low: 0.3, high: 3.7, p50: 1.9, probabilityNegative: 0.072 } as const;

/** Yearly net cash flow, EUR millions (year 0 is the investment). */
export const DEMO_CASH_FLOW = [-5.0, 0.4, 0.9, 1.3, 1.5, 1.6, 1.7, 1.8] as const;

export const DEMO_METRICS = { irr: 0.162, paybackYears: 4.8, roiMultiple: 2.1, npv: 2.3 } as const;

export const DEMO_ESG = [
  { framework: 'EU Taxonomy', score: 82, status: 'compliant' },
  { framework: 'GRI', score: 74, status: 'partial' },
  { framework: 'SASB', score: 66, status: 'partial' },
  { framework: 'TCFD', score: 57, status: 'nonCompliant' },
  { framework: 'GDPR', score: 91, status: 'compliant' },
] as const;
