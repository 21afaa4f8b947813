import type { TFunction } from 'i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useTier } from '../../lib/tier.tsx';
import { projectLimit } from '../../../domain/rbac/index.ts';
import { useGuide, useStats } from './api.ts';
import { CycleGuide } from './CycleGuide.tsx';
import { Distributions } from './Distributions.tsx';
import { MetricGroups } from './MetricGroups.tsx';
import { cycleLinks, cycleStates, nextStep } from './next-step.ts';
import { NextStepPanel } from './NextStepPanel.tsx';
import { RecentProjects } from './RecentProjects.tsx';
import { RetryCard } from '../../components/retry-card.tsx';

/**
 * A proponent's dashboard: the one next step first; then, with no project, one honest empty state
 * and the 7-step cycle (you are here); with projects, the figures from /api/stats, the recent
 * projects and the cycle.
 */
export function ProponentDashboard({ lng, t }: { lng: string; t: TFunction }) {
  const { tier } = useTier();
  const stats = useStats();
  const guide = useGuide();
  const limit = projectLimit(tier);
  const list = guide.data?.projects ?? null;
  const step = list ? nextStep(list) : null;
  const states = list ? cycleStates(list) : undefined;
  const links = list ? cycleLinks(list) : undefined;
  const firstRun = step?.kind === 'createProject';

  return (
    <>
      {step ? <NextStepPanel step={step} lng={lng} t={t} /> : <p className="min-h-28 text-sm text-muted-foreground">{t('loading')}</p>}
      {firstRun ? (
        <>
          <Card data-testid="first-run-empty">
            <CardHeader>
              <CardTitle className="text-base">{t('firstRunEmpty.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground" data-empty="true" data-reason="no-projects">
                {t('firstRunEmpty.body')}
              </p>
            </CardContent>
          </Card>
          <CycleGuide t={t} states={states} links={links} />
        </>
      ) : (
        <>
          <section aria-label={t('statsHeading')} aria-busy={stats.isPending} className="space-y-6">
            {stats.isError ? (
              <RetryCard
                message={t('statsError', { message: errorMessage(t, stats.error) })}
                retry={t('retry')}
                onRetry={() => void stats.refetch()}
              />
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
          </section>
          <RecentProjects lng={lng} t={t} />
          <CycleGuide t={t} states={states} links={links} />
        </>
      )}
      <p className="text-sm text-muted-foreground" data-testid="plan-limit">
        {limit === null
          ? t('planUnlimited', { tier: t(`common:tiers.${tier}`) })
          : t('plan', { tier: t(`common:tiers.${tier}`), count: limit, limit: formatNumber(lng, limit, 0) })}
      </p>
    </>
  );
}
