import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
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
  const res = await request.post(`${baseUrl()}/api/auth/register`, { headers: headers(), data: { email, password: PASSWORD, username, role } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: User };
  return { email, password: PASSWORD, username, user: body.user };
}

export function adminAccount(): { email: string; password: string } {
  return { email: process.env[ENV.adminEmail] ?? '', password: process.env[ENV.adminPassword] ?? '' };
}

/** Signs in through the API inside the page's context, so the browser holds the session cookie. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<User> {
  const res = await page.request.post(`${baseUrl()}/api/auth/login`, { headers: headers(), data: { email: account.email, password: account.password } });
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
  'cookie-consent': JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, consentDate: '2025-01-01T00:00:00.000Z' }),
  hasSeenOnboarding: 'true',
};

type Fixtures = {
  /** Storage set before every page script; `null` starts like a first visit. */
  storage: Record<string, string> | null;
  /** Console errors and warnings collected during the test (401s of /api/auth/user excluded). */
  consoleProblems: string[];
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => use(baseUrl()),
  storage: [QUIET_STORAGE, { option: true }],
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
      if ((m.type() === 'error' || m.type() === 'warning') && !/status of 401|status of 404/.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
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
