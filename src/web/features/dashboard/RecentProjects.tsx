import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatRelative, formatScore } from '../../lib/format.ts';
import { useProjects } from '../projects/api.ts';
import { EmptyExplanation } from './MetricGroups.tsx';
import { recentProjects } from './view.ts';

/** The five latest projects with their latest score (what to do next is the next-step panel's job). */
export function RecentProjects({ lng, t }: { lng: string; t: TFunction }) {
  const projects = useProjects({ sort: 'updated' });
  const recent = projects.data ? recentProjects(projects.data) : [];
  return (
    <section aria-labelledby="recent-heading">
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
