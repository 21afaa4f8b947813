/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, registerUser, signIn, test } from './support/fixtures.ts';

/**
 * The server's first frames of the home pages, the visitor's landing page and the signed-in
 * dashboard (src/server/plugins/first-frame.ts), are what a slow phone shows before the scripts run. Oracle: the boxes React draws for the same heading and
 * lead paragraph once the app has loaded; the frame must put them in the same place (1 px), in the
 * browser's language, or the page would jump when React takes over.
 */
type Box = { x: number; y: number; width: number; height: number };

async function headingBoxes(page: Page, root: string): Promise<{ h1: Box; p: Box; h1Text: string; pText: string }> {
  return page.evaluate((sel) => {
    const box = (el: Element | null) => {
      if (!el) throw new Error(`nothing at ${sel}`);
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const h1 = document.querySelector(`${sel} h1`);
    const p = document.querySelector(`${sel} h1 + p`);
    return { h1: box(h1), p: box(p), h1Text: (h1 as HTMLElement).innerText, pText: (p as HTMLElement).innerText };
  }, root);
}

const close = (a: Box, b: Box) => {
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[k] - b[k]), `${k}: ${a[k]} vs ${b[k]}`).toBeLessThanOrEqual(1);
};

/**
 * The frame's heading and paragraph as the server sends `path` (no script but theme-init.js runs),
 * then React's, read under `appRoot` once `readyTestId` shows; checks the texts and the 1 px match.
 */
async function frameAgainstApp(page: Page, path: string, appRoot: string, readyTestId: string, title: string) {
  await page.route('**/*.js', (route) => (route.request().url().endsWith('/theme-init.js') ? route.continue() : route.abort()));
  await page.goto(path);
  const frame = await headingBoxes(page, '[data-first-frame]');
  await page.unrouteAll();

  await page.goto(path);
  await expect(page.getByTestId(readyTestId)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-first-frame]')).toHaveCount(0);
  const app = await headingBoxes(page, appRoot);
  expect(frame.h1Text).toBe(title);
  expect(app.h1Text).toBe(title);
  expect(app.pText).toBe(frame.pText);
  close(frame.h1, app.h1);
  close(frame.p, app.p);
  return frame;
}

for (const { locale, title } of [
  { locale: 'en-US', title: 'Know how ready your project is for capital — and what to fix first' },
  { locale: 'it-IT', title: 'Scopri quanto il tuo progetto è pronto per il capitale — e cosa sistemare prima' },
]) {
  test.describe(`visitor's first frame (${locale})`, () => {
    test.use({ locale, storage: null });

    for (const width of [375, 1280]) {
      test(`the landing page's hero stands where React will draw it, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await frameAgainstApp(page, '/', '[data-testid="landing"]', 'landing', title);
      });
    }
  });
}

for (const { locale, title, subtitle } of [
  { locale: 'en-US', title: 'Welcome, Frame Tester', subtitle: 'Your projects at a glance and the next step of the funding cycle.' },
  {
    locale: 'it-IT',
    title: 'Benvenuto, Frame Tester',
    subtitle: 'I tuoi progetti in sintesi e il prossimo passo del ciclo di finanziamento.',
  },
]) {
  test.describe(`first frame (${locale})`, () => {
    test.use({ locale });

    for (const width of [375, 1280]) {
      test(`the dashboard's heading stands where React will draw it, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await signIn(page, await registerUser(page.request, 'proponent', 'Frame Tester'));
        const frame = await frameAgainstApp(page, '/dashboard', '[data-testid="dashboard"] [data-slot="page-header"]', 'dashboard', title);
        expect(frame.pText).toBe(subtitle);
      });
    }
  });
}
