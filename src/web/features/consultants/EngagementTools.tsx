import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDate } from '../../lib/format.ts';
import { useProjectDocuments, useProjectTasks, useVisibleDocuments, type EngagementDetail } from './api.ts';

type Run = (method: string, url: string, body?: unknown) => Promise<void>;

/**
 * Deliverables chosen from the project's documents the caller may see (either side, while accepted):
 * one checkbox per document not linked yet, then one button links the chosen ones.
 */
export function DeliverablePicker({ d, run }: { d: EngagementDetail; run: Run }) {
  const { t, i18n } = useTranslation('consultants');
  const docs = useProjectDocuments(d.projectId, true);
  const [chosen, setChosen] = useState<string[]>([]);
  const linked = new Set(d.deliverables.map((x) => x.documentId));
  const open = (docs.data ?? []).filter((x) => !linked.has(x.id));
  const link = async () => {
    for (const documentId of chosen) await run('POST', `/api/engagements/${d.id}/deliverables`, { documentId });
    setChosen([]);
  };
  if (docs.isLoading) return <p className="text-sm text-muted-foreground">{t('loading')}</p>;
  if (open.length === 0) return <p className="text-sm text-muted-foreground">{t('engagement.noDocuments')}</p>;
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{t('engagement.chooseDocuments')}</legend>
      <ul className="space-y-1">
        {open.map((x) => (
          <li key={x.id}>
            <label className="flex flex-wrap items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(x.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, x.id] : chosen.filter((c) => c !== x.id))}
              />
              <span className="break-all">{x.filename}</span>
              <span className="text-muted-foreground">
                v{x.version} · {formatDate(i18n.language, x.uploadedAt)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" disabled={chosen.length === 0} onClick={() => void link()}>
        {t('engagement.linkChosen', { count: chosen.length })}
      </Button>
    </fieldset>
  );
}

/** The proponent assigns one of the project's compliance gap tasks to the consultant (while accepted). */
export function TaskAssign({ d, run }: { d: EngagementDetail; run: Run }) {
  const { t, i18n } = useTranslation('consultants');
  const tasks = useProjectTasks(d.projectId, true);
  const [taskId, setTaskId] = useState('');
  const assigned = new Set(d.tasks.map((x) => x.taskId));
  const open = (tasks.data ?? []).filter((x) => !assigned.has(x.id) && x.status === 'open');
  if (tasks.isLoading) return null;
  if (open.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t('engagement.noOpenTasks')}{' '}
        <Link className="underline" to={`/projects/${d.projectId}/compliance`}>
          {t('engagement.openCompliance')}
        </Link>
      </p>
    );
  const value = open.some((x) => x.id === taskId) ? taskId : open[0]!.id;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor="e-task">{t('engagement.taskToAssign')}</Label>
        <select
          id="e-task"
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={value}
          onChange={(e) => setTaskId(e.target.value)}
        >
          {open.map((x) => (
            <option key={x.id} value={x.id}>
              {x.itemId} · {x.owner} · {formatDate(i18n.language, x.dueDate)}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" onClick={() => void run('POST', `/api/engagements/${d.id}/tasks`, { taskId: value }).then(() => setTaskId(''))}>
        {t('engagement.assign')}
      </Button>
    </div>
  );
}

/**
 * The evidence of a credential: one of the consultant's own uploads (documents they uploaded to a project
 * they can see), chosen by name instead of a typed id; "none" is allowed.
 */
export function CredentialDocument({
  userId,
  value,
  onChange,
}: {
  userId: string | null;
  value: string | null;
  onChange: (documentId: string | null) => void;
}) {
  const { t } = useTranslation('consultants');
  const docs = useVisibleDocuments(userId !== null);
  const mine = (docs.data ?? []).filter((x) => x.uploadedBy?.id === userId);
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="p-evidence">{t('profile.evidence')}</Label>
      <select
        id="p-evidence"
        aria-describedby="p-evidence-hint"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('profile.noEvidence')}</option>
        {mine.map((x) => (
          <option key={x.id} value={x.id}>
            {x.filename} · {x.projectTitle}
          </option>
        ))}
      </select>
      <p id="p-evidence-hint" className="text-xs text-muted-foreground">
        {mine.length === 0 ? t('profile.evidenceNone') : t('profile.evidenceHint')}
      </p>
    </div>
  );
}
