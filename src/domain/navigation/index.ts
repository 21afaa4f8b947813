export {
  SHELL_ROUTES,
  ADMIN_ONLY_ROUTES,
  RESTRICTED_ROUTES,
  VISITOR_PAGES,
  PUBLIC_ROUTES,
  PUBLIC_ROUTE_PATTERNS,
  REDIRECTS,
  VISITOR_ONBOARDING_SEGMENTS,
  visitorRedirect,
  allowedRoles,
  matchesPattern,
  normalizePath,
} from './routes.ts';
export { MAIN_NAV, ADMIN_TOOLS_NAV, ACCOUNT_NAV, visibleFor, showsAdminTools } from './sidebar.ts';
export type { NavItem } from './sidebar.ts';
export { bootPlan } from './boot.ts';
export type { BootGroup, BootPlan } from './boot.ts';
export { LANGUAGES, isLanguage, detectLanguage } from './language.ts';
export type { Language } from './language.ts';
