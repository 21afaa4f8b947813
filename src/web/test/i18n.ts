import { initI18n } from '../lib/i18n.ts';

/** Component tests render in English with the real translation files. */
export async function setupI18n(): Promise<void> {
  await initI18n('en');
}
