import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Roadmap, RoadmapItem, RoadmapPhase } from '../../../contract/realization.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { queryFeedback } from '../../components/panel.tsx';
import { RealizationStatusBadge } from '../../components/realization-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { navigationRole, useCurrentUser } from '../../lib/session.ts';
import { ROUTES, useMembers, useProject, useRoadmap, useSaveRoadmap } from './api.ts';
import { BaselineView, BudgetPanel } from './BudgetPanel.tsx';
import { GanttView } from './GanttView.tsx';
import { KpiPanel } from './KpiPanel.tsx';
import { ListView } from './ListView.tsx';
import { ObligationsPanel } from './ObligationsPanel.tsx';
import { ProgressDialog } from './ProgressDialog.tsx';
import { addDays, allItems, moveItem, resizeItem, setDates } from './schedule.ts';
import { newId, serverMessage } from './ui.ts';

const TABS = ['gantt', 'list', 'baseline', 'budget', 'obligations', 'kpi'] as const;

/**
 * /project/:projectId/roadmap: the saved roadmap and, for editors, a working copy edited in the Gantt (drag or keys) or
 * the list (fields), saved whole with its revision (a stale one answers 409 and the page says so). Readers (viewers,
 * investors, consultants without an edit grant) see the same views read-only; the server decides, through the
 * project's capabilities.
 */
