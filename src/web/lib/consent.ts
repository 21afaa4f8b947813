import { readLocal, removeLocal, STORAGE_KEYS } from './storage.ts';

/** The cookie consent saved in the browser (seed sections 3-5). */
export type CookieConsent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  /** ISO date of the choice. */
  consentDate: string;
};

/** The saved consent; a value that fails to parse is logged and ignored (seed section 5). */
export function readConsent(): CookieConsent | null {
  const raw = readLocal(STORAGE_KEYS.cookieConsent);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value.analytics !== 'boolean' ||
      typeof value.marketing !== 'boolean' ||
      typeof value.functional !== 'boolean' ||
      typeof value.consentDate !== 'string'
    ) {
      throw new Error('unexpected shape');
    }
    return {
      necessary: true,
      analytics: value.analytics,
      marketing: value.marketing,
      functional: value.functional,
      consentDate: value.consentDate,
    };
  } catch (error) {
    console.warn('Ignoring a saved cookie consent that cannot be read:', error);
    return null;
  }
}

/** "Cookie Preferences" (seed section 4): clears the saved choice and reloads, so the banner asks again. */
export function resetConsent(reload: () => void = () => window.location.reload()): void {
  removeLocal(STORAGE_KEYS.cookieConsent);
  reload();
}
