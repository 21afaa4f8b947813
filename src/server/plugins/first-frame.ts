/**
 * The home page's first frame, written by the server into index.html in place of the splash logo.
 * For a signed-in user: the shell's outline (sidebar column, header bar) and the dashboard's heading
 * and lead paragraph, in the user's words; for a visitor on `/`, the landing page's hero. Both are
 * laid out with the classes React uses, so they sit exactly where React draws them. A phone on a
 * slow link reads the page's heading a couple of seconds before the scripts have arrived and run,
 * instead of a logo; React replaces the frame wholesale on its first render (nothing is hydrated,
 * nothing in it can be clicked).
 *
 * The server does not know which language the browser saved (local storage), so the frame carries
 * both; styles.css shows the one `<html lang>` names, which theme-init.js sets before the body is
 * parsed (the saved language, else the browser's preferred one, as the app decides).
 */

/** A page heading and lead paragraph per language, as the build takes them from the locale files. */
export type FrameTexts = Record<string, { title: string; subtitle: string }>;
/** The landing page's hero per language (locales/<lng>/landing.json). */
export type LandingTexts = Record<string, { eyebrow: string; title: string; lead: string }>;

/** Must match SIDEBAR_COOKIE_NAME and the widths in src/web/components/ui/sidebar.tsx. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_STYLE = '--sidebar-width:16rem;--sidebar-width-icon:3rem';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Whether the sidebar cookie (the user's own choice, kept 7 days) says collapsed. */
export function sidebarCollapsed(cookieHeader: string | undefined): boolean {
  const match = cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.slice(SIDEBAR_COOKIE.length + 1) === 'false';
}

/** One span per language; styles.css hides those the page's language does not name. */
function perLanguage<T>(texts: Record<string, T>, pick: (t: T) => string, username = ''): string {
  return Object.entries(texts)
    .map(([lng, t]) => `<span data-frame-lang="${escapeHtml(lng)}">${escapeHtml(pick(t).replace('{{name}}', () => username))}</span>`)
    .join('');
}

/** The frame's markup for `username`; mirrors AppShell, Sidebar, AppHeader, DashboardPage and PageHeader. */
export function firstFrameHtml(texts: FrameTexts, username: string, collapsed: boolean): string {
  const width = collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)';
  return [
    `<div data-splash data-first-frame aria-busy="true" class="flex min-h-svh w-full" style="${SIDEBAR_STYLE}">`,
    `<div class="hidden md:block"><div class="${width}"></div><div class="fixed inset-y-0 left-0 z-10 h-svh ${width} border-r border-sidebar-border bg-sidebar"></div></div>`,
    '<div class="relative flex w-full min-w-0 flex-1 flex-col bg-background">',
    '<div class="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-2 sm:px-4"></div>',
    '<div class="min-h-svh flex-1 px-4 py-6 sm:px-6 lg:px-8"><div class="mx-auto max-w-6xl space-y-8">',
    '<div class="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"><div class="min-w-0">',
    `<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${perLanguage(texts, (t) => t.title, username)}</h1>`,
    `<p class="mt-1 max-w-2xl text-muted-foreground">${perLanguage(texts, (t) => t.subtitle, username)}</p>`,
    '</div></div></div></div></div></div>',
  ].join('');
}

/**
 * The visitor's landing page (`/`): the top navigation's bar and the hero's eyebrow, heading and
 * lead paragraph; mirrors PublicLayout, TopNav and LandingPage.
 */
export function landingFrameHtml(texts: LandingTexts): string {
  return [
    '<div data-splash data-first-frame aria-busy="true" class="flex min-h-svh flex-col">',
    '<div class="sticky top-0 z-30 border-b bg-background/95"><div class="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-4"></div></div>',
    '<div class="min-h-svh flex-1"><div><div class="border-b bg-gradient-to-b from-accent/60 to-background">',
    '<div class="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">',
    `<p class="mb-3 text-sm font-medium text-primary">${perLanguage(texts, (t) => t.eyebrow)}</p>`,
    `<h1 class="text-3xl font-bold tracking-tight text-balance sm:text-5xl">${perLanguage(texts, (t) => t.title)}</h1>`,
    `<p class="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">${perLanguage(texts, (t) => t.lead)}</p>`,
    '</div></div></div></div></div>',
  ].join('');
}

/** index.html with its splash (the `<div data-splash ...>` holding the logo) replaced by `frame`. */
export function pageWithFirstFrame(html: string, frame: string): string {
  return html.replace(/<div data-splash[^>]*>[\s\S]*?<\/svg>\s*<\/div>/, frame);
}
