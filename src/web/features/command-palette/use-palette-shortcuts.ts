import { useEffect } from 'react';
import { isEditableTarget } from '../../lib/keyboard.ts';
import { SHORTCUTS } from './commands.ts';

function hasTextSelection(): boolean {
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * Cmd/Ctrl+K toggles the palette; with the palette closed, Cmd/Ctrl plus n d p s g f a c navigate
 * (seed section 2). They take precedence over the browser's own shortcuts where the browser lets
 * a page do so (not Ctrl+N, which Chromium reserves), except where that would take something
 * from the user: in a text field, and Ctrl+C / Ctrl+A while text is selected (copy, select all).
 */
export function usePaletteShortcuts({ open, setOpen, navigate }: { open: boolean; setOpen: (fn: (open: boolean) => boolean) => void; navigate: (path: string) => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      if (key === 'k') {
        event.preventDefault();
        setOpen((o) => !o);
        return;
      }
      if (open) return;
      const path = SHORTCUTS[key];
      if (!path || isEditableTarget(event.target)) return;
      if ((key === 'c' || key === 'a') && hasTextSelection()) return;
      event.preventDefault();
      navigate(path);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen, navigate]);
}
