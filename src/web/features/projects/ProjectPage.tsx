import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Project } from '../../../contract/projects.ts';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArchiveIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useProject } from './api.ts';
import { LifecycleBadge, LifecycleNext, ScoreText, SharedBadge } from './fields.tsx';
import { ReadOnlyPlan } from './ReadOnlyPlan.tsx';
import { industryText } from './IndustryCombobox.tsx';
import { parseTab, PROJECT_TABS } from './list-params.ts';
import type { ProjectTab } from './list-params.ts';
import { ProjectHistory } from './ProjectHistory.tsx';
import { Overview } from './ProjectOverview.tsx';
import { RetryCard } from '../../components/retry-card.tsx';
import { ProjectRealizationStatus } from '../../components/realization-status.tsx';

export interface ProjectPageProps {
  /**
   * The evaluation workspace for this project, composed by the route (features do not import each
   * other). It stays mounted while another tab shows, with `active` false.
   */
  evaluationTab: (projectId: string, active: boolean, openResults: () => void) => ReactNode;
  /** The stored versions' full results (charts, scenarios, downloads), composed by the route. */
  resultsTab: (projectId: string, currency: string) => ReactNode;
  /** The CR score panel for this project, composed by the route. */
  scoreTab: (projectId: string) => ReactNode;
  /** The comparison of two versions, shown in the history tab under the list (composed by the route). */
  historyCompare: (projectId: string, currency: string) => ReactNode;
  /** Who has access to the project (members and grants), composed by the route; under the overview. */
  accessPanel?: (project: Project) => ReactNode;
  /** The project's comments, composed by the route; under the access panel. */
  commentsPanel?: (project: Project) => ReactNode;
  /** The project's documents and their figures (documents feature); the tab shows only when given. */
  documentsTab?: (project: Project) => ReactNode;
  /** The project's sealed reports (reports feature); the tab shows only when given. */
  reportsTab?: (project: Project) => ReactNode;
  /** The project's compliance scoping, controls, items and gaps (compliance feature); shown only when given. */
  complianceTab?: (project: Project) => ReactNode;
  /** The funding calls matched to the project (funding feature); shown only when given. */
  fundingTab?: (project: Project) => ReactNode;
  /** Investors' due-diligence questions (deal-flow feature); shown when given, to the project's members only. */
  questionsTab?: (project: Project) => ReactNode;
}

/** Navigation state asking the project page to open at its top with the focus on its heading (after "Create project"). */
export interface ProjectPageArrival {
  focusHeading?: boolean;
}

/** Focuses an element once it is on the page (a tab's content arrives a frame or two after the switch). */
function focusWhenPresent(selector: string, tries = 30): void {
  const el = document.querySelector<HTMLElement>(selector);
  if (el) {
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest' });
    return;
  }
  if (tries > 0) requestAnimationFrame(() => focusWhenPresent(selector, tries - 1));
}

