import type { ErrorCode } from '../../contract/errors.ts';
import type { FileUnsafeReason } from '../../contract/constants.ts';
import { requestLanguage } from '../lib/accept-language.ts';
import { BILLING_MESSAGES, BILLING_STATUS } from './error-messages-billing.ts';
import { REALIZATION_MESSAGES, REALIZATION_STATUS } from './error-messages-realization.ts';
import { NEWCOMER_MESSAGES, NEWCOMER_STATUS } from './error-messages-newcomer.ts';
import { ADVICE_MESSAGES, ADVICE_STATUS } from './error-messages-advice.ts';
import { DEVELOPER_MESSAGES, DEVELOPER_STATUS } from './error-messages-developer.ts';
import { ADMIN_MESSAGES, ADMIN_STATUS } from './error-messages-admin.ts';
import { WEBHOOKS_MESSAGES, WEBHOOKS_STATUS } from './error-messages-webhooks.ts';
import { CONSULTANTS_MESSAGES, CONSULTANTS_STATUS } from './error-messages-consultants.ts';
import { ABUSE_MESSAGES, ABUSE_STATUS } from './error-messages-abuse.ts';
import { DOCUMENTS_MESSAGES, DOCUMENTS_STATUS, FILE_UNSAFE_REASONS } from './error-messages-documents.ts';

export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  INVALID_CODE: 400,
  TWO_FACTOR_REQUIRED: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_ORIGIN_REJECTED: 403,
  PROJECT_LIMIT_REACHED: 403,
  EXPORT_NOT_READY: 409,
  EXPORT_EXPIRED: 410,
  NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  FUNDING_CALL_NOT_FOUND: 404,
  SAVED_SEARCH_NOT_FOUND: 404,
  SAVED_CALL_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  PLAN_REQUIRED: 403,
  WORKSPACE_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  LAST_OWNER: 409,
  PERSONAL_WORKSPACE: 409,
  ALREADY_MEMBER: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_USED: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  GRANT_NOT_FOUND: 404,
  EVALUATION_RUN_FINISHED: 409,
  SAMPLES_NOT_REPRODUCIBLE: 409,
  PORTFOLIO_NOT_FOUND: 404,
  DEAL_CARD_NOT_FOUND: 404,
  DEAL_PIPELINE_NOT_FOUND: 404,
  DEAL_STAGE_NOT_FOUND: 404,
  DEAL_ITEM_NOT_FOUND: 404,
  QUESTION_NOT_FOUND: 404,
  QUESTION_ANSWERED: 409,
  QUESTION_ATTACHMENT_INVALID: 422,
  QUESTION_DUE_IN_PAST: 422,
  DEAL_FLOW_INVESTORS_ONLY: 403,
  TASK_ASSIGNEE_CANNOT_SEE: 422,
  DEAL_STAGE_NOT_EMPTY: 409,
  DEAL_STAGE_LAST: 409,
  DEAL_LINK_NOT_FOUND: 404,
  DEAL_CARD_NEEDS_ACCESS: 409,
  DEAL_CARD_HAS_ACCESS: 409,
  DEAL_ACCESS_ALREADY_REQUESTED: 409,
  SHOWCASE_NOT_FOUND: 404,
  HOLDING_NOT_FOUND: 404,
  HOLDING_EXISTS: 409,
  IMPORT_INVALID: 422,
  IMPORT_UNREADABLE: 400,
  DEAL_VIEW_NOT_FOUND: 404,
  DEAL_VIEW_NAME_TAKEN: 409,
  DEAL_VIEW_LIMIT: 422,
  REPORT_NOT_FOUND: 404,
  REPORT_EVALUATION_REQUIRED: 409,
  COMPLIANCE_NOT_ASSESSED: 409,
  REPORT_KIND_UNAVAILABLE: 409,
  REPORT_REVOKED: 409,
  LOGO_INVALID: 422,
  LOGO_NOT_FOUND: 404,
  LOGO_TEAM_ONLY: 409,
  INTERNAL: 500,
  FUNDING_REQUEST_NOT_FOUND: 404,
  INVALID_TRANSITION: 409,
  FUNDING_REQUEST_LOCKED: 409,
  SERVICE_UNAVAILABLE: 503,
  ...DOCUMENTS_STATUS,
  ...BILLING_STATUS,
  ...REALIZATION_STATUS,
  ...NEWCOMER_STATUS,
  ...ADVICE_STATUS,
  ...DEVELOPER_STATUS,
  ...WEBHOOKS_STATUS,
  ...CONSULTANTS_STATUS,
  ...ABUSE_STATUS,
  ...ADMIN_STATUS,
  SERVER_BUSY: 503,
};

type Lang = 'en' | 'it';

