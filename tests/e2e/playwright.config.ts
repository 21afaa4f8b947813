import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; no network beyond the local server. Its headless shell (Debian's
// `chromium-headless-shell`, the same build without the browser's own UI) when installed: no UI renderers and no GPU
// process beside each page, about a fifth faster on this suite's 2 cores (ADR 0083); the full browser otherwise.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // A CI machine of this workplace ran the suite about three times slower than the one before it (2 cores shared by two
  // browsers, their GPU processes and the server): a page's first requests took over 10 s under that load, though every
  // test passes alone. CI gives each wait twice the time and each test a second retry; a real failure still fails.
  retries: process.env.CI ? 2 : 0,
  // Journeys sign in several people and walk many screens; on a loaded 2-core runner a page can take seconds to paint.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
});