/** A project id the server does not know for this user (or not an id at all). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_FAILED'));
}

/** /projects/:id — header, and the overview, evaluation, results, score and history tabs (the tab lives in ?tab=). */
export function ProjectPage({
  evaluationTab,
  resultsTab,
  scoreTab,
  historyCompare,
  accessPanel,
  commentsPanel,
  documentsTab,
  complianceTab,
  fundingTab,
  reportsTab,
  questionsTab,
}: ProjectPageProps) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const project = useProject(id);
  const member = project.data?.access.capabilities.viewAccess ?? false;
  const optional = {
    documents: documentsTab ?? null,
    compliance: complianceTab ?? null,
    funding: fundingTab ?? null,
    reports: reportsTab ?? null,
    questions: (member && questionsTab) || null,
  };
  // A tab this reader is not shown (a grantee following a link to the questions) opens the overview.
  const asked = parseTab(params.get('tab'));
  const tab = project.data && asked in optional && optional[asked as keyof typeof optional] === null ? 'overview' : asked;
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedToFocus = (location.state as ProjectPageArrival | null)?.focusHeading === true && project.isSuccess;
  // A new project opens at its top with the focus on its title, whatever the wizard's scroll was;
  // the state is then dropped so a reload or a tab switch does not move the focus again.
  useEffect(() => {
    if (!arrivedToFocus) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusWhenPresent('[data-testid="project-page"] h1');
    void navigate({ search: window.location.search }, { replace: true, state: null });
  }, [arrivedToFocus, navigate]);
  // Tabs holding a form stay mounted (hidden) once opened: looking at the score while editing the
  // plan must not throw the edits away.
  const [visited, setVisited] = useState<ReadonlySet<ProjectTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab])); // state derived while rendering (React's documented pattern)
  const keep = (key: ProjectTab) => ({ forceMount: visited.has(key) || tab === key ? (true as const) : undefined, hidden: tab !== key });

  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const openResults = () => {
    setTab('results' satisfies ProjectTab);
    focusWhenPresent('#results-heading');
  };

  if (project.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
        <Spinner className="size-6" />
        {t('project.loading')}
      </div>
    );
  }
  if (project.isError) {
    if (isNotFound(project.error)) {
      return (
        <div className="mx-auto max-w-2xl" data-testid="project-not-found">
          <PageHeader title={t('project.notFoundTitle')} description={t('project.notFoundBody')} />
          <Button asChild>
            <Link to="/projects">{t('project.backToList')}</Link>
          </Button>
        </div>
      );
    }
    return (
      <RetryCard
        message={t('project.error', { message: errorMessage(t, project.error) })}
        retry={t('retry')}
        onRetry={() => void project.refetch()}
        className="mx-auto max-w-2xl"
      />
    );
  }

  const p = project.data;
  return (
    <div className="mx-auto max-w-6xl" data-testid="project-page">
      <p className="mb-2 text-sm">
        <Link to="/projects" className="text-primary underline-offset-4 hover:underline">
          {t('project.backToList')}
        </Link>
      </p>
      <PageHeader
        title={<span className="break-words">{p.title}</span>}
        description={
          <span className="flex flex-col gap-2">
            <span className="break-words">{industryText(p.industry, lng)}</span>
            <span className="flex flex-wrap items-center gap-1.5 text-sm">
              <LifecycleBadge lifecycle={p.lifecycle} status={p.status} />
              {p.archivedAt ? (
                <Badge variant="outline" data-testid="archived-badge">
                  <ArchiveIcon aria-hidden="true" />
                  {t('badges.archived')}
                </Badge>
              ) : null}
              {p.isSample ? <Badge variant="secondary">{t('badges.sample')}</Badge> : null}
              <SharedBadge project={p} />
              <span className="text-muted-foreground" data-testid="header-score">
                {t('score.label')}: <ScoreText score={p.latestScore} lng={lng} />
              </span>
              <ProjectRealizationStatus projectId={p.id} emptyLink />
            </span>
            <LifecycleNext lifecycle={p.lifecycle} className="text-sm text-muted-foreground" />
            <ReadOnlyPlan project={p} full />
          </span>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        {/* Ten sections: the strip wraps onto more rows instead of scrolling, so on a phone every tab is in sight. */}
        <TabsList aria-label={t('tabs.label')} className="flex h-auto flex-wrap justify-start overflow-visible" data-testid="project-tabs">
          {PROJECT_TABS.filter((key) => optional[key as keyof typeof optional] !== null).map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" {...keep('overview')}>
          <Overview project={p} />
          {accessPanel?.(p)}
          {commentsPanel?.(p)}
        </TabsContent>
        <TabsContent value="evaluation" {...keep('evaluation')}>
          {evaluationTab(p.id, tab === 'evaluation', openResults)}
        </TabsContent>
        <TabsContent value="results">{resultsTab(p.id, p.currency)}</TabsContent>
        <TabsContent value="score">{scoreTab(p.id)}</TabsContent>
        {optional.documents ? <TabsContent value="documents">{optional.documents(p)}</TabsContent> : null}
        {optional.compliance ? <TabsContent value="compliance">{optional.compliance(p)}</TabsContent> : null}
        {optional.funding ? <TabsContent value="funding">{optional.funding(p)}</TabsContent> : null}
        {optional.reports ? <TabsContent value="reports">{optional.reports(p)}</TabsContent> : null}
        {optional.questions ? <TabsContent value="questions">{optional.questions(p)}</TabsContent> : null}
        <TabsContent value="history">
          <ProjectHistory
            projectId={p.id}
            currency={p.currency}
            onEvaluate={() => setTab('evaluation' satisfies ProjectTab)}
            compare={historyCompare(p.id, p.currency)}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
