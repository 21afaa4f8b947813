import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRightIcon, LogOutIcon, ShieldIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { User } from '../../../contract/auth.ts';
import { ACCOUNT_NAV, ADMIN_TOOLS_NAV, MAIN_NAV, showsAdminTools, visibleFor } from '../../../domain/navigation/index.ts';
import type { NavItem } from '../../../domain/navigation/index.ts';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '../../components/ui/sidebar.tsx';
import { logout, navigationRole } from '../../lib/session.ts';
import { NAV_ICONS } from './nav-icons.ts';
import { BrandMark } from './BrandMark.tsx';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || (path === '/dashboard' && pathname === '/');
}

function NavEntries({ items, badge }: { items: readonly (NavItem & { badge?: 'new' })[]; badge?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenu>
      {items.map((item) => {
        const Icon = NAV_ICONS[item.key];
        return (
          <SidebarMenuItem key={item.path}>
            <SidebarMenuButton asChild isActive={isActive(pathname, item.path)} tooltip={t(`nav.items.${item.key}.description`)}>
              <Link
                to={item.path}
                aria-current={isActive(pathname, item.path) ? 'page' : undefined}
                onClick={() => (isMobile ? setOpenMobile(false) : undefined)}
                data-nav={item.path}
              >
                {Icon ? <Icon aria-hidden="true" /> : null}
                <span>{t(`nav.items.${item.key}.label`)}</span>
                {badge && item.badge === 'new' ? (
                  <Badge variant="default" className="ml-auto px-1.5 py-0 text-[10px] group-data-[collapsible=icon]:hidden">
                    {t('nav.badgeNew')}
                  </Badge>
                ) : null}
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        );
      })}
    </SidebarMenu>
  );
}

/** The sidebar with the exact role table of seed section 2. */
export function AppSidebar({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const role = navigationRole(user);
  const [adminOpen, setAdminOpen] = useState(true);
  const { state, isMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  const name = user.username || t('nav.guest');

  return (
    <Sidebar
      label={t('nav.sidebarLabel')}
      mobileTitle={t('nav.sidebarLabel')}
      mobileDescription={t('nav.sidebarDescription')}
      closeLabel={t('common:generic.close')}
    >
      <SidebarHeader>
        <Link
          to="/dashboard"
          aria-label={t('common:brand.name')}
          className="flex items-center gap-2 rounded-md p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
          <span className="truncate font-semibold group-data-[collapsible=icon]:hidden">{t('common:brand.name')}</span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{t('nav.sections.main')}</SidebarGroupLabel>
          <NavEntries items={visibleFor(MAIN_NAV, role)} />
        </SidebarGroup>
        {showsAdminTools(role) ? (
          <Collapsible.Root open={collapsed || adminOpen} onOpenChange={setAdminOpen} asChild>
            <SidebarGroup data-testid="admin-tools">
              <SidebarGroupLabel asChild>
                <Collapsible.Trigger className="w-full gap-2 hover:bg-sidebar-accent">
                  <ShieldIcon className="size-4" aria-hidden="true" />
                  <span>{t('nav.sections.adminTools')}</span>
                  <ChevronRightIcon className={`ml-auto size-4 transition-transform ${adminOpen ? 'rotate-90' : ''}`} aria-hidden="true" />
                </Collapsible.Trigger>
              </SidebarGroupLabel>
              <Collapsible.Content>
                <NavEntries items={visibleFor(ADMIN_TOOLS_NAV, role)} />
              </Collapsible.Content>
            </SidebarGroup>
          </Collapsible.Root>
        ) : null}
        <SidebarGroup>
          <SidebarGroupLabel>{t('nav.sections.account')}</SidebarGroupLabel>
          <NavEntries items={visibleFor(ACCOUNT_NAV, role)} badge />
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <div className="flex items-center gap-2 group-data-[collapsible=icon]:flex-col" data-testid="sidebar-user">
          <Avatar>
            {user.avatar ? <AvatarImage src={user.avatar} alt="" /> : null}
            <AvatarFallback>{name.charAt(0).toUpperCase()}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1 group-data-[collapsible=icon]:hidden">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-sidebar-foreground/80">{user.email}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t('nav.logout')} title={t('nav.logout')} onClick={() => logout(queryClient)}>
            <LogOutIcon aria-hidden="true" />
          </Button>
        </div>
      </SidebarFooter>
    </Sidebar>
  );
}
