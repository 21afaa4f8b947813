/**
 * Economic activity codes (NACE Rev. 2 / ATECO 2007) with English and Italian titles, lookup and
 * search, and default business-plan assumptions per sector. Pure data and functions.
 * @packageDocumentation
 */
export type { Industry, IndustryLabels, IndustryLanguage, IndustryLevel, SectionCode } from './types.ts';
export { SECTION_CODES } from './types.ts';
export { INDUSTRY_CATALOGUE, findIndustry, isValidIndustryCode } from './catalogue.ts';
export { searchIndustries } from './search.ts';
export type { SectorProfile, SectorProfileId, UncertaintySpec } from './profile-types.ts';
export { SECTOR_PROFILE_IDS } from './profile-types.ts';
export { SECTOR_PROFILES } from './profiles.ts';
export { sectorProfileFor } from './profile-map.ts';
export type { DefaultPlanOptions } from './plan-defaults.ts';
export { defaultPlanAssumptions, ITALIAN_CORPORATE_TAX_RATE } from './plan-defaults.ts';
