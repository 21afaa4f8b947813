import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArchiveIcon, FolderPlusIcon, PlusIcon } from 'lucide-react';
import { LIFECYCLE_STAGES } from '../../../domain/projects/index.ts';
import type { Project } from '../../../contract/projects.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useUpgradeHref } from '../../lib/upgrade.ts';
import { formatCurrency, formatDate, formatNumber } from '../../lib/format.ts';
import { roleCan } from '../../../domain/rbac/index.ts';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { useProjects, useProjectUsage } from './api.ts';
import { LifecycleBadge, ScoreText, selectClass, SharedBadge } from './fields.tsx';
import { industryLanguage } from './IndustryCombobox.tsx';
import { ARCHIVED, atLimit, isFiltered, listStateToParams, parseListState, SORTS, toListQuery } from './list-params.ts';
import type { ListState } from './list-params.ts';
import { RetryCard } from '../../components/retry-card.tsx';
import { ReadOnlyPlanLink } from './ReadOnlyPlan.tsx';

/** /projects — the caller's projects with search, filters and sort kept in the URL, and the plan's usage. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const projects = useProjects(toListQuery(state), { keepPrevious: true });
  const usage = useProjectUsage();
  const { user } = useCurrentUser();
  // Investors and consultants do not create projects (the server refuses them: projects.create); they see those shared with them.
  const canCreate = roleCan(navigationRole(user), 'projects.create');
  const blocked = atLimit(usage.data);
  const upgrade = useUpgradeHref({ projects: usage.data?.used ?? 0 }, usage.data?.tier);
  const limitNoteId = useId();

  const update = (patch: Partial<ListState>) => setParams(listStateToParams({ ...state, ...patch }), { replace: true });

  // The search box writes to the URL after a short pause, not on every key.
  const [search, setSearch] = useState(state.search);
  const [urlSearch, setUrlSearch] = useState(state.search);
  // what the box itself last wrote to the URL: its arrival must not undo keys typed since (a "?" typed while "solar" was written)
  const [written, setWritten] = useState<string | null>(null);
  if (urlSearch !== state.search) {
    // The URL changed under us (back, forward, a link): the box follows it.
    setUrlSearch(state.search);
    if (state.search !== written) setSearch(state.search);
    setWritten(null);
  }
  const writeSearch = (value: string) => {
    setWritten(value);
    update({ search: value });
  };
  useEffect(() => {
    if (search === state.search) return;
    const timer = window.setTimeout(() => writeSearch(search), 300);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const newButton = blocked ? (
    <Button disabled aria-describedby={limitNoteId} data-testid="new-project">
      <PlusIcon aria-hidden="true" />
      {t('list.new')}
    </Button>
  ) : (
    <Button asChild data-testid="new-project">
      <Link to="/projects/new">
        <PlusIcon aria-hidden="true" />
        {t('list.new')}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto max-w-6xl" data-testid="projects-page">
      <PageHeader
        title={t('list.title')}
        description={canCreate ? t('list.subtitle') : t('list.subtitleShared')}
        actions={canCreate ? newButton : null}
      />
      <section aria-label={t('list.usageLabel')} className="mb-6 grid gap-1 text-sm" hidden={!canCreate}>
        <p data-testid="project-usage">
          {usage.isPending
            ? t('list.usageLoading')
            : usage.isError
              ? t('list.usageError', { message: errorMessage(t, usage.error) })
              : usage.data.limit === null
                ? t('list.usageUnlimited', {
                    count: usage.data.used,
                    used: formatNumber(lng, usage.data.used, 0),
                    tier: t(`common:tiers.${usage.data.tier}`),
                  })
                : t('list.usage', {
                    count: usage.data.limit,
                    used: formatNumber(lng, usage.data.used, 0),
                    limit: formatNumber(lng, usage.data.limit, 0),
                    tier: t(`common:tiers.${usage.data.tier}`),
                  })}
        </p>
        {blocked ? (
          <p id={limitNoteId} className="text-muted-foreground" data-testid="limit-note">
            {t('list.limitReached')}{' '}
            <Link to={upgrade} className="font-medium text-primary underline underline-offset-4" data-testid="upgrade-link">
              {t('list.seePlans')}
            </Link>
          </p>
        ) : null}
      </section>

      <form
        role="search"
        aria-label={t('list.filtersLabel')}
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          writeSearch(search);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="projects-search">{t('list.search')}</Label>
          <Input
            id="projects-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={200}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="projects-stage">{t('list.stage')}</Label>
          <select
            id="projects-stage"
            className={selectClass}
            value={state.stage}
            onChange={(e) => update({ stage: e.target.value as ListState['stage'] })}
          >
            <option value="">{t('list.allStages')}</option>
            {LIFECYCLE_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`lifecycle.stages.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="projects-archived">{t('list.archived')}</Label>
          <select
            id="projects-archived"
            className={selectClass}
            value={state.archived}
            onChange={(e) => update({ archived: e.target.value as ListState['archived'] })}
          >
            {ARCHIVED.map((a) => (
              <option key={a} value={a}>
                {t(`list.archivedOptions.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="projects-sort">{t('list.sort')}</Label>
          <select
            id="projects-sort"
            className={selectClass}
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value as ListState['sort'] })}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`list.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {projects.isPending ? (
        <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
          <Spinner className="size-6" />
          {t('list.loading')}
        </div>
      ) : projects.isError ? (
        <RetryCard
          message={t('list.error', { message: errorMessage(t, projects.error) })}
          retry={t('retry')}
          onRetry={() => void projects.refetch()}
        />
      ) : projects.data.length === 0 ? (
        isFiltered(state) || (usage.data?.used ?? 0) > 0 ? (
          <Card data-testid="projects-no-match">
            <CardContent className="flex flex-col items-start gap-3 pt-5">
              <p>{t('list.noMatch')}</p>
              {state.archived === 'exclude' ? <p className="text-sm text-muted-foreground">{t('list.archivedHidden')}</p> : null}
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setSearch('');
                  setParams(new URLSearchParams(), { replace: true });
                }}
              >
                {t('list.clearFilters')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Card data-testid="projects-empty">
            <CardContent className="flex flex-col items-start gap-3 pt-5">
              <FolderPlusIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{canCreate ? t('list.emptyTitle') : t('list.emptySharedTitle')}</h2>
              <p className="text-muted-foreground">{canCreate ? t('list.emptyBody') : t('list.emptySharedBody')}</p>
              {blocked || !canCreate ? null : (
                <Button asChild>
                  <Link to="/projects/new">{t('list.createFirst')}</Link>
                </Button>
              )}
            </CardContent>
          </Card>
        )
      ) : (
        <>
          <p className={projects.isPlaceholderData ? 'mb-2 text-sm text-muted-foreground' : 'sr-only'} role="status">
            {projects.isPlaceholderData ? t('list.updating') : t('list.count', { count: projects.data.length })}
          </p>
          <ul
            className={projects.isPlaceholderData ? 'grid gap-3 opacity-60' : 'grid gap-3'}
            data-testid="projects-list"
            aria-busy={projects.isPlaceholderData}
          >
            {projects.data.map((p) => (
              <ProjectRow key={p.id} project={p} lng={lng} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ProjectRow({ project: p, lng }: { project: Project; lng: string }) {
  const { t } = useTranslation('projects');
  const industry = p.industryLabel ? p.industryLabel[industryLanguage(lng)] : null;
  return (
    <li data-testid="project-row" data-project-id={p.id}>
      <Card>
        <CardContent className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
          <div className="min-w-0">
            <h2 className="text-base font-semibold break-words">
              <Link to={`/projects/${p.id}`} className="underline-offset-4 hover:underline focus-visible:underline">
                {p.title}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm break-words text-muted-foreground">
              <span className="font-mono">{p.industry}</span>
              {industry ? ` — ${industry}` : null}
            </p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <LifecycleBadge lifecycle={p.lifecycle} status={p.status} />
              {p.archivedAt ? (
                <Badge variant="outline">
                  <ArchiveIcon aria-hidden="true" />
                  {t('badges.archived')}
                </Badge>
              ) : null}
              {p.isSample ? <Badge variant="secondary">{t('badges.sample')}</Badge> : null}
              <SharedBadge project={p} />
              <ReadOnlyPlanLink project={p} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm md:min-w-64">
            <dt className="text-muted-foreground">{t('fields.estimatedBudget.label')}</dt>
            <dd>{formatCurrency(lng, p.estimatedBudget, p.currency)}</dd>
            <dt className="text-muted-foreground">{t('score.label')}</dt>
            <dd data-testid="row-score">
              <ScoreText score={p.latestScore} lng={lng} />
            </dd>
            <dt className="text-muted-foreground">{t('list.updated')}</dt>
            <dd>{formatDate(lng, p.updatedAt)}</dd>
          </dl>
        </CardContent>
      </Card>
    </li>
  );
}
