import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useObligations } from './api.ts';

/** The funded requests' obligations as dated items: kind, due date, status; PNRR targets with indicator and value. */
export function ObligationsPanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('realization');
  const q = useObligations(projectId);
  if (q.isPending || q.isError) return queryFeedback(q, t, t('loading'));
  if (q.data.length === 0) return <p className="text-muted-foreground">{t('obligations.empty')}</p>;
  const rows = [...q.data].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return (
    <ul className="grid gap-2" data-testid="obligations">
      {rows.map((o) => (
        <li key={o.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="obligation" data-status={o.status}>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{o.title}</span>
            <Badge variant={o.status === 'overdue' ? 'destructive' : o.status === 'met' ? 'secondary' : 'outline'}>
              {t(`obligationStatus.${o.status}`)}
            </Badge>
          </span>
          <span className="text-xs text-muted-foreground">
            {t(`obligationKind.${o.kind}`)} · {t('obligations.due', { date: formatDate(i18n.language, o.dueOn) })}
            {o.indicator
              ? ` · ${t('obligations.target', { indicator: o.indicator, value: o.targetValue == null ? '—' : formatNumber(i18n.language, o.targetValue, 2) })}`
              : ''}
            {o.periodStart && o.periodEnd
              ? ` · ${t('obligations.period', { from: formatDate(i18n.language, o.periodStart), to: formatDate(i18n.language, o.periodEnd) })}`
              : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
