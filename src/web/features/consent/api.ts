import type { ConsentBody } from '../../../contract/gdpr.ts';
import { COOKIE_POLICY_VERSION } from '../../../contract/constants.ts';
import { apiRequest } from '../../lib/api.ts';
import type { CookieConsent } from '../../lib/consent.ts';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage.ts';

/** A random id a visitor's browser keeps, so a consent can be proven without an account. */
function visitorId(): string {
  const saved = readLocal(STORAGE_KEYS.visitorId);
  if (saved && /^[0-9a-f-]{36}$/i.test(saved)) return saved;
  const id = crypto.randomUUID();
  writeLocal(STORAGE_KEYS.visitorId, id);
  return id;
}

export function consentBody(choice: Omit<CookieConsent, 'consentDate'>, signedIn: boolean): ConsentBody {
  return {
    necessary_cookies: true,
    analytics_cookies: choice.analytics,
    marketing_cookies: choice.marketing,
    functional_cookies: choice.functional,
    policyVersion: COOKIE_POLICY_VERSION,
    ...(signedIn ? {} : { visitorId: visitorId() }),
  };
}

/** Saves the choice locally with its date, then records it on the server; a failure is only logged. */
export async function saveConsent(choice: Omit<CookieConsent, 'consentDate' | 'necessary'>, signedIn: boolean): Promise<void> {
  const consent: CookieConsent = { necessary: true, ...choice, consentDate: new Date().toISOString() };
  writeLocal(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  try {
    await apiRequest('POST', '/api/gdpr/consent', consentBody(consent, signedIn));
  } catch (error) {
    console.error('Failed to save cookie consent:', error);
  }
}
