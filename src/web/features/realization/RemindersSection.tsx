import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UpcomingReminder } from '../../../contract/realization.ts';
import { queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useReminders } from './api.ts';

/**
 * The reminders ahead (GET /api/realization/reminders): obligations and milestones due within 30 days (reminded 30, 7
 * and 1 days before), KPI periods due (reminded the day after if unanswered), and what is overdue — on the projects the
 * user may see, soonest first. A list of cards, readable at 375 px.
 */
export function RemindersSection() {
  const { t, i18n } = useTranslation('realization');
  const lng = i18n.language;
  const q = useReminders();
  const when = (r: UpcomingReminder) =>
    r.daysLeft < 0
      ? t('reminders.overdue', { count: -r.daysLeft })
      : r.daysLeft === 0
        ? t('reminders.today')
        : t('reminders.inDays', { count: r.daysLeft });
  const next = (r: UpcomingReminder) =>
    r.nextReminderOn === null
      ? t('reminders.noneLeft')
      : r.kind === 'kpi'
        ? t('reminders.nextKpi', { date: formatDate(lng, r.nextReminderOn) })
        : t('reminders.next', { date: formatDate(lng, r.nextReminderOn), count: r.nextReminderOffset ?? 0 });
  return (
    <section className="grid gap-2" aria-labelledby="reminders-title" data-testid="reminders">
      <h2 id="reminders-title" className="text-lg font-semibold">
        {t('reminders.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('reminders.description')}</p>
      {q.isPending || q.isError ? (
        queryFeedback(q, t, t('loading'))
      ) : q.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reminders.empty')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {q.data.map((r) => (
            <li key={`${r.kind}-${r.ref}-${r.dueOn}`} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="reminder">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <Badge variant="outline">{t(`reminders.kind.${r.kind}`)}</Badge>
                <span className={r.daysLeft < 0 ? 'font-medium text-destructive' : 'font-medium'}>{when(r)}</span>
              </span>
              <span className="font-medium">{r.title}</span>
              <span className="text-xs text-muted-foreground">
                <Link className="underline" to={`/project/${r.projectId}/roadmap`}>
                  {r.projectName}
                </Link>
                {' · '}
                {t('obligations.due', { date: formatDate(lng, r.dueOn) })}
              </span>
              <span className="text-xs">{next(r)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
