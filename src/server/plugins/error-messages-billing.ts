/** Billing's error codes (issue 22): status and English/Italian message, merged into error-messages.ts. */
export const BILLING_STATUS = {
  BILLING_DETAILS_REQUIRED: 409,
  VAT_NUMBER_REQUIRED: 400,
  VAT_NUMBER_INVALID: 400,
  TAX_CODE_INVALID: 400,
  SDI_OR_PEC_REQUIRED: 400,
  SDI_CODE_INVALID: 400,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_AWAITING_PAYMENT: 409,
  INVOICE_NOT_FOUND: 404,
  TRIAL_NOT_AVAILABLE: 409,
  NO_SUBSCRIPTION: 409,
  PLAN_CHANGE_NOT_ALLOWED: 409,
  BILLING_PROVIDER_UNAVAILABLE: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PROJECT_READ_ONLY_PLAN: 403,
  CONTACT_EMAIL_REQUIRED: 400,
  PROJECT_READ_ONLY_SEATS: 403,
} as const;

export const BILLING_MESSAGES: Readonly<Record<keyof typeof BILLING_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  BILLING_DETAILS_REQUIRED: {
    en: 'Enter your billing details before ordering.',
    it: 'Inserisci i dati di fatturazione prima di ordinare.',
  },
  VAT_NUMBER_REQUIRED: { en: 'A business in the EU needs its VAT number.', it: 'Un’azienda nell’UE deve indicare la partita IVA.' },
  VAT_NUMBER_INVALID: {
    en: 'This VAT number does not have the format of the country chosen (or its check digit is wrong).',
    it: 'Questa partita IVA non ha il formato del paese scelto (o la cifra di controllo è errata).',
  },
  TAX_CODE_INVALID: {
    en: 'This codice fiscale is not valid: its check character does not match.',
    it: 'Questo codice fiscale non è valido: il carattere di controllo non corrisponde.',
  },
  SDI_OR_PEC_REQUIRED: {
    en: 'An Italian business needs its SDI recipient code or PEC address for e-invoicing.',
    it: 'Un’azienda italiana deve indicare il codice destinatario SDI o l’indirizzo PEC per la fattura elettronica.',
  },
  SDI_CODE_INVALID: { en: 'The SDI recipient code has 7 letters or digits.', it: 'Il codice destinatario SDI è di 7 lettere o cifre.' },
  ORDER_NOT_FOUND: { en: 'Order not found.', it: 'Ordine non trovato.' },
  ORDER_NOT_AWAITING_PAYMENT: {
    en: 'This order is not awaiting payment (already paid or canceled).',
    it: 'Questo ordine non è in attesa di pagamento (già pagato o annullato).',
  },
  INVOICE_NOT_FOUND: { en: 'Invoice not found.', it: 'Fattura non trovata.' },
  TRIAL_NOT_AVAILABLE: {
    en: 'The free trial is available once per account, on the Free plan.',
    it: 'La prova gratuita è disponibile una volta per account, con il piano Free.',
  },
  NO_SUBSCRIPTION: { en: 'You have no plan to change, cancel or resume.', it: 'Non hai un piano da modificare, disdire o riprendere.' },
  PLAN_CHANGE_NOT_ALLOWED: {
    en: 'This plan change is not possible from your current plan.',
    it: 'Questo cambio di piano non è possibile dal piano attuale.',
  },
  BILLING_PROVIDER_UNAVAILABLE: {
    en: 'This needs card payments, which are not configured on this installation.',
    it: 'Serve il pagamento con carta, non configurato su questa installazione.',
  },
  WEBHOOK_SIGNATURE_INVALID: { en: 'Missing or invalid signature.', it: 'Firma mancante o non valida.' },
  PROJECT_READ_ONLY_PLAN: {
    en: 'This project is read-only: your plan allows fewer projects than you have. Nothing was deleted; upgrade to edit it again.',
    it: 'Questo progetto è in sola lettura: il tuo piano consente meno progetti di quelli che hai. Non è stato eliminato nulla; passa a un piano superiore per modificarlo di nuovo.',
  },
  CONTACT_EMAIL_REQUIRED: {
    en: 'Give the e-mail address where sales can answer you.',
    it: 'Indica l’indirizzo e-mail a cui il commerciale può risponderti.',
  },
  PROJECT_READ_ONLY_SEATS: {
    en: 'You have read access only: this team workspace’s plan no longer includes team members (Enterprise does). Nothing was deleted; the workspace owner can upgrade to give you editing back.',
    it: 'Hai solo accesso in lettura: il piano di questo spazio di lavoro di team non include più membri del team (Enterprise li include). Non è stato eliminato nulla; il proprietario dello spazio può passare a un piano superiore per ridarti la modifica.',
  },
};
