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
export function projectSharedMail(to: string, m: { project: string; by: string; access: string; link: string; expiresAt: Date | null }): Mail {
  const until = m.expiresAt ? `\n\nAccess ends on ${m.expiresAt.toISOString().slice(0, 10)}. / L'accesso termina il ${m.expiresAt.toISOString().slice(0, 10)}.` : '';
  return {
    to,
    kind: 'project-shared',
    subject: `${m.by} shared "${m.project}" with you / ${m.by} ha condiviso "${m.project}" con te`,
    body: `${m.by} shared the project "${m.project}" with you on Capital Readiness (${m.access}):\n${m.link}\n\n${m.by} ha condiviso con te il progetto "${m.project}" su Capital Readiness (${m.access}):\n${m.link}${until}`,
  };
}
