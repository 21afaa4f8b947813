import { useEffect } from 'react';

/**
 * Whether a click on `anchor` would take the user away from the current page within this app: a
 * plain left click on a same-origin link to another path or query (not a new tab, not a download,
 * not the same page's fragment).
 */
export function leavesPage(
  anchor: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  current: Location,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, current.href);
  if (to.origin !== current.origin) return false;
  return to.pathname !== current.pathname || to.search !== current.search;
}

/**
 * While `active`, asks before the user leaves with unsaved work: the browser's own prompt when the
 * page is closed or reloaded, and `message` (in the interface language) before a link inside the app
 * is followed. The router here is declarative (no navigation blocker), so links are caught in the
 * capture phase, before the router sees the click; going back in history is not caught.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !leavesPage(anchor, e, window.location)) return;
      if (window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, message]);
}
