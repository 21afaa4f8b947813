import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import type { User } from '../../../contract/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { paletteArrival } from '../../lib/arrival.ts';
import { setShortcutUser } from '../../lib/shortcuts.ts';
import { usePaletteShortcuts } from './use-palette-shortcuts.ts';
import { BrowserKeysQuestion } from './BrowserKeysQuestion.tsx';

const loadDialog = () => import('./PaletteDialog.tsx');
const PaletteDialog = lazy(() => loadDialog().then((m) => ({ default: m.PaletteDialog })));

/**
 * The command palette (seed section 2): Cmd/Ctrl+K, the letter shortcuts while closed, and the
 * floating search button on mobile. The dialog itself is fetched on first open.
 */
export function CommandPalette({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const router = useNavigate();
  // Pages opened from a shortcut place the focus where the user types next, as from the palette.
  const navigate = useCallback((path: string) => void router(path, { state: paletteArrival }), [router]);
  const [open, setOpen] = useState(false);
  // Opened with ?, the palette shows the shortcuts help first.
  const [helpFirst, setHelpFirst] = useState(false);
  const openHelp = useCallback(() => {
    setHelpFirst(true);
    setOpen(true);
  }, []);
  useEffect(() => setShortcutUser(user.id), [user.id]);
  useEffect(() => () => setShortcutUser(null), []);
  // The first Ctrl/Cmd + F, P, A or C asks once whose keys they are (issue 27).
  const [asking, setAsking] = useState<string | null>(null);
  const ask = useCallback((key: string) => setAsking(key), []);
  usePaletteShortcuts({ open, setOpen, openHelp, navigate, browserKeys: user.browserKeys ?? null, ask });
  // Fetch the dialog as soon as a modifier key goes down, so Cmd/Ctrl+K opens it at once.
  useEffect(() => {
    const warm = (event: KeyboardEvent) => {
      if (event.key !== 'Control' && event.key !== 'Meta') return;
      void loadDialog();
      window.removeEventListener('keydown', warm);
    };
    window.addEventListener('keydown', warm);
    return () => window.removeEventListener('keydown', warm);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setHelpFirst(false);
  }, []);
  return (
    <>
      <Button
        size="icon"
        className="fixed right-4 bottom-4 z-40 size-12 rounded-full shadow-lg md:hidden"
        aria-label={t('palette.open')}
        onClick={() => setOpen(true)}
        data-testid="palette-fab"
      >
        <SearchIcon className="size-5" aria-hidden="true" />
      </Button>
      <BrowserKeysQuestion keyName={asking} onDone={() => setAsking(null)} navigate={navigate} />
      {open ? (
        <Suspense fallback={null}>
          <PaletteDialog user={user} onClose={close} helpFirst={helpFirst} />
        </Suspense>
      ) : null}
    </>
  );
}
