import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ClipboardCheckIcon, InboxIcon } from 'lucide-react';
import { formatDate } from '../../lib/format.ts';
import { useConsultantDashboard } from './api.ts';
import { ListCard, linkClass } from './ListCard.tsx';

/**
 * A consultant's shared projects (owner, what they may do, since when) and the open compliance
 * tasks assigned to them on projects they still see (GET /api/dashboard/consultant).
 */
export function ConsultantOverview({ t, lng }: { t: TFunction; lng: string }) {
  const q = useConsultantDashboard(true);
  const state = q.isPending ? 'loading' : q.isError ? 'failed' : null;
  return (
    <>
      <ListCard
        t={t}
        testId="shared-projects"
        icon={InboxIcon}
        title={t('roles.consultant.sharedTitle')}
        empty={t('roles.consultant.sharedBody')}
        state={state}
        items={q.data?.projects}
      >
        {(p) => (
          <li key={p.id} className="grid gap-1 rounded-md border p-3" data-testid="consultant-project">
            <Link to={`/projects/${p.id}`} className={linkClass}>
              {p.title}
            </Link>
            <span className="text-sm text-muted-foreground">
              {t('roles.consultant.projectLine', {
                owner: p.ownerName,
                capability: t(`roles.consultant.capability.${p.capability}`),
                date: formatDate(lng, p.sharedAt),
              })}
            </span>
          </li>
        )}
      </ListCard>
      <ListCard
        t={t}
        testId="consultant-tasks"
        icon={ClipboardCheckIcon}
        title={t('roles.consultant.tasksTitle')}
        empty={t('roles.consultant.tasksEmpty')}
        state={state}
        items={q.data?.tasks}
      >
        {(task) => (
          <li
            key={task.id}
            className="grid gap-1 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline"
            data-testid="consultant-task"
          >
            <Link to={`/projects/${task.projectId}?tab=compliance&section=gaps`} className={linkClass}>
              {t('roles.consultant.taskLine', { item: task.itemId, project: task.projectTitle })}
            </Link>
            <span
              className={task.overdue ? 'text-sm font-medium text-destructive tabular-nums' : 'text-sm text-muted-foreground tabular-nums'}
            >
              {t(task.overdue ? 'roles.consultant.overdue' : 'roles.consultant.due', { date: formatDate(lng, task.dueDate) })}
            </span>
          </li>
        )}
      </ListCard>
    </>
  );
}
