import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '../../contract/auth.ts';
import { apiRequest } from './api.ts';
import { isLanguage } from './language.ts';
import type { Language } from './language.ts';
import { USER_QUERY_KEY } from './query-client.ts';
import { STORAGE_KEYS, writeLocal } from './storage.ts';

type LanguageContextValue = { language: Language; setLanguage: (language: Language) => void };
const LanguageContext = createContext<LanguageContextValue | null>(null);

function apply(i18n: ReturnType<typeof useTranslation>['i18n'], next: Language) {
  writeLocal(STORAGE_KEYS.language, next);
  document.documentElement.lang = next;
  void i18n.changeLanguage(next);
}

/**
 * The interface language, en or it (seed section 4): kept in this browser, and on the account when
 * someone is signed in, so that their e-mails and their other devices use it too. Signing in
 * adopts the language the account chose; an account that never chose gets the one in use.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const setLanguage = useCallback(
    (next: Language) => {
      apply(i18n, next);
      const user = queryClient.getQueryData<User | null>(USER_QUERY_KEY);
      if (user && user.language !== next) {
        const updated: User = { ...user, language: next };
        queryClient.setQueryData(USER_QUERY_KEY, updated);
        apiRequest('PATCH', '/api/account/profile', { language: next }).catch(() => undefined);
      }
    },
    [i18n, queryClient],
  );

  useEffect(() => {
    // Who was last seen with which choice: a change of either is acted on once. (Keyed on the choice
    // alone, an account that never chose looked the same as no account, and never took the language.)
    let previous: string | undefined;
    const adopt = (user: User | null | undefined) => {
      const chosen = user?.language ?? null;
      const seen = `${user?.id ?? ''}:${chosen ?? ''}`;
      if (seen === previous) return;
      previous = seen;
      if (chosen && chosen !== i18n.resolvedLanguage) apply(i18n, chosen);
      // An account that never chose takes the language it is being used in (its e-mails and the server's words follow).
      if (user && !chosen && isLanguage(i18n.resolvedLanguage)) {
        const current = i18n.resolvedLanguage;
        previous = `${user.id}:${current}`;
        queryClient.setQueryData(USER_QUERY_KEY, { ...user, language: current } satisfies User);
        apiRequest('PATCH', '/api/account/profile', { language: current }).catch(() => undefined);
      }
    };
    adopt(queryClient.getQueryData<User | null>(USER_QUERY_KEY));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === USER_QUERY_KEY[0]) adopt(event.query.state.data as User | null | undefined);
    });
  }, [queryClient, i18n]);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language; used outside LanguageProvider it is a developer error (seed section 8). */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