export function RoadmapPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation('realization');
  const project = useProject(projectId);
  const roadmap = useRoadmap(projectId);
  if (project.isPending || project.isError) return <div className="p-4 sm:p-6">{queryFeedback(project, t, t('loading'))}</div>;
  if (roadmap.isPending || roadmap.isError) return <div className="p-4 sm:p-6">{queryFeedback(roadmap, t, t('loading'))}</div>;
  const canEdit = project.data.access.capabilities.editInputs && !project.data.readOnlyReason;
  if (!roadmap.data) {
    return (
      <div className="grid gap-4 p-4 sm:p-6" data-testid="roadmap-empty">
        <PageHeader title={t('roadmap.title', { project: project.data.title })} description={t('roadmap.none')} className="mb-0" />
        {canEdit ? (
          <Button asChild className="justify-self-start">
            <Link to={`/roadmap-wizard?projectId=${projectId}`}>{t('roadmap.startWizard')}</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  return <RoadmapEditor projectId={projectId} title={project.data.title} saved={roadmap.data} canEdit={canEdit} />;
}

function RoadmapEditor({ projectId, title, saved, canEdit }: { projectId: string; title: string; saved: Roadmap; canEdit: boolean }) {
  const { t } = useTranslation('realization');
  const { user } = useCurrentUser();
  const members = useMembers(projectId, canEdit);
  const save = useSaveRoadmap(projectId);
  // The user's edits, or null: then the page shows what is saved (and follows each save and progress update).
  const [edits, setEdits] = useState<RoadmapPhase[] | null>(null);
  const phases = edits ?? saved.phases;
  const dirty = edits !== null;
  const [baseline, setBaseline] = useState(false);
  const [progressId, setProgressId] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const critical = useMemo(() => new Set(saved.criticalPath), [saved.criticalPath]);
  const edit = (next: RoadmapPhase[], message?: string) => {
    setEdits(next);
    if (message) setAnnounce(message);
  };
  const find = (id: string, list = phases) => allItems(list).find((i) => i.id === id);
  const moved = (id: string, next: RoadmapPhase[]) => {
    const i = find(id, next);
    return i ? t('gantt.moved', { title: i.title, start: i.start, end: i.end }) : '';
  };
  const onChange = (id: string, patch: Partial<RoadmapItem>) =>
    edit(phases.map((p) => ({ ...p, items: p.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) })));
  const onRemove = (id: string) =>
    edit(
      phases.map((p) => ({
        ...p,
        items: p.items.filter((i) => i.id !== id).map((i) => ({ ...i, dependsOn: i.dependsOn.filter((d) => d.id !== id) })),
      })),
    );
  const addItem = (phaseId: string) => {
    const last = allItems(phases).reduce((m, i) => (i.end > m ? i.end : m), new Date().toISOString().slice(0, 10));
    const start = addDays(last, 1);
    edit(
      phases.map((p) =>
        p.id === phaseId
          ? {
              ...p,
              items: [
                ...p.items,
                {
                  id: newId('item'),
                  kind: 'task',
                  title: t('roadmap.newTask'),
                  start,
                  end: addDays(start, 6),
                  dependsOn: [],
                  status: 'not_started',
                  evidence: [],
                  origin: { kind: 'manual' },
                },
              ],
            }
          : p,
      ),
    );
  };
  const addPhase = () => edit([...phases, { id: newId('phase'), title: t('roadmap.newPhase'), items: [] }]);
  const onSave = () =>
    save.mutate(
      { phases, revision: saved.revision, ...(baseline ? { setBaseline: true } : {}) },
      {
        onSuccess: () => {
          setEdits(null);
          setBaseline(false);
          setAnnounce(t('roadmap.saved'));
        },
      },
    );

  const role = navigationRole(user);
  const progressItem = progressId ? find(progressId) : undefined;
  const readOnly = !canEdit;
  return (
    <div className="grid gap-4 p-4 sm:p-6" data-testid="roadmap-page">
      <PageHeader
        title={t('roadmap.title', { project: title })}
        description={readOnly ? t('roadmap.readOnly') : t('roadmap.subtitle')}
        className="mb-0"
        actions={
          <>
            <Button variant="outline" size="sm" asChild>
              <a href={ROUTES.roadmapXlsx(projectId)} download>
                {t('roadmap.exportXlsx')}
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={ROUTES.roadmapMsProject(projectId)} download>
                {t('roadmap.exportMsProject')}
              </a>
            </Button>
            <Button variant="outline" size="sm" asChild>
              <Link to={`/projects/${projectId}`}>{t('roadmap.backToProject')}</Link>
            </Button>
          </>
        }
      />
      <RealizationStatusBadge status={saved.status} reason={saved.statusDetail} />
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="roadmap-savebar">
          <Button onClick={onSave} disabled={!dirty && !baseline} pending={save.isPending} data-testid="roadmap-save">
            {t('roadmap.save')}
          </Button>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={baseline} onChange={(e) => setBaseline(e.target.checked)} data-testid="roadmap-set-baseline" />
            {saved.baselineAt ? t('roadmap.retakeBaseline') : t('roadmap.takeBaseline')}
          </label>
          {dirty ? (
            <>
              <span className="text-sm text-muted-foreground">{t('roadmap.unsaved')}</span>
              <Button variant="ghost" size="sm" onClick={() => setEdits(null)}>
                {t('roadmap.discard')}
              </Button>
            </>
          ) : null}
          <Button variant="outline" size="sm" onClick={addPhase}>
            {t('roadmap.addPhase')}
          </Button>
          {phases.map((p) => (
            <Button key={p.id} variant="outline" size="sm" onClick={() => addItem(p.id)}>
              {t('roadmap.addItemTo', { phase: p.title })}
            </Button>
          ))}
          {save.isError ? (
            <p role="alert" className="basis-full text-sm text-destructive" data-testid="roadmap-save-error">
              {serverMessage(t, save.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      <Tabs defaultValue="gantt">
        <TabsList aria-label={t('roadmap.views')} className="h-auto flex-wrap justify-start">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="gantt">
          <GanttView
            phases={phases}
            roadmap={saved}
            readOnly={readOnly}
            onMove={(id, days) => {
              const next = moveItem(phases, id, days);
              edit(next, moved(id, next));
            }}
            onResize={(id, days) => {
              const next = resizeItem(phases, id, days);
              edit(next, moved(id, next));
            }}
            onSelect={(id) => setProgressId(id)}
          />
        </TabsContent>
        <TabsContent value="list">
          <ListView
            phases={phases}
            readOnly={readOnly}
            members={members.data ?? []}
            critical={critical}
            onChange={onChange}
            onDates={(id, start, end) => edit(setDates(phases, id, start, end))}
            onRemove={onRemove}
            onProgress={setProgressId}
            canProgress={canEdit && !dirty}
            onRenamePhase={(id, title) => edit(phases.map((p) => (p.id === id ? { ...p, title } : p)))}
          />
        </TabsContent>
        <TabsContent value="baseline">
          <BaselineView roadmap={saved} phases={phases} />
        </TabsContent>
        <TabsContent value="budget">
          <BudgetPanel projectId={projectId} roadmap={saved} phases={phases} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="obligations">
          <ObligationsPanel projectId={projectId} canEdit={canEdit} />
        </TabsContent>
        <TabsContent value="kpi">
          <KpiPanel projectId={projectId} canAsk={role === 'investor' || role === 'admin'} canAnswer={canEdit} userId={user?.id ?? null} />
        </TabsContent>
      </Tabs>
      {progressItem && canEdit && !dirty ? (
        <ProgressDialog projectId={projectId} item={progressItem} currency={saved.currency} onClose={() => setProgressId(null)} />
      ) : null}
    </div>
  );
}
