import { COUNTRY_CODES, findRegion, isCountryCode, regionsOf } from '../../../domain/geo/index.ts';
import type { NutsRegion } from '../../../domain/geo/index.ts';

/** One entry of a location list: the stored value, what the user reads, and what a search matches. */
export type LocationOption = { value: string; label: string; detail: string; search: string };

const displayNames = new Map<string, Intl.DisplayNames>();

function names(lng: string): Intl.DisplayNames {
  const key = lng.startsWith('it') ? 'it' : 'en';
  let found = displayNames.get(key);
  if (!found) {
    found = new Intl.DisplayNames([key], { type: 'region', fallback: 'code' });
    displayNames.set(key, found);
  }
  return found;
}

/** Lower case without accents: "Île" and "ile" match, "Città" and "citta" too. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A country's name in the interface language ("Italy", "Italia"); the code itself when unknown. */
export function countryName(code: string, lng: string): string {
  return isCountryCode(code) ? (names(lng).of(code) ?? code) : code;
}

/** Every ISO 3166-1 country, named in the interface language and sorted by that name. */
export function countryOptions(lng: string): LocationOption[] {
  const collator = new Intl.Collator(lng.startsWith('it') ? 'it' : 'en');
  return COUNTRY_CODES.map((code) => {
    const label = countryName(code, lng);
    return { value: code, label, detail: code, search: fold(`${label} ${code}`) };
  }).sort((a, b) => collator.compare(a.label, b.label));
}

/** A region's name as shown: the official name, with the Latin form for Greek and Cyrillic ones. */
export function regionLabel(region: NutsRegion): string {
  return region.latin ? `${region.latin} / ${region.name}` : region.name;
}

/** The NUTS 2 regions of a country as options, or null when the country has no list (free text). */
export function regionOptions(country: string): LocationOption[] | null {
  const list = regionsOf(country);
  if (!list) return null;
  return list.map((region) => ({
    value: region.code,
    label: regionLabel(region),
    detail: region.code,
    search: fold([region.name, region.latin, ...(region.aliases ?? []), region.code].filter(Boolean).join(' ')),
  }));
}

/** "Lombardia (ITC4)" for a listed region, the stored text otherwise. */
export function regionText(country: string, code: string): string {
  const region = findRegion(country, code);
  return region ? `${regionLabel(region)} (${region.code})` : code;
}

/**
 * The options matching what was typed: all of them for an empty query; else those whose name or
 * code contains every word, names that start with the query first, an exact code first of all.
 */
export function filterOptions(options: readonly LocationOption[], query: string): LocationOption[] {
  const q = fold(query);
  if (q === '') return [...options];
  const words = q.split(/\s+/);
  const rank = (o: LocationOption) =>
    fold(o.value) === q ? 0 : fold(o.label).startsWith(q) ? 1 : o.search.split(/\s+/).some((w) => w.startsWith(words[0]!)) ? 2 : 3;
  return options
    .filter((o) => words.every((w) => o.search.includes(w)))
    .map((o, index) => ({ o, index, r: rank(o) }))
    .sort((a, b) => a.r - b.r || a.index - b.index)
    .map(({ o }) => o);
}
