import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentProps, FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * Seed section 9: menus open 200 ms after the pointer enters a trigger, open at once when another
 * menu closed less than 300 ms ago, and close 150 ms after the pointer leaves.
 * A small disclosure-pattern menu rather than Radix's NavigationMenu: it is on every public page,
 * and this keeps ~15 KB (gzip) out of a visitor's download.
 */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
export const NAV_CLOSE_DELAY_MS = 150;

type MenuContextValue = {
  value: string | null;
  setValue: (value: string | null) => void;
  enter: (value: string) => void;
  leave: () => void;
};
const MenuContext = createContext<MenuContextValue | null>(null);
const ItemContext = createContext<{ value: string; contentId: string; triggerId: string } | null>(null);

function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('NavigationMenu parts must be used within a NavigationMenu');
  return value;
}

function useItem() {
  const value = useContext(ItemContext);
  if (!value) throw new Error('NavigationMenu trigger and content must be used within a NavigationMenuItem');
  return value;
}

export function NavigationMenu({ className, children, ...props }: ComponentProps<'nav'>) {
  const [value, setValueState] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastClosed = useRef(0);
  const root = useRef<HTMLElement>(null);

  const setValue = useCallback((next: string | null) => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    setValueState((current) => {
      if (current !== null && next === null) lastClosed.current = Date.now();
      return next;
    });
  }, []);

  const enter = useCallback(
    (next: string) => {
      clearTimeout(closeTimer.current);
      clearTimeout(openTimer.current);
      const skip = value !== null || Date.now() - lastClosed.current < NAV_SKIP_DELAY_MS;
      if (skip) setValue(next);
      else openTimer.current = setTimeout(() => setValue(next), NAV_OPEN_DELAY_MS);
    },
    [value, setValue],
  );

  const leave = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setValue(null), NAV_CLOSE_DELAY_MS);
  }, [setValue]);

  useEffect(() => {
    if (value === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setValue(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [value, setValue]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const context = useMemo(() => ({ value, setValue, enter, leave }), [value, setValue, enter, leave]);
  return (
    <MenuContext.Provider value={context}>
      <nav ref={root} data-slot="navigation-menu" className={cn('relative z-10 flex items-center', className)} {...props}>
        {children}
      </nav>
    </MenuContext.Provider>
  );
}

export function NavigationMenuList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="navigation-menu-list" className={cn('flex list-none items-center gap-1', className)} {...props} />;
}

export function NavigationMenuItem({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { leave, setValue, value: open } = useMenu();
  const id = useId();
  const item = useMemo(() => ({ value, contentId: `${id}-content`, triggerId: `${id}-trigger` }), [value, id]);
  const onPointerLeave = (event: PointerEvent) => (event.pointerType === 'mouse' ? leave() : undefined);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open === value && !event.currentTarget.contains(event.relatedTarget as Node | null)) setValue(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open === value) {
      event.stopPropagation();
      setValue(null);
      document.getElementById(item.triggerId)?.focus();
    }
  };
  return (
    <ItemContext.Provider value={item}>
      <li
        data-slot="navigation-menu-item"
        className={cn('relative', className)}
        onPointerLeave={onPointerLeave}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        {children}
      </li>
    </ItemContext.Provider>
  );
}

export const navigationMenuTriggerStyle =
  'inline-flex h-9 items-center justify-center rounded-md px-3 py-2 text-sm whitespace-nowrap font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring outline-none data-[state=open]:bg-accent/60';

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<'button'>) {
  const { value: open, setValue, enter } = useMenu();
  const { value, contentId, triggerId } = useItem();
  const isOpen = open === value;
  return (
    <button
      type="button"
      id={triggerId}
      data-slot="navigation-menu-trigger"
      data-state={isOpen ? 'open' : 'closed'}
      aria-expanded={isOpen}
      aria-controls={contentId}
      className={cn(navigationMenuTriggerStyle, 'group gap-1', className)}
      onPointerEnter={(e) => (e.pointerType === 'mouse' ? enter(value) : undefined)}
      onClick={() => setValue(isOpen ? null : value)}
      {...props}
    >
      {children}
      <ChevronDownIcon className="size-3 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
    </button>
  );
}

export function NavigationMenuContent({ className, ...props }: ComponentProps<'div'>) {
  const { value: open, setValue } = useMenu();
  const { value, contentId } = useItem();
  return (
    <div
      id={contentId}
      data-slot="navigation-menu-content"
      hidden={open !== value}
      onClick={(event) => ((event.target as HTMLElement).closest('a') ? setValue(null) : undefined)}
      className={cn('absolute top-full left-0 mt-1.5 rounded-md border bg-popover p-2 text-popover-foreground shadow-lg', className)}
      {...props}
    />
  );
}
