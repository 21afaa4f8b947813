import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { shortcutLabel } from '../../lib/keyboard.ts';
import { setShortcutsEnabled, useShortcutsEnabled } from '../../lib/shortcuts.ts';

/**
 * The settings card that turns the keyboard shortcuts on or off for the signed-in user in this
 * browser (mounted by src/web/features/settings/SettingsPage.tsx).
 */
export function ShortcutsSetting() {
  const { t } = useTranslation('shell');
  const enabled = useShortcutsEnabled();
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
      </CardContent>
    </Card>
  );
}
