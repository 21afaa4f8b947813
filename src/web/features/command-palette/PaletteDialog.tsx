import { useCallback, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockIcon, FolderIcon, KeyboardIcon, StarIcon } from 'lucide-react';
import type { User } from '../../../contract/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandShortcut,
} from '../../components/ui/command.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { paletteArrival } from '../../lib/arrival.ts';
import { resetConsent } from '../../lib/consent.ts';
import { shortcutLabel } from '../../lib/keyboard.ts';
import { useLanguage } from '../../lib/language-context.tsx';
import { navigationRole } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.tsx';
import { useRecentProjects } from './api.ts';
import { buildCommands, matchesQuery } from './commands.ts';
import type { CommandGroup as Group, PaletteCommand } from './commands.ts';
import { addRecentSearch, loadPrefs, MAX_RECENT_PROJECTS, recordUsage, savePrefs, showsUsageBadge, toggleFavorite } from './prefs.ts';
import type { PalettePrefs } from './prefs.ts';
import { ShortcutHelp } from './ShortcutHelp.tsx';

const GROUPS: readonly Group[] = ['quickActions', 'navigation', 'settings', 'admin'];

/** The palette's dialog (seed section 2); loaded on first open, so cmdk is not part of every page. */
export function PaletteDialog({ user, onClose, helpFirst = false }: { user: User; onClose: () => void; helpFirst?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { toggleTheme } = useTheme();
  const { setLanguage } = useLanguage();
  const [search, setSearch] = useState('');
  const [help, setHelp] = useState(helpFirst);
  // The highlighted entry (cmdk's value), so Shift+Enter can star it from the keyboard.
  const [selected, setSelected] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [prefs, setPrefs] = useState<PalettePrefs>(loadPrefs);
  const projects = useRecentProjects(true);

  const update = useCallback((next: PalettePrefs) => {
    savePrefs(next);
    setPrefs(next);
  }, []);

  const commands = useMemo(() => buildCommands(navigationRole(user)), [user]);
  const title = (c: PaletteCommand) => t(c.titleKey);
  const category = (g: Group | 'favorites' | 'recentProjects') => t(`palette.groups.${g}`);
  const visible = commands.filter((c) => matchesQuery(title(c), category(c.group), search));
  const favorites = visible.filter((c) => prefs.favorites.includes(c.id));
  const recentProjects = (Array.isArray(projects.data) ? projects.data : [])
    .slice(0, MAX_RECENT_PROJECTS)
    .filter((p) => matchesQuery(p.title, category('recentProjects'), search));

  const close = onClose;
  // After navigating, the new page places the focus itself; the dialog must not pull it back.
  const navigated = useRef(false);

  const run = (c: PaletteCommand) => {
    update({ ...prefs, usageCounts: recordUsage(prefs.usageCounts, c.id), recentSearches: addRecentSearch(prefs.recentSearches, search) });
    if (c.path) navigated.current = true;
    close();
    if (c.path) void navigate(c.path, { state: paletteArrival });
    else if (c.action === 'toggleTheme') toggleTheme();
    else if (c.action === 'language:en') setLanguage('en');
    else if (c.action === 'language:it') setLanguage('it');
    else if (c.action === 'cookiePreferences') resetConsent();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '?') {
      event.preventDefault();
      setHelp((h) => !h);
    } else if (event.key === 'Enter' && event.shiftKey) {
      // Shift+Enter stars or unstars the highlighted command (what the pointer does with the star).
      event.preventDefault();
      const id = selected.slice(selected.indexOf(':') + 1);
      const command = commands.find((c) => c.id === id);
      if (!command) return;
      const wasFavorite = prefs.favorites.includes(id);
      update({ ...prefs, favorites: toggleFavorite(prefs.favorites, id) });
      setAnnouncement(t(wasFavorite ? 'palette.removedFavorite' : 'palette.addedFavorite', { title: title(command) }));
    }
  };

  const item = (c: PaletteCommand, group: string) => {
    const fav = prefs.favorites.includes(c.id);
    const uses = prefs.usageCounts[c.id];
    return (
      <CommandItem
        key={`${group}:${c.id}`}
        value={`${group}:${c.id}`}
        onSelect={() => run(c)}
        data-testid="palette-item"
        data-command={c.id}
      >
        <span className="truncate">{title(c)}</span>
        {fav ? <span className="sr-only">{t('palette.favorite')}</span> : null}
        {showsUsageBadge(uses) ? (
          <Badge variant="secondary" className="px-1.5 py-0 text-[10px]" data-testid="usage-badge">
            {t('palette.usage', { count: uses })}
          </Badge>
        ) : null}
        {c.shortcut ? <CommandShortcut>{shortcutLabel(c.shortcut.toUpperCase())}</CommandShortcut> : null}
        <span
          aria-hidden="true"
          title={fav ? t('palette.unfavorite') : t('palette.makeFavorite')}
          className={`${c.shortcut ? '' : 'ml-auto'} rounded p-1 hover:bg-background`}
          data-testid="favorite-toggle"
          onPointerDown={(e) => e.preventDefault()}
          onClick={(e) => {
            e.stopPropagation();
            update({ ...prefs, favorites: toggleFavorite(prefs.favorites, c.id) });
          }}
        >
          <StarIcon className={`size-3.5 ${fav ? 'fill-current text-amber-500' : 'opacity-40'}`} />
        </span>
      </CommandItem>
    );
  };

  return (
    <>
      <Dialog open onOpenChange={(o) => (o ? undefined : close())}>
        <DialogContent
          className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
          data-testid="command-palette"
          onCloseAutoFocus={(e) => {
            if (navigated.current) e.preventDefault();
          }}
        >
          <DialogTitle className="sr-only">{t('palette.title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('palette.description')}</DialogDescription>
          <p className="sr-only" role="status" aria-live="polite" data-testid="palette-announcement">
            {announcement}
          </p>
          <Command shouldFilter={false} onKeyDown={onKeyDown} label={t('palette.title')} value={selected} onValueChange={setSelected} loop>
            <CommandInput
              value={search}
              onValueChange={setSearch}
              placeholder={t('palette.placeholder')}
              aria-label={t('palette.placeholder')}
            />
            {help ? (
              <ShortcutHelp />
            ) : (
              <CommandList>
                <CommandEmpty>
                  <p>{t('palette.empty.title')}</p>
                  <p className="mt-1 text-xs text-muted-foreground">{t('palette.empty.hint')}</p>
                </CommandEmpty>
                {!search && prefs.recentSearches.length > 0 ? (
                  <CommandGroup heading={t('palette.groups.recentSearches')}>
                    {prefs.recentSearches.map((term) => (
                      <CommandItem
                        key={`recent:${term}`}
                        value={`recent:${term}`}
                        onSelect={() => setSearch(term)}
                        data-testid="recent-search"
                      >
                        <ClockIcon aria-hidden="true" />
                        <span className="truncate">{term}</span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                ) : null}
                {favorites.length > 0 ? (
                  <CommandGroup heading={category('favorites')}>{favorites.map((c) => item(c, 'favorites'))}</CommandGroup>
                ) : null}
                {GROUPS.map((g) => {
                  const inGroup = visible.filter((c) => c.group === g);
                  return inGroup.length > 0 ? (
                    <CommandGroup key={g} heading={category(g)} data-testid={`palette-group-${g}`}>
                      {inGroup.map((c) => item(c, g))}
                    </CommandGroup>
                  ) : null;
                })}
                {recentProjects.length > 0 ? (
                  <CommandGroup heading={category('recentProjects')} data-testid="palette-group-recentProjects">
                    {recentProjects.map((p) => (
                      <CommandItem
                        key={`project:${p.id}`}
                        value={`project:${p.id}`}
                        onSelect={() =>
                          run({
                            id: `project:${p.id}`,
                            group: 'navigation',
                            titleKey: p.title,
                            path: `/projects/${encodeURIComponent(p.id)}`,
                          })
                        }
                      >
                        <FolderIcon aria-hidden="true" />
                        <span className="truncate">{p.title}</span>
                      </CommandItem>
                    ))}
                  </CommandGroup>
                ) : null}
              </CommandList>
            )}
            <div className="flex items-center justify-between border-t px-3 py-2 text-xs text-muted-foreground">
              <span>{t('palette.footer')}</span>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring outline-none"
                onClick={() => setHelp((h) => !h)}
                aria-pressed={help}
                data-testid="palette-help-toggle"
              >
                <KeyboardIcon className="size-3.5" aria-hidden="true" />
                {t('palette.helpToggle')}
              </button>
            </div>
          </Command>
        </DialogContent>
      </Dialog>
    </>
  );
}
