import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { projectLimit } from '../../../domain/rbac/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTier } from '../../lib/tier.tsx';
import { useStats } from './api.ts';
import { CycleGuide } from './CycleGuide.tsx';
import { Distributions } from './Distributions.tsx';
import { MetricGroups } from './MetricGroups.tsx';
import { RecentProjects } from './RecentProjects.tsx';

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
      <CycleGuide t={t} />
    </div>
  );
}
