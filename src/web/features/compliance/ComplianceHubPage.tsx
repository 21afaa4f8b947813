import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { OverviewProject } from './api.ts';
import { FRAMEWORK_IDS, FRAMEWORK_STATUSES, useOverview } from './api.ts';
import { QueryState, StatusBadge, useFrameworkName } from './parts.tsx';

/** The project's Compliance tab, opened on a sub-view (and framework). */
export const complianceHref = (projectId: string, section?: string, framework?: string) => {
  const q = new URLSearchParams({ tab: 'compliance' });
  if (section) q.set('section', section);
  if (framework) q.set('framework', framework);
  return `/projects/${projectId}?${q.toString()}`;
};

/** How many of the user's projects stand at each status per framework (applicable ones only). */
function Totals({ projects }: { projects: OverviewProject[] }) {
  const { t } = useTranslation('compliance');
  const name = useFrameworkName();
  return (
    <div className="overflow-x-auto rounded-md border" data-testid="hub-totals">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('hub.totalsCaption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('matrix.framework')}
            </th>
            {FRAMEWORK_STATUSES.map((s) => (
              <th key={s} scope="col" className="px-3 py-2 font-medium">
                {t(`status.${s}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-medium">
              {t('hub.notApplicable')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FRAMEWORK_IDS.map((id) => {
            const rows = projects.map((p) => p.frameworks.find((f) => f.id === id)).filter((f) => f !== undefined);
            return (
              <tr key={id} className="border-t" data-testid={`hub-total-${id}`}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {name(id)}
                </th>
                {FRAMEWORK_STATUSES.map((s) => (
                  <td key={s} className="px-3 py-2 tabular-nums">
                    {rows.filter((f) => f.applicable && f.status === s).length}
                  </td>
                ))}
                <td className="px-3 py-2 tabular-nums">{rows.filter((f) => !f.applicable).length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const STEP_SECTION = { scope: 'scoping', answer: 'controls', 'close-gaps': 'gaps', done: undefined } as const;

function ProjectCard({ project }: { project: OverviewProject }) {
  const { t } = useTranslation('compliance');
  const name = useFrameworkName();
  const applicable = project.frameworks.filter((f) => f.applicable);
  return (
    <Card data-testid="hub-project" data-project-id={project.projectId}>
      <CardHeader>
        <CardTitle className="text-base break-words">
          <Link to={complianceHref(project.projectId)} className="underline-offset-4 hover:underline">
            {project.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {applicable.length === 0 ? (
          <p className="text-muted-foreground">{t('hub.notScoped')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {applicable.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                data-testid={`hub-${f.id}`}
              >
                <span className="font-medium">{name(f.id)}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={f.status} />
                  <span className="tabular-nums">{f.score === null ? '—' : t('scoreValue', { score: f.score })}</span>
                  <span className="text-muted-foreground tabular-nums">{t('progress', { answered: f.answered, total: f.total })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2" data-testid="hub-next" data-next-step={project.nextStep}>
          {/* The server's next step: scope, answer the open items, close the gaps, or nothing left. */}
          <span>{t(`hub.steps.${project.nextStep}`)}</span>
          <Button asChild size="sm" variant="outline">
            <Link to={complianceHref(project.projectId, STEP_SECTION[project.nextStep])}>{t(`hub.stepLinks.${project.nextStep}`)}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** /compliance for a signed-in user: every framework across their projects, and what to do next on each. */
export function ComplianceHubPage() {
  const { t } = useTranslation('compliance');
  const overview = useOverview();
  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="compliance-hub">
      <PageHeader title={t('hub.title')} description={t('hub.description')} />
      {overview.data ? (
        overview.data.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 pt-5 text-sm" data-testid="hub-empty">
              <p>{t('hub.empty')}</p>
              <Button asChild size="sm">
                <Link to="/projects/new">{t('hub.create')}</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <section aria-labelledby="hub-totals-title" className="grid gap-2">
              <h2 id="hub-totals-title" className="text-lg font-semibold">
                {t('hub.totalsTitle')}
              </h2>
              <Totals projects={overview.data} />
            </section>
            <section aria-labelledby="hub-projects-title" className="grid gap-3">
              <h2 id="hub-projects-title" className="text-lg font-semibold">
                {t('hub.projectsTitle')}
              </h2>
              {overview.data.map((p) => (
                <ProjectCard key={p.projectId} project={p} />
              ))}
            </section>
          </>
        )
      ) : (
        <QueryState query={overview} />
      )}
    </div>
  );
}
