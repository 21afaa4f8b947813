import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryFeedback } from '../../components/panel.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';

/** A titled section named by its heading. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid={id}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A data table with a caption (read by screen readers), in a named box that scrolls sideways on a narrow screen. */
export function Table({ caption, head, rows, testId }: { caption: string; head: string[]; rows: ReactNode[][]; testId: string }) {
  const { t } = useTranslation('adminDashboards');
  return (
    // Focusable and named, so a keyboard can scroll it sideways on a narrow screen (axe: scrollable-region-focusable).
    <div className="overflow-x-auto rounded-md border p-1" tabIndex={0} role="region" aria-label={t('tableOf', { caption })}>
      <DataTable caption={caption} head={head} rows={rows} wrap className="min-w-[32rem]" testId={testId} />
    </div>
  );
}

/** An honest empty state: says what is missing, never a made-up figure. */
export function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid={testId}>
      {children}
    </p>
  );
}

/** Loading or error for a query, translated. */
export function Feedback({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  const { t } = useTranslation('adminDashboards');
  return <>{queryFeedback(query, t, t('loading'))}</>;
}

export const fmtNumber = (lng: string, n: number, digits = 1) => new Intl.NumberFormat(lng, { maximumFractionDigits: digits }).format(n);
export const fmtEur = (lng: string, n: number | null) =>
  n === null ? '—' : new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);
export const fmtDate = (lng: string, iso: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
