import { useTranslation } from 'react-i18next';
import { Panel, queryFeedback } from '../../components/panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAuditVerification, useRecentActivity, useRecentSignUps } from './api.ts';

/** The newest accounts (the first page of the unfiltered search). */
export function RecentSignUps() {
  const { t, i18n } = useTranslation('admin');
  const q = useRecentSignUps();
  return (
    <Panel id="admin-signups" title={t('signUps.title')} description={t('signUps.lead')} testId="admin-signups">
      {queryFeedback(q, t, t('users.loading')) ??
        (q.data && q.data.items.length > 0 ? (
          <ul className="divide-y">
            {q.data.items.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0 break-all">
                  <span className="font-medium">{u.username}</span> · {u.email}
                </span>
                <span className="text-muted-foreground">
                  {t(`role.${u.role}`)} · {formatDateTime(i18n.language, u.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{t('signUps.none')}</p>
        ))}
    </Panel>
  );
}

/** The audit trail's latest entries and the chain's verification as the server computes it. */
export function RecentActivity() {
  const { t, i18n } = useTranslation('admin');
  const entries = useRecentActivity();
  const verify = useAuditVerification();
  const v = verify.data;
  return (
    <Panel id="admin-activity" title={t('activity.title')} description={t('activity.lead')} testId="admin-activity">
      <p role="status" data-testid="admin-audit-verification">
        {v ? (
          <Badge variant={v.ok ? 'secondary' : 'destructive'}>
            {v.ok
              ? t('activity.intact', { count: v.checked })
              : t('activity.broken', { seq: v.firstBroken?.seq ?? '?', reason: v.firstBroken?.reason ?? '' })}
          </Badge>
        ) : verify.isError ? null : (
          <span className="text-muted-foreground">{t('activity.checking')}</span>
        )}
      </p>
      {queryFeedback(entries, t, t('users.loading')) ??
        (entries.data && entries.data.length > 0 ? (
          <ol className="divide-y" data-testid="admin-activity-list">
            {entries.data.map((e) => (
              <li key={e.seq} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="min-w-0 break-all">
                  <code className="text-xs">{e.action}</code>
                  {e.target ? <span className="text-muted-foreground"> · {e.target}</span> : null}
                  <span className="text-muted-foreground"> · {t(`activity.outcome.${e.outcome}`)}</span>
                </span>
                <span className="text-xs text-muted-foreground">
                  #{e.seq} · {formatDateTime(i18n.language, e.at)} · {t('activity.actor', { actor: e.actorId ?? t('activity.system') })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground">{t('activity.none')}</p>
        ))}
    </Panel>
  );
}
