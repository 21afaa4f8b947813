import i18n from 'i18next';
import type { BackendModule, ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isLanguage, LANGUAGES } from './language.ts';
import type { Language } from './language.ts';
import { readLocal, STORAGE_KEYS } from './storage.ts';

// Every namespace of every language is its own chunk, fetched for the current language only:
// the frame's namespaces (common, errors) before the first render, each page's when it renders.
const lazy = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = lazy[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The saved language, else the one the browser prefers. */
export function initialLanguage(): Language {
  const saved = readLocal(STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : detectLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Starts i18next; resolves once the frame's namespaces (and `extraNamespaces`) are loaded. */
export async function initI18n(lng: Language = initialLanguage(), extraNamespaces: readonly string[] = []): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'errors', ...extraNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key missing in the current language is a bug: say so in the console (the e2e suite fails on it).
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) => console.warn(`[i18n] missing key ${ns}:${key} (${lngs.join(', ')})`),
    });
  document.documentElement.lang = lng;
  return i18n;
}

export { i18n };
