import { useTranslation } from 'react-i18next';
import type { EconomyTier } from '../../../contract/insights.ts';
import type { TicketBand, TierColumn } from '../../../domain/insights/index.ts';
import { cn } from '../../lib/cn.ts';
import { formatCurrency } from '../../lib/format.ts';
import { bandLabel } from './labels.ts';

export type CellKey = { band: TicketBand; tier: TierColumn };

/**
 * The ticket band × CR tier matrix as a real table (caption, row and column headers, totals), so a
 * screen reader reads it cell by cell; a cell with cards is a button that lists them.
 */
export function Matrix({
  data,
  selected,
  onSelect,
}: {
  data: EconomyTier;
  selected: CellKey | null;
  onSelect: ((c: CellKey) => void) | null;
}) {
  const { t, i18n } = useTranslation('insights');
  const lng = i18n.language;
  const money = (v: number) => formatCurrency(lng, v, data.currency);
  const max = Math.max(1, ...data.cells.map((c) => c.count));
  const figure = (count: number, total: number) => (
    <>
      <span className="block text-base font-semibold tabular-nums">{count}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">{count ? money(total) : '–'}</span>
    </>
  );
  return (
    <div className="max-w-full overflow-x-auto">
      {/* The caption, shown above the box that scrolls sideways (the table's own caption is for screen readers). */}
      <p className="sticky left-0 mb-2 text-sm text-muted-foreground" aria-hidden="true">
        {t('economy.caption')}
      </p>
      <table className="w-full min-w-[34rem] border-collapse text-sm" data-testid="economy-matrix">
        <caption className="sr-only">{t('economy.caption')}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-medium">
              {t('economy.band')}
            </th>
            {data.columns.map((c) => (
              <th key={c.tier} scope="col" className="px-2 py-2 text-center font-medium">
                {t(`tiers.${c.tier}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-center font-medium">
              {t('economy.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.band} className="border-b">
              <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-normal whitespace-nowrap">
                {bandLabel(t, lng, r.band)}
              </th>
              {data.columns.map((col) => {
                const c = data.cells.find((x) => x.band === r.band && x.tier === col.tier)!;
                const isSelected = selected?.band === c.band && selected.tier === c.tier;
                const shade = {
                  background: c.count
                    ? `color-mix(in oklch, var(--primary) ${Math.round(8 + (27 * c.count) / max)}%, transparent)`
                    : undefined,
                };
                const label = t('economy.cellLabel', {
                  band: bandLabel(t, lng, c.band),
                  tier: t(`tiers.${c.tier}`),
                  deals: t('economy.deals', { count: c.count }),
                  amount: money(c.total),
                });
                return (
                  <td key={col.tier} className="p-1 text-center" data-cell={`${c.band}:${c.tier}`}>
                    {onSelect && c.count ? (
                      <button
                        type="button"
                        className={cn(
                          'w-full rounded-md px-2 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                          isSelected && 'ring-2 ring-primary',
                        )}
                        style={shade}
                        aria-pressed={isSelected}
                        aria-label={label}
                        onClick={() => onSelect({ band: c.band, tier: c.tier })}
                      >
                        {figure(c.count, c.total)}
                      </button>
                    ) : (
                      <div className="rounded-md px-2 py-1.5" style={shade}>
                        {figure(c.count, c.total)}
                      </div>
                    )}
                  </td>
                );
              })}
              <td className="px-2 py-1.5 text-center">{figure(r.count, r.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-medium">
              {t('economy.total')}
            </th>
            {data.columns.map((c) => (
              <td key={c.tier} className="px-2 py-1.5 text-center">
                {figure(c.count, c.total)}
              </td>
            ))}
            <td className="px-2 py-1.5 text-center" data-testid="economy-total">
              {figure(data.total.count, data.total.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
