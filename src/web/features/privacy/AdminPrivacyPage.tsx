import { useTranslation } from 'react-i18next';
import type { PrivacyRequestRow } from '../../../contract/privacy.ts';
import { daysLeft } from '../../../domain/privacy/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useAdminPrivacyRequests } from './api.ts';

const TIMELINESS_VARIANT = { 'on-time': 'secondary', open: 'outline', late: 'destructive' } as const;

/**
 * /admin/privacy: data-subject requests (exports, erasures) with the day received and the statutory
 * deadline (GDPR art. 12(3): one month from receipt), open ones first in the reader's eye by their badge.
 */
export function AdminPrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  const { data, isPending, isError, error } = useAdminPrivacyRequests();
  const lng = i18n.language;
  const now = new Date();
  const deadlineCell = (r: PrivacyRequestRow) => {
    const open = r.timeliness === 'open' || (r.timeliness === 'late' && !r.completedAt);
    const days = daysLeft(new Date(r.deadline), now);
    return (
      <span className="flex items-center gap-2">
        {formatDate(lng, r.deadline)}
        {open ? (
          <span className="text-muted-foreground">
            {days >= 0 ? t('admin.daysLeft', { count: days }) : t('admin.overdue', { count: -days })}
          </span>
        ) : null}
      </span>
    );
  };

  const subject = (r: PrivacyRequestRow) =>
    r.subjectEmail ?? <span className="text-muted-foreground">{t('admin.erasedSubject', { id: r.subjectId.slice(0, 8) })}</span>;
  const timelinessBadge = (r: PrivacyRequestRow) => (
    <Badge variant={TIMELINESS_VARIANT[r.timeliness]}>{t(`admin.timelinessValues.${r.timeliness}`)}</Badge>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6" data-testid="admin-privacy">
      <PageHeader title={t('admin.title')} description={t('admin.description')} className="mb-0" />
      <Card className="min-w-0">
        <CardContent className="min-w-0 pt-6 text-sm">
          {isPending ? <Spinner aria-label={t('admin.loading')} /> : null}
          {isError ? (
            <p role="alert" className="text-destructive">
              {errorMessage(t, error)}
            </p>
          ) : null}
          {data && data.length === 0 ? <p className="text-muted-foreground">{t('admin.empty')}</p> : null}
          {data && data.length > 0 ? (
            <>
              {/* Below 640 px one card per request; from there on, the table. */}
              <ul className="grid gap-3 sm:hidden" data-testid="admin-privacy-list">
                {data.map((r) => (
                  <li key={r.id} className="rounded-md border p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-medium">{t(`admin.kinds.${r.kind}`)}</p>
                      {timelinessBadge(r)}
                    </div>
                    <p className="break-all">{subject(r)}</p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      <dt className="text-muted-foreground">{t('admin.received')}</dt>
                      <dd>{formatDateTime(lng, r.receivedAt)}</dd>
                      <dt className="text-muted-foreground">{t('admin.deadline')}</dt>
                      <dd>{deadlineCell(r)}</dd>
                      <dt className="text-muted-foreground">{t('admin.status')}</dt>
                      <dd>{t(`admin.statuses.${r.status}`)}</dd>
                      <dt className="text-muted-foreground">{t('admin.completed')}</dt>
                      <dd>{r.completedAt ? formatDateTime(lng, r.completedAt) : '—'}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
              {/* Focusable: a keyboard user can scroll it sideways when it is wider than the screen. */}
              <div
                className="hidden max-w-full overflow-x-auto sm:block"
                data-testid="admin-privacy-table"
                tabIndex={0}
                role="region"
                aria-label={t('admin.title')}
              >
                <DataTable
                  caption={t('admin.title')}
                  head={[
                    t('admin.received'),
                    t('admin.kind'),
                    t('admin.subject'),
                    t('admin.status'),
                    t('admin.deadline'),
                    t('admin.completed'),
                    t('admin.timeliness'),
                  ]}
                  rows={data.map((r) => [
                    formatDateTime(lng, r.receivedAt),
                    t(`admin.kinds.${r.kind}`),
                    subject(r),
                    t(`admin.statuses.${r.status}`),
                    deadlineCell(r),
                    r.completedAt ? formatDateTime(lng, r.completedAt) : '—',
                    timelinessBadge(r),
                  ])}
                />
              </div>
            </>
          ) : null}
          <p className="mt-4 text-muted-foreground">{t('admin.legalNote')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
