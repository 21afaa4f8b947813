/**
 * Italian region names, as the sources write them, to NUTS 2 (2024) codes. The two autonomous
 * provinces are separate NUTS 2 regions (ITH1 Bolzano/Bozen, ITH2 Trento); "Trentino-Alto Adige"
 * is both. "Italia" / national scope is IT.
 */
export const ITALIAN_REGIONS: readonly (readonly [code: string, name: string])[] = [
  ['ITC1', 'Piemonte'],
  ['ITC2', "Valle d'Aosta"],
  ['ITC3', 'Liguria'],
  ['ITC4', 'Lombardia'],
  ['ITF1', 'Abruzzo'],
  ['ITF2', 'Molise'],
  ['ITF3', 'Campania'],
  ['ITF4', 'Puglia'],
  ['ITF5', 'Basilicata'],
  ['ITF6', 'Calabria'],
  ['ITG1', 'Sicilia'],
  ['ITG2', 'Sardegna'],
  ['ITH1', 'Provincia Autonoma di Bolzano/Bozen'],
  ['ITH2', 'Provincia Autonoma di Trento'],
  ['ITH3', 'Veneto'],
  ['ITH4', 'Friuli-Venezia Giulia'],
  ['ITH5', 'Emilia-Romagna'],
  ['ITI1', 'Toscana'],
  ['ITI2', 'Umbria'],
  ['ITI3', 'Marche'],
  ['ITI4', 'Lazio'],
];
export const ITALIAN_REGION_CODES: readonly string[] = ITALIAN_REGIONS.map(([c]) => c);

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, readonly string[]>([
  ...ITALIAN_REGIONS.map(([code, name]) => [key(name), [code]] as const),
  [key("Valle d'Aosta/Vallée d'Aoste"), ['ITC2']],
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

/** The Italian name of a NUTS code this table knows (IT → Italia). */
export function regionName(code: string): string | null {
  if (code === 'IT') return 'Italia';
  return ITALIAN_REGIONS.find(([c]) => c === code)?.[1] ?? null;
}
