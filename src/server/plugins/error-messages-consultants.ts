/** Consultants' error codes (issue 25, ADR 0042): status and English/Italian message, merged into error-messages.ts. */
export const CONSULTANTS_STATUS = {
  CONSULTANT_PROFILE_NOT_FOUND: 404,
  ENGAGEMENT_NOT_FOUND: 404,
  ENGAGEMENT_STATE: 409,
} as const;

export const CONSULTANTS_MESSAGES: Readonly<Record<keyof typeof CONSULTANTS_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  CONSULTANT_PROFILE_NOT_FOUND: {
    en: 'No consultant profile in that state: a verified profile to engage, a draft or rejected one to submit, a submitted one to review.',
    it: 'Nessun profilo consulente in quello stato: verificato per un incarico, bozza o respinto per l’invio, inviato per la revisione.',
  },
  ENGAGEMENT_NOT_FOUND: { en: 'Engagement not found.', it: 'Incarico non trovato.' },
  ENGAGEMENT_STATE: {
    en: 'The engagement is no longer in a state that allows this (it was accepted, declined or completed meanwhile).',
    it: 'L’incarico non è più in uno stato che lo consente (nel frattempo è stato accettato, rifiutato o completato).',
  },
};
