import type { AuthMailer } from './modules/auth/better-auth.ts';

type Enqueue = (m: { to: string; subject: string; body: string; kind: string }) => Promise<void>;
export type MailLanguage = 'en' | 'it' | null;

/** One text per language: the user's when known, else both (English first). */
function pick(lang: MailLanguage, en: { subject: string; body: string }, it: { subject: string; body: string }) {
  if (lang === 'en') return en;
  if (lang === 'it') return it;
  return { subject: `${en.subject} / ${it.subject}`, body: `${en.body}\n\n---\n\n${it.body}` };
}

/** The account e-mails, in the user's language when known (better-auth passes the user), else both. */
export function authMailer(enqueue: Enqueue): AuthMailer {
  return {
    verification: (to, link, lang = null) =>
      enqueue({
        to,
        kind: 'verify-email',
        ...pick(
          lang,
          {
            subject: 'Confirm your e-mail',
            body: `Confirm your e-mail address for Capital Readiness:\n${link}\n\nThe link is valid for 24 hours.`,
          },
          {
            subject: 'Conferma la tua e-mail',
            body: `Conferma il tuo indirizzo e-mail per Capital Readiness:\n${link}\n\nIl link è valido per 24 ore.`,
          },
        ),
      }),
    passwordReset: (to, link, lang = null) =>
      enqueue({
        to,
        kind: 'password-reset',
        ...pick(
          lang,
          {
            subject: 'Reset your password',
            body: `Someone asked to reset your Capital Readiness password. If it was you, open:\n${link}\n\nThe link is valid for 1 hour; if you did not ask, ignore this e-mail.`,
          },
          {
            subject: 'Reimposta la password',
            body: `È stato richiesto il ripristino della password di Capital Readiness. Se sei stato tu, apri:\n${link}\n\nIl link è valido per 1 ora; se non l'hai richiesto, ignora questa e-mail.`,
          },
        ),
      }),
  };
}

type Mail = { to: string; subject: string; body: string; kind: string };

/** The invitation to a team workspace, with the link that accepts it (valid 7 days). */
export function workspaceInvitationMail(to: string, m: { workspace: string; inviter: string; role: string; link: string }): Mail {
  return {
    to,
    kind: 'workspace-invitation',
    subject: `${m.inviter} invited you to ${m.workspace} / ${m.inviter} ti ha invitato in ${m.workspace}`,
    body: `${m.inviter} invited you to join the workspace "${m.workspace}" on Capital Readiness as ${m.role}. Sign in with this e-mail address and open:\n${m.link}\n\n${m.inviter} ti ha invitato nello spazio di lavoro "${m.workspace}" su Capital Readiness con il ruolo ${m.role}. Accedi con questo indirizzo e-mail e apri:\n${m.link}\n\nThe invitation is valid for 7 days. / L'invito è valido per 7 giorni.`,
  };
}

/** Tells an investor or consultant a project was shared with them. */
export function projectSharedMail(
  to: string,
  m: { project: string; by: string; access: string; link: string; expiresAt: Date | null },
): Mail {
  const until = m.expiresAt
    ? `\n\nAccess ends on ${m.expiresAt.toISOString().slice(0, 10)}. / L'accesso termina il ${m.expiresAt.toISOString().slice(0, 10)}.`
    : '';
  return {
    to,
    kind: 'project-shared',
    subject: `${m.by} shared "${m.project}" with you / ${m.by} ha condiviso "${m.project}" con te`,
    body: `${m.by} shared the project "${m.project}" with you on Capital Readiness (${m.access}):\n${m.link}\n\n${m.by} ha condiviso con te il progetto "${m.project}" su Capital Readiness (${m.access}):\n${m.link}${until}`,
  };
}

export type SecurityEvent = 'password-changed' | 'two-factor-on' | 'two-factor-off' | 'two-factor-reset' | 'email-changed';

/** E-mails about the account itself: always sent, whatever the notification preferences say. */
export interface AccountMailer {
  emailChangeConfirm(to: string, link: string, lang: MailLanguage): Promise<void>;
  emailChangeRequested(oldAddress: string, newAddress: string, lang: MailLanguage): Promise<void>;
  securityNotice(to: string, event: SecurityEvent, lang: MailLanguage): Promise<void>;
  /** Sign-in was locked after failed passwords; the link lifts every lock of the account (ADR 0048). */
  accountLocked(to: string, link: string, lang: MailLanguage): Promise<void>;
  /** Someone tried to register with this (already used) address; the page answered as for a new one. */
  registrationAttempt(to: string, lang: MailLanguage): Promise<void>;
  notification(to: string, n: { title: string; content: string; link: string | null }, lang: MailLanguage): Promise<void>;
}

