/** Realization's error codes (issue 23): status and English/Italian message, merged into error-messages.ts. */
export const REALIZATION_STATUS = {
  ROADMAP_NOT_FOUND: 404,
  ROADMAP_CONFLICT: 409,
  ROADMAP_CYCLE: 422,
  ROADMAP_ITEM_NOT_FOUND: 404,
  EVIDENCE_REQUIRED: 422,
  OBLIGATION_NOT_FOUND: 404,
  KPI_REQUEST_NOT_FOUND: 404,
  KPI_PERIOD_INVALID: 422,
  CALENDAR_FEED_NOT_FOUND: 404,
  LEDGER_INVALID: 422,
} as const;

export const REALIZATION_MESSAGES: Readonly<Record<keyof typeof REALIZATION_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  ROADMAP_NOT_FOUND: { en: 'This project has no roadmap yet.', it: 'Questo progetto non ha ancora una roadmap.' },
  ROADMAP_CONFLICT: {
    en: 'Someone saved the roadmap after you opened it. Reload it and apply your changes again.',
    it: 'Qualcuno ha salvato la roadmap dopo che l’hai aperta. Ricaricala e applica di nuovo le modifiche.',
  },
  ROADMAP_CYCLE: {
    en: 'The dependencies form a cycle, or name an item that does not exist (see the items listed).',
    it: 'Le dipendenze formano un ciclo, o indicano un elemento che non esiste (vedi gli elementi elencati).',
  },
  ROADMAP_ITEM_NOT_FOUND: { en: 'Roadmap item not found.', it: 'Elemento della roadmap non trovato.' },
  EVIDENCE_REQUIRED: {
    en: 'The funder requires evidence before this milestone can be marked done: attach a document or a link.',
    it: 'Il finanziatore richiede una prova prima di segnare come completata questa milestone: allega un documento o un link.',
  },
  OBLIGATION_NOT_FOUND: { en: 'Obligation not found.', it: 'Obbligo non trovato.' },
  KPI_REQUEST_NOT_FOUND: { en: 'KPI request not found.', it: 'Richiesta di KPI non trovata.' },
  KPI_PERIOD_INVALID: {
    en: 'That period is not one of this request’s periods, or it was already answered.',
    it: 'Quel periodo non è tra quelli della richiesta, oppure ha già una risposta.',
  },
  CALENDAR_FEED_NOT_FOUND: { en: 'Calendar feed not found.', it: 'Feed del calendario non trovato.' },
  LEDGER_INVALID: {
    en: 'The ledger file could not be read: it needs a milestone id column and an amount column.',
    it: 'Il file del registro non è leggibile: servono una colonna con l’id della milestone e una con l’importo.',
  },
};
