import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArrowRightIcon, InfoIcon } from 'lucide-react';
import type { EconomyTier } from '../../../contract/insights.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatCurrency } from '../../lib/format.ts';
import { useEconomyTier } from './api.ts';
import { bandLabel, stageLabel } from './labels.ts';
import { Matrix, type CellKey } from './Matrix.tsx';
import { InsightsHeader, Loaded } from './PageParts.tsx';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** /economy-tier (admin, investor): deal flow by ticket band × CR tier (ADR 0028). */
export function EconomyTierPage() {
  const { t } = useTranslation('insights');
  const [params, setParams] = useSearchParams();
  const stage = params.get('stage') || null;
  const query = useEconomyTier(stage);
  const [cell, setCell] = useState<CellKey | null>(null);
  const platform = query.data?.scope === 'platform';

  const setStage = (value: string) => {
    setCell(null);
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set('stage', value);
      else next.delete('stage');
      return next;
    });
  };

  return (
    <div className="mx-auto max-w-6xl" data-testid="economy-tier">
      <InsightsHeader
        title={t('economy.title')}
        description={query.data ? t(platform ? 'economy.subtitlePlatform' : 'economy.subtitleInvestor') : undefined}
        link={{ to: '/kpi-dashboard', label: t('economy.kpiLink') }}
      />
      <Loaded query={query} t={t}>
        {(data) => (
          <div className="flex flex-col gap-4">
            {platform ? (
              <p className="flex gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="economy-platform-note">
                <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('economy.platformNote')}
              </p>
            ) : null}
            <Card>
              <CardContent className="flex flex-col gap-4 pt-5">
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor="economy-stage" className="text-sm font-medium">
                    {t('economy.stage')}
                  </label>
                  <select
                    id="economy-stage"
                    className={selectClass}
                    value={stage ?? ''}
                    onChange={(e) => setStage(e.target.value)}
                    data-testid="economy-stage"
                  >
                    <option value="">{t('economy.allStages')}</option>
                    {data.stages.map((s) => (
                      <option key={s.value} value={s.value}>
                        {stageLabel(t, s)}
                      </option>
                    ))}
                  </select>
                </div>
                {data.total.count === 0 && !stage ? (
                  <div className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-empty="true">
                    <p>{t(platform ? 'economy.emptyPlatform' : 'economy.empty')}</p>
                    {platform ? null : (
                      <Link to="/deal-flow" className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                        {t('economy.emptyAction')}
                        <ArrowRightIcon className="size-3.5" aria-hidden="true" />
                      </Link>
                    )}
                  </div>
                ) : (
                  <Matrix data={data} selected={cell} onSelect={platform ? null : setCell} />
                )}
                <p className="text-xs text-muted-foreground">{t('economy.method')}</p>
              </CardContent>
            </Card>
            {platform ? null : <CellCards data={data} cell={cell} />}
          </div>
        )}
      </Loaded>
    </div>
  );
}

/** The cards of the chosen cell, each a link to its card on the board. */
function CellCards({ data, cell }: { data: EconomyTier; cell: CellKey | null }) {
  const { t, i18n } = useTranslation('insights');
  const lng = i18n.language;
  const cards = cell ? data.cards.filter((c) => c.band === cell.band && c.tier === cell.tier) : [];
  return (
    <Card data-testid="economy-cell-cards">
      <CardHeader>
        <CardTitle className="text-base" aria-live="polite">
          {cell ? t('economy.selected', { band: bandLabel(t, lng, cell.band), tier: t(`tiers.${cell.tier}`) }) : t('economy.noneSelected')}
        </CardTitle>
      </CardHeader>
      {cell ? (
        <CardContent>
          {cards.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('economy.selectedEmpty')}</p>
          ) : (
            <ul className="divide-y">
              {cards.map((c) => (
                <li key={c.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                  <Link to={`/deal-flow/cards/${c.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {c.projectTitle}
                  </Link>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {c.ticket === null ? t('economy.noTicket') : formatCurrency(lng, c.ticket, c.currency ?? 'EUR')} ·{' '}
                    {stageLabel(t, { kind: c.stageKind, name: c.stageName })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      ) : null}
    </Card>
  );
}
