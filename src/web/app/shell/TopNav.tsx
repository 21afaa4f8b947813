import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MenuIcon, XIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuList,
  NavigationMenuTrigger,
} from '../../components/ui/navigation-menu.tsx';
import { logout } from '../../lib/session.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SERVER_LOGIN_PATH, TOP_NAV_MENUS } from './top-nav-menus.ts';
import { returnToParam, withReturnTo } from '../../lib/return-path.ts';

/**
 * The public site's top navigation (seed section 2). Signed out: Valuta Progetto, Accedi (the
 * server's login path), Registrati. Signed in: Dashboard and Logout.
 */
export function TopNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mobileOpen, setMobileOpen] = useState(false);
  // A visitor sent here from an app page (?returnTo=…) keeps it through Sign in and Register.
  const returnTo = returnToParam(useLocation().search);
  const menus = TOP_NAV_MENUS.filter((m) => signedIn || !m.signedInOnly);

  const actions = signedIn ? (
    <>
      <Button asChild size="sm" variant="outline">
        <Link to="/dashboard">{t('topNav.actions.dashboard')}</Link>
      </Button>
      <Button size="sm" onClick={() => logout(queryClient)}>
        {t('topNav.actions.logout')}
      </Button>
    </>
  ) : (
    <>
      <Button asChild size="sm" variant="outline" className="hidden sm:inline-flex">
        <Link to="/projects/evaluation">{t('topNav.actions.evaluate')}</Link>
      </Button>
      <Button asChild size="sm" variant="ghost">
        {returnTo ? (
          <Link to={withReturnTo('/login', returnTo)}>{t('topNav.actions.signIn')}</Link>
        ) : (
          <a href={SERVER_LOGIN_PATH}>{t('topNav.actions.signIn')}</a>
        )}
      </Button>
      <Button asChild size="sm">
        <Link to={withReturnTo('/register', returnTo)}>{t('topNav.actions.register')}</Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-label={t('topNav.openMenu')}
          aria-expanded={mobileOpen}
          aria-controls="mobile-site-nav"
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        </Button>
        <Link
          to="/"
          aria-label={t('brand.name')}
          className="flex shrink-0 items-center gap-2 rounded-md p-1 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
          <span className="hidden sm:inline xl:hidden 2xl:inline">{t('brand.name')}</span>
        </Link>
        <NavigationMenu className="ml-2 hidden xl:flex" aria-label={t('topNav.label')}>
          <NavigationMenuList>
            {menus.map((menu) => (
              <NavigationMenuItem key={menu.key} value={menu.key}>
                <NavigationMenuTrigger>{t(`topNav.menus.${menu.key}`)}</NavigationMenuTrigger>
                <NavigationMenuContent>
                  <ul className="grid w-64 gap-1">
                    {menu.items.map(([to, key]) => (
                      <li key={to}>
                        <Link
                          to={to}
                          className="block rounded-md px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {t(`topNav.items.${key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenuContent>
              </NavigationMenuItem>
            ))}
          </NavigationMenuList>
        </NavigationMenu>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <LanguageSwitch />
          {actions}
        </div>
      </div>
      {mobileOpen ? (
        <nav
          id="mobile-site-nav"
          aria-label={t('topNav.label')}
          className="absolute inset-x-0 top-14 max-h-[calc(100svh-3.5rem)] space-y-4 overflow-y-auto border-b bg-background p-4 shadow-lg xl:hidden"
          onKeyDown={(e) => (e.key === 'Escape' ? setMobileOpen(false) : undefined)}
        >
          {menus.map((menu) => (
            <div key={menu.key}>
              <h2 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`topNav.menus.${menu.key}`)}</h2>
              <ul className="grid gap-0.5 sm:grid-cols-2">
                {menu.items.map(([to, key]) => (
                  <li key={to}>
                    <Link
                      to={to}
                      onClick={() => setMobileOpen(false)}
                      className="block rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {t(`topNav.items.${key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
