import { findIndustry } from './catalogue.ts';
import type { SectorProfileId } from './profile-types.ts';

/** Division ranges (inclusive, two digits) → profile; divisions not listed use 'generic'. */
const RANGES: readonly (readonly [from: number, to: number, profile: SectorProfileId])[] = [
  [1, 3, 'agrifood'],
  [5, 9, 'manufacturing'], // mining: capital-intensive production, closest shape
  [10, 12, 'agrifood'], // food, beverages, tobacco
  [13, 33, 'manufacturing'], // incl. pharma (21), electronics (26), machinery (28)
  [35, 35, 'energy-renewables'],
  [36, 39, 'water-waste'],
  [41, 43, 'construction-real-estate'],
  [45, 47, 'retail-ecommerce'], // motor trade, wholesale, retail
  [49, 53, 'logistics'],
  [55, 56, 'hospitality-tourism'],
  [58, 58, 'software-saas'], // publishing incl. software publishing
  [62, 63, 'software-saas'],
  [64, 66, 'financial-services'],
  [68, 68, 'construction-real-estate'],
  [69, 74, 'professional-services'],
  [75, 75, 'health'], // veterinary clinics
  [77, 78, 'professional-services'],
  [79, 79, 'hospitality-tourism'],
  [80, 82, 'professional-services'],
  [85, 85, 'professional-services'], // training providers: people-based services
  [86, 88, 'health'],
  [90, 93, 'hospitality-tourism'], // culture, sport and leisure venues
];

/** Sections as a whole (no division given) → the profile of most of their divisions. */
const SECTION_PROFILE: Readonly<Partial<Record<string, SectorProfileId>>> = {
  A: 'agrifood',
  C: 'manufacturing',
  D: 'energy-renewables',
  E: 'water-waste',
  F: 'construction-real-estate',
  G: 'retail-ecommerce',
  H: 'logistics',
  I: 'hospitality-tourism',
  K: 'financial-services',
  L: 'construction-real-estate',
  Q: 'health',
  R: 'hospitality-tourism',
};

/**
 * The sector profile for an industry code (any code {@link findIndustry} accepts), by its division;
 * a section maps to the profile of most of its divisions (or 'generic'); unknown or invalid codes
 * give 'generic'.
 * @example sectorProfileFor('62.01') // 'software-saas'
 * @example sectorProfileFor('35.11.00') // 'energy-renewables'
 */
export function sectorProfileFor(industryCode: string): SectorProfileId {
  const industry = findIndustry(industryCode);
  if (industry === null) return 'generic';
  if (industry.division === null) return SECTION_PROFILE[industry.section] ?? 'generic';
  const d = Number(industry.division);
  return RANGES.find(([from, to]) => d >= from && d <= to)?.[2] ?? 'generic';
}
