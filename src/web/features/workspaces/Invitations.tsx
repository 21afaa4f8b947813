import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MailPlusIcon, XIcon } from 'lucide-react';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../domain/access/index.ts';
import type { Workspace } from '../../../contract/workspaces.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useInvitations, useInvite, useRevokeInvitation } from './api.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { Notice, selectClass } from './Notice.tsx';

/** Owners invite by e-mail with a role, see the pending invitations and withdraw them. */
export function Invitations({ workspace: w }: { workspace: Workspace }) {
  const { t, i18n } = useTranslation('workspaces');
  const invitations = useInvitations(w.id);
  const invite = useInvite(w.id);
  const revoke = useRevokeInvitation(w.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('editor');
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>({ text: '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailId = `invite-email-${w.id}`;
  const roleId = `invite-role-${w.id}`;
  const emailError = fieldErrors(invite.error).email ? t('invitations.emailInvalid') : null;
  const pending = (invitations.data ?? []).filter((i) => i.status === 'pending');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice({ text: '' });
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (inv) => {
          setEmail('');
          setNotice({ text: t('invitations.sent', { email: inv.email }) });
        },
        onError: (err) => setNotice({ text: fieldErrors(err).email ? '' : errorMessage(t, err), error: true }),
      },
    );
  };

  return (
    <div className="grid gap-3 border-t pt-3">
      <h4 ref={headingRef} tabIndex={-1} className="font-medium outline-none">
        {t('invitations.title')}
      </h4>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        data-testid="invite-form"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={emailId}>{t('invitations.email')}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={roleId}>{t('invitations.role')}</Label>
          <select id={roleId} className={selectClass} value={role} onChange={(e) => setRole(e.target.value as WorkspaceRole)}>
            {WORKSPACE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending || !email.trim()}>
          <MailPlusIcon aria-hidden="true" />
          {invite.isPending ? t('invitations.sending') : t('invitations.send')}
        </Button>
        {emailError ? (
          <p id={`${emailId}-error`} className="text-destructive sm:col-span-3">
            {emailError}
          </p>
        ) : null}
      </form>
      <Notice text={notice.text} error={notice.error} testId="invite-notice" />
      {invitations.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, invitations.error)}
        </p>
      ) : null}
      {pending.length === 0 ? (
        <p className="text-muted-foreground">{invitations.isPending ? t('loading') : t('invitations.none')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="invitations">
          {pending.map((inv) => (
            <li
              key={inv.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              data-testid="invitation-row"
              data-email={inv.email}
            >
              <div className="min-w-0">
                <p className="font-medium break-all">{inv.email}</p>
                <p className="text-xs text-muted-foreground">
                  {t('invitations.pendingLine', { role: t(`roles.${inv.role}`), date: formatDate(i18n.language, inv.expiresAt) })}
                </p>
              </div>
              <ConfirmAction
                label={t('invitations.revoke')}
                accessibleLabel={t('invitations.revokeWho', { email: inv.email })}
                title={t('invitations.revokeTitle', { email: inv.email })}
                body={t('invitations.revokeBody')}
                confirm={t('invitations.revokeConfirm')}
                busy={revoke.isPending}
                testId="revoke-invitation"
                icon={<XIcon aria-hidden="true" />}
                onConfirm={() =>
                  revoke.mutate(inv.id, {
                    onSuccess: () => {
                      setNotice({ text: t('invitations.revoked', { email: inv.email }) });
                      headingRef.current?.focus(); // the withdrawn row (and its button) is gone
                    },
                    onError: (err) => setNotice({ text: errorMessage(t, err), error: true }),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
