import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArchiveIcon, ArchiveRestoreIcon, DownloadIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { Project } from '../../../contract/projects.ts';
import { PROJECT_TRANSITIONS } from '../../../domain/projects/index.ts';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger } from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { formatCurrency, formatDate, formatDateTime, formatNumber, formatPercent } from '../../lib/format.ts';
import { csvUrl, useArchiveProject, useChangeStatus, useDeleteProject, useEvaluations, useProject, useUpdateProject } from './api.ts';
import { ProjectFormField, ScoreText, SharedBadge, StatusBadge } from './fields.tsx';
import { ALL_FIELDS, formFromProject, serverFieldErrors, toUpdateBody, validateEdit, withoutError } from './form.ts';
import type { FormErrors, ProjectField, ProjectForm } from './form.ts';
import { industryText } from './IndustryCombobox.tsx';
import { parseTab, PROJECT_TABS } from './list-params.ts';
import type { ProjectTab } from './list-params.ts';

export interface ProjectPageProps {
  /**
   * The evaluation workspace for this project, composed by the route (features do not import each
   * other). It stays mounted while another tab shows, with `active` false.
   */
  evaluationTab: (projectId: string, active: boolean) => ReactNode;
  /** The CR score panel for this project, composed by the route. */
  scoreTab: (projectId: string) => ReactNode;
  /** Who has access to the project (members and grants), composed by the route; under the overview. */
  accessPanel?: (project: Project) => ReactNode;
}

