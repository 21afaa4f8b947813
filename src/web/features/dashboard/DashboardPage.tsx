import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, FolderKanbanIcon, GaugeIcon, HandCoinsIcon, PlusIcon } from 'lucide-react';
import { projectLimit } from '../../../domain/rbac/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatCurrency, formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTier } from '../../lib/tier.tsx';
import { useStats } from './api.ts';
import { CYCLE_STEPS } from './cycle.ts';
import { StatCard } from './StatCard.tsx';

/** The dashboard: what /api/stats knows, with honest empty states, and the 7-step cycle. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const { tier } = useTier();
  const stats = useStats();
  const limit = projectLimit(tier);
  const lng = i18n.language;

  return (
    <div className="mx-auto max-w-6xl" data-testid="dashboard">
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
      <section aria-labelledby="stats-heading" className="mb-8">
        <h2 id="stats-heading" className="sr-only">
          {t('statsHeading')}
        </h2>
        {stats.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">{t('statsError', { message: errorMessage(t, stats.error) })}</p>
              <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
                {t('retry')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3" aria-busy={stats.isPending}>
            <StatCard
              testId="stat-projects"
              icon={FolderKanbanIcon}
              label={t('stats.projects')}
              value={stats.data ? formatNumber(lng, stats.data.projectsCount, 0) : stats.isPending ? '…' : null}
              empty={t('stats.projectsEmpty')}
            />
            <StatCard
              testId="stat-cr-score"
              icon={GaugeIcon}
              label={t('stats.avgScore')}
              value={stats.isPending ? '…' : stats.data?.avgCRScore != null ? `${formatNumber(lng, stats.data.avgCRScore)} / 100` : null}
              empty={t('stats.avgScoreEmpty')}
            />
            <StatCard
              testId="stat-funding"
              icon={HandCoinsIcon}
              label={t('stats.funding')}
              value={stats.isPending ? '…' : stats.data?.fundingObtained != null ? formatCurrency(lng, stats.data.fundingObtained) : null}
              empty={t('stats.fundingEmpty')}
            />
          </div>
        )}
        <p className="mt-3 text-sm text-muted-foreground" data-testid="plan-limit">
          {limit === null ? t('planUnlimited', { tier: t(`common:tiers.${tier}`) }) : t('plan', { tier: t(`common:tiers.${tier}`), count: limit, limit: formatNumber(lng, limit, 0) })}
        </p>
      </section>
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
