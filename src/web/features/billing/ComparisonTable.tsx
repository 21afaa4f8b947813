import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MinusIcon } from 'lucide-react';
import { PROJECT_LIMITS, STORAGE_QUOTAS, TIERS, tierHasFeature } from '../../../domain/rbac/index.ts';
import type { EnterpriseFeature, Tier } from '../../../domain/rbac/index.ts';
import { bytes } from './money.ts';

const FEATURES: readonly EnterpriseFeature[] = ['report_download', 'api_access', 'white_label', 'advanced_analytics'];

/**
 * What each tier includes, read from src/domain/rbac (project limits, Enterprise features, storage
 * quotas): a change there changes this table, never a copy of it.
 */
export function ComparisonTable({ current }: { current: Tier | null }) {
  const { t, i18n } = useTranslation('billing');
  const yes = (label: string) => (
    <span className="inline-flex items-center gap-1">
      <CheckIcon className="size-4 text-success" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
  const no = (label: string) => (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <MinusIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
  const rows: { key: string; cell: (tier: Tier) => ReactNode }[] = [
    {
      key: 'projects',
      cell: (tier) => {
        const limit = PROJECT_LIMITS[tier];
        return limit === null ? t('compare.unlimited') : String(limit);
      },
    },
    { key: 'members', cell: (tier) => (tierHasFeature(tier, 'multi_user') ? t('compare.team') : t('compare.justYou')) },
    { key: 'storage', cell: (tier) => bytes(i18n.language, STORAGE_QUOTAS[tier]) },
    ...FEATURES.map((feature) => ({
      key: feature,
      cell: (tier: Tier) => (tierHasFeature(tier, feature) ? yes(t('compare.included')) : no(t('compare.notIncluded'))),
    })),
  ];
  return (
    <section aria-labelledby="compare-title" className="mt-10">
      <h2 id="compare-title" className="mb-3 text-xl font-semibold">
        {t('compare.title')}
      </h2>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className="relative overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-labelledby="compare-title">
        <table className="w-full min-w-[640px] text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className="p-3 text-left font-medium">
                {t('compare.feature')}
              </th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className="p-3 text-center font-medium" aria-current={tier === current ? 'true' : undefined}>
                  {t(`common:tiers.${tier}`)}
                  {tier === current ? <span className="block text-xs font-normal text-primary">{t('pricing.current')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0">
                <th scope="row" className="p-3 text-left font-normal">
                  {t(`compare.rows.${row.key}`)}
                </th>
                {TIERS.map((tier) => (
                  <td key={tier} className={tier === current ? 'bg-primary/5 p-3 text-center' : 'p-3 text-center'}>
                    {row.cell(tier)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
