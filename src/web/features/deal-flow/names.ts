import { NUTS2, isCountryCode } from '../../../domain/geo/index.ts';
import type { NutsRegion } from '../../../domain/geo/index.ts';
import { findIndustry } from '../../../domain/industries/index.ts';

const language = (lng: string): 'en' | 'it' => (lng.startsWith('it') ? 'it' : 'en');

/** "Production of electricity (35.11)" / "Produzione di energia elettrica (35.11)"; the code alone when the catalogue has no title. */
export function industryName(code: string, lng: string): string {
  const found = findIndustry(code);
  return found ? `${found.labels[language(lng)]} (${code})` : code;
}

let regions: Map<string, NutsRegion> | null = null;
const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A card's region as a reader names it: a NUTS 2 code by its official name ("Lombardia (ITC4)"), a
 * country code by its name in the interface language ("Italy", "Italia"), free text as written.
 */
export function regionName(code: string, lng: string): string {
  regions ??= new Map(Object.values(NUTS2).flatMap((list) => (list ?? []).map((r) => [r.code, r] as const)));
  const region = regions.get(code);
  if (region) return `${region.latin ? `${region.latin} / ${region.name}` : region.name} (${code})`;
  if (isCountryCode(code)) {
    const key = language(lng);
    let names = displayNames.get(key);
    if (!names) displayNames.set(key, (names = new Intl.DisplayNames([key], { type: 'region', fallback: 'code' })));
    return names.of(code) ?? code;
  }
  return code;
}

/** Options sorted by what the reader sees, in their language's order. */
export function namedOptions(codes: Iterable<string>, name: (code: string) => string, lng: string): Array<[string, string]> {
  const collator = new Intl.Collator(language(lng));
  return [...new Set(codes)].map((c): [string, string] => [c, name(c)]).sort((a, b) => collator.compare(a[1], b[1]));
}
