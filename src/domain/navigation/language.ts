export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'it';
}

/**
 * The first visit's language, decided by the browser's preferred languages (no third-party call,
 * unlike the seed's IP lookup): the first preference whose primary subtag we support wins;
 * English otherwise.
 * @example detectLanguage(['de-DE', 'it-IT', 'en']) === 'it'
 */
export function detectLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
