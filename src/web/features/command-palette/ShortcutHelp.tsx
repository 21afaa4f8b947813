import { useTranslation } from 'react-i18next';
import { shortcutLabel } from '../../lib/keyboard.ts';
import { SHORTCUTS } from './commands.ts';

const DESTINATION_KEYS: Readonly<Record<string, string>> = {
  '/projects/new': 'palette.commands.newProject',
  '/dashboard': 'nav.items.dashboard.label',
  '/projects': 'nav.items.projects.label',
  '/settings': 'nav.items.settings.label',
  '/guide': 'nav.items.guide.label',
  '/funding': 'nav.items.funding.label',
  '/analytics': 'nav.items.analytics.label',
  '/consultants': 'nav.items.consultants.label',
};

/** The shortcuts help: ? opens it (the palette shows it), ? toggles it while the palette is open (seed section 2). */
export function ShortcutHelp() {
  const { t } = useTranslation('shell');
  const rows: [string, string][] = [
    [shortcutLabel('K'), t('palette.help.toggle')],
    ...Object.entries(SHORTCUTS).map(([key, path]): [string, string] => [
      shortcutLabel(key.toUpperCase()),
      t(DESTINATION_KEYS[path] ?? path),
    ]),
    [shortcutLabel('B'), t('palette.help.sidebar')],
    ['?', t('palette.help.help')],
    ['↑ ↓ ↵', t('palette.help.navigate')],
    ['⇧ ↵', t('palette.help.favorite')],
    ['Esc', t('palette.help.close')],
  ];
  return (
    <section className="max-h-[min(60vh,420px)] overflow-y-auto p-4" aria-labelledby="palette-help-title" data-testid="palette-help">
      <h3 id="palette-help-title" className="mb-2 text-sm font-semibold">
        {t('palette.help.title')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([keys, label]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
            </dt>
            <dd className="text-muted-foreground">{label}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('palette.help.favorites')}</p>
      <p className="mt-2 text-xs text-muted-foreground">{t('palette.help.guard')}</p>
    </section>
  );
}
