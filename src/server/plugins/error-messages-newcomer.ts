/** Issue 27's error codes (sending a report, the investor directory, a call's portal): status and EN/IT message. */
export const NEWCOMER_STATUS = {
  INVESTOR_PROFILE_ONLY: 403,
  REPORT_SHARE_RECIPIENT: 400,
  PORTAL_SUBMISSION_NOT_A_CALL: 409,
  PACKAGE_TOO_LARGE: 413,
} as const;

export const NEWCOMER_MESSAGES: Readonly<Record<keyof typeof NEWCOMER_STATUS, Readonly<Record<'en' | 'it', string>>>> = {
  INVESTOR_PROFILE_ONLY: {
    en: 'Only investor accounts have a directory profile.',
    it: 'Solo gli account investitore hanno un profilo nella directory.',
  },
  REPORT_SHARE_RECIPIENT: {
    en: 'A report can be sent only to an investor account other than yours.',
    it: 'Un report si può inviare solo a un account investitore diverso dal tuo.',
  },
  PORTAL_SUBMISSION_NOT_A_CALL: {
    en: 'Only a request to a public call is submitted on the funder’s portal.',
    it: 'Solo una richiesta a un bando pubblico si presenta sul portale dell’ente.',
  },
  PACKAGE_TOO_LARGE: {
    en: 'The attached documents and reports together are larger than one package may be (200 MB): attach fewer or smaller files.',
    it: 'I documenti e i report allegati insieme superano quanto può contenere un pacchetto (200 MB): allegane meno o più piccoli.',
  },
};
