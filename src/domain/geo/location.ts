import { isCountryCode } from './countries.ts';
import { findRegion, regionsOf } from './nuts2.ts';

/** A region typed by hand, for a country without a NUTS list: a name or a local code. */
export const REGION_FREE_TEXT_MAX = 100;

export type LocationProblem = { field: 'country' | 'region'; code: 'unknown_country' | 'unknown_region' | 'region_without_country' };

/**
 * What is wrong with a project's location, or null: the country must be an ISO 3166-1 alpha-2 code;
 * where the catalogue lists the country's NUTS 2 regions, the region must be one of them; elsewhere
 * it is free text (bounded by the contract). A region needs a country.
 */
export function checkLocation(country: string | null | undefined, region: string | null | undefined): LocationProblem | null {
  if (country && !isCountryCode(country)) return { field: 'country', code: 'unknown_country' };
  if (!region) return null;
  if (!country) return { field: 'region', code: 'region_without_country' };
  if (regionsOf(country) && !findRegion(country, region)) return { field: 'region', code: 'unknown_region' };
  return null;
}
