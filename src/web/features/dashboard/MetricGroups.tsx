import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import {
  ArrowRightIcon,
  BadgePercentIcon,
  BanknoteIcon,
  CalendarClockIcon,
  FolderKanbanIcon,
  GaugeIcon,
  HandCoinsIcon,
  LandmarkIcon,
  LeafIcon,
  PercentIcon,
  ScaleIcon,
  ShieldAlertIcon,
  TargetIcon,
  TrendingUpIcon,
  WalletIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Stats } from '../../../contract/stats.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { formatCurrency, formatNumber, formatPercent, formatScore } from '../../lib/format.ts';
import { StatCard } from './StatCard.tsx';
import { figureOf, groupEmptyReason, METRIC_GROUPS, REASON_ACTIONS, type EmptyReason, type Figure, type FigureKey } from './view.ts';

const ICONS: Record<FigureKey, LucideIcon> = {
  totalProjects: FolderKanbanIcon,
  totalValue: WalletIcon,
  pipelineValue: BanknoteIcon,
  averageCrScore: GaugeIcon,
  averageIrr: TrendingUpIcon,
  averagePaybackYears: CalendarClockIcon,
  successProbability: TargetIcon,
  conversionRate: BadgePercentIcon,
  fundingRequested: HandCoinsIcon,
  fundingSecured: LandmarkIcon,
  fundingSuccessRate: PercentIcon,
  averageEsgScore: LeafIcon,
  euTaxonomyCompliance: ScaleIcon,
  regulatoryRiskLevel: ShieldAlertIcon,
};

/** Older end-to-end tests and screenshots find these two figures by these ids. */
const TEST_IDS: Partial<Record<FigureKey, string>> = { totalProjects: 'stat-projects', averageCrScore: 'stat-cr-score' };

function FigureValue({ figure, lng, t }: { figure: Figure; lng: string; t: TFunction }): ReactNode {
  switch (figure.kind) {
    case 'count':
      return formatNumber(lng, figure.value, 0);
    case 'score':
      return t('values.score', { value: formatScore(lng, figure.value) });
    case 'percent':
      return formatPercent(lng, figure.value);
    case 'years':
      return t('values.years', { count: figure.value, value: formatNumber(lng, figure.value, 1) });
    case 'eur':
      return formatCurrency(lng, figure.value);
    case 'risk':
      return t(`values.risk.${figure.value}`);
    case 'money':
      return (
        <ul className="space-y-0.5">
          {figure.values.map((m) => (
            <li key={m.currency}>{formatCurrency(lng, m.amount, m.currency)}</li>
          ))}
        </ul>
      );
  }
}

export function EmptyExplanation({ reason, metric, t }: { reason: EmptyReason; metric: FigureKey; t: TFunction }) {
  return (
    <>
      <p data-reason={reason}>{t(`reasons.${reason}.text`, { metric: t(`metrics.${metric}.label`) })}</p>
      <Link to={REASON_ACTIONS[reason]} className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
        {t(`reasons.${reason}.action`)}
        <ArrowRightIcon className="size-3.5" aria-hidden="true" />
      </Link>
    </>
  );
}

/**
 * A group whose figures are all missing for the same reason explains it once: the figures it would
 * show, why there are none yet, and where their data are created.
 */
function GroupEmpty({ reason, metrics, testId, t }: { reason: EmptyReason; metrics: readonly FigureKey[]; testId: string; t: TFunction }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="space-y-2 pt-5 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-medium text-muted-foreground" aria-label={t('groupFigures')}>
          {metrics.map((metric) => {
            const Icon = ICONS[metric];
            return (
              <li key={metric} className="inline-flex items-center gap-1.5" data-metric={metric}>
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(`metrics.${metric}.label`)}
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground" data-empty="true" data-reason={reason}>
          {t(`reasons.${reason}.group`)}
        </p>
        <Link to={REASON_ACTIONS[reason]} className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
          {t(`reasons.${reason}.action`)}
          <ArrowRightIcon className="size-3.5" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

/** The seed's figures in their four groups, each missing figure (or group) explaining why. */
export function MetricGroups({ stats, lng, t }: { stats: Stats; lng: string; t: TFunction }) {
  return (
    <div className="space-y-6">
      {METRIC_GROUPS.map((group) => {
        const shared = groupEmptyReason(stats.dashboard, group.metrics);
        return (
          <section key={group.key} aria-labelledby={`group-${group.key}`} data-testid={`group-${group.key}`}>
            <h2 id={`group-${group.key}`} className="mb-3 text-lg font-semibold">
              {t(`groups.${group.key}`)}
            </h2>
            {shared ? (
              <GroupEmpty reason={shared} metrics={group.metrics} testId={`group-${group.key}-empty`} t={t} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.metrics.map((metric) => {
                  const shown = figureOf(stats.dashboard, metric);
                  return (
                    <StatCard
                      key={metric}
                      testId={TEST_IDS[metric] ?? `metric-${metric}`}
                      icon={ICONS[metric]}
                      label={t(`metrics.${metric}.label`)}
                      value={'figure' in shown ? <FigureValue figure={shown.figure} lng={lng} t={t} /> : null}
                      empty={'empty' in shown ? <EmptyExplanation reason={shown.empty} metric={metric} t={t} /> : null}
                    />
                  );
                })}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
