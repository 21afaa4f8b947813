/** The webhooks' error codes (issue 24, ADR 0041): status and English/Italian message, merged into error-messages.ts. */
export const WEBHOOKS_STATUS = {
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_URL_REFUSED: 400,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_DISABLED: 409,
  WEBHOOK_LIMIT: 409,
} as const;

export const WEBHOOKS_MESSAGES: Readonly<Record<keyof typeof WEBHOOKS_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  WEBHOOK_NOT_FOUND: { en: 'Webhook endpoint not found.', it: 'Endpoint webhook non trovato.' },
  WEBHOOK_URL_REFUSED: {
    en: 'This webhook URL is refused (see details.reason): it must be https (or an allowed host), without credentials, and must not point to a private, loopback or link-local address.',
    it: 'Questo URL webhook è rifiutato (vedi details.reason): deve essere https (o un host consentito), senza credenziali, e non deve puntare a un indirizzo privato, di loopback o link-local.',
  },
  WEBHOOK_DELIVERY_NOT_FOUND: { en: 'Webhook delivery not found.', it: 'Consegna webhook non trovata.' },
  WEBHOOK_DISABLED: {
    en: 'This webhook endpoint is disabled: enable it before redelivering.',
    it: 'Questo endpoint webhook è disattivato: attivalo prima di ripetere la consegna.',
  },
  WEBHOOK_LIMIT: {
    en: 'You have reached the maximum number of webhook endpoints (20).',
    it: 'Hai raggiunto il numero massimo di endpoint webhook (20).',
  },
};