/** A project id the server does not know for this user (or not an id at all). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_FAILED'));
}

/** /projects/:id — header, and the overview, evaluation, score and history tabs (the tab lives in ?tab=). */
export function ProjectPage({ evaluationTab, scoreTab, accessPanel }: ProjectPageProps) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const project = useProject(id);
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
      <Card role="alert" className="mx-auto max-w-2xl">
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('project.error', { message: errorMessage(t, project.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void project.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
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
              <StatusBadge status={p.status} />
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
            </span>
          </span>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('tabs.label')}>
          {PROJECT_TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" {...keep('overview')}>
          <Overview project={p} />
          {accessPanel?.(p)}
        </TabsContent>
        <TabsContent value="evaluation" {...keep('evaluation')}>
          {evaluationTab(p.id, tab === 'evaluation')}
        </TabsContent>
        <TabsContent value="score">{scoreTab(p.id)}</TabsContent>
        <TabsContent value="history">
          <History projectId={p.id} currency={p.currency} onEvaluate={() => setTab('evaluation' satisfies ProjectTab)} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Overview({ project: p }: { project: Project }) {
  const [editing, setEditing] = useState(false);
  // Only what the caller's access allows is offered (the server refuses the rest anyway).
  const can = p.access.capabilities;
  const side = can.changeStatus || can.archive || can.delete;
  return (
    <div className={side ? 'grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : 'grid gap-4'}>
      {editing && can.editDetails ? <EditForm project={p} onDone={() => setEditing(false)} /> : <Details project={p} onEdit={can.editDetails ? () => setEditing(true) : undefined} />}
      <div className={side ? 'grid content-start gap-4' : 'hidden'}>
        {can.changeStatus ? <StatusCard project={p} /> : null}
        {can.archive ? <ArchiveCard project={p} /> : null}
        {can.delete ? <DeleteCard project={p} /> : null}
      </div>
    </div>
  );
}

function Details({ project: p, onEdit }: { project: Project; onEdit?: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const none = <span className="text-muted-foreground">{t('review.notGiven')}</span>;
  const rows: [ProjectField | 'createdAt' | 'updatedAt', ReactNode][] = [
    ['description', p.description ? <span className="whitespace-pre-line">{p.description}</span> : none],
    ['industry', industryText(p.industry, lng)],
    ['targetMarket', p.targetMarket],
    ['country', p.country ?? none],
    ['region', p.region ?? none],
    ['stage', p.stage ? t(`stages.${p.stage}`) : none],
    ['estimatedBudget', formatCurrency(lng, p.estimatedBudget, p.currency)],
    ['fundingSought', p.fundingSought === null ? none : formatCurrency(lng, p.fundingSought, p.currency)],
    ['currency', p.currency],
    ['horizonYears', p.horizonYears === null ? none : t('review.years', { count: p.horizonYears, n: formatNumber(lng, p.horizonYears, 0) })],
    ['createdAt', formatDateTime(lng, p.createdAt)],
    ['updatedAt', formatDateTime(lng, p.updatedAt)],
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <h2 className="text-lg leading-tight font-semibold">{t('overview.details')}</h2>
        {onEdit ? (
          <Button size="sm" variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            {t('overview.edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]" data-testid="project-details">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{key === 'createdAt' || key === 'updatedAt' ? t(`overview.${key}`) : t(`fields.${key}.short`)}</dt>
              <dd className="min-w-0 break-words" data-field={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function EditForm({ project: p, onDone }: { project: Project; onDone: () => void }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject(p.id);
  const [original] = useState(() => formFromProject(p));
  const [form, setForm] = useState<ProjectForm>(original);
  const [errors, setErrors] = useState<FormErrors>({});

  const onChange = (field: ProjectField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => withoutError(e, field));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateEdit(form);
    setErrors(found);
    const first = ALL_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`edit-${first}`)?.focus();
      return;
    }
    const body = toUpdateBody(form, original);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setErrors(serverFieldErrors(fieldErrors(error))),
    });
  };


  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('overview.editTitle')}</h2>
        <CardDescription>{t('overview.editNote')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate data-testid="edit-form">
          {ALL_FIELDS.map((field) => (
            <ProjectFormField key={field} field={field} form={form} errors={errors} onChange={onChange} idPrefix="edit" />
          ))}
          {update.isError ? (
            <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
              {errorMessage(t, update.error)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              {t('overview.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('overview.saving') : t('overview.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function StatusCard({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const change = useChangeStatus(p.id);
  const targets = PROJECT_TRANSITIONS[p.status];
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('status.title')}</h2>
        <CardDescription>{t(`status.explain.${p.status}`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div>
          <StatusBadge status={p.status} />
        </div>
        {targets.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('status.final')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {targets.map((to) => (
              <Button key={to} size="sm" variant="outline" disabled={change.isPending} onClick={() => change.mutate(to)}>
                {t('status.moveTo', { status: t(`statuses.${to}`) })}
              </Button>
            ))}
          </div>
        )}
        {change.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, change.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ArchiveCard({ project: p }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const archive = useArchiveProject(p.id);
  const archived = p.archivedAt !== null;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('archive.title')}</h2>
        <CardDescription>{archived ? t('archive.archivedOn', { date: formatDate(i18n.language, p.archivedAt ?? p.updatedAt) }) : t('archive.explain')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div>
          <Button size="sm" variant="outline" disabled={archive.isPending} onClick={() => archive.mutate(!archived)}>
            {archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {archived ? t('archive.unarchive') : t('archive.archive')}
          </Button>
        </div>
        {archive.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(t, archive.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DeleteCard({ project: p }: { project: Project }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const remove = useDeleteProject(p.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === p.title.trim();

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    remove.mutate(undefined, { onSuccess: () => void navigate('/projects', { replace: true }) });
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('delete.title')}</h2>
        <CardDescription>{t('delete.explain')}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setTyped('');
              remove.reset();
            }
          }}
        >
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="destructive">
              <Trash2Icon aria-hidden="true" />
              {t('delete.open')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={confirm} className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.confirmTitle', { title: p.title })}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.confirmBody')}</AlertDialogDescription>
              </AlertDialogHeader>
              <div className="grid gap-1.5">
                <Label htmlFor="delete-confirm">{t('delete.typeLabel', { title: p.title })}</Label>
                <Input id="delete-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
              </div>
              {remove.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(t, remove.error)}
                </p>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                  {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

function History({ projectId, currency, onEvaluate }: { projectId: string; currency: string; onEvaluate: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const lng = i18n.language;
  const evaluations = useEvaluations(projectId);
  if (evaluations.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-muted-foreground">
        <Spinner className="size-5" />
        {t('history.loading')}
      </div>
    );
  }
  if (evaluations.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('history.error', { message: errorMessage(t, evaluations.error) })}</p>
          <Button size="sm" variant="outline" onClick={() => void evaluations.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (evaluations.data.length === 0) {
    return (
      <Card data-testid="history-empty">
        <CardContent className="flex flex-col items-start gap-3 pt-5">
          <p>{t('history.empty')}</p>
          <Button size="sm" onClick={onEvaluate}>
            {t('history.goEvaluate')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const na = <span className="text-muted-foreground">{t('history.notDefined')}</span>;
  return (
    <div className="overflow-x-auto rounded-md border" data-testid="history-table">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {(['version', 'date', 'score', 'tier', 'npv', 'irr', 'payback', 'pNpvNegative', 'csv'] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {t(`history.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {evaluations.data.map((e) => (
            <tr key={e.version} className="border-t">
              <th scope="row" className="px-3 py-2 font-medium">
                v{e.version}
              </th>
              <td className="px-3 py-2">{formatDateTime(lng, e.createdAt)}</td>
              <td className="px-3 py-2">{t('score.value', { total: formatNumber(lng, e.score.total, 0) })}</td>
              <td className="px-3 py-2">{t(`scoreTiers.${e.score.tier}`, { defaultValue: e.score.tier })}</td>
              <td className="px-3 py-2">{formatCurrency(lng, e.npv, currency)}</td>
              <td className="px-3 py-2">{e.irr === null ? na : formatPercent(lng, e.irr)}</td>
              <td className="px-3 py-2">{e.paybackYears === null ? na : t('history.years', { n: formatNumber(lng, e.paybackYears, 1) })}</td>
              <td className="px-3 py-2">{e.probabilityNpvNegative === null ? na : formatPercent(lng, e.probabilityNpvNegative)}</td>
              <td className="px-3 py-2">
                <span className="flex flex-wrap gap-2">
                  <a href={csvUrl(projectId, e.version, 'results')} download className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <DownloadIcon className="size-3.5" aria-hidden="true" />
                    {t('history.csvResults', { version: e.version })}
                  </a>
                  <a href={csvUrl(projectId, e.version, 'samples')} download className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <DownloadIcon className="size-3.5" aria-hidden="true" />
                    {t('history.csvSamples', { version: e.version })}
                  </a>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
