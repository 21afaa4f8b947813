import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAdminWorkspaces, useClientErrors, useOutbox, type OutboxMessage } from './api.ts';
import { SELECT_CLASS } from '../../components/ui/select-class.ts';

/** Workspaces with their owners and counts, found by name or an owner's address (GET /api/admin/workspaces). */
export function WorkspacesPanel() {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const list = useAdminWorkspaces(q);
  return (
    <Panel id="admin-workspaces" title={t('workspaces.title')} description={t('workspaces.lead')} testId="admin-workspaces">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="admin-ws-search">{t('workspaces.search')}</Label>
        <Input id="admin-ws-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      </div>
      {queryFeedback(list, t, t('users.loading')) ??
        (list.data ? (
          <>
            <p className="text-muted-foreground" aria-live="polite">
              {t('workspaces.count', { shown: list.data.items.length, total: list.data.total })}
            </p>
            <ul className="divide-y rounded-md border" aria-label={t('workspaces.title')}>
              {list.data.items.map((w) => (
                <li key={w.id} className="flex flex-col gap-1 p-3 lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {w.name} <Badge variant="outline">{t(`workspaces.kind.${w.kind}`)}</Badge>
                    </p>
                    <p className="text-muted-foreground break-all">{t('workspaces.owners', { owners: w.owners.join(', ') || '—' })}</p>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {t('workspaces.counts', { members: w.members, projects: w.projects, invitations: w.pendingInvitations })} ·{' '}
                    {formatDateTime(i18n.language, w.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : null)}
    </Panel>
  );
}

type MailState = 'all' | 'queued' | 'sent' | 'failed';
const stateOf = (m: OutboxMessage): Exclude<MailState, 'all'> => (m.sentAt ? 'sent' : m.error ? 'failed' : 'queued');

/** The last 200 e-mails: recipient, subject, kind, when queued and sent, and the error of one that failed. */
export function OutboxPanel() {
  const { t, i18n } = useTranslation('admin');
  const mail = useOutbox();
  const [state, setState] = useState<MailState>('all');
  const rows = (mail.data ?? []).filter((m) => state === 'all' || stateOf(m) === state);
  return (
    <Panel id="admin-outbox" title={t('outbox.title')} description={t('outbox.lead')} testId="admin-outbox">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="admin-outbox-state">{t('outbox.state')}</Label>
        <select id="admin-outbox-state" className={SELECT_CLASS} value={state} onChange={(e) => setState(e.target.value as MailState)}>
          {(['all', 'queued', 'sent', 'failed'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`outbox.states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {queryFeedback(mail, t, t('users.loading')) ??
        (rows.length === 0 ? (
          <p className="text-muted-foreground">{t('outbox.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('outbox.title')}>
            {rows.map((m) => (
              <li key={m.id} className="p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant={stateOf(m) === 'failed' ? 'destructive' : stateOf(m) === 'sent' ? 'secondary' : 'outline'}>
                    {t(`outbox.states.${stateOf(m)}`)}
                  </Badge>
                  {/* As sent, in its recipient's language: recorded content, not this screen's words. */}
                  <span className="font-medium break-words" data-recorded="">
                    {m.subject}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground break-all">
                  {m.to} · <code className="text-xs">{m.kind}</code> · {formatDateTime(i18n.language, m.createdAt)}
                  {m.sentAt ? ` → ${formatDateTime(i18n.language, m.sentAt)}` : ''}
                </p>
                {m.error ? <p className="text-sm text-destructive break-words">{m.error}</p> : null}
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}

/** Errors the app's error boundary reported (newest 200): message, page, when, who. */
export function ClientErrorsPanel() {
  const { t, i18n } = useTranslation('admin');
  const errs = useClientErrors();
  return (
    <Panel id="admin-client-errors" title={t('clientErrors.title')} description={t('clientErrors.lead')} testId="admin-client-errors">
      {queryFeedback(errs, t, t('users.loading')) ??
        ((errs.data ?? []).length === 0 ? (
          <p className="text-muted-foreground">{t('clientErrors.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('clientErrors.title')}>
            {(errs.data ?? []).map((e) => (
              <li key={e.id} className="p-3">
                <p className="font-medium break-words">{e.message}</p>
                <p className="text-sm text-muted-foreground break-all">
                  {e.url} · {formatDateTime(i18n.language, e.receivedAt)} · {e.viewport.width}×{e.viewport.height} ·{' '}
                  {e.userId ? t('clientErrors.user', { id: e.userId }) : t('clientErrors.anonymous')}
                </p>
                {e.stack ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm">{t('clientErrors.stack')}</summary>
                    <pre className="mt-1 max-h-48 overflow-auto text-xs whitespace-pre-wrap">{e.stack}</pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}
