import type { ComplianceFrameworkId } from '../compliance/index.ts';
import type { SubFactorId } from '../scoring/index.ts';

/**
 * What a consultant can be engaged for (issue 25), as data: one specialty per compliance framework
 * of the hub (src/domain/compliance, shared/reference/compliance-frameworks.json) plus the general
 * ones. Labels live in the web locales (consultants.json `specialty.<id>`).
 */
export const SPECIALTIES = [
  'eu_taxonomy',
  'gri',
  'sasb',
  'tcfd',
  'gdpr',
  'csrd_esrs',
  'dlgs_231',
  'pnrr_dnsh',
  'financial_modelling',
  'market_analysis',
  'funding_applications',
  'legal',
  'esg_reporting',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** The specialist of each framework of the hub. */
export const FRAMEWORK_SPECIALTY: Readonly<Record<ComplianceFrameworkId, Specialty>> = {
  'eu-taxonomy': 'eu_taxonomy',
  gri: 'gri',
  sasb: 'sasb',
  tcfd: 'tcfd',
  gdpr: 'gdpr',
  'csrd-esrs': 'csrd_esrs',
  'dlgs-231': 'dlgs_231',
  pnrr: 'pnrr_dnsh',
};

/**
 * The generalist who can also close a framework's gaps: ESG reporting for the sustainability
 * frameworks, legal for the statutory and public-money ones. A generalist covers at half strength
 * (GENERALIST_FACTOR), so the framework's specialist ranks first.
 */
export const FRAMEWORK_GENERALIST: Readonly<Record<ComplianceFrameworkId, Specialty>> = {
  'eu-taxonomy': 'esg_reporting',
  gri: 'esg_reporting',
  sasb: 'esg_reporting',
  tcfd: 'esg_reporting',
  'csrd-esrs': 'esg_reporting',
  gdpr: 'legal',
  'dlgs-231': 'legal',
  pnrr: 'funding_applications',
};

export const GENERALIST_FACTOR = 0.5;

/**
 * Which specialties close a low CR sub-factor: specialists first (full strength), then generalists.
 * Compliance sub-factors follow cr-v2's feeds (CR_V2_FEEDS): regulatory ← GDPR, CSRD/ESRS; esg ← the
 * sustainability frameworks; governance ← D.Lgs. 231; legal ← PNRR.
 */
export const SUBFACTOR_SPECIALTIES: Readonly<Record<SubFactorId, { specialist: readonly Specialty[]; generalist: readonly Specialty[] }>> =
  {
    'market.tam': { specialist: ['market_analysis'], generalist: [] },
    'market.competition': { specialist: ['market_analysis'], generalist: [] },
    'market.growth': { specialist: ['market_analysis'], generalist: [] },
    'financial.revenue-model': { specialist: ['financial_modelling'], generalist: ['market_analysis'] },
    'financial.profitability': { specialist: ['financial_modelling'], generalist: [] },
    'financial.capital-efficiency': { specialist: ['financial_modelling'], generalist: ['funding_applications'] },
    'financial.npv': { specialist: ['financial_modelling'], generalist: [] },
    'financial.risk-npv': { specialist: ['financial_modelling'], generalist: [] },
    'financial.risk-dscr': { specialist: ['financial_modelling'], generalist: ['funding_applications'] },
    'compliance.regulatory': { specialist: ['gdpr', 'csrd_esrs'], generalist: ['legal', 'esg_reporting'] },
    'compliance.esg': { specialist: ['eu_taxonomy', 'gri', 'sasb', 'tcfd'], generalist: ['esg_reporting'] },
    'compliance.governance': { specialist: ['dlgs_231'], generalist: ['legal'] },
    'compliance.legal': { specialist: ['pnrr_dnsh'], generalist: ['legal', 'funding_applications'] },
  };

export function isSpecialty(s: string): s is Specialty {
  return (SPECIALTIES as readonly string[]).includes(s);
}
