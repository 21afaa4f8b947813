import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REALIZATION_STATUSES } from './constants.ts';
import type { RealizationStatus } from '../../../contract/realization.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { RealizationStatusBadge, statusReasonText } from '../../components/realization-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatCurrency, formatDate, formatPercent } from '../../lib/format.ts';
import { ROUTES, useRealizationList } from './api.ts';
import { SORT_KEYS, filterRows, rowsToCsv, sortRows } from './rows.ts';
import type { SortKey } from './rows.ts';
import { RemindersSection } from './RemindersSection.tsx';
import { selectClass } from './ui.ts';

/**
 * /project-realization: every project the caller may see that has a roadmap (GET /api/realization, scoped by the
 * server: an investor's portfolio, a consultant's projects, all for admins), with status and reason, next milestone,
 * budget burn and overdue obligations; filters, sort, CSV of what is shown, XLSX from the server.
 */
export function RealizationPage() {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const list = useRealizationList();
  const [status, setStatus] = useState<RealizationStatus | ''>('');
  const [query, setQuery] = useState('');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [sort, setSort] = useState<SortKey>('status');
  const [desc, setDesc] = useState(false);
  const rows = useMemo(
    () => sortRows(filterRows(list.data ?? [], { status, query, overdueOnly }), sort, desc),
    [list.data, status, query, overdueOnly, sort, desc],
  );

  const downloadCsv = () => {
    const headers = [
      'project',
      'status',
      'reason',
      'nextMilestone',
      'nextMilestoneDue',
      'budget',
      'actual',
      'burn',
      'overdue',
      'currency',
    ].map((h) => t(`list.csv.${h}`));
    const blob = new Blob(
      [
        rowsToCsv(
          rows,
          headers,
          (s) => t(`status.${s}`),
          (r) => statusReasonText(t, r.statusDetail),
        ),
      ],
      { type: 'text/csv;charset=utf-8' },
    );
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'realization.csv';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-4 p-4 sm:p-6" data-testid="realization-list">
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        className="mb-0"
        actions={
          <>
            <Button variant="outline" size="sm" onClick={downloadCsv} disabled={rows.length === 0} data-testid="realization-csv">
              {t('list.exportCsv')}
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={ROUTES.listXlsx} download data-testid="realization-xlsx">
                {t('list.exportXlsx')}
              </a>
            </Button>
            <Button size="sm" asChild>
              <Link to="/roadmap-wizard">{t('list.newRoadmap')}</Link>
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('list.filters')}>
        <div className="grid gap-1">
          <Label htmlFor="rl-query">{t('list.search')}</Label>
          <Input id="rl-query" value={query} onChange={(e) => setQuery(e.target.value)} className="w-56" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="rl-status">{t('list.statusFilter')}</Label>
          <select
            id="rl-status"
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as RealizationStatus | '')}
            data-testid="rl-status"
          >
            <option value="">{t('list.allStatuses')}</option>
            {REALIZATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="rl-sort">{t('list.sort')}</Label>
          <div className="flex gap-1">
            <select id="rl-sort" className={selectClass} value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
              {SORT_KEYS.map((k) => (
                <option key={k} value={k}>
                  {t(`list.sortBy.${k}`)}
                </option>
              ))}
            </select>
            <Button variant="outline" size="sm" className="h-9" onClick={() => setDesc((d) => !d)} aria-pressed={desc}>
              {desc ? t('list.descending') : t('list.ascending')}
            </Button>
          </div>
        </div>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input type="checkbox" checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} />
          {t('list.overdueOnly')}
        </label>
      </div>
      {list.isPending || list.isError ? (
        queryFeedback(list, t, t('loading'))
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground" data-testid="realization-empty">
          {list.data.length === 0 ? t('list.empty') : t('list.emptyFiltered')}
        </p>
      ) : (
        <>
          <ul className="grid gap-2 sm:hidden" aria-label={t('list.caption', { count: rows.length })}>
            {rows.map((r) => (
              <li
                key={r.projectId}
                className="grid gap-1 rounded-md border p-3 text-sm"
                data-testid="realization-card"
                data-project={r.projectId}
              >
                <Link className="font-medium underline-offset-4 hover:underline" to={`/project/${r.projectId}/roadmap`}>
                  {r.projectName}
                </Link>
                <RealizationStatusBadge status={r.status} reason={r.statusDetail} />
                <span className="text-xs text-muted-foreground">
                  {t('list.col.nextMilestone')}:{' '}
                  {r.nextMilestone ? `${r.nextMilestone.title} (${formatDate(lng, r.nextMilestone.end)})` : t('list.none')}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('list.col.burn')}: {r.burn === null ? t('list.noBudget') : formatPercent(lng, r.burn)} · {t('list.col.overdue')}:{' '}
                  {r.overdueObligations}
                </span>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-md border sm:block">
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">{t('list.caption', { count: rows.length })}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  {['project', 'status', 'nextMilestone', 'burn', 'overdue'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-medium">
                      {t(`list.col.${h}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.projectId} className="border-t align-top" data-testid="realization-row" data-project={r.projectId}>
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <Link className="underline-offset-4 hover:underline" to={`/project/${r.projectId}/roadmap`}>
                        {r.projectName}
                      </Link>
                    </th>
                    <td className="px-3 py-2">
                      <RealizationStatusBadge status={r.status} reason={r.statusDetail} />
                    </td>
                    <td className="px-3 py-2">
                      {r.nextMilestone ? (
                        <>
                          {r.nextMilestone.title}
                          <span className="block text-xs text-muted-foreground">{formatDate(lng, r.nextMilestone.end)}</span>
                        </>
                      ) : (
                        <span className="text-muted-foreground">{t('list.none')}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {r.burn === null ? (
                        <span className="text-muted-foreground">{t('list.noBudget')}</span>
                      ) : (
                        <>
                          {formatPercent(lng, r.burn)}
                          <span className="block text-xs text-muted-foreground">
                            {t('list.spentOf', {
                              actual: formatCurrency(lng, r.actualCents / 100, r.currency),
                              budget: formatCurrency(lng, r.budgetCents / 100, r.currency),
                            })}
                          </span>
                        </>
                      )}
                    </td>
                    <td className={r.overdueObligations > 0 ? 'px-3 py-2 font-medium text-destructive' : 'px-3 py-2'}>
                      {r.overdueObligations}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <RemindersSection />
    </div>
  );
}
