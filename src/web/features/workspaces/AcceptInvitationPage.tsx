import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useAcceptInvitation } from './api.ts';

/**
 * The page behind the e-mailed invitation link /invitations/:token. A visitor is asked to sign in
 * (or register) with the invited address and comes back here; a signed-in user accepts with one
 * explicit click (never on load: a link preview must not join anyone to a workspace).
 */
export function AcceptInvitationPage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('workspaces');
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  const from = `/invitations/${token}`;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{t('invitation.title')}</h1>
          <CardDescription>{signedIn ? t('invitation.descriptionSignedIn') : t('invitation.descriptionVisitor')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {accept.isSuccess ? (
            <>
              <p role="status" className="flex gap-2 text-sm text-success">
                <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('invitation.joined', { name: accept.data.workspace.name, role: t(`roles.${accept.data.workspace.role}`) })}
              </p>
              <Button asChild>
                <Link to={`/projects?workspaceId=${accept.data.workspace.id}`}>{t('invitation.openProjects')}</Link>
              </Button>
            </>
          ) : signedIn ? (
            <>
              {accept.isError ? (
                <p role="alert" className="flex gap-2 text-sm text-destructive">
                  <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {errorMessage(t, accept.error)}
                </p>
              ) : null}
              <Button onClick={() => accept.mutate(token)} disabled={accept.isPending || !token}>
                {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
              </Button>
            </>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link to="/login" state={{ from }}>
                  {t('invitation.signIn')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/register" state={{ from }}>
                  {t('invitation.register')}
                </Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
