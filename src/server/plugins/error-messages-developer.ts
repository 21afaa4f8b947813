/** The developer platform's error codes (issue 24, API keys): status and English/Italian message, merged into error-messages.ts. */
export const DEVELOPER_STATUS = {
  SCOPE_REQUIRED: 403,
  API_KEY_INVALID: 401,
  API_KEY_IN_QUERY: 400,
  API_KEY_NOT_FOUND: 404,
  API_MONTHLY_ALLOWANCE: 429,
} as const;

export const DEVELOPER_MESSAGES: Readonly<Record<keyof typeof DEVELOPER_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  SCOPE_REQUIRED: {
    en: 'This API key does not have the scope this request needs (see details.scope); requests with no scope are not open to API keys.',
    it: 'Questa chiave API non ha l’ambito richiesto da questa richiesta (vedi details.scope); le richieste senza ambito non sono aperte alle chiavi API.',
  },
  API_KEY_INVALID: {
    en: 'The API key is not valid: unknown, revoked or expired, or its account no longer has API access.',
    it: 'La chiave API non è valida: sconosciuta, revocata o scaduta, oppure il suo account non ha più accesso alle API.',
  },
  API_KEY_IN_QUERY: {
    en: 'API keys are not accepted in the query string. Send the key in the header: Authorization: Bearer <key>.',
    it: 'Le chiavi API non sono accettate nella query string. Invia la chiave nell’intestazione: Authorization: Bearer <chiave>.',
  },
  API_KEY_NOT_FOUND: { en: 'API key not found.', it: 'Chiave API non trovata.' },
  API_MONTHLY_ALLOWANCE: {
    en: 'Your plan’s monthly API allowance is used up (see details.limit). Key requests resume at the start of next month (UTC, see Retry-After); the app in the browser keeps working.',
    it: 'Le richieste API mensili incluse nel tuo piano sono esaurite (vedi details.limit). Le richieste con chiave riprendono all’inizio del mese prossimo (UTC, vedi Retry-After); l’app nel browser continua a funzionare.',
  },
};
