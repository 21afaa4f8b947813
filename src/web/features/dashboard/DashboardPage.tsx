import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  PlusIcon,
  ScaleIcon,
  ShieldAlertIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
  WalletIcon,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Stats } from '../../../contract/stats.ts';
import { projectLimit } from '../../../domain/rbac/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatNumber, formatPercent, formatRelative, formatScore } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTier } from '../../lib/tier.tsx';
import { useProjects } from '../projects/api.ts';
import { useIndustryCatalogue, useStats } from './api.ts';
import { CYCLE_STEPS } from './cycle.ts';
import { StatCard } from './StatCard.tsx';
import { countryName, figureOf, groupEmptyReason, industryName, METRIC_GROUPS, projectToEvaluate, REASON_ACTIONS, recentProjects, type EmptyReason, type Figure, type FigureKey } from './view.ts';

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

function EmptyExplanation({ reason, metric, t }: { reason: EmptyReason; metric: FigureKey; t: TFunction }) {
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

function MetricGroups({ stats, lng, t }: { stats: Stats; lng: string; t: TFunction }) {
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

const STATUSES = ['draft', 'analyzing', 'completed', 'funded'] as const;

function Distributions({ stats, lng, t }: { stats: Stats; lng: string; t: TFunction }) {
  const d = stats.dashboard;
  const catalogue = useIndustryCatalogue(d.industryDistribution.length > 0).data ?? null;
  const none = d.totalProjects === 0;
  if (none) {
    // Status, industries and geography all come from projects: one explanation for the three.
    return (
      <Card data-testid="distributions-empty">
        <CardContent className="space-y-2 pt-5 text-sm">
          <p className="font-medium text-muted-foreground">{[t('distribution.status'), t('distribution.industry'), t('distribution.geography')].join(' · ')}</p>
          <p className="text-muted-foreground" data-empty="true" data-reason="no-projects">
            {t('reasons.no-projects.group')}
          </p>
          <Link to={REASON_ACTIONS['no-projects']} className="inline-flex items-center gap-1 text-primary underline underline-offset-4">
            {t('reasons.no-projects.action')}
            <ArrowRightIcon className="size-3.5" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card data-testid="status-counts">
        <CardHeader>
          <CardTitle className="text-base">{t('distribution.status')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            {STATUSES.map((s) => (
              <div key={s} className="rounded-lg border p-2">
                <dt className="text-xs text-muted-foreground">{t(`status.${s}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatNumber(lng, d.statusCounts[s], 0)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card data-testid="industry-distribution">
        <CardHeader>
          <CardTitle className="text-base">{t('distribution.industry')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2">
            {d.industryDistribution.map((i) => (
              <li key={i.industry} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="font-mono text-xs text-muted-foreground">{i.industry}</span> {industryName(i.industry, lng, catalogue)}
                </span>
                <span className="shrink-0 tabular-nums">{t('projectCount', { count: i.count, value: formatNumber(lng, i.count, 0) })}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card data-testid="geographic-spread">
        <CardHeader>
          <CardTitle className="text-base">{t('distribution.geography')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2">
            {d.geographicSpread.map((g) => (
              <li key={`${g.country ?? ''}|${g.region ?? ''}`} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0">
                  {countryName(g.country, lng) ?? t('distribution.noCountry')}
                  {g.region ? <span className="text-muted-foreground"> · {g.region}</span> : null}
                </span>
                <span className="shrink-0 tabular-nums">{t('projectCount', { count: g.count, value: formatNumber(lng, g.count, 0) })}</span>
              </li>
            ))}
          </ul>
          {d.geographicSpread.some((g) => g.country === null) ? <p className="mt-3 text-xs text-muted-foreground">{t('distribution.noCountryHint')}</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}

function RecentProjects({ lng, t }: { lng: string; t: TFunction }) {
  const projects = useProjects({ sort: 'updated' });
  const recent = projects.data ? recentProjects(projects.data) : [];
  const toEvaluate = projects.data ? projectToEvaluate(projects.data) : null;
  return (
    <section aria-labelledby="recent-heading" className="space-y-4">
      {toEvaluate ? (
        <Card data-testid="evaluate-prompt" className="border-primary/40 bg-primary/5">
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <SparklesIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">{t('evaluatePrompt.title')}</p>
                <p className="text-sm text-muted-foreground">{t('evaluatePrompt.body')}</p>
              </div>
            </div>
            <Button asChild size="sm" className="shrink-0">
              <Link to={`/projects/${toEvaluate.id}?tab=evaluation`}>{t('evaluatePrompt.action', { title: toEvaluate.title })}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle id="recent-heading" className="text-lg">
            {t('recent.title')}
          </CardTitle>
          <Link to="/projects" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('recent.all')}
          </Link>
        </CardHeader>
        <CardContent data-testid="recent-projects">
          {projects.isPending ? (
            <p className="text-sm text-muted-foreground">{t('loading')}</p>
          ) : projects.isError ? (
            <p role="alert" className="text-sm">
              {t('recent.error', { message: errorMessage(t, projects.error) })}
            </p>
          ) : recent.length === 0 ? (
            <div className="text-sm text-muted-foreground" data-empty="true">
              <EmptyExplanation reason="no-projects" metric="totalProjects" t={t} />
            </div>
          ) : (
            <ul className="divide-y">
              {recent.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                  <div className="min-w-0">
                    <Link to={`/projects/${p.id}`} className="font-medium break-words underline-offset-4 hover:underline">
                      {p.title}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {t(`status.${p.status}`)} · {t('recent.updated', { when: formatRelative(lng, p.updatedAt) })}
                    </p>
                  </div>
                  {p.latestScore ? (
                    <Badge variant="secondary" className="tabular-nums">
                      {t('recent.score', { value: formatScore(lng, p.latestScore.total) })}
                    </Badge>
                  ) : (
                    <Badge variant="outline">{t('recent.noScore')}</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** The dashboard: the seed's metrics from /api/stats with explained empty states, recent projects, and the 7-step cycle. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const { tier } = useTier();
  const stats = useStats();
  const limit = projectLimit(tier);
  const lng = i18n.language;

  return (
    <div className="mx-auto max-w-6xl space-y-8" data-testid="dashboard">
      <PageHeader
        title={t('title', { name: user?.username ?? '' })}
        description={t('subtitle')}
        actions={
          <Button asChild>
            <Link to="/projects/new">
              <PlusIcon aria-hidden="true" />
              {t('newProject')}
            </Link>
          </Button>
        }
      />
      <section aria-label={t('statsHeading')} aria-busy={stats.isPending} className="space-y-6">
        {stats.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">{t('statsError', { message: errorMessage(t, stats.error) })}</p>
              <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
                {t('retry')}
              </Button>
            </CardContent>
          </Card>
        ) : stats.isPending ? (
          // Holds the figures' place while they load, so what follows does not jump down when they arrive.
          <p className="min-h-svh text-sm text-muted-foreground" data-testid="stats-loading">
            {t('loading')}
          </p>
        ) : (
          <>
            <MetricGroups stats={stats.data} lng={lng} t={t} />
            <section aria-labelledby="distribution-heading">
              <h2 id="distribution-heading" className="mb-3 text-lg font-semibold">
                {t('distribution.title')}
              </h2>
              <Distributions stats={stats.data} lng={lng} t={t} />
            </section>
          </>
        )}
        <p className="text-sm text-muted-foreground" data-testid="plan-limit">
          {limit === null ? t('planUnlimited', { tier: t(`common:tiers.${tier}`) }) : t('plan', { tier: t(`common:tiers.${tier}`), count: limit, limit: formatNumber(lng, limit, 0) })}
        </p>
      </section>
      <RecentProjects lng={lng} t={t} />
      <section aria-labelledby="cycle-heading">
        <Card>
          <CardHeader>
            <CardTitle id="cycle-heading" className="text-lg">
              {t('cycle.title')}
            </CardTitle>
            <CardDescription>{t('cycle.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3 md:grid-cols-2">
              {CYCLE_STEPS.map((step, index) => (
                <li key={step.key} className="flex gap-3 rounded-lg border p-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="text-sm font-medium">
                      <span className="sr-only">{t('cycle.step', { n: index + 1 })} </span>
                      {t(`cycle.steps.${step.key}.title`)}
                    </h3>
                    <p className="text-sm text-muted-foreground">{t(`cycle.steps.${step.key}.body`)}</p>
                    <Link to={step.path} className="mt-1 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
                      {t(`cycle.steps.${step.key}.action`)}
                      <ArrowRightIcon className="size-3.5" aria-hidden="true" />
                    </Link>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
