import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TYPES, OPTIONAL_NOTIFICATION_TYPES } from '../../../contract/constants.ts';
import type { NotificationPrefs } from '../../../contract/constants.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useNotificationPrefs, useSaveNotificationPrefs } from './api.ts';
import { Notice } from './Notice.tsx';
import { Section } from './Section.tsx';

/** Per kind of notification: in the app, by e-mail. Each switch saves at once. */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const current = prefs.data;
  const toggle = (channel: keyof NotificationPrefs, type: string, on: boolean) => {
    if (!current) return;
    save.mutate({ ...current, [channel]: { ...current[channel], [type]: on } } as NotificationPrefs);
  };

  return (
    <Section id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      {!current ? (
        prefs.isError ? (
          <Notice>{errorMessage(t, prefs.error)}</Notice>
        ) : (
          <Spinner className="size-5 border-2" />
        )
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                {t('notifications.kind')}
              </th>
              <th scope="col" className="w-20 py-1 text-center font-medium">
                {t('notifications.inApp')}
              </th>
              <th scope="col" className="w-20 py-1 text-center font-medium">
                {t('notifications.email')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => {
              const optional = (OPTIONAL_NOTIFICATION_TYPES as readonly string[]).includes(type);
              const inApp = optional ? current.inApp[type as keyof NotificationPrefs['inApp']] : true;
              return (
                <tr key={type} className="border-t">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    <span className="block">{t(`notifications.types.${type}`)}</span>
                    {!optional ? <span className="block text-xs text-muted-foreground">{t('notifications.always')}</span> : null}
                  </th>
                  <td className="py-2 text-center">
                    <Switch
                      aria-label={t('notifications.toggleInApp', { kind: t(`notifications.types.${type}`) })}
                      checked={inApp}
                      disabled={!optional}
                      onCheckedChange={(on) => toggle('inApp', type, on)}
                    />
                  </td>
                  <td className="py-2 text-center">
                    <Switch
                      aria-label={t('notifications.toggleEmail', { kind: t(`notifications.types.${type}`) })}
                      checked={current.email[type]}
                      onCheckedChange={(on) => toggle('email', type, on)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="text-xs text-muted-foreground">{t('notifications.security')}</p>
      {save.isError ? <Notice>{errorMessage(t, save.error)}</Notice> : null}
    </Section>
  );
}
