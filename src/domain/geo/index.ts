export { COUNTRY_CODES, NUTS_PREFIX, isCountryCode } from './countries.ts';
export type { CountryCode } from './countries.ts';
export { NUTS2, regionsOf, findRegion } from './nuts2.ts';
export type { NutsRegion } from './nuts2.ts';
export { checkLocation, REGION_FREE_TEXT_MAX } from './location.ts';
export type { LocationProblem } from './location.ts';
