import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RealizationRow, RealizationStatus, StatusDetail } from '../../contract/realization.ts';
import { apiRequest } from '../lib/api.ts';
import { cn } from '../lib/cn.ts';
import { CACHE_TIERS } from '../lib/query-client.ts';
import { Badge } from './ui/badge.tsx';

const VARIANT: Record<RealizationStatus, 'default' | 'secondary' | 'destructive' | 'outline' | 'warning'> = {
  not_started: 'outline',
  on_track: 'secondary',
  at_risk: 'warning',
  late: 'destructive',
  completed: 'default',
};

/** Why a status was given, in the reader's language (the server states it as data: a code and the items behind it). */
export function statusReasonText(t: TFunction, d: StatusDetail): string {
  const items = (xs: string[]) => xs.join(', ');
  if (d.code !== 'at_risk') return t(`realization:reason.${d.code}`, { items: items(d.items) });
  const parts = [
    d.items.length > 0 ? t('realization:reason.at_risk_budget', { items: items(d.items) }) : '',
    d.dueSoon.length > 0 ? t('realization:reason.at_risk_due', { items: items(d.dueSoon) }) : '',
  ].filter(Boolean);
  return t('realization:reason.at_risk', { parts: parts.join('; ') });
}

/**
 * A project's realization status (on track, at risk, late …) with its reason, as the server states it: beside the CR
 * score on the project page, on the portfolio and deal-flow cards, and in the realization screens. Words in the
 * `realization` namespace; the status is also in text, never in colour alone.
 */
export function RealizationStatusBadge({
  status,
  reason,
  className,
}: {
  status: RealizationStatus;
  reason?: StatusDetail | null;
  className?: string;
}) {
  const { t } = useTranslation('realization');
  const label = t(`status.${status}`);
  const text = reason ? statusReasonText(t, reason) : null;
  return (
    <span className={className} data-testid="realization-status" data-status={status}>
      <Badge variant={VARIANT[status]} title={text ?? undefined}>
        {t('status.label')}: {label}
      </Badge>
      {text ? <span className="ml-2 text-xs text-muted-foreground">{text}</span> : null}
    </span>
  );
}

/** The cross-project realization list (GET /api/realization, scoped by the server to what the caller may see), shared by every card that shows a status. */
export function useRealizationRows() {
  return useQuery<RealizationRow[]>({
    queryKey: ['/api/realization'],
    queryFn: () => apiRequest('GET', '/api/realization'),
    ...CACHE_TIERS.realtime,
  });
}

/**
 * A project's realization status where other screens show a project (the project page beside the CR score, the
 * portfolio's holdings, the deal-flow cards): from the realization list; nothing when the project has no roadmap, the
 * caller cannot see it, or the list could not be read.
 */
export function ProjectRealizationStatus({
  projectId,
  withReason = true,
  link = true,
  emptyLink = false,
  className,
}: {
  projectId: string;
  withReason?: boolean;
  /** False inside something already clickable (a deal-flow card). */
  link?: boolean;
  /** Without a roadmap, a link to the project's roadmap page (which offers the wizard to editors) instead of nothing. */
  emptyLink?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('realization');
  const rows = useRealizationRows();
  const row = Array.isArray(rows.data) ? rows.data.find((r) => r.projectId === projectId) : undefined;
  if (!row) {
    if (!emptyLink || !Array.isArray(rows.data)) return null;
    return (
      <Link
        to={`/project/${projectId}/roadmap`}
        className={cn('text-sm underline underline-offset-4', className)}
        data-testid="roadmap-link"
      >
        {t('status.openRoadmap')}
      </Link>
    );
  }
  if (!link) return <RealizationStatusBadge status={row.status} reason={withReason ? row.statusDetail : null} className={className} />;
  return (
    <Link to={`/project/${projectId}/roadmap`} className={cn('rounded-md focus-visible:ring-2 focus-visible:outline-none', className)}>
      <RealizationStatusBadge status={row.status} reason={withReason ? row.statusDetail : null} />
    </Link>
  );
}
