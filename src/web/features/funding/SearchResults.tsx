import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import type { CallSummary } from '../../../contract/funding.ts';
import { regionName } from '../../../domain/funding/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatCurrency, formatDate } from '../../lib/format.ts';

const STATUS_VARIANT = { open: 'secondary', closing: 'warning', upcoming: 'outline', closed: 'outline' } as const;

/** "€10,000 – €500,000", "up to €2,000,000", "from €20,000", or null when none is published. */
export function amountText(
  lng: string,
  t: (k: string, o?: Record<string, string>) => string,
  min: number | null,
  max: number | null,
): string | null {
  if (min !== null && max !== null) return `${formatCurrency(lng, min)} – ${formatCurrency(lng, max)}`;
  if (max !== null) return t('catalogue.upTo', { amount: formatCurrency(lng, max) });
  if (min !== null) return t('catalogue.from', { amount: formatCurrency(lng, min) });
  return null;
}

/** The result rows. `rowExtra` is where another feature adds per-call content (e.g. eligibility). */
export function SearchResults({ items, rowExtra }: { items: CallSummary[]; rowExtra?: (c: CallSummary) => React.ReactNode }) {
  const { t, i18n } = useTranslation('funding');
  const lng = i18n.language;
  return (
    <ul className="grid gap-3" data-testid="funding-results">
      {items.map((c) => {
        const amount = amountText(lng, t, c.minAmount, c.maxAmount);
        const regions =
          c.regions.length === 0
            ? t('catalogue.anyRegion')
            : c.regions.map((r) => (r === 'IT' ? t('catalogue.italy') : (regionName(r) ?? r))).join(', ');
        // Catalogue text stays in its source's language: Italian sources are marked lang="it".
        const textLang = c.language ?? 'it';
        return (
          <li key={c.id} className="rounded-lg border bg-card p-4 text-card-foreground" data-testid="funding-result" data-status={c.status}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 text-base font-semibold break-words" lang={textLang}>
                {c.url ? (
                  <a href={c.url} target="_blank" rel="noreferrer noopener" className="underline-offset-4 hover:underline">
                    {c.title}
                    <ExternalLinkIcon className="ml-1 inline size-3.5" aria-label={t('catalogue.opensOfficial')} />
                  </a>
                ) : (
                  c.title
                )}
              </h2>
              <Badge variant={STATUS_VARIANT[c.status]} data-testid="funding-status">
                {t(`search.statuses.${c.status}`)}
              </Badge>
            </div>
            <p className="mt-1 text-sm text-muted-foreground break-words" lang={textLang}>
              {c.funder}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
              <dt className="text-muted-foreground">{t('catalogue.aidForm')}</dt>
              <dd>{t(`catalogue.aidForms.${c.aidForm}`)}</dd>
              <dt className="text-muted-foreground">{t('catalogue.deadline')}</dt>
              <dd className={c.status === 'closing' ? 'font-semibold text-amber-700 dark:text-amber-300' : undefined}>
                {c.closesAt ? formatDate(lng, c.closesAt) : t('catalogue.noDeadline')}
              </dd>
              <dt className="text-muted-foreground">{t('catalogue.amount')}</dt>
              <dd>{amount ?? t('catalogue.notPublished')}</dd>
              <dt className="text-muted-foreground">{t('catalogue.regions')}</dt>
              <dd className="break-words">{regions}</dd>
              <dt className="text-muted-foreground">{t('catalogue.source')}</dt>
              <dd>{t(`catalogue.sources.${c.source}`)}</dd>
            </dl>
            {rowExtra?.(c)}
          </li>
        );
      })}
    </ul>
  );
}
