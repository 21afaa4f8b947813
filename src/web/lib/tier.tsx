import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/auth.ts';
import { ADMIN_TIER_VIEWS, effectiveTier } from '../../domain/rbac/index.ts';
import type { AdminTierView, Tier } from '../../domain/rbac/index.ts';
import { apiRequest } from './api.ts';
import { USER_QUERY_KEY } from './query-client.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from './storage.ts';

type TierContextValue = {
  /** The tier the interface applies: the admin's view when set, else the user's tier. */
  tier: Tier;
  /** Admins only: the chosen tier view ('actual' when none). */
  view: AdminTierView;
  isAdmin: boolean;
  /** True when an admin looks at the app through another tier ("Admin View" badge). */
  isAdminView: boolean;
  setView: (view: AdminTierView) => void;
  isSaving: boolean;
};
const TierContext = createContext<TierContextValue | null>(null);

function isView(value: unknown): value is AdminTierView {
  return (ADMIN_TIER_VIEWS as readonly unknown[]).includes(value);
}

/**
 * The effective tier (seed section 6). The server decides it (PUT /api/admin/tier-view persists an
 * admin's view, /api/auth/user then reports tierView and effectiveTier); the browser mirrors the
 * view under `adminTierOverride` and updates the cached user at once so the switch shows instantly.
 */
export function TierProvider({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  const isAdmin = user.role === 'admin';
  const mirrored = readLocal(STORAGE_KEYS.adminTierOverride);
  const view: AdminTierView = isAdmin ? (user.tierView ?? (isView(mirrored) ? mirrored : 'actual')) : 'actual';

  const mutation = useMutation({
    mutationFn: (next: AdminTierView) => apiRequest<{ view: AdminTierView }>('PUT', '/api/admin/tier-view', { view: next }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: USER_QUERY_KEY });
      const previous = queryClient.getQueryData<User | null>(USER_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<User>(USER_QUERY_KEY, { ...previous, tierView: next, effectiveTier: effectiveTier(previous, next) });
      }
      writeLocal(STORAGE_KEYS.adminTierOverride, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) {
        queryClient.setQueryData(USER_QUERY_KEY, context.previous);
        writeLocal(STORAGE_KEYS.adminTierOverride, context.previous.tierView ?? 'actual');
      }
    },
    // What the admin sees afterwards comes from the server, never from the local mirror.
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api') }),
  });

  const { mutate } = mutation;
  const setView = useCallback((next: AdminTierView) => mutate(next), [mutate]);
  const value = useMemo<TierContextValue>(
    () => ({
      tier: user.effectiveTier,
      view,
      isAdmin,
      isAdminView: isAdmin && view !== 'actual',
      setView,
      isSaving: mutation.isPending,
    }),
    [isAdmin, user, view, setView, mutation.isPending],
  );
  return <TierContext.Provider value={value}>{children}</TierContext.Provider>;
}

/** The tier context; used outside TierProvider it is a developer error (seed section 8). */
export function useTier(): TierContextValue {
  const value = useContext(TierContext);
  if (!value) throw new Error('useTier must be used within a TierProvider');
  return value;
}
