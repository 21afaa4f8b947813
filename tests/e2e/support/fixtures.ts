import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { User } from '../../../src/contract/auth.ts';
import { ENV } from './server.ts';

export { expect };

export type SelfRole = 'proponent' | 'investor' | 'consultant';
export type Account = { email: string; password: string; username: string; user: User };

const PASSWORD = 'e2e password long enough';
let counter = 0;

export function baseUrl(): string {
  const url = process.env[ENV.baseUrl];
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through playwright.config.ts (global setup starts the server).');
  return url;
}

/** Mutations must carry this origin: the server refuses foreign ones. */
function headers() {
  return { Origin: baseUrl(), 'Content-Type': 'application/json' };
}

/** Registers a fresh user through the real API. */
export async function registerUser(request: APIRequestContext, role: SelfRole, username = `${role} ${++counter}`): Promise<Account> {
  const email = `${role}.${Date.now().toString(36)}.${process.pid}.${++counter}@e2e.test`;
  const res = await request.post(`${baseUrl()}/api/auth/register`, {
    headers: headers(),
    data: { email, password: PASSWORD, username, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: User };
  return { email, password: PASSWORD, username, user: body.user };
}

export function adminAccount(): { email: string; password: string } {
  return { email: process.env[ENV.adminEmail] ?? '', password: process.env[ENV.adminPassword] ?? '' };
}

/** Signs in through the API inside the page's context, so the browser holds the session cookie. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<User> {
  const res = await page.request.post(`${baseUrl()}/api/auth/login`, {
    headers: headers(),
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: User }).user;
}

export async function apiPost(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${baseUrl()}${path}`, { headers: headers(), data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.status() === 204 ? null : res.json();
}

export async function apiPut(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.put(`${baseUrl()}${path}`, { headers: headers(), data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

/** A saved consent and a seen tour, so a test starts on a quiet page. */
export const QUIET_STORAGE = {
  'cookie-consent': JSON.stringify({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
    consentDate: '2025-01-01T00:00:00.000Z',
  }),
  hasSeenOnboarding: 'true',
};

type Fixtures = {
  /** Closes, after each test, the browser contexts `actorPage` opened for it (auto). */
  closeActors: void;
  /** Storage set before every page script; `null` starts like a first visit. */
  storage: Record<string, string> | null;
  /** Console errors and warnings collected during the test (401s of /api/auth/user excluded). */
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => use(baseUrl()),
  storage: [QUIET_STORAGE, { option: true }],
  // A context made from the worker's shared browser outlives its test unless closed: left open, every
  // earlier test's pages keep polling and painting, and each later test runs slower than the one before.
  closeActors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      await use();
      await Promise.all(openActors.splice(0).map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  page: async ({ page, storage }, use) => {
    if (storage) {
      await page.addInitScript((entries) => {
        if (sessionStorage.getItem('__e2e_seeded')) return;
        sessionStorage.setItem('__e2e_seeded', '1');
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
    }
    await use(page);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !/status of 401|status of 404/.test(m.text()))
        problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
  },
});

/**
 * Switches to the dark theme from the header, as a user does, and waits until the colours have finished
 * their transitions: axe measures contrast on the colours painted at that moment, and half-way
 * through a 150 ms transition they belong to neither theme.
 */
export async function switchToDarkTheme(page: Page): Promise<void> {
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

export type Lng = 'en' | 'it';

/** The 4xx answers a test provokes on purpose, as the browser logs them. */
export const PROVOKED_4XX = /status of 4\d\d/;
/** The same, and the query client's log of a mutation refused with such an answer. */
export const PROVOKED_4XX_AND_REFUSED_MUTATIONS = /status of 4\d\d|Mutation failed: ApiRequestError: 4\d\d/;

/** Console problems collected from the pages watched, except the lines `expected` matches. */
export type ConsoleWatch = { problems: string[]; expected: RegExp };

export function consoleWatch(expected: RegExp = PROVOKED_4XX_AND_REFUSED_MUTATIONS): ConsoleWatch {
  return { problems: [], expected };
}

/**
 * One console watch for every page a spec's tests open: emptied before each test and required empty
 * after it. Call at the spec's top level (it registers the hooks).
 */
export function consoleWatchOfEachTest(expected: RegExp = PROVOKED_4XX_AND_REFUSED_MUTATIONS): ConsoleWatch {
  const watch = consoleWatch(expected);
  test.beforeEach(() => {
    watch.problems.length = 0;
  });
  test.afterEach(() => {
    expect(watch.problems).toEqual([]);
  });
  return watch;
}

/** Collects the page's console errors and warnings, and its uncaught errors, into the watch. */
export function watchConsole(page: Page, watch: ConsoleWatch): void {
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !watch.expected.test(m.text())) watch.problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => watch.problems.push(`pageerror: ${e.message}`));
}

/** The contexts `actorPage` opened during the running test, closed after it by `closeActors`. */
const openActors: BrowserContext[] = [];

export type ActorOptions = {
  /** Where the page's console problems go. */
  console: ConsoleWatch;
  /** The browser's locale and, unless `storage` says otherwise, the app's saved language. */
  lng?: Lng;
  width?: number;
  height?: number;
  /** The browser's time zone (IANA name); the machine's when not given. */
  timezoneId?: string;
  /** Local storage set before the page's scripts; the quiet storage in `lng` unless given. */
  storage?: Record<string, string>;
  /** Set the storage again at every page load (by default once per tab, so the app's own writes stay). */
  seedEveryLoad?: boolean;
  acceptDownloads?: boolean;
};

/**
 * One person in their own browser context (own cookies and storage), in a language and at a width,
 * its console watched, and signed in when an account is given.
 */
export async function actorPage(
  browser: Browser,
  account: { email: string; password: string } | null,
  options: ActorOptions,
): Promise<Page> {
  const { lng = 'en', width = 1280, height = 900, seedEveryLoad = false } = options;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: lng === 'it' ? 'it-IT' : 'en-US',
    viewport: { width, height },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
  });
  await context.addInitScript(
    ({ entries, everyLoad }) => {
      if (!everyLoad) {
        if (sessionStorage.getItem('__e2e_seeded')) return;
        sessionStorage.setItem('__e2e_seeded', '1');
      }
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { entries: options.storage ?? { ...QUIET_STORAGE, language: lng }, everyLoad: seedEveryLoad },
  );
  openActors.push(context);
  const page = await context.newPage();
  watchConsole(page, options.console);
  if (account) {
    await signIn(page, account);
    // The person reads in `lng`, as if they had chosen it with the language switch: the account keeps
    // the choice, and the app adopts the account's language over this browser's (a later page of the same
    // person in the other language is that person switching).
    const res = await page.request.patch(`${baseUrl()}/api/account/profile`, { headers: headers(), data: { language: lng } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return page;
}