/** Human messages per code; the web app has its own translations, API clients get these. */
const MESSAGES: Readonly<Record<ErrorCode, Readonly<Record<Lang, string>>>> = {
  VALIDATION_FAILED: { en: 'Some fields are not valid.', it: 'Alcuni campi non sono validi.' },
  INVALID_TOKEN: { en: 'This link is invalid or has expired.', it: 'Questo link non è valido o è scaduto.' },
  WRONG_PASSWORD: {
    en: 'The password is not correct. Nothing was changed.',
    it: 'La password non è corretta. Non è stato modificato nulla.',
  },
  INVALID_CODE: {
    en: 'This code is not valid. Check the time on your device, or use a recovery code.',
    it: 'Questo codice non è valido. Controlla l’ora del dispositivo o usa un codice di recupero.',
  },
  TWO_FACTOR_REQUIRED: {
    en: 'Administrators must turn on two-factor sign-in before anything else.',
    it: 'Gli amministratori devono attivare l’accesso in due passaggi prima di ogni altra cosa.',
  },
  UNSUPPORTED_MEDIA_TYPE: { en: 'Use a PNG, JPEG or WebP image.', it: 'Usa un’immagine PNG, JPEG o WebP.' },
  UNAUTHENTICATED: { en: 'Please sign in.', it: 'Accedi per continuare.' },
  INVALID_CREDENTIALS: { en: 'E-mail or password is incorrect.', it: 'E-mail o password non corretti.' },
  FORBIDDEN: { en: 'You do not have permission to do this.', it: 'Non hai il permesso di eseguire questa operazione.' },
  CROSS_ORIGIN_REJECTED: {
    en: 'The request did not come from this site and was refused.',
    it: 'La richiesta non proviene da questo sito ed è stata rifiutata.',
  },
  PROJECT_LIMIT_REACHED: {
    en: 'You have reached the project limit of your plan. Upgrade to add more projects.',
    it: 'Hai raggiunto il limite di progetti del tuo piano. Passa a un piano superiore per aggiungerne altri.',
  },
  EXPORT_NOT_READY: { en: 'Your data export is not ready yet.', it: "L'esportazione dei tuoi dati non è ancora pronta." },
  EXPORT_EXPIRED: {
    en: 'This data export has expired. Request a new one.',
    it: 'Questa esportazione dei dati è scaduta. Richiedine una nuova.',
  },
  NOT_FOUND: { en: 'Not found.', it: 'Non trovato.' },
  NOTIFICATION_NOT_FOUND: { en: 'Notification not found.', it: 'Notifica non trovata.' },
  PROJECT_NOT_FOUND: { en: 'Project not found.', it: 'Progetto non trovato.' },
  FUNDING_CALL_NOT_FOUND: { en: 'Funding call not found.', it: 'Bando non trovato.' },
  SAVED_SEARCH_NOT_FOUND: { en: 'Saved search not found.', it: 'Ricerca salvata non trovata.' },
  SAVED_CALL_NOT_FOUND: { en: 'This call is not among your saved calls.', it: 'Questo bando non è tra i bandi salvati.' },
  EMAIL_TAKEN: { en: 'An account with this e-mail already exists.', it: 'Esiste già un account con questa e-mail.' },
  PAYLOAD_TOO_LARGE: { en: 'The request is too large.', it: 'La richiesta è troppo grande.' },
  TOO_MANY_ATTEMPTS: {
    en: 'Too many failed sign-in attempts. Try again later.',
    it: 'Troppi tentativi di accesso non riusciti. Riprova più tardi.',
  },
  RATE_LIMITED: { en: 'Too many requests. Try again later.', it: 'Troppe richieste. Riprova più tardi.' },
  PLAN_REQUIRED: { en: 'This needs the Enterprise plan.', it: 'Serve il piano Enterprise.' },
  WORKSPACE_NOT_FOUND: { en: 'Workspace not found.', it: 'Spazio di lavoro non trovato.' },
  MEMBER_NOT_FOUND: { en: 'Member not found.', it: 'Membro non trovato.' },
  LAST_OWNER: { en: 'A workspace needs at least one owner.', it: 'Uno spazio di lavoro deve avere almeno un proprietario.' },
  PERSONAL_WORKSPACE: { en: 'A personal workspace has no other members.', it: 'Uno spazio di lavoro personale non ha altri membri.' },
  ALREADY_MEMBER: { en: 'This person is already a member.', it: 'Questa persona è già un membro.' },
  INVITATION_NOT_FOUND: { en: 'Invitation not found.', it: 'Invito non trovato.' },
  INVITATION_EXPIRED: { en: 'This invitation has expired.', it: 'Questo invito è scaduto.' },
  INVITATION_REVOKED: { en: 'This invitation was withdrawn.', it: 'Questo invito è stato ritirato.' },
  INVITATION_USED: { en: 'This invitation was already accepted.', it: 'Questo invito è già stato accettato.' },
  INVITATION_EMAIL_MISMATCH: { en: 'This invitation is for another e-mail address.', it: 'Questo invito è per un altro indirizzo e-mail.' },
  REPORT_NOT_FOUND: { en: 'Report not found.', it: 'Rapporto non trovato.' },
  REPORT_EVALUATION_REQUIRED: {
    en: 'Run an evaluation first: the report is made from a stored evaluation.',
    it: 'Esegui prima una valutazione: il rapporto si basa su una valutazione salvata.',
  },
  COMPLIANCE_NOT_ASSESSED: {
    en: 'This project has no compliance assessment to report yet.',
    it: 'Questo progetto non ha ancora una valutazione di conformit\u00e0 da riportare.',
  },
  REPORT_KIND_UNAVAILABLE: {
    en: 'This kind of report is not available yet.',
    it: 'Questo tipo di rapporto non \u00e8 ancora disponibile.',
  },
  LOGO_INVALID: {
    en: 'The logo must be a PNG or JPEG image of at most 512 KB, between 16 and 4,000 pixels per side.',
    it: "Il logo deve essere un'immagine PNG o JPEG di al massimo 512 KB, tra 16 e 4.000 pixel per lato.",
  },
  LOGO_NOT_FOUND: { en: 'This workspace has no logo.', it: 'Questo spazio di lavoro non ha un logo.' },
  LOGO_TEAM_ONLY: {
    en: 'Only a team workspace can have a logo: its name and logo head its reports.',
    it: 'Solo uno spazio di lavoro di team pu\u00f2 avere un logo: nome e logo compaiono sui suoi rapporti.',
  },
  REPORT_REVOKED: { en: 'This report is already revoked.', it: 'Questo rapporto \u00e8 gi\u00e0 stato revocato.' },
  GRANT_NOT_FOUND: { en: 'Access grant not found.', it: 'Accesso condiviso non trovato.' },
  SAMPLES_NOT_REPRODUCIBLE: {
    en: 'This version was drawn by an earlier engine whose Latin Hypercube draws cannot be regenerated exactly. Its statistics stay as stored; run the evaluation again to download its samples.',
    it: 'Questa versione è stata calcolata da un motore precedente, i cui campioni Latin Hypercube non si possono rigenerare esattamente. Le sue statistiche restano quelle salvate; esegui di nuovo la valutazione per scaricarne i campioni.',
  },
  EVALUATION_RUN_FINISHED: {
    en: 'This evaluation run has already finished.',
    it: 'Questa esecuzione della valutazione è già terminata.',
  },
  DEAL_CARD_NOT_FOUND: { en: 'Deal card not found.', it: 'Scheda della pipeline non trovata.' },
  DEAL_PIPELINE_NOT_FOUND: { en: 'Pipeline not found.', it: 'Pipeline non trovata.' },
  DEAL_STAGE_NOT_FOUND: { en: 'Stage not found in this pipeline.', it: 'Fase non trovata in questa pipeline.' },
  DEAL_ITEM_NOT_FOUND: { en: 'Item not found.', it: 'Elemento non trovato.' },
  QUESTION_NOT_FOUND: { en: 'Question not found.', it: 'Domanda non trovata.' },
  QUESTION_ANSWERED: { en: 'This question has already been answered.', it: 'Questa domanda ha già una risposta.' },
  QUESTION_ATTACHMENT_INVALID: {
    en: 'An attachment must be a document of this project that has not been deleted.',
    it: 'Un allegato deve essere un documento di questo progetto non eliminato.',
  },
  QUESTION_DUE_IN_PAST: { en: 'The answer-by date cannot be in the past.', it: 'La data entro cui rispondere non può essere nel passato.' },
  DEAL_STAGE_NOT_EMPTY: {
    en: 'This stage still holds cards. Move them to another stage first, then remove it.',
    it: "Questa fase contiene ancora delle schede. Spostale in un'altra fase, poi rimuovila.",
  },
  DEAL_STAGE_LAST: { en: 'A pipeline keeps at least one stage.', it: 'Una pipeline conserva almeno una fase.' },
  DEAL_LINK_NOT_FOUND: {
    en: "That record is not among this project's documents, accepted figures, evaluation versions or compliance items you can see.",
    it: 'Quel dato non è tra i documenti, i dati accettati, le versioni di valutazione o i punti di conformità di questo progetto che puoi vedere.',
  },
  DEAL_CARD_NEEDS_ACCESS: {
    en: 'You follow this project from the showcase but it is not shared with you. Request access first.',
    it: "Segui questo progetto dalla vetrina ma non è condiviso con te. Chiedi prima l'accesso.",
  },
  DEAL_CARD_HAS_ACCESS: { en: 'This project is already shared with you.', it: 'Questo progetto è già condiviso con te.' },
  DEAL_ACCESS_ALREADY_REQUESTED: {
    en: 'You already asked for access in the last 24 hours. The owners have been notified.',
    it: "Hai già chiesto l'accesso nelle ultime 24 ore. I titolari sono stati avvisati.",
  },
  SHOWCASE_NOT_FOUND: {
    en: 'This project is not published on the showcase (any more).',
    it: 'Questo progetto non è (più) pubblicato nella vetrina.',
  },
  DEAL_FLOW_INVESTORS_ONLY: {
    en: 'Only investors can change a deal flow; administrators read it.',
    it: 'Solo gli investitori possono modificare il deal flow; gli amministratori lo consultano.',
  },
  TASK_ASSIGNEE_CANNOT_SEE: {
    en: 'A task can only be assigned to someone who can see this project (a member of its workspace or a person it is shared with).',
    it: "Un'attività può essere assegnata solo a chi vede questo progetto (un membro del suo spazio di lavoro o una persona con cui è condiviso).",
  },
  PORTFOLIO_NOT_FOUND: { en: 'Portfolio not found.', it: 'Portafoglio non trovato.' },
  HOLDING_NOT_FOUND: { en: 'Holding not found.', it: 'Posizione non trovata.' },
  HOLDING_EXISTS: { en: 'This project is already in the portfolio.', it: 'Questo progetto è già nel portafoglio.' },
  IMPORT_INVALID: {
    en: 'The file has invalid cells: nothing was imported. Fix them or exclude their rows.',
    it: 'Il file contiene celle non valide: non è stato importato nulla. Correggile o escludi le loro righe.',
  },
  IMPORT_UNREADABLE: { en: 'The file could not be read as CSV or XLSX.', it: 'Il file non può essere letto come CSV o XLSX.' },
  DEAL_VIEW_NOT_FOUND: { en: 'Saved view not found.', it: 'Vista salvata non trovata.' },
  DEAL_VIEW_NAME_TAKEN: { en: 'You already have a saved view with this name.', it: 'Hai già una vista salvata con questo nome.' },
  DEAL_VIEW_LIMIT: {
    en: 'You can keep at most 50 saved views. Delete one first.',
    it: 'Puoi tenere al massimo 50 viste salvate. Eliminane prima una.',
  },
  INTERNAL: { en: 'Something went wrong on our side.', it: 'Si è verificato un errore da parte nostra.' },
  FUNDING_REQUEST_NOT_FOUND: { en: 'Funding request not found.', it: 'Richiesta di finanziamento non trovata.' },
  INVALID_TRANSITION: {
    en: 'This request cannot move to that state, or not by you.',
    it: 'Questa richiesta non può passare a quello stato, o non per tua mano.',
  },
  FUNDING_REQUEST_LOCKED: { en: 'Only a draft request can be changed.', it: 'Si può modificare solo una richiesta in bozza.' },
  SERVICE_UNAVAILABLE: { en: 'The service is temporarily unavailable.', it: 'Il servizio è temporaneamente non disponibile.' },
  ...DOCUMENTS_MESSAGES,
  ...BILLING_MESSAGES,
  ...REALIZATION_MESSAGES,
  ...NEWCOMER_MESSAGES,
  ...ADVICE_MESSAGES,
  ...DEVELOPER_MESSAGES,
  ...WEBHOOKS_MESSAGES,
  ...CONSULTANTS_MESSAGES,
  ...ABUSE_MESSAGES,
  ...ADMIN_MESSAGES,
  SERVER_BUSY: {
    en: 'The server is busy. Nothing was done: try again in a few seconds.',
    it: 'Il server è occupato. Non è stato fatto nulla: riprova tra qualche secondo.',
  },
};

/**
 * The language of a request's words (error messages, import errors, item texts, exports): the signed-in
 * user's chosen language, which the app keeps in step with its own; else the request's Accept-Language,
 * English by default. A download opened from a link carries the browser's language, not the app's: the
 * account's choice is what keeps it in the language the user reads.
 */
export function languageOf(request: {
  headers: { 'accept-language'?: string | undefined };
  user?: { language: Lang | null } | null;
}): Lang {
  return request.user?.language ?? requestLanguage(request.headers['accept-language']);
}

export function messageFor(code: ErrorCode, lang: Lang, reason?: string): string {
  if (code === 'FILE_UNSAFE' && reason && reason in FILE_UNSAFE_REASONS) return FILE_UNSAFE_REASONS[reason as FileUnsafeReason][lang];
  return MESSAGES[code][lang];
}
