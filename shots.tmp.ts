import { chromium } from 'playwright-core';
import { createDatabase, dropDatabase, freePort, startServer } from './tests/e2e/support/server.ts';

const db = `cr_shots_evalui_${Date.now().toString(36)}`;
createDatabase(db);
const port = await freePort();
const server = await startServer(port, db);
const base = `http://localhost:${port}`;
const out = '/tmp/evalui-shots';
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const theme of ['light', 'dark'] as const) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: theme === 'dark' ? 'it-IT' : 'en-GB' });
    await ctx.addInitScript((th) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, consentDate: '2025-01-01T00:00:00.000Z' }));
      localStorage.setItem('hasSeenOnboarding', 'true');
      localStorage.setItem('theme', th);
    }, theme);
    const page = await ctx.newPage();
    const h = { Origin: base, 'Content-Type': 'application/json' };
    const email = `shots.${theme}.${Date.now()}@e2e.test`;
    await page.request.post(`${base}/api/auth/register`, { headers: h, data: { email, password: 'shots password long', username: 'Shot Taker', role: 'proponent' } });
    await page.request.post(`${base}/api/auth/login`, { headers: h, data: { email, password: 'shots password long' } });
    const project = await (await page.request.post(`${base}/api/projects`, { headers: h, data: { title: 'Clinic booking', industry: '62.01', targetMarket: 'Clinics', estimatedBudget: 250000 } })).json();
    await page.goto(`${base}/projects/${project.id}?tab=evaluation`);
    await page.getByTestId('inputs-source').waitFor({ timeout: 30000 });
    await page.waitForTimeout(800);
    const simpleH = await page.getByTestId('evaluation-inputs').evaluate((el) => el.scrollHeight);
    console.log(theme, 'simple inputs scrollHeight', simpleH, 'page', await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({ path: `${out}/${theme}-1280-simple.png`, fullPage: true });
    await page.getByRole('switch').first().click();
    await page.waitForTimeout(300);
    console.log(theme, 'advanced inputs scrollHeight', await page.getByTestId('evaluation-inputs').evaluate((el) => el.scrollHeight));
    await page.getByRole('switch').first().click();
    await page.locator('#f-note').fill(theme === 'dark' ? 'Primo giro' : 'First look at the defaults');
    await page.locator('#run-evaluation').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /Run evaluation|Esegui la valutazione/ }).click();
    await page.getByTestId('run-summary').waitFor({ timeout: 30000 });
    await page.screenshot({ path: `${out}/${theme}-1280-summary.png` });
    const price = page.locator('[data-field="drivers.pricePerUnit.value"]');
    await price.fill(String(Number(await price.inputValue()) * 1.5));
    await page.locator('#f-note').fill(theme === 'dark' ? 'Prezzo +50% dopo il pilota' : 'Price +50% after the pilot');
    await page.getByRole('button', { name: /Run evaluation|Esegui la valutazione/ }).click();
    await page.getByText(/Version 2 stored|Versione 2 salvata/).first().waitFor({ timeout: 30000 });
    await page.getByTestId('open-results').click();
    await page.getByTestId('stored-results').waitFor({ timeout: 30000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/${theme}-1280-results.png` });
    await page.goto(`${base}/projects/${project.id}?tab=history`);
    await page.getByTestId('compare-result').waitFor({ timeout: 30000 });
    await page.screenshot({ path: `${out}/${theme}-1280-history.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(500);
    console.log(theme, '375 scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
    await page.screenshot({ path: `${out}/${theme}-375-history.png`, fullPage: true });
    await page.goto(`${base}/projects/${project.id}?tab=evaluation`);
    await page.getByTestId('inputs-source').waitFor({ timeout: 30000 });
    await page.waitForTimeout(800);
    console.log(theme, '375 simple inputs scrollHeight', await page.getByTestId('evaluation-inputs').evaluate((el) => el.scrollHeight));
    await page.screenshot({ path: `${out}/${theme}-375-evaluation.png`, fullPage: true });
    await ctx.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  dropDatabase(db);
}
