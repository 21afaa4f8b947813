/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { actorPage, apiPost, baseUrl, consoleWatchOfEachTest, expect, registerUser, switchToDarkTheme, test } from './support/fixtures.ts';
import { reviewShot } from './support/review.ts';

/**
 * Issue 11's "read and comment" as the people involved live it: a proponent shares a project with an
 * investor who may comment; the investor writes, the proponent reads it and is notified; an investor
 * with read-only access reads the conversation but has no form, and the server refuses their post.
 */

const headers = () => ({ Origin: baseUrl(), 'Content-Type': 'application/json' });
const project = (title: string) => ({ title, industry: '62.01', targetMarket: 'Italian SMEs', estimatedBudget: 250_000 });

/** Console errors of every actor's page, except the 4xx answers the tests provoke on purpose. */
const watch = consoleWatchOfEachTest();

/** Serious and critical axe findings inside the comments panel (in dark: contrast only, as the other specs). */
async function axeOfPanel(page: Page, dark = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include('[data-testid="comments-panel"]');
  const result = await (
    dark ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  ).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('an investor with comment access posts; the proponent reads it on the project and in a notification', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  const proponent = await registerUser(request, 'proponent', 'Paola Proponent');
  const investor = await registerUser(request, 'investor', 'Ivo Investor');
  const owner = await actorPage(browser, proponent, { console: watch });
  const p = (await apiPost(owner.request, '/api/projects', project('Rooftop solar'))) as { id: string };

  // The proponent shares "read and comment" from the Access panel.
  await owner.goto(`/projects/${p.id}`);
  const access = owner.getByTestId('access-panel');
  await access.getByLabel('Their e-mail address').fill(investor.email);
  await access.getByLabel('Access', { exact: true }).selectOption('comment'); // 'Read and comment'
  await access.getByRole('button', { name: 'Share project' }).click();
  await expect(access.getByTestId('grant-row')).toHaveAttribute('data-status', 'active');
  await expect(owner.getByTestId('comments-panel').getByTestId('no-comments')).toBeVisible();

  // The investor writes, at a phone's width.
  const inv = await actorPage(browser, investor, { console: watch, width: 375 });
  await inv.goto(`/projects/${p.id}`);
  const panel = inv.getByTestId('comments-panel');
  await expect(panel.getByRole('heading', { name: 'Comments' })).toBeVisible({ timeout: 20_000 });
  const field = panel.getByLabel('Your comment');
  await field.fill('What churn did you assume in year two?');
  // Oracle: 2000 − 38 characters typed = 1962.
  await expect(panel.getByTestId('comment-count')).toHaveText('1,962 characters left.');
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByTestId('comment-notice')).toHaveText('Comment posted.');
  await expect(field).toHaveValue('');
  await expect(panel.getByTestId('comment')).toHaveCount(1);
  await expect(panel.getByTestId('comment-author')).toHaveText('Ivo Investor');
  // Nothing sticks out of a 375 px screen.
  expect(await inv.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await reviewShot(() => panel.screenshot({ path: info.outputPath('comments-375.png') }));

  // The proponent: the comment on the page, and a notification leading to it.
  await owner.reload();
  const ownPanel = owner.getByTestId('comments-panel');
  await expect(ownPanel.getByTestId('comment-body')).toHaveText('What churn did you assume in year two?', { timeout: 20_000 });
  await expect(ownPanel.getByTestId('comment-author')).toHaveText('Ivo Investor');
  await expect(ownPanel.getByTestId('comment-form')).toBeVisible();
  await reviewShot(() => ownPanel.screenshot({ path: info.outputPath('comments-1280.png') }));
  await owner.getByTestId('notification-bell').click();
  const notice = owner.getByTestId('notification-item').filter({ hasText: 'New comment on "Rooftop solar"' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('What churn did you assume in year two?');
  await owner.keyboard.press('Escape');

  // Accessible in both themes, with the form in view.
  expect(await axeOfPanel(owner)).toEqual([]);
  await switchToDarkTheme(owner);
  expect(await axeOfPanel(owner, true)).toEqual([]);
  await reviewShot(() => owner.getByTestId('comments-panel').screenshot({ path: info.outputPath('comments-1280-dark.png') }));
});

test('it: un investitore con accesso in sola lettura legge i commenti ma non li scrive (403 dal server)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const proponent = await registerUser(request, 'proponent', 'Paola Proponente');
  const investor = await registerUser(request, 'investor', 'Ivo Investitore');
  const owner = await actorPage(browser, proponent, { console: watch, lng: 'it' });
  const p = (await apiPost(owner.request, '/api/projects', project('Fotovoltaico sui tetti'))) as { id: string };
  await apiPost(owner.request, `/api/projects/${p.id}/grants`, { email: investor.email, access: 'read' });
  await apiPost(owner.request, `/api/projects/${p.id}/comments`, { body: 'Piano aggiornato con i nuovi preventivi.' });

  const inv = await actorPage(browser, investor, { console: watch, lng: 'it' });
  await inv.goto(`/projects/${p.id}`);
  const panel = inv.getByTestId('comments-panel');
  await expect(panel.getByRole('heading', { name: 'Commenti' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('comment-body')).toHaveText('Piano aggiornato con i nuovi preventivi.');
  await expect(panel.getByTestId('comment-author')).toHaveText('Paola Proponente');
  await expect(panel.getByTestId('comment-form')).toHaveCount(0);
  await expect(panel.getByTestId('comments-read-only')).toHaveText(
    'Il tuo accesso a questo progetto ti permette di leggere i commenti ma non di scriverne.',
  );
  const refused = await inv.request.post(`${baseUrl()}/api/projects/${p.id}/comments`, {
    headers: { ...headers(), 'Accept-Language': 'it' },
    data: { body: 'Posso?' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('FORBIDDEN');
});
