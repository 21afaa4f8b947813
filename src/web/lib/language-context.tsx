import { createContext, useCallback, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language.ts';
import type { Language } from './language.ts';
import { STORAGE_KEYS, writeLocal } from './storage.ts';

type LanguageContextValue = { language: Language; setLanguage: (language: Language) => void };
const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The interface language, en or it, persisted once chosen (seed section 4). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const setLanguage = useCallback(
    (next: Language) => {
      writeLocal(STORAGE_KEYS.language, next);
      document.documentElement.lang = next;
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language; used outside LanguageProvider it is a developer error (seed section 8). */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
