import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { MailIcon, ShieldCheckIcon, TriangleAlertIcon, UsersIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Role } from '../../../domain/rbac/index.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber, formatRelative } from '../../lib/format.ts';
import { ADMIN_LIST_CAPS, errorFigures, outboxFigures, userFigures, type CappedCount } from './admin-view.ts';
import { StatCard } from './StatCard.tsx';

type AuditVerification = { ok: boolean; checked: number; firstBroken: { seq: number } | null };

/** One admin figure from its endpoint: the value, a loading line, or the error said plainly. */
function AdminFigure<T>({
  query,
  icon,
  label,
  testId,
  t,
  render,
}: {
  query: { data?: T; isPending: boolean; error: unknown };
  icon: LucideIcon;
  label: string;
  testId: string;
  t: TFunction;
  render: (data: T) => ReactNode;
}) {
  const empty = query.isPending ? (
    t('loading')
  ) : (
    <span role="alert">{t('roles.admin.unavailable', { message: errorMessage(t, query.error) })}</span>
  );
  return <StatCard testId={testId} icon={icon} label={label} value={query.data === undefined ? null : render(query.data)} empty={empty} />;
}

function Count({ c, lng, t }: { c: CappedCount; lng: string; t: TFunction }) {
  const n = formatNumber(lng, c.value, 0);
  return <>{c.atLeast ? t('roles.admin.atLeast', { value: n }) : n}</>;
}

const Detail = ({ children }: { children: ReactNode }) => <p className="mt-1 text-xs font-normal text-muted-foreground">{children}</p>;

/** The admin's dashboard: what the platform's own endpoints say today (no invented figures). */
export function AdminDashboard({ lng, t }: { lng: string; t: TFunction }) {
  const users = useQuery<Array<{ role: Role }>>({ queryKey: ['/api/admin/users'] });
  const audit = useQuery<AuditVerification>({ queryKey: ['/api/admin/audit/verify'] });
  const errors = useQuery<Array<{ receivedAt: string }>>({ queryKey: ['/api/admin/errors'] });
  const outbox = useQuery<Array<{ sentAt: string | null; error: string | null }>>({ queryKey: ['/api/admin/outbox'] });
  return (
    <section aria-labelledby="admin-figures-heading" data-testid="admin-figures">
      <h2 id="admin-figures-heading" className="mb-3 text-lg font-semibold">
        {t('roles.admin.figuresTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AdminFigure
          query={users}
          icon={UsersIcon}
          label={t('roles.admin.users')}
          testId="admin-users"
          t={t}
          render={(list) => {
            const f = userFigures(list);
            return (
              <>
                <Count c={f.total} lng={lng} t={t} />
                <Detail>
                  {t('roles.admin.usersByRole', Object.fromEntries(Object.entries(f.byRole).map(([k, v]) => [k, formatNumber(lng, v, 0)])))}
                </Detail>
                {f.total.atLeast ? (
                  <Detail>{t('roles.admin.capped', { value: formatNumber(lng, ADMIN_LIST_CAPS.users, 0) })}</Detail>
                ) : null}
              </>
            );
          }}
        />
        <AdminFigure
          query={audit}
          icon={ShieldCheckIcon}
          label={t('roles.admin.audit')}
          testId="admin-audit"
          t={t}
          render={(v) => (
            <>
              <span data-ok={v.ok}>
                {v.ok ? t('roles.admin.auditOk') : t('roles.admin.auditBroken', { seq: v.firstBroken?.seq ?? '?' })}
              </span>
              <Detail>{t('roles.admin.auditChecked', { count: v.checked, value: formatNumber(lng, v.checked, 0) })}</Detail>
            </>
          )}
        />
        <AdminFigure
          query={errors}
          icon={TriangleAlertIcon}
          label={t('roles.admin.errors')}
          testId="admin-errors"
          t={t}
          render={(list) => {
            const f = errorFigures(list, new Date());
            return (
              <>
                <Count c={f.lastWeek} lng={lng} t={t} />
                <Detail>
                  {f.latest ? t('roles.admin.errorsLatest', { when: formatRelative(lng, f.latest) }) : t('roles.admin.errorsNone')}
                </Detail>
              </>
            );
          }}
        />
        <AdminFigure
          query={outbox}
          icon={MailIcon}
          label={t('roles.admin.outbox')}
          testId="admin-outbox"
          t={t}
          render={(list) => {
            const f = outboxFigures(list);
            const n = (x: number) => formatNumber(lng, x, 0);
            return (
              <>
                <Count c={{ value: list.length, atLeast: f.atLeast }} lng={lng} t={t} />
                <Detail>{t('roles.admin.outboxDetail', { pending: n(f.pending), failed: n(f.failed), sent: n(f.sent) })}</Detail>
              </>
            );
          }}
        />
      </div>
    </section>
  );
}
