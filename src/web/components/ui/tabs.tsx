import { useEffect, useRef, type ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

/** Tabs with the WAI-ARIA tabs pattern (arrow keys move between tabs, Tab enters the panel). */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

/**
 * The row of tabs; it scrolls inside itself on narrow screens rather than widening the page, and
 * brings the selected tab into its view (a link to a later tab must not open with it scrolled away).
 */
export function TabsList({ className, ...props }: Omit<ComponentProps<typeof TabsPrimitive.List>, 'ref'>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active || list.scrollWidth <= list.clientWidth) return;
      const l = list.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      // Only the row scrolls, never the page (scrollIntoView would move the page too).
      if (a.left < l.left) list.scrollLeft -= l.left - a.left + 8;
      else if (a.right > l.right) list.scrollLeft += a.right - l.right + 8;
    };
    reveal();
    // Again when another tab is chosen and when the row's width changes (a rotated phone).
    const selection = new MutationObserver(reveal);
    selection.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    const size = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reveal);
    size?.observe(list);
    return () => {
      selection.disconnect();
      size?.disconnect();
    };
  }, []);
  return (
    <TabsPrimitive.List
      ref={ref}
      data-slot="tabs-list"
      className={cn('inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('min-w-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
