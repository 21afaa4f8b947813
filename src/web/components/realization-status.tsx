import { useTranslation } from 'react-i18next';
import type { RealizationStatus } from '../../contract/realization.ts';
import { Badge } from './ui/badge.tsx';

const VARIANT: Record<RealizationStatus, 'default' | 'secondary' | 'destructive' | 'outline' | 'warning'> = {
  not_started: 'outline',
  on_track: 'secondary',
  at_risk: 'warning',
  late: 'destructive',
  completed: 'default',
};

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
  reason?: string | null;
  className?: string;
}) {
  const { t } = useTranslation('realization');
  const label = t(`status.${status}`);
  return (
    <span className={className} data-testid="realization-status" data-status={status}>
      <Badge variant={VARIANT[status]} title={reason || undefined}>
        {t('status.label')}: {label}
      </Badge>
      {reason ? <span className="ml-2 text-xs text-muted-foreground">{reason}</span> : null}
    </span>
  );
}
