import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2Icon, MailOpenIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { chooseWorkspace } from '../../lib/workspace-scope.ts';
import { useAcceptInvitation } from './api.ts';

/**
 * /invitations/:token — the link of the invitation e-mail. A visitor signs in (or creates the
 * account with the invited address) and comes back here; a signed-in user accepts, and the server
 * checks the account's e-mail is the invited one (INVITATION_EMAIL_MISMATCH otherwise).
 */
export function InvitationPage() {
  const { t } = useTranslation('workspaces');
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const accept = useAcceptInvitation(token);
  const client = useQueryClient();
  const resultRef = useRef<HTMLDivElement>(null);

  // The result takes the focus, so a screen reader reads it and the keyboard starts from there.
  useEffect(() => {
    if (accept.isSuccess || accept.isError) resultRef.current?.focus();
  }, [accept.isSuccess, accept.isError]);

  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 py-6" data-testid="invitation-page">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <MailOpenIcon className="size-5 shrink-0" aria-hidden="true" />
            {t('invitation.title')}
          </h1>
          <CardDescription>{user ? t('invitation.signedInAs', { email: user.email }) : t('invitation.signInFirst')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {!user ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/login" state={{ from: pathname }}>
                  {t('invitation.signIn')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/register" state={{ from: pathname }}>
                  {t('invitation.register')}
                </Link>
              </Button>
            </div>
          ) : accept.isSuccess ? (
            <div ref={resultRef} tabIndex={-1} role="status" className="grid gap-3 outline-none" data-testid="invitation-accepted">
              <p className="flex items-center gap-2 font-medium">
                <CheckCircle2Icon className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {t('invitation.accepted', { name: accept.data.workspace.name, role: t(`roles.${accept.data.workspace.role}`) })}
              </p>
              <div>
                <Button asChild>
                  <Link to="/projects" onClick={() => chooseWorkspace(client, user.id, accept.data.workspace.id)}>
                    {t('invitation.openProjects')}
                  </Link>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p>{t('invitation.explain')}</p>
              {accept.isError ? (
                <div
                  ref={resultRef}
                  tabIndex={-1}
                  role="alert"
                  className="rounded-md border border-destructive/50 p-3 text-destructive outline-none"
                  data-testid="invitation-error"
                >
                  {errorMessage(t, accept.error)}
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => accept.mutate()} pending={accept.isPending} data-testid="accept-invitation">
                  {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
                </Button>
                <Button asChild variant="outline">
                  <Link to="/dashboard">{t('invitation.notNow')}</Link>
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
