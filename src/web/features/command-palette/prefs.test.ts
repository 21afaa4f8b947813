import { describe, expect, it } from 'vitest';
import { buildCommands, matchesQuery, SHORTCUTS } from './commands.ts';
import { addRecentSearch, MAX_RECENT_SEARCHES, recordUsage, showsUsageBadge, toggleFavorite } from './prefs.ts';

describe('recent searches (seed section 5)', () => {
  it('keeps only new, non-empty terms, newest first, at most 5', () => {
    let list: string[] = [];
    for (const term of ['a', ' ', 'b', 'a', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, term);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });
});

describe('usage and favorites', () => {
  it('shows the badge above 3 uses', () => {
    let counts = {};
    for (let i = 0; i < 3; i++) counts = recordUsage(counts, 'x');
    expect(showsUsageBadge((counts as Record<string, number>).x)).toBe(false);
    counts = recordUsage(counts, 'x');
    expect(showsUsageBadge((counts as Record<string, number>).x)).toBe(true);
  });
  it('toggles a favorite', () => expect(toggleFavorite(toggleFavorite([], 'x'), 'x')).toEqual([]));
});

describe('commands', () => {
  it('match title or category, ignoring case', () => {
    expect(matchesQuery('Open guide', 'Quick Actions', 'GUIDE')).toBe(true);
    expect(matchesQuery('Open guide', 'Quick Actions', 'quick')).toBe(true);
    expect(matchesQuery('Open guide', 'Quick Actions', 'funding')).toBe(false);
  });
  it('have the Admin group for admins only, with the Admin Panel entry', () => {
    expect(buildCommands('proponent').some((c) => c.group === 'admin')).toBe(false);
    expect(buildCommands('admin').find((c) => c.group === 'admin')?.path).toBe('/admin');
  });
  it('map the eight shortcut letters of the seed', () => {
    expect(Object.keys(SHORTCUTS).sort()).toEqual(['a', 'c', 'd', 'f', 'g', 'n', 'p', 's']);
  });
});
