import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { shortcutLabel } from '../../lib/keyboard.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract/auth.ts';
import { apiRequest } from '../../lib/api.ts';
import { USER_QUERY_KEY, useCurrentUser } from '../../lib/session.ts';
import { setShortcutsEnabled, useShortcutsEnabled } from '../../lib/shortcuts.ts';

/**
 * The settings card that turns the keyboard shortcuts on or off for the signed-in user in this
 * browser (mounted by src/web/features/settings/SettingsPage.tsx).
 */
export function ShortcutsSetting() {
  const { t } = useTranslation('shell');
  const enabled = useShortcutsEnabled();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (browserKeys: 'app' | 'browser') => apiRequest<User>('PATCH', '/api/account/profile', { browserKeys }),
    onSuccess: (next) => queryClient.setQueryData(USER_QUERY_KEY, next),
  });
  return (
    <Card id="keyboard-shortcuts" className="scroll-mt-20" tabIndex={-1} data-testid="shortcuts-setting">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('palette.setting.title')}</h2>
        <CardDescription>{t('palette.setting.description', { palette: shortcutLabel('K') })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="keyboard-shortcuts-switch">{t('palette.setting.label')}</Label>
          <Switch id="keyboard-shortcuts-switch" checked={enabled} onCheckedChange={setShortcutsEnabled} />
        </div>
        <p className="text-muted-foreground">{t(enabled ? 'palette.setting.onHint' : 'palette.setting.offHint')}</p>
        <fieldset className="space-y-2" data-testid="browser-keys-setting">
          <legend className="font-medium">{t('browserKeys.setting.legend')}</legend>
          {(['app', 'browser'] as const).map((v) => (
            <label key={v} className="flex items-center gap-2">
              <input
                type="radio"
                name="browser-keys"
                value={v}
                checked={user?.browserKeys === v}
                disabled={save.isPending}
                onChange={() => save.mutate(v)}
              />
              {t(`browserKeys.setting.${v}`)}
            </label>
          ))}
          {user?.browserKeys == null ? <p className="text-muted-foreground">{t('browserKeys.setting.unset')}</p> : null}
        </fieldset>
      </CardContent>
    </Card>
  );
}
