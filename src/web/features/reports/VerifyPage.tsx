import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useVerification } from './api.ts';
import { DropCheck } from './DropCheck.tsx';

/**
 * /verify/:reportId (public, signed in or out): what the seal of a report says — issuer, project
 * (only what its owner shows), date, methodology, hash, signature validity, revocation — and a drop
 * zone that hashes a PDF in the browser and compares it.
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation('reports');
  const { reportId = '' } = useParams();
  const v = useVerification(reportId);
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('verify.title')}</h1>
      {v.isPending || v.isError ? (
        queryFeedback(v, t, t('verify.loading'))
      ) : (
        <Card data-testid="verification">
          <CardHeader>
            <h2 className="text-lg font-semibold">{v.data.project.title}</h2>
            <CardDescription>{t(`kind.${v.data.kind}`)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm">
            {v.data.revoked ? (
              <p role="alert" className="flex items-center gap-2 font-medium text-destructive" data-testid="verify-revoked">
                <XCircleIcon aria-hidden="true" className="size-5" />
                {t('verify.revoked', { date: v.data.revokedAt ? formatDateTime(i18n.language, v.data.revokedAt) : '' })}
              </p>
            ) : null}
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="text-muted-foreground">{t('verify.issuer')}</dt>
              <dd data-testid="verify-issuer">{v.data.issuer}</dd>
              <dt className="text-muted-foreground">{t('verify.issuedAt')}</dt>
              <dd>
                <time dateTime={v.data.issuedAt}>{formatDateTime(i18n.language, v.data.issuedAt)}</time>
              </dd>
              <dt className="text-muted-foreground">{t('verify.methodology')}</dt>
              <dd>{v.data.methodologyVersion ?? '—'}</dd>
              <dt className="text-muted-foreground">{t('verify.code')}</dt>
              <dd>
                <code>{v.data.shortCode}</code>
              </dd>
              <dt className="text-muted-foreground">SHA-256</dt>
              <dd>
                <code className="break-all" data-testid="verify-sha256">
                  {v.data.sha256}
                </code>
              </dd>
              <dt className="text-muted-foreground">{t('verify.signature')}</dt>
              <dd className="flex flex-wrap items-center gap-2" data-testid="verify-signature">
                {v.data.signature.valid ? (
                  <Badge variant="secondary">
                    <CheckCircle2Icon aria-hidden="true" />
                    {t('verify.signatureValid', { algorithm: v.data.signature.algorithm })}
                  </Badge>
                ) : (
                  <Badge variant="destructive">{t('verify.signatureInvalid')}</Badge>
                )}
                <a className="text-xs underline" href="/.well-known/report-signing-key">
                  {t('verify.publicKey')}
                </a>
              </dd>
            </dl>
            <DropCheck reportId={v.data.id} published={v.data.sha256} />
          </CardContent>
        </Card>
      )}
    </main>
  );
}
