/** The abuse controls' error codes and messages (issue 26, ADR 0048), merged into error-messages.ts. */
export const ABUSE_STATUS = {} as const;

export const ABUSE_MESSAGES: Readonly<Record<keyof typeof ABUSE_STATUS, Readonly<Record<'en' | 'it', string>>>> = {};

/** Italian for the contract's safe-text refusal (src/contract/safe-text.ts gives the English one). */
export const SAFE_TEXT_MESSAGE_IT = 'non deve contenere il carattere NUL (U+0000) né un surrogato UTF-16 spaiato';
