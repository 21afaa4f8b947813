import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { ClipboardCheckIcon, InboxIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDate, formatDay } from '../../lib/format.ts';
import { useConsultantDashboard } from './api.ts';

/**
 * A consultant's shared projects (owner, what they may do, since when) and the open compliance
 * tasks assigned to them on projects they still see (GET /api/dashboard/consultant).
 */
export function ConsultantOverview({ t, lng }: { t: TFunction; lng: string }) {
  const q = useConsultantDashboard(true);
  const loading = <p className="text-sm text-muted-foreground">{t('roles.sharedLoading')}</p>;
  const failed = <p role="alert" className="text-sm text-destructive">{t('roles.waiting.error')}</p>;
  return (
    <>
      <Card data-testid="shared-projects">
        <CardHeader className="flex-row items-center gap-3">
          <InboxIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <CardTitle className="text-base">{t('roles.consultant.sharedTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {q.isPending ? loading : q.isError ? failed : q.data.projects.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-empty="true">{t('roles.consultant.sharedBody')}</p>
          ) : (
            <ul className="grid gap-2">
              {q.data.projects.map((p) => (
                <li key={p.id} className="grid gap-1 rounded-md border p-3" data-testid="consultant-project">
                  <Link to={`/projects/${p.id}`} className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline">{p.title}</Link>
                  <span className="text-sm text-muted-foreground">
                    {t('roles.consultant.projectLine', { owner: p.ownerName, capability: t(`roles.consultant.capability.${p.capability}`), date: formatDate(lng, p.sharedAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card data-testid="consultant-tasks">
        <CardHeader className="flex-row items-center gap-3">
          <ClipboardCheckIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <CardTitle className="text-base">{t('roles.consultant.tasksTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {q.isPending ? loading : q.isError ? failed : q.data.tasks.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-empty="true">{t('roles.consultant.tasksEmpty')}</p>
          ) : (
            <ul className="grid gap-2">
              {q.data.tasks.map((task) => (
                <li key={task.id} className="grid gap-1 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline" data-testid="consultant-task">
                  <Link to={`/projects/${task.projectId}?tab=compliance&section=gaps`} className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline">
                    {t('roles.consultant.taskLine', { item: task.itemId, project: task.projectTitle })}
                  </Link>
                  <span className={task.overdue ? 'text-sm font-medium text-destructive tabular-nums' : 'text-sm text-muted-foreground tabular-nums'}>
                    {t(task.overdue ? 'roles.consultant.overdue' : 'roles.consultant.due', { date: formatDay(lng, task.dueDate) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
