import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { SparklesIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber, formatRelative } from '../../lib/format.ts';
import { useProjects } from '../projects/api.ts';
import { EmptyExplanation } from './MetricGroups.tsx';
import { projectToEvaluate, recentProjects } from './view.ts';

/** The five latest projects, with a prompt to evaluate one when none has a score yet. */
export function RecentProjects({ lng, t }: { lng: string; t: TFunction }) {
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
                      {t('recent.score', { value: formatNumber(lng, p.latestScore.total, 1) })}
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
