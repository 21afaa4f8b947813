import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** Seed section 9: at most 5 recent searches (and 5 recent projects). */
export const MAX_RECENT_SEARCHES = 5;
export const MAX_RECENT_PROJECTS = 5;
/** Seed section 2: the usage badge shows when a command was used more than 3 times. */
export const USAGE_BADGE_THRESHOLD = 3;

/** The palette's local preferences (seed section 3). */
export type PalettePrefs = { recentSearches: string[]; favorites: string[]; usageCounts: Record<string, number> };

const EMPTY: PalettePrefs = { recentSearches: [], favorites: [], usageCounts: {} };

export function loadPrefs(): PalettePrefs {
  try {
    const raw = readLocal(STORAGE_KEYS.paletteprefs);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<PalettePrefs>;
    return {
      recentSearches: Array.isArray(value.recentSearches)
        ? value.recentSearches.filter((s) => typeof s === 'string').slice(0, MAX_RECENT_SEARCHES)
        : [],
      favorites: Array.isArray(value.favorites) ? value.favorites.filter((s) => typeof s === 'string') : [],
      usageCounts: value.usageCounts && typeof value.usageCounts === 'object' ? value.usageCounts : {},
    };
  } catch {
    return EMPTY;
  }
}

export function savePrefs(prefs: PalettePrefs): void {
  writeLocal(STORAGE_KEYS.paletteprefs, JSON.stringify(prefs));
}

/** Seed section 5: a search is saved only if it is new and non-empty; the list keeps the newest 5. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean || list.includes(clean)) return [...list];
  return [clean, ...list].slice(0, MAX_RECENT_SEARCHES);
}

export function toggleFavorite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((f) => f !== id) : [...list, id];
}

export function recordUsage(counts: Readonly<Record<string, number>>, id: string): Record<string, number> {
  return { ...counts, [id]: (counts[id] ?? 0) + 1 };
}

export function showsUsageBadge(count: number | undefined): boolean {
  return (count ?? 0) > USAGE_BADGE_THRESHOLD;
}
