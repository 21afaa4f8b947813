import { useSyncExternalStore } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Workspace } from '../../contract/workspaces.ts';
import { CACHE_TIERS } from './query-client.ts';
import { useCurrentUser } from './session.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from './storage.ts';

/**
 * The workspace the shell's switcher scopes the projects list, the dashboard and new projects to.
 * Kept per user in localStorage; '' (or nothing stored) means every workspace of the caller plus
 * the projects shared with them. The switcher only shows when the caller has more than one
 * workspace; with one, the scope is always "everything".
 */
export const WORKSPACES_QUERY_KEY = ['/api/workspaces'] as const;

export function useWorkspaces(enabled = true) {
  return useQuery<Workspace[]>({ queryKey: WORKSPACES_QUERY_KEY, enabled, ...CACHE_TIERS.dynamic });
}

const listeners = new Set<() => void>();
let version = 0;

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readLocal(STORAGE_KEYS.currentWorkspace) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice of this user ('' when none). */
export function storedWorkspace(userId: string | undefined): string {
  return userId ? (readAll()[userId] ?? '') : '';
}

/** Everything whose answer depends on the scope: the lists, the usage, the stats and the history. */
export function isScopedQuery(key: readonly unknown[]): boolean {
  const head = String(key[0]);
  return head === '/api/projects' || head === '/api/projects/usage' || head === '/api/stats' || head === '/api/metrics/history';
}

/** Stores the user's choice and refreshes every scoped query. */
export function chooseWorkspace(client: QueryClient, userId: string, workspaceId: string): void {
  const all = readAll();
  if (workspaceId) all[userId] = workspaceId;
  else delete all[userId];
  writeLocal(STORAGE_KEYS.currentWorkspace, JSON.stringify(all));
  version += 1;
  for (const l of listeners) l();
  void client.invalidateQueries({ predicate: (q) => isScopedQuery(q.queryKey) });
}

/**
 * The workspace id the scoped screens pass to the server, or undefined for "everything": the
 * stored choice, as long as it is still one of the caller's workspaces and they have several.
 */
export function useWorkspaceScope(): string | undefined {
  const { user } = useCurrentUser();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const workspaces = useWorkspaces(Boolean(user));
  const chosen = storedWorkspace(user?.id);
  if (!chosen) return undefined;
  // Until the list arrives, trust the stored choice (no flash of every project before the scope).
  if (!workspaces.data) return chosen;
  return workspaces.data.length > 1 && workspaces.data.some((w) => w.id === chosen) ? chosen : undefined;
}

/** The switcher's workspace as an object (undefined for "everything" or while loading). */
export function useScopedWorkspace(): Workspace | undefined {
  const id = useWorkspaceScope();
  const workspaces = useWorkspaces(Boolean(id));
  return id ? workspaces.data?.find((w) => w.id === id) : undefined;
}
