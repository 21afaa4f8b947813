import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, TIERS } from '../../../domain/rbac/index.ts';
const ADMIN_USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { PAGE_SIZE, useResendVerification, useUserSearch, type AdminUser, type UserFilter } from './api.ts';
import { SELECT_CLASS } from '../../components/ui/select-class.ts';
import { UserActionDialog, type ActionKind } from './UserActionDialog.tsx';

const STATUS_VARIANT = { active: 'secondary', suspended: 'destructive', unverified: 'warning' } as const;

/** The accounts: search, filters, paging, and per account the actions (each with a reason, audited). */
export function UsersPanel({ selfId }: { selfId: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const [filter, setFilter] = useState<UserFilter>({ q: '', role: '', plan: '', status: '', page: 1 });
  const [open, setOpen] = useState<{ user: AdminUser; kind: ActionKind } | null>(null);
  const search = useUserSearch(filter);
  const resend = useResendVerification();
  const set = (patch: Partial<UserFilter>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const data = search.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const select = (id: string, label: string, value: string, options: readonly string[], prefix: string, onChange: (v: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={SELECT_CLASS} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('users.any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}`)}
          </option>
        ))}
      </select>
    </div>
  );
  const onResend = (u: AdminUser) =>
    resend.mutate(u, {
      onSuccess: (r) =>
        toast({
          title: r.sent ? t('actions.resent', { email: u.email }) : t('actions.notResent'),
          variant: r.sent ? 'success' : 'default',
        }),
      onError: (e) => toast({ title: errorMessage(t, e), variant: 'destructive' }),
    });
  return (
    <Panel id="admin-users" title={t('users.title')} description={t('users.lead')} testId="admin-users-panel">
      <form role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="admin-user-q">{t('users.search')}</Label>
          <Input id="admin-user-q" type="search" value={filter.q} onChange={(e) => set({ q: e.target.value })} autoComplete="off" />
        </div>
        {select('admin-user-role', t('users.role'), filter.role, ROLES, 'role', (v) => set({ role: v as UserFilter['role'] }))}
        {select('admin-user-plan', t('users.plan'), filter.plan, TIERS, 'plan', (v) => set({ plan: v as UserFilter['plan'] }))}
        {select('admin-user-status', t('users.status'), filter.status, ADMIN_USER_STATUSES, 'status', (v) =>
          set({ status: v as UserFilter['status'] }),
        )}
      </form>
      {queryFeedback(search, t, t('users.loading')) ??
        (data ? (
          <>
            <p className="text-muted-foreground" aria-live="polite" data-testid="admin-users-count">
              {data.total === 1 ? t('users.countOne') : t('users.count', { total: data.total })}
            </p>
            {data.items.length === 0 ? (
              <p>{t('users.none')}</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label={t('users.table')}>
                {data.items.map((u) => (
                  <li
                    key={u.id}
                    className="flex flex-col gap-2 p-3 lg:flex-row lg:items-center lg:justify-between"
                    data-testid="admin-user-row"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words">
                        {u.username} {u.id === selfId ? <span className="text-muted-foreground">({t('actions.self')})</span> : null}
                      </p>
                      <p className="text-muted-foreground break-all">{u.email}</p>
                      <p className="mt-1 flex flex-wrap gap-1.5">
                        <Badge variant="outline">{t(`role.${u.role}`)}</Badge>
                        <Badge variant="outline">{t(`plan.${u.subscriptionTier}`)}</Badge>
                        <Badge variant={STATUS_VARIANT[u.status]} data-testid="admin-user-status">
                          {t(`status.${u.status}`)}
                        </Badge>
                        {u.twoFactorEnabled ? <Badge variant="secondary">{t('users.twoFactor')}</Badge> : null}
                      </p>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {u.suspendedAt
                          ? t('users.suspendedSince', { date: formatDate(i18n.language, u.suspendedAt), reason: u.suspendedReason ?? '' })
                          : t('users.joined', { date: formatDate(i18n.language, u.createdAt) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2" role="group" aria-label={t('actions.label', { name: u.username || u.email })}>
                      <Button size="sm" variant="outline" onClick={() => setOpen({ user: u, kind: 'role' })} disabled={u.id === selfId}>
                        {t('actions.changeRole')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setOpen({ user: u, kind: 'plan' })}>
                        {t('actions.changePlan')}
                      </Button>
                      {u.status === 'suspended' ? (
                        <Button size="sm" variant="secondary" onClick={() => setOpen({ user: u, kind: 'reactivate' })}>
                          {t('actions.reactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="destructive"
                          onClick={() => setOpen({ user: u, kind: 'suspend' })}
                          disabled={u.id === selfId}
                        >
                          {t('actions.suspend')}
                        </Button>
                      )}
                      {u.twoFactorEnabled && u.id !== selfId ? (
                        <Button size="sm" variant="outline" onClick={() => setOpen({ user: u, kind: 'twoFactor' })}>
                          {t('actions.resetTwoFactor')}
                        </Button>
                      ) : null}
                      {u.status === 'unverified' ? (
                        <Button size="sm" variant="ghost" onClick={() => onResend(u)} disabled={resend.isPending}>
                          {t('actions.resend')}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <nav className="flex flex-wrap items-center justify-between gap-2" aria-label={t('users.page', { page: filter.page, pages })}>
              <Button size="sm" variant="outline" disabled={filter.page <= 1} onClick={() => set({ page: filter.page - 1 })}>
                {t('users.prev')}
              </Button>
              <span className="text-muted-foreground">{t('users.page', { page: filter.page, pages })}</span>
              <Button size="sm" variant="outline" disabled={filter.page >= pages} onClick={() => set({ page: filter.page + 1 })}>
                {t('users.next')}
              </Button>
            </nav>
          </>
        ) : null)}
      {open ? <UserActionDialog user={open.user} kind={open.kind} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}