const SECURITY_TEXT: Record<SecurityEvent, { en: string; it: string }> = {
  'password-changed': {
    en: 'The password of your Capital Readiness account was changed, and every other session was signed out.',
    it: 'La password del tuo account Capital Readiness è stata cambiata e tutte le altre sessioni sono state chiuse.',
  },
  'two-factor-on': {
    en: 'Two-factor sign-in was turned on for your Capital Readiness account.',
    it: 'L’accesso in due passaggi è stato attivato per il tuo account Capital Readiness.',
  },
  'two-factor-off': {
    en: 'Two-factor sign-in was turned off for your Capital Readiness account.',
    it: 'L’accesso in due passaggi è stato disattivato per il tuo account Capital Readiness.',
  },
  'two-factor-reset': {
    en: 'An administrator reset the two-factor sign-in of your Capital Readiness account after checking your identity, and every session was signed out. Sign in with your password and set up two-factor sign-in again from your settings.',
    it: 'Un amministratore ha reimpostato l’accesso in due passaggi del tuo account Capital Readiness dopo aver verificato la tua identità, e tutte le sessioni sono state chiuse. Accedi con la password e riattiva l’accesso in due passaggi dalle impostazioni.',
  },
  'email-changed': {
    en: 'The e-mail address of your Capital Readiness account was changed to this one.',
    it: 'L’indirizzo e-mail del tuo account Capital Readiness è stato cambiato in questo.',
  },
};

export function accountMailer(enqueue: Enqueue, origin: string): AccountMailer {
  const notYou = {
    en: `If it was not you, reset your password at ${origin}/forgot-password and contact us.`,
    it: `Se non sei stato tu, reimposta la password su ${origin}/forgot-password e contattaci.`,
  };
  return {
    emailChangeConfirm: (to, link, lang) =>
      enqueue({
        to,
        kind: 'email-change-confirm',
        ...pick(
          lang,
          {
            subject: 'Confirm your new e-mail address',
            body: `To use this address for your Capital Readiness account, open:\n${link}\n\nThe link is valid for 24 hours. Until you open it, the account keeps its current address. If you did not ask for this, ignore this e-mail.`,
          },
          {
            subject: 'Conferma il nuovo indirizzo e-mail',
            body: `Per usare questo indirizzo per il tuo account Capital Readiness, apri:\n${link}\n\nIl link è valido per 24 ore. Finché non lo apri, l'account mantiene l'indirizzo attuale. Se non l'hai richiesto, ignora questa e-mail.`,
          },
        ),
      }),
    emailChangeRequested: (to, newAddress, lang) =>
      enqueue({
        to,
        kind: 'email-change-notice',
        ...pick(
          lang,
          {
            subject: 'A change of e-mail address was requested',
            body: `Someone signed in to your Capital Readiness account asked to change its e-mail address to ${newAddress}. The change happens only when the link sent to that address is opened.\n\n${notYou.en}`,
          },
          {
            subject: 'È stato richiesto un cambio di indirizzo e-mail',
            body: `Qualcuno che ha accesso al tuo account Capital Readiness ha chiesto di cambiarne l'indirizzo e-mail in ${newAddress}. Il cambio avviene solo quando si apre il link inviato a quell'indirizzo.\n\n${notYou.it}`,
          },
        ),
      }),
    securityNotice: (to, event, lang) =>
      enqueue({
        to,
        kind: `security-${event}`,
        ...pick(
          lang,
          { subject: 'Your account security changed', body: `${SECURITY_TEXT[event].en}\n\n${notYou.en}` },
          { subject: 'La sicurezza del tuo account è cambiata', body: `${SECURITY_TEXT[event].it}\n\n${notYou.it}` },
        ),
      }),
    accountLocked: (to, link, lang) =>
      enqueue({
        to,
        kind: 'account-locked',
        ...pick(
          lang,
          {
            subject: 'Sign-in to your account was paused',
            body: `Several wrong passwords were tried for your Capital Readiness account, so sign-in was paused for 15 minutes from where they came from. If you want to sign in now, open:\n${link}\n\nThe link is valid for 1 hour and lifts the pause for every device. ${notYou.en}`,
          },
          {
            subject: "L'accesso al tuo account è stato sospeso",
            body: `Sono state provate diverse password errate per il tuo account Capital Readiness, quindi l'accesso è stato sospeso per 15 minuti da dove provenivano. Se vuoi accedere ora, apri:\n${link}\n\nIl link è valido per 1 ora e toglie la sospensione per ogni dispositivo. ${notYou.it}`,
          },
        ),
      }),
    registrationAttempt: (to, lang) =>
      enqueue({
        to,
        kind: 'registration-attempt',
        ...pick(
          lang,
          {
            subject: 'Someone tried to register with your address',
            body: `Someone tried to create a Capital Readiness account with this e-mail address, which already has one. Nothing was changed. If it was you, sign in at ${origin}/login; if you forgot your password, reset it at ${origin}/forgot-password.`,
          },
          {
            subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo',
            body: `Qualcuno ha provato a creare un account Capital Readiness con questo indirizzo e-mail, che ne ha già uno. Non è stato cambiato nulla. Se sei stato tu, accedi su ${origin}/login; se hai dimenticato la password, reimpostala su ${origin}/forgot-password.`,
          },
        ),
      }),
    // The notification's own text is in one language already; only our footer follows the reader's.
    notification: (to, n, lang) => {
      const footer = {
        en: `You receive this because of your notification preferences: ${origin}/settings#notifications`,
        it: `Ricevi questa e-mail per le tue preferenze di notifica: ${origin}/settings#notifications`,
      };
      const tail = lang ? footer[lang] : `${footer.en}\n${footer.it}`;
      return enqueue({
        to,
        kind: 'notification',
        subject: n.title,
        body: `${n.content}${n.link ? `\n\n${origin}${n.link}` : ''}\n\n${tail}`,
      });
    },
  };
}
