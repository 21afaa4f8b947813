import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '../../../contract/reports.ts';
import { queryFeedback } from '../../components/panel.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { ReportItem } from './ReportItem.tsx';

export const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Sealed reports, a project's or a portfolio's: loading, failed, none yet, or each with its actions. */
export function ReportList({
  list,
  canRevoke,
}: {
  list: { data: ReportSummary[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  canRevoke: boolean;
}) {
  const { t } = useTranslation('reports');
  if (list.isPending || list.isError || !list.data) return queryFeedback(list, t, t('loading'));
  if (list.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-reports">
        {t('empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t('listLabel', { count: list.data.length })} data-testid="reports">
      {list.data.map((r) => (
        <ReportItem key={r.id} report={r} canRevoke={canRevoke} />
      ))}
    </ul>
  );
}

/** What became of the last "generate": its refusal, or that the report is sealed. */
export function GenerateOutcome({ generate }: { generate: { isError: boolean; isSuccess: boolean; error: unknown } }): ReactNode {
  const { t } = useTranslation('reports');
  if (generate.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(t, generate.error)}
      </p>
    );
  }
  return generate.isSuccess ? (
    <p role="status" className="text-sm" data-testid="report-sealed">
      {t('form.sealed')}
    </p>
  ) : null;
}

/** The report's language (its own, whatever the interface's). */
export function LanguageSelect({ id, value, onChange }: { id: string; value: 'en' | 'it'; onChange: (v: 'en' | 'it') => void }) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t('form.language')}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as 'en' | 'it')}>
        <option value="en">English</option>
        <option value="it">Italiano</option>
      </select>
    </div>
  );
}
