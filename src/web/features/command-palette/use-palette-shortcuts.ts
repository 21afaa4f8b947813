import { useEffect } from 'react';
import { shortcutAllowed } from '../../lib/shortcuts.ts';
import { SHORTCUTS } from './commands.ts';

/** The app's letters that are also the browser's own keys: find, print, select all, copy (issue 27). */
export const BROWSER_KEYS: Readonly<Record<string, 'find' | 'print' | 'selectAll' | 'copy'>> = {
  f: 'find',
  p: 'print',
  a: 'selectAll',
  c: 'copy',
};

/**
 * Cmd/Ctrl+K toggles the palette; with the palette closed, Cmd/Ctrl plus n d p s g f a c navigate
 * and ? opens the shortcuts help (seed section 2). They take precedence over the browser's own
 * shortcuts where the browser lets a page do so (not Ctrl+N, which Chromium reserves), but none
 * acts while the reader is busy with the page (typing in a field, or with text selected: then
 * Ctrl+F finds, Ctrl+P prints, Ctrl+A selects, Ctrl+C copies as the browser does), nor at all
 * when the user turned them off in /settings. With the palette open, Cmd/Ctrl+K closes it from
 * its own search field.
 */
export function usePaletteShortcuts({
  open,
  setOpen,
  openHelp,
  navigate,
  browserKeys,
  ask,
}: {
  open: boolean;
  setOpen: (fn: (open: boolean) => boolean) => void;
  openHelp: () => void;
  navigate: (path: string) => void;
  /** Whose Ctrl/Cmd + F, P, A, C are: the account's answer, null until asked. */
  browserKeys: 'app' | 'browser' | null;
  /** Asks, once, which the user wants for this key (the app's page or the browser's action). */
  ask: (key: string) => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modified = event.metaKey || event.ctrlKey;
      if (open) {
        if (modified && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setOpen(() => false);
        }
        return;
      }
      if (event.defaultPrevented) return;
      if (event.key === '?' && !modified && !event.altKey) {
        if (!shortcutAllowed(event)) return;
        event.preventDefault();
        openHelp();
        return;
      }
      if (!modified || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      const path = key === 'k' ? null : SHORTCUTS[key];
      if ((key !== 'k' && !path) || !shortcutAllowed(event)) return;
      if (BROWSER_KEYS[key] && browserKeys === 'browser') return; // the browser's find, print, select all, copy
      event.preventDefault();
      if (BROWSER_KEYS[key] && browserKeys === null) {
        ask(key);
        return;
      }
      if (path) navigate(path);
      else setOpen(() => true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen, openHelp, navigate, browserKeys, ask]);
}
