import type { AuthMailer } from './modules/auth/index.ts';

type Enqueue = (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;

/** The account e-mails, in English and Italian together (the recipient's language is not known yet). */
export function authMailer(enqueue: Enqueue): AuthMailer {
  return {
    verification: (to, link) =>
      enqueue({
        to,
        kind: 'verify-email',
        subject: 'Confirm your e-mail / Conferma la tua e-mail',
        body: `Confirm your e-mail address for Capital Readiness:\n${link}\n\nConferma il tuo indirizzo e-mail per Capital Readiness:\n${link}\n\nThe link is valid for 24 hours. / Il link è valido per 24 ore.`,
      }),
    passwordReset: (to, link) =>
      enqueue({
        to,
        kind: 'password-reset',
        subject: 'Reset your password / Reimposta la password',
        body: `Someone asked to reset your Capital Readiness password. If it was you, open:\n${link}\n\nÈ stato richiesto il ripristino della password di Capital Readiness. Se sei stato tu, apri:\n${link}\n\nThe link is valid for 1 hour; if you did not ask, ignore this e-mail. / Il link è valido per 1 ora; se non l'hai richiesto, ignora questa e-mail.`,
      }),
  };
}
