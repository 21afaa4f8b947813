import { ADMIN_TOOLS_NAV, MAIN_NAV, visibleFor } from '../../../domain/navigation/index.ts';
import { roleCan, type Role } from '../../../domain/rbac/index.ts';

export type CommandGroup = 'quickActions' | 'navigation' | 'settings' | 'admin';
export type PaletteCommand = {
  id: string;
  group: CommandGroup;
  /** common.json key of the title. */
  titleKey: string;
  path?: string;
  action?: 'toggleTheme' | 'language:en' | 'language:it' | 'cookiePreferences';
  /** The letter of its Cmd/Ctrl shortcut, if any. */
  shortcut?: string;
};

/**
 * Seed section 2: with the palette closed, Cmd/Ctrl plus one of these letters navigates.
 */
export const SHORTCUTS: Readonly<Record<string, string>> = {
  n: '/projects/new',
  d: '/dashboard',
  p: '/projects',
  s: '/settings',
  g: '/guide',
  f: '/funding',
  a: '/analytics',
  c: '/consultants',
};

function shortcutFor(path: string): string | undefined {
  return Object.entries(SHORTCUTS).find(([, p]) => p === path)?.[0];
}

/**
 * The palette's commands for a role (the Admin group only for admins). Quick actions follow the role
 * (issue 27): "Create new project" only for a role that may create one, so an investor or a
 * consultant starts from the dashboard and the projects they can see.
 */
export function buildCommands(role: Role): PaletteCommand[] {
  const quick: PaletteCommand[] = [
    ...(roleCan(role, 'projects.create')
      ? [{ id: 'quick:new-project', group: 'quickActions' as const, titleKey: 'palette.commands.newProject', path: '/projects/new' }]
      : []),
    { id: 'quick:dashboard', group: 'quickActions', titleKey: 'palette.commands.goDashboard', path: '/dashboard' },
    { id: 'quick:guide', group: 'quickActions', titleKey: 'palette.commands.openGuide', path: '/guide' },
    { id: 'quick:projects', group: 'quickActions', titleKey: 'palette.commands.viewProjects', path: '/projects' },
    { id: 'quick:settings', group: 'quickActions', titleKey: 'palette.commands.settings', path: '/settings' },
  ].map((c) => ({ ...c, group: 'quickActions' as const, shortcut: shortcutFor(c.path) }));
  const navigation: PaletteCommand[] = [
    ...visibleFor(MAIN_NAV, role),
    { path: '/guide', key: 'guide', roles: [] },
    { path: '/enterprise-preview', key: 'enterprisePreview', roles: [] },
    { path: '/billing', key: 'billing', roles: [] },
  ].map((item) => ({
    id: `nav:${item.path}`,
    group: 'navigation',
    titleKey: `nav.items.${item.key}.label`,
    path: item.path,
    shortcut: shortcutFor(item.path),
  }));
  const settings: PaletteCommand[] = [
    { id: 'settings:account', group: 'settings', titleKey: 'palette.commands.accountSettings', path: '/settings' },
    { id: 'settings:privacy', group: 'settings', titleKey: 'palette.commands.privacy', path: '/settings#consent' },
    { id: 'settings:theme', group: 'settings', titleKey: 'palette.commands.toggleTheme', action: 'toggleTheme' },
    { id: 'settings:lang-en', group: 'settings', titleKey: 'palette.commands.languageEn', action: 'language:en' },
    { id: 'settings:lang-it', group: 'settings', titleKey: 'palette.commands.languageIt', action: 'language:it' },
    { id: 'settings:cookies', group: 'settings', titleKey: 'palette.commands.cookiePreferences', action: 'cookiePreferences' },
  ];
  const admin: PaletteCommand[] =
    role === 'admin'
      ? [
          { id: 'admin:panel', group: 'admin', titleKey: 'palette.commands.adminPanel', path: '/admin' },
          ...visibleFor(ADMIN_TOOLS_NAV, role).map((item) => ({
            id: `admin:${item.path}`,
            group: 'admin' as const,
            titleKey: `nav.items.${item.key}.label`,
            path: item.path,
          })),
        ]
      : [];
  return [...quick, ...navigation, ...settings, ...admin];
}

/** Seed section 2: a command matches when its title or its category contains the query, ignoring case. */
export function matchesQuery(title: string, category: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return title.toLowerCase().includes(q) || category.toLowerCase().includes(q);
}
