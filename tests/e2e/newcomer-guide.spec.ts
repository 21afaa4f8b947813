import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { writeBusinessPlanPdf } from '../fixtures/documents/generate.ts';
import { adminAccount, apiPost, baseUrl, expect, registerUser, signIn, test } from './support/fixtures.ts';

// Issue 27, "the guide follows real progress": a new founder walks the cycle and the dashboard's next step and
// "you are here" move at each step, from the project's records. Both languages; 1280 px and a 375 px phone.

const WORDS = {
  en: {
    here: 'You are here',
    upload: 'Upload documents',
    analysis: 'AI analysis',
    score: 'Score generation',
    compliance: 'Compliance verification',
  },
  it: {
    here: 'Sei qui',
    upload: 'Carica i documenti',
    analysis: 'Analisi AI',
    score: 'Generazione del punteggio',
    compliance: 'Verifica di conformità',
  },
} as const;

async function progress(request: APIRequestContext, id: string) {
  const res = await request.get(`${baseUrl()}/api/projects/${id}/progress`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { current: string | null; next: { action: string; count: number | null } };
}

/** The dashboard's next step and the cycle's marker, after a fresh load (the guide is read from the server). */
async function dashboardSays(page: Page, action: string, step: string, here: string) {
  await page.goto('/dashboard');
  const next = page.getByTestId('next-step');
  await expect(next).toHaveAttribute('data-step', action, { timeout: 20_000 });
  const marker = page.locator('[data-testid="cycle-guide"] li[aria-current="step"]');
  await expect(marker).toHaveCount(1);
  await expect(marker).toContainText(step);
  await expect(marker).toContainText(here);
}

for (const [lng, width] of [
  ['en', 1280],
  ['it', 375],
] as const) {
  test(`the next step and "you are here" follow the project's records (${lng}, ${width} px)`, async ({ page }) => {
    test.setTimeout(150_000);
    const w = WORDS[lng];
    await page.setViewportSize({ width, height: 800 });
    if (lng === 'it') await page.addInitScript(() => localStorage.setItem('language', 'it'));
    await signIn(page, await registerUser(page.request, 'proponent'));
    const project = (await apiPost(page.request, '/api/projects', {
      title: 'Clinic scheduling SaaS',
      industry: '62.01',
      targetMarket: 'B2B',
      estimatedBudget: 100_000,
    })) as { id: string };

    // 1 → 2: the project exists, nothing is uploaded: the action leads to its Documents tab.
    await dashboardSays(page, 'upload_documents', w.upload, w.here);
    await page.getByTestId('next-step').locator(`a[href="/projects/${project.id}?tab=documents"]`).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}\\?tab=documents`));
    const dir = mkdtempSync(join(tmpdir(), 'guide-e2e-'));
    const plan = await writeBusinessPlanPdf(dir, lng);
    await page
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'business-plan.pdf', mimeType: 'application/pdf', buffer: readFileSync(plan) }]);
    rmSync(dir, { recursive: true, force: true });
    await expect(page.locator('[data-testid="document-row"] [data-status="analysed"]')).toHaveCount(1, { timeout: 90_000 });

    // 2 → 3: read, with figures waiting for review; the count is the server's, said in words.
    await expect.poll(async () => (await progress(page.request, project.id)).next.action, { timeout: 30_000 }).toBe('review_figures');
    const proposed = (await progress(page.request, project.id)).next.count!;
    expect(proposed).toBeGreaterThan(0);
    await dashboardSays(page, 'review_figures', w.analysis, w.here);
    await expect(page.getByTestId('next-step')).toContainText(String(proposed));

    // Accepting every figure leaves them to apply to the plan (the plan's revenue and capex differ from the defaults).
    const docs = (await (await page.request.get(`${baseUrl()}/api/projects/${project.id}/documents`)).json()) as Array<{ id: string }>;
    const figures = (await (await page.request.get(`${baseUrl()}/api/documents/${docs[0]!.id}/figures`)).json()) as Array<{ id: string }>;
    for (const f of figures) await apiPost(page.request, `/api/documents/${docs[0]!.id}/figures/${f.id}/accept`, {});
    await dashboardSays(page, 'apply_figures', w.analysis, w.here);
    await apiPost(page.request, `/api/projects/${project.id}/documents/apply`, { figureIds: figures.map((f) => f.id) });

    // 3 → 4: nothing left to read or apply: evaluate.
    await dashboardSays(page, 'run_evaluation', w.score, w.here);
    await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000 });

    // 4 → 5: four steps done, the marker on compliance; /guide shows the same.
    await dashboardSays(page, 'scope_compliance', w.compliance, w.here);
    await expect(page.locator('[data-testid="cycle-guide"] li[data-state="done"]')).toHaveCount(4);
    await page.goto('/guide');
    await expect(page.locator('[data-testid="cycle-guide"] li[aria-current="step"]')).toContainText(w.compliance, { timeout: 20_000 });
  });
}

test('signed-out pages start as the visitor without asking who is signed in: no 401 in the console', async ({ page }) => {
  const asked: string[] = [];
  const logged: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/user') asked.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  for (const path of ['/', '/pricing', '/about', '/login']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 });
  }
  expect(asked).toEqual([]);
  expect(logged.filter((t) => /401/.test(t))).toEqual([]);
});

test('/contact: a visitor writes in Italian, a refused field says why, and the message reaches the admins', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(page.locator('#contact-email')).toBeFocused();
  await expect(form).toContainText('Inserisci un indirizzo e-mail');
  const text = `Il modulo di import rifiuta il mio XLSX ${Date.now()}`;
  await page.getByLabel('Argomento').selectOption('support');
  await page.getByLabel('La tua e-mail *').fill('ops@startup.example');
  await page.getByLabel('Messaggio *').fill(text);
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  const admin = await browser.newContext({ baseURL: baseUrl() });
  const adminPage = await admin.newPage();
  await signIn(adminPage, adminAccount());
  await adminPage.goto('/admin/billing');
  await expect(adminPage.getByTestId('admin-sales')).toContainText(text, { timeout: 20_000 });
  await expect(adminPage.getByTestId('admin-sales')).toContainText('Help');
  await admin.close();
});
