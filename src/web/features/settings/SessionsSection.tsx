import { MonitorSmartphoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './api.ts';
import { describeDevice } from './device.ts';
import { Notice } from './Notice.tsx';
import { Section } from './Section.tsx';

/** Where the account is signed in, with a way out for each place and for all but this one. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const failure = sessions.error ?? revoke.error ?? revokeOthers.error;

  return (
    <Section id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending ? <Spinner className="size-5 border-2" /> : null}
      <ul className="divide-y" data-testid="session-list">
        {list.map((s) => {
          const { browser, os } = describeDevice(s.userAgent);
          const device = browser && os ? t('sessions.device', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="session-item"
              data-current={s.current || undefined}
            >
              <MonitorSmartphoneIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {device} {s.current ? <Badge variant="secondary">{t('sessions.thisDevice')}</Badge> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('sessions.details', {
                    ip: s.ipAddress ?? t('sessions.unknownAddress'),
                    created: formatDateTime(i18n.language, s.createdAt),
                    active: formatRelative(i18n.language, s.lastActiveAt),
                  })}
                </p>
              </div>
              {!s.current ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => revoke.mutate(s.id)}
                  pending={revoke.isPending}
                  aria-label={t('sessions.signOutOne', { device })}
                >
                  {t('sessions.signOut')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button size="sm" variant="destructive" disabled={others === 0 || revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
        {t('sessions.signOutOthers')}
      </Button>
      {failure ? (
        <Notice>{errorMessage(t, failure)}</Notice>
      ) : revokeOthers.data ? (
        <Notice kind="success">{t('sessions.signedOutOthers', { count: revokeOthers.data.revoked })}</Notice>
      ) : null}
    </Section>
  );
}
