/// <reference lib="dom" />
import { apiPost, expect, registerUser, signIn, test } from './support/fixtures.ts';

// Issue 27, "role-aware palette" and "the phone": the wizard opened from the palette (or its shortcut)
// takes the typing focus on its first field; the project page's sections are all in sight on a 375 px
// phone; the History table keeps each figure on one line at 1280 px.

test('the wizard opened from the palette or Ctrl+N puts the focus on its first field', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Search or jump to...').fill('create new project');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.locator('#new-title')).toBeFocused();
  // Typing goes straight into the title.
  await page.keyboard.type('Palette project');
  await expect(page.locator('#new-title')).toHaveValue('Palette project');

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.keyboard.press('Control+n');
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.locator('#new-title')).toBeFocused();

  // Arriving by a plain link keeps the page's usual start (no focus taken from the reader).
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.goto('/projects/new');
  await expect(page.locator('#new-title')).toBeVisible();
  await expect(page.locator('#new-title')).not.toBeFocused();
});

test('every project section is in sight at 375 px, and History keeps its figures on one line at 1280 px', async ({ page }) => {
  await signIn(page, await registerUser(page.request, 'proponent'));
  const project = (await apiPost(page.request, '/api/projects', {
    title: 'Phone tabs project',
    industry: '62.01',
    targetMarket: 'B2B',
    estimatedBudget: 100_000,
  })) as { id: string };
  await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1000 });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/projects/${project.id}`);
  const tabs = page.getByTestId('project-tabs').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(8);
  for (let i = 0; i < count; i += 1) {
    const box = await tabs.nth(i).boundingBox();
    expect(box, `tab ${i}`).not.toBeNull();
    // Inside the phone's width: no tab hides behind a scrolling strip.
    expect(box!.x, `tab ${i} left`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `tab ${i} right`).toBeLessThanOrEqual(375);
  }
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-table')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  const cells = page.locator('[data-testid="history-table"] tbody tr:first-child td');
  await expect(cells.first()).toBeVisible();
  // Score (third cell), NPV and IRR: one line each, i.e. the cell's text box is one line-height tall.
  for (const index of [2, 5, 6]) {
    const lines = await cells.nth(index).evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines, `cell ${index}`).toBe(1);
  }
});
