import { NUTS2 } from '../geo/index.ts';

/**
 * Funding's reading of Italian territory: the region names the open-data sources write, mapped to
 * NUTS 2 (2024) codes. The codes and official names are the geo table's (src/domain/geo/nuts2.ts,
 * one list for the whole product); this file adds only the sources' spellings (the two autonomous
 * provinces are separate NUTS 2 regions, ITH1 Bolzano/Bozen and ITH2 Trento, and "Trentino-Alto
 * Adige" is both; "Italia" / national scope is IT).
 */
const IT_NUTS2 = NUTS2.IT ?? [];
export const ITALIAN_REGIONS: readonly (readonly [code: string, name: string])[] = IT_NUTS2.map((r) => [r.code, r.name] as const);
export const ITALIAN_REGION_CODES: readonly string[] = IT_NUTS2.map((r) => r.code);

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, readonly string[]>([
  ...IT_NUTS2.flatMap((r) => [r.name, ...(r.aliases ?? [])].map((name) => [key(name), [r.code]] as const)),
  // The sources' own spellings (funding only).
  [key("Valle d'Aosta"), ['ITC2']],
  [key('Valle Aosta'), ['ITC2']],
  [key('Trentino-Alto Adige/Südtirol'), ['ITH1', 'ITH2']],
  [key('Trentino-Alto Adige'), ['ITH1', 'ITH2']],
  [key('Trentino Alto Adige'), ['ITH1', 'ITH2']],
  [key('Bolzano'), ['ITH1']],
  [key('Provincia autonoma di Bolzano'), ['ITH1']],
  [key('Alto Adige'), ['ITH1']],
  [key('Trento'), ['ITH2']],
  [key('Trentino'), ['ITH2']],
  [key('Friuli Venezia Giulia'), ['ITH4']],
  [key('Emilia Romagna'), ['ITH5']],
  [key('Italia'), ['IT']],
  [key('Nazionale'), ['IT']],
  [key('Tutta Italia'), ['IT']],
  [key('Tutte le regioni'), ['IT']],
]);

/** NUTS codes of a region name (several for Trentino-Alto Adige), or null when the name is not Italian. */
export function regionCodes(name: string): readonly string[] | null {
  return BY_NAME.get(key(name)) ?? null;
}

/** Region names to NUTS codes: every Italian NUTS 2 region listed collapses to IT; unknown names are returned apart. */
export function toNuts(names: readonly string[]): { codes: string[]; unknown: string[] } {
  const codes = new Set<string>();
  const unknown: string[] = [];
  for (const n of names) {
    const c = regionCodes(n);
    if (c) for (const x of c) codes.add(x);
    else if (n.trim()) unknown.push(n.trim());
  }
  if (codes.has('IT') || ITALIAN_REGION_CODES.every((c) => codes.has(c))) return { codes: ['IT'], unknown };
  return { codes: [...codes].sort(), unknown };
}

/** True when a call's regions cover a place (NUTS code at any level): empty = everywhere; IT covers ITC4. */
export function regionMatches(callRegions: readonly string[], place: string): boolean {
  if (callRegions.length === 0) return true;
  return callRegions.some((r) => r.startsWith(place) || place.startsWith(r));
}

/** The official name of an Italian NUTS 2 code, from the geo table (IT → Italia). */
export function regionName(code: string): string | null {
  if (code === 'IT') return 'Italia';
  return IT_NUTS2.find((r) => r.code === code)?.name ?? null;
}
