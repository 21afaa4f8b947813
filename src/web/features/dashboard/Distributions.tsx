import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ArrowRightIcon } from 'lucide-react';
import type { Stats } from '../../../contract/stats.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useIndustryCatalogue } from './api.ts';
import { countryName, industryName, REASON_ACTIONS } from './view.ts';

import { LIFECYCLE_STAGES } from '../../../domain/projects/index.ts';

/** Projects by status, industry and geography; one explanation for the three when there are no projects. */
export function Distributions({ stats, lng, t }: { stats: Stats; lng: string; t: TFunction }) {
  const d = stats.dashboard;
  const catalogue = useIndustryCatalogue(d.industryDistribution.length > 0).data ?? null;
  const none = d.totalProjects === 0;
  if (none) {
    // Status, industries and geography all come from projects: one explanation for the three.
    return (
      <Card data-testid="distributions-empty">
        <CardContent className="space-y-2 pt-5 text-sm">
          <p className="font-medium text-muted-foreground">
            {[t('distribution.status'), t('distribution.industry'), t('distribution.geography')].join(' · ')}
          </p>
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
            {LIFECYCLE_STAGES.map((s) => (
              <div key={s} className="rounded-lg border p-2" data-stage={s}>
                <dt className="text-xs text-muted-foreground">{t(`status.${s}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatNumber(lng, d.stageCounts[s], 0)}</dd>
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
          {d.geographicSpread.some((g) => g.country === null) ? (
            <p className="mt-3 text-xs text-muted-foreground">{t('distribution.noCountryHint')}</p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
