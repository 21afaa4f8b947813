import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadIcon, EyeIcon, ShieldCheckIcon, BanIcon } from 'lucide-react';
import type { ReportSummary } from '../../../contract/reports.ts';
import { tierHasFeature } from '../../../domain/rbac/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTier } from '../../lib/tier.tsx';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { useRevokeReport } from './api.ts';
import { PreviewPages } from './PreviewPages.tsx';
import { ShareReport } from './ShareReport.tsx';

/** One sealed report: what it is, its hash and code, and what the caller may do with it. */
export function ReportItem({ report, canRevoke }: { report: ReportSummary; canRevoke: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const { tier } = useTier();
  const canDownload = tierHasFeature(tier, 'report_download');
  const upgrade = useUpgradeHref({ feature: 'report_download' });
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeReport(report);
  const revoked = report.revokedAt !== null;
  const verifyPath = `/verify/${report.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="report">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t(`kind.${report.kind}`)}</span>
        <Badge variant="outline">{report.language.toUpperCase()}</Badge>
        {report.evaluationVersion !== null ? (
          <span className="text-muted-foreground">{t('item.version', { version: report.evaluationVersion })}</span>
        ) : null}
        <time dateTime={report.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(i18n.language, report.createdAt)}
        </time>
        {revoked ? (
          <Badge variant="destructive" data-testid="report-revoked">
            {t('item.revoked')}
          </Badge>
        ) : null}
      </p>
      <dl className="grid gap-1 text-xs sm:grid-cols-[max-content_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">{t('item.sha256')}</dt>
        <dd>
          <code className="break-all" data-testid="report-sha256">
            {report.sha256}
          </code>
        </dd>
        <dt className="text-muted-foreground">{t('item.code')}</dt>
        <dd>
          <code>{report.shortCode}</code>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setPreviewing((v) => !v)}
          aria-expanded={previewing}
          data-testid="report-preview"
        >
          <EyeIcon aria-hidden="true" />
          {previewing ? t('item.hidePreview') : t('item.preview')}
        </Button>
        {canDownload ? (
          <Button asChild size="sm" variant="outline">
            <a href={`/api/reports/${report.id}/pdf`} download data-testid="report-download">
              <DownloadIcon aria-hidden="true" />
              {t('item.download')}
            </a>
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground" data-testid="report-upgrade">
            {t('item.downloadEnterprise')}{' '}
            <Link to={upgrade} className="underline">
              {t('item.upgrade')}
            </Link>
          </span>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to={verifyPath} data-testid="report-verify-link">
            <ShieldCheckIcon aria-hidden="true" />
            {t('item.verify')}
          </Link>
        </Button>
        {canRevoke && !revoked ? (
          confirming ? (
            <span className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                size="sm"
                variant="destructive"
                pending={revoke.isPending}
                onClick={() => revoke.mutate(report.id)}
                data-testid="report-revoke-confirm"
              >
                {t('item.confirmRevoke')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('item.cancel')}
              </Button>
            </span>
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)} data-testid="report-revoke">
              <BanIcon aria-hidden="true" />
              {t('item.revoke')}
            </Button>
          )
        ) : null}
      </div>
      {canRevoke && !revoked && report.projectId ? <ShareReport reportId={report.id} projectId={report.projectId} /> : null}
      {revoke.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(t, revoke.error)}
        </p>
      ) : null}
      {previewing ? (
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">{t('item.previewNote')}</p>
          <PreviewPages url={`/api/reports/${report.id}/preview`} label={t('item.previewTitle', { code: report.shortCode })} />
        </div>
      ) : null}
    </li>
  );
}
