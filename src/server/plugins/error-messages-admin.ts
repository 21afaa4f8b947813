/** The admin tools' error codes (issue 26, ADR 0049): status and English/Italian message, merged into error-messages.ts. */
export const ADMIN_STATUS = {
  ACCOUNT_SUSPENDED: 403,
  REASON_REQUIRED: 400,
  IDENTITY_CHECK_REQUIRED: 400,
  TWO_FACTOR_NOT_ENABLED: 409,
  MAINTENANCE: 503,
  BACKUP_NOT_FOUND: 404,
  RESTORE_CONFIRMATION_MISMATCH: 400,
  RESTORE_IN_PROGRESS: 409,
} as const;

export const ADMIN_MESSAGES: Readonly<Record<keyof typeof ADMIN_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  ACCOUNT_SUSPENDED: {
    en: 'This account is suspended by an administrator. Contact support to have it reactivated.',
    it: 'Questo account è sospeso da un amministratore. Contatta l’assistenza per farlo riattivare.',
  },
  REASON_REQUIRED: {
    en: 'Give a reason for this change: it is kept in the audit trail.',
    it: 'Indica un motivo per questa modifica: viene conservato nel registro di audit.',
  },
  IDENTITY_CHECK_REQUIRED: {
    en: 'Say how you checked that the person asking owns this account (at least 10 characters): it is kept in the audit trail.',
    it: 'Indica come hai verificato che chi chiede sia il titolare dell’account (almeno 10 caratteri): viene conservato nel registro di audit.',
  },
  TWO_FACTOR_NOT_ENABLED: {
    en: 'This account has no two-factor sign-in to reset.',
    it: 'Questo account non ha un accesso in due passaggi da reimpostare.',
  },
  MAINTENANCE: {
    en: 'The platform is being restored from a backup. Try again in a few minutes; then sign in again.',
    it: 'La piattaforma è in fase di ripristino da un backup. Riprova tra qualche minuto, poi accedi di nuovo.',
  },
  BACKUP_NOT_FOUND: {
    en: 'There is no such backup in the backup directory.',
    it: 'Questo backup non esiste nella cartella dei backup.',
  },
  RESTORE_CONFIRMATION_MISMATCH: {
    en: 'Type the backup’s name exactly to confirm the restore.',
    it: 'Scrivi esattamente il nome del backup per confermare il ripristino.',
  },
  RESTORE_IN_PROGRESS: {
    en: 'A restore is already queued or running.',
    it: 'Un ripristino è già in coda o in corso.',
  },
};
