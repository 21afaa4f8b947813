import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { User } from '../../../contract/auth.ts';
import { SidebarInset, SidebarProvider } from '../../components/ui/sidebar.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { CommandPalette } from '../../features/command-palette/CommandPalette.tsx';
import { AppSidebar } from './AppSidebar.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';
import { PageSpinner } from './FullPageSpinner.tsx';

/** The signed-in shell (seed section 2): sidebar, header, main area with footer, command palette. */
export function AppShell({ user }: { user: User }) {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipLink />
        <AppSidebar user={user} />
        <SidebarInset>
          <AppHeader />
          <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <SiteFooter signedIn />
        </SidebarInset>
        <CommandPalette user={user} />
      </SidebarProvider>
    </TooltipProvider>
  );
}
