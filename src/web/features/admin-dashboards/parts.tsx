import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryFeedback } from '../../components/panel.tsx';

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

/** A plain table with a caption (read by screen readers), scrolling sideways on a narrow screen. */
export function Table({ caption, head, rows, testId }: { caption: string; head: string[]; rows: ReactNode[][]; testId: string }) {
  const { t } = useTranslation('adminDashboards');
  return (
    // Focusable and named, so a keyboard can scroll it sideways on a narrow screen (axe: scrollable-region-focusable).
    <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label={t('tableOf', { caption })}>
      <table className="w-full min-w-[32rem] text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t">
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-2 text-left font-medium break-words">
                    {c}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-2 tabular-nums">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
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
