import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import type { FrameworkId } from './api.ts';
import { gapsExportUrl, useAssignees, useGaps, useItems, useSaveTask, useTasks } from './api.ts';
import type { GapRow, RemediationTask } from './api.ts';
import { FrameworkPicker } from './ItemsView.tsx';
import { AnswerText, QueryState } from './parts.tsx';

/** Turns a gap into a remediation task (…/compliance/tasks): an owner and a due date; the item's answer is left as it is. */
function TaskForm({
  projectId,
  itemId,
  task,
  done,
  editable,
}: {
  projectId: string;
  itemId: string;
  task: RemediationTask | undefined;
  done: RemediationTask | undefined;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  const id = useId();
  const save = useSaveTask(projectId);
  const [owner, setOwner] = useState(task?.owner ?? '');
  const [due, setDue] = useState(task?.dueDate ?? '');
  const [assignee, setAssignee] = useState(task?.assignee?.id ?? '');
  const assignees = useAssignees(projectId, editable);
  const people = { data: Array.isArray(assignees.data) ? assignees.data : [] };
  const [missing, setMissing] = useState(false);
  const doneLine =
    !task && done ? (
      <p className="text-xs text-muted-foreground" data-testid="gap-task-done">
        {t('gaps.taskDone', { owner: done.owner, date: formatDate(i18n.language, done.updatedAt) })}
      </p>
    ) : null;
  if (!editable) {
    return task ? (
      <p className="text-xs">
        {t('gaps.task', { owner: task.owner, date: formatDate(i18n.language, task.dueDate) })}
        {task.assignee ? ` · ${t('gaps.assignedTo', { name: task.assignee.name })}` : ''}
      </p>
    ) : (
      doneLine
    );
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!owner.trim() || !due) return setMissing(true);
    setMissing(false);
    save.mutate({ taskId: task?.id, itemId, owner: owner.trim(), dueDate: due, assigneeId: assignee || null });
  };
  return (
    <>
      {doneLine}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" data-testid="gap-task" data-task-id={task?.id}>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-owner`} className="text-xs">
            {t('form.owner')}
          </Label>
          <Input
            id={`${id}-owner`}
            value={owner}
            maxLength={200}
            onChange={(e) => setOwner(e.target.value)}
            className="h-8 w-44"
            aria-invalid={missing && !owner.trim() ? true : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-due`} className="text-xs">
            {t('form.dueDate')}
          </Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={due}
            onChange={(e) => setDue(e.target.value)}
            className="h-8 w-40"
            aria-invalid={missing && !due ? true : undefined}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-assignee`} className="text-xs">
            {t('form.assignee')}
          </Label>
          <select
            id={`${id}-assignee`}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            className="h-8 w-44 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <option value="">{t('form.noAssignee')}</option>
            {(people.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            {task?.assignee && !(people.data ?? []).some((p) => p.id === task.assignee!.id) ? (
              <option value={task.assignee.id}>{t('form.assigneeNoAccess', { name: task.assignee.name })}</option>
            ) : null}
          </select>
        </div>
        <Button type="submit" size="sm" variant="outline" pending={save.isPending}>
          {t(task ? 'gaps.updateTask' : 'gaps.makeTask')}
        </Button>
        {task ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            pending={save.isPending}
            onClick={() => save.mutate({ taskId: task.id, itemId, owner: task.owner, dueDate: task.dueDate, status: 'done' })}
          >
            {t('gaps.markDone')}
          </Button>
        ) : null}
        <p aria-live="polite" className="text-xs">
          {missing ? (
            <span role="alert" className="text-destructive">
              {t('gaps.taskNeeds')}
            </span>
          ) : save.isError ? (
            <span role="alert" className="text-destructive">
              {errorMessage(t, save.error)}
            </span>
          ) : save.isSuccess ? (
            t('gaps.taskSaved')
          ) : null}
        </p>
      </form>
    </>
  );
}

/** Section 1.2's gap analysis of one framework: what is still missing, heaviest first, with its reference; exports. */
export function GapsView({
  projectId,
  framework,
  applicable,
  onFramework,
  editable,
}: {
  projectId: string;
  framework: FrameworkId;
  applicable: FrameworkId[];
  onFramework: (f: FrameworkId) => void;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  // The server's gap list, in its order (weight, then id); the titles and the expected evidence in the
  // reader's language come from the items (the gap rows are in the browser's Accept-Language).
  const rows = useGaps(projectId, framework);
  const items = useItems(projectId, framework, i18n.language);
  const tasks = useTasks(projectId);
  const titles = new Map((items.data ?? []).map((i) => [i.id, i.title]));
  const expected = new Map((items.data ?? []).map((i) => [i.id, i.evidenceExpected]));
  const missingText = (g: GapRow) => {
    const exp = expected.get(g.itemId) || g.evidenceExpected;
    if (g.evidenceMissing === null) return exp ? t('gaps.evidencedPartly', { expected: exp }) : '—';
    return exp || g.evidenceMissing || '—';
  };
  const gaps = rows.data ?? [];
  const openTask = (itemId: string) => tasks.data?.find((x) => x.itemId === itemId && x.status === 'open');
  const doneTask = (itemId: string) => tasks.data?.filter((x) => x.itemId === itemId && x.status === 'done').at(-1);
  return (
    <div className="grid gap-3" data-testid="gaps-view">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FrameworkPicker id="gaps-framework" framework={framework} applicable={applicable} onFramework={onFramework} />
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={gapsExportUrl(projectId, 'csv', framework)} download data-testid="gaps-csv">
              <DownloadIcon aria-hidden="true" />
              {t('gaps.csv')}
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={gapsExportUrl(projectId, 'xlsx', framework)} download data-testid="gaps-xlsx">
              <DownloadIcon aria-hidden="true" />
              {t('gaps.xlsx')}
            </a>
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('gaps.lead')}</p>
      {rows.data ? (
        gaps.length === 0 ? (
          <p className="text-sm" data-testid="gaps-empty">
            {t(applicable.includes(framework) ? 'gaps.none' : 'gaps.notApplicable')}
          </p>
        ) : (
          <ol className="grid gap-2" data-testid="gaps-list" aria-label={t('gaps.listLabel', { count: gaps.length })}>
            {gaps.map((g) => (
              <li key={g.itemId} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="gap" data-item-id={g.itemId}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-mono text-xs">{g.itemId}</span>
                  <span className="min-w-0 flex-1 font-medium break-words">{titles.get(g.itemId) ?? g.title}</span>
                  <Badge variant="outline">{t('items.weight', { weight: g.weight })}</Badge>
                  <AnswerText answer={g.answer} className="text-xs" />
                </div>
                <p className="break-words">
                  <span className="text-muted-foreground">{t('items.reference')}: </span>
                  {g.reference || '—'}
                </p>
                <p className="break-words">
                  <span className="text-muted-foreground">{t('gaps.missing')}: </span>
                  {missingText(g)}
                </p>
                <TaskForm
                  key={openTask(g.itemId)?.id ?? 'new'}
                  projectId={projectId}
                  itemId={g.itemId}
                  task={openTask(g.itemId)}
                  done={doneTask(g.itemId)}
                  editable={editable}
                />
              </li>
            ))}
          </ol>
        )
      ) : (
        <QueryState query={rows} />
      )}
    </div>
  );
}
