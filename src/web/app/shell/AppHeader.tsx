import { useTranslation } from 'react-i18next';
import { PanelLeftIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useSidebar } from '../../components/ui/sidebar.tsx';
import { modifierLabel, shortcutLabel } from '../../lib/keyboard.ts';
import { TierSwitcher } from '../../features/tier/TierSwitcher.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { WorkspaceSwitcher } from '../../features/workspaces/WorkspaceSwitcher.tsx';
import { FeedbackButton } from '../../features/feedback/FeedbackButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Sidebar toggle, the palette hint, the workspace switcher, the admin tier switcher, the bell, feedback, theme and language. */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={toggleSidebar}
        aria-label={t('nav.toggleSidebar')}
        aria-expanded={expanded}
        title={`${t('nav.toggleSidebar')} (${modifierLabel()}+B)`}
        data-testid="sidebar-toggle"
      >
        <PanelLeftIcon aria-hidden="true" />
      </Button>
      <p className="hidden text-sm text-muted-foreground lg:block" data-testid="palette-hint">
        {t('palette.hint', { key: shortcutLabel('K') })}
      </p>
      <div className="ml-auto flex min-w-0 items-center gap-1">
        <WorkspaceSwitcher />
        <TierSwitcher />
        <NotificationBell />
        <FeedbackButton />
        <ThemeToggle />
        <LanguageSwitch />
      </div>
    </header>
  );
}
