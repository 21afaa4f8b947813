import { useTranslation } from 'react-i18next';
import type { Roadmap, RoadmapPhase } from '../../../contract/realization.ts';
import { formatCurrency, formatDate } from '../../lib/format.ts';
import { Label } from '../../components/ui/label.tsx';
import { useImportLedger } from './api.ts';
import { serverMessage } from './ui.ts';
import { allItems, diffDays } from './schedule.ts';

/** Budget per milestone (planned against actual), the server's forecast at completion, and the baseline comparison. */
export function BudgetPanel({
  projectId,
  roadmap,
  phases,
  canEdit,
}: {
  projectId: string;
  roadmap: Roadmap;
  phases: RoadmapPhase[];
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation('realization');
  const ledger = useImportLedger(projectId);
  const lng = i18n.language;
  const money = (cents: number | null | undefined) => (cents == null ? '—' : formatCurrency(lng, cents / 100, roadmap.currency));
  const milestones = allItems(phases).filter((i) => i.kind === 'milestone' || i.budgetCents != null);
  const f = roadmap.forecast;
  return (
    <div className="grid gap-4" data-testid="budget-panel">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['budget', money(f.budgetCents)],
          ['actual', money(f.actualCents)],
          ['eac', money(f.estimateAtCompletionCents)],
          ['finish', f.finishOn ? formatDate(lng, f.finishOn) : '—'],
        ].map(([k, v]) => (
          <div key={k} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{t(`budget.${k}`)}</dt>
            <dd className="text-lg font-semibold" data-testid={`forecast-${k}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{t('budget.formula')}</p>
      {canEdit ? (
        <div className="grid gap-1 rounded-md border p-3" data-testid="ledger-import">
          <Label htmlFor="ledger-file">{t('budget.ledger')}</Label>
          <input
            id="ledger-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm"
            aria-describedby="ledger-help"
            disabled={ledger.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) ledger.mutate(file);
              e.target.value = '';
            }}
          />
          <p id="ledger-help" className="text-xs text-muted-foreground">
            {t('budget.ledgerHelp')}
          </p>
          {ledger.isSuccess ? (
            <p role="status" className="text-sm">
              {t('budget.ledgerDone')}
            </p>
          ) : null}
          {ledger.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(t, ledger.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{t('budget.caption')}</caption>
          <thead className="bg-muted/50 text-left text-xs">
            <tr>
              {['item', 'planned', 'actual', 'variance'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {t(`budget.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {milestones.map((m) => {
              const variance = m.budgetCents != null && m.actualCents != null ? m.actualCents - m.budgetCents : null;
              return (
                <tr key={m.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {m.title}
                  </th>
                  <td className="px-3 py-2">{money(m.budgetCents)}</td>
                  <td className="px-3 py-2">{money(m.actualCents)}</td>
                  <td className={variance != null && variance > 0 ? 'px-3 py-2 text-destructive' : 'px-3 py-2'}>
                    {variance == null ? '—' : money(variance)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The baseline comparison: each item's baseline and current dates and the slip in days (positive = later). */
export function BaselineView({ roadmap, phases }: { roadmap: Roadmap; phases: RoadmapPhase[] }) {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  if (!roadmap.baselineAt || !roadmap.baseline?.length)
    return (
      <p className="text-muted-foreground" data-testid="no-baseline">
        {t('baseline.none')}
      </p>
    );
  const base = new Map(roadmap.baseline.map((b) => [b.id, b]));
  return (
    <div className="grid gap-2" data-testid="baseline-view">
      <p className="text-sm text-muted-foreground">{t('baseline.takenAt', { date: formatDate(lng, roadmap.baselineAt) })}</p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted/50 text-left text-xs">
            <tr>
              {['item', 'baselineEnd', 'currentEnd', 'slip'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {t(`baseline.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {allItems(phases).map((i) => {
              const b = base.get(i.id);
              const slip = b ? diffDays(b.end, i.end) : null;
              return (
                <tr key={i.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {i.title}
                  </th>
                  <td className="px-3 py-2">{b ? formatDate(lng, b.end) : t('baseline.new')}</td>
                  <td className="px-3 py-2">{formatDate(lng, i.end)}</td>
                  <td className={slip != null && slip > 0 ? 'px-3 py-2 font-medium text-destructive' : 'px-3 py-2'}>
                    {slip == null ? '—' : t('baseline.slipDays', { count: slip })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
