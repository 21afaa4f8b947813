// Lighthouse for `npm run bench -- web` (web.bench.ts): performance and accessibility scores, the
// median of BENCH_LIGHTHOUSE_RUNS runs, each in a fresh profile of Debian's Chromium.
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's own advice for its variance: run it several times and take the median. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface Scores {
  performance: number;
  accessibility: number;
  /** Every run's performance score, in run order. */
  runs: number[];
}

/**
 * One Lighthouse run in a fresh Chromium profile (cold HTTP cache). `storage` pre-sets this origin's
 * localStorage, written from a page that loads no app code (`/api/health`), so the cache stays cold;
 * Lighthouse is then told not to wipe storage.
 */
async function lighthouseOnce(url: string, cookie: string | null, storage: Record<string, string> | null, desktop: boolean) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (storage) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(storage ? { disableStorageReset: true } : {}),
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (lhr?.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const a = lhr?.audits ?? {};
    if (process.env.BENCH_DEBUG) {
      for (const id of process.env.BENCH_DEBUG_AUDITS?.split(',') ?? [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
        'interactive',
        'uses-text-compression',
        'render-blocking-resources',
        'network-dependency-tree-insight',
        'largest-contentful-paint-element',
        'lcp-discovery-insight',
        'lcp-breakdown-insight',
        'layout-shifts',
        'cls-culprits-insight',
        'bootup-time',
        'mainthread-work-breakdown',
      ])
        console.log(
          id,
          a[id]?.displayValue ?? '',
          a[id]?.score ?? '',
          JSON.stringify(a[id]?.details ?? {}).slice(0, Number(process.env.BENCH_DEBUG_CHARS ?? 600)),
        );
    }
    const ms = (id: string) => Math.round(a[id]?.numericValue ?? NaN);
    return {
      performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
      metrics: {
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      },
    };
  } finally {
    await chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)]!;

/** `BENCH_ONLY=<label substring>` runs only the matching pages (the others report 0), for quick checks; never written to the docs. */
export const ONLY = process.env.BENCH_ONLY;

export async function lighthouseScores(
  label: string,
  url: string,
  cookie: string | null,
  storage: Record<string, string> | null = null,
  desktop = false,
): Promise<Scores> {
  if (ONLY && !label.includes(ONLY)) return { performance: 0, accessibility: 0, runs: [] };
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    let r;
    // Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP): such a run measured
    // nothing, so it is run again, at most twice, rather than counted as a score of 0.
    for (let attempt = 1; ; attempt += 1) {
      try {
        r = await lighthouseOnce(url, cookie, storage, desktop);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`  lighthouse ${label} run ${i + 1}: ${(error as Error).message}; running it again`);
      }
    }
    console.log(
      `  lighthouse ${label} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}; FCP ${r.metrics.fcp} ms, LCP ${r.metrics.lcp} ms, TBT ${r.metrics.tbt} ms, CLS ${r.metrics.cls.toFixed(3)}`,
    );
    runs.push(r);
  }
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    runs: runs.map((r) => r.performance),
  };
}
