/** AI consulting's error codes (issue 25): status and English/Italian message, merged into error-messages.ts. */
export const ADVICE_STATUS = {
  AI_SESSION_NOT_FOUND: 404,
} as const;

export const ADVICE_MESSAGES: Readonly<Record<keyof typeof ADVICE_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  AI_SESSION_NOT_FOUND: { en: 'Consulting session not found.', it: 'Sessione di consulenza non trovata.' },
};
