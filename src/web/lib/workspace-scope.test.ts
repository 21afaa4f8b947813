import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseWorkspace, isScopedQuery, storedWorkspace } from './workspace-scope.ts';

afterEach(() => localStorage.clear());

describe('workspace scope', () => {
  it('keeps one choice per user, and "all" removes it', () => {
    const client = new QueryClient();
    chooseWorkspace(client, 'alice', 'w-a');
    chooseWorkspace(client, 'bob', 'w-b');
    expect(storedWorkspace('alice')).toBe('w-a');
    expect(storedWorkspace('bob')).toBe('w-b');
    chooseWorkspace(client, 'alice', '');
    expect(storedWorkspace('alice')).toBe('');
    expect(storedWorkspace('bob')).toBe('w-b');
    expect(storedWorkspace(undefined)).toBe('');
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('current-workspace', '[not json');
    expect(storedWorkspace('alice')).toBe('');
  });

  it('a switch refreshes the lists, usage and figures, not the rest', async () => {
    const client = new QueryClient();
    const keys = [
      ['/api/projects', '?sort=updated'],
      ['/api/projects/usage', ''],
      ['/api/stats', ''],
      ['/api/notifications'],
      ['/api/workspaces'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    chooseWorkspace(client, 'alice', 'w-a');
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false]);
    expect(isScopedQuery(['/api/projects', 'p1', 'grants'])).toBe(true);
  });
});
