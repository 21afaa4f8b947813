/// <reference lib="dom" />
import { actorPage, apiPost, baseUrl, expect, registerUser, test } from './support/fixtures.ts';
import { headers, watch, project } from './workspaces-setup.ts';

/**
 * Issue 11 as a new user tries it in the browser: a team workspace with an invited member who edits
 * its project; a project shared with an investor (read), seen from the investor's side, revoked and
 * gone; a consultant's edit grant that reaches the evaluation inputs and nothing else.
 */

for (const lng of ['en', 'it'] as const) {
  const T = {
    en: {
      access: 'Access',
      email: 'Their e-mail address',
      share: 'Share project',
      shared: 'Shared with you · read only',
      revoke: 'Revoke',
      confirm: 'Revoke access',
      edit: 'Edit details',
      notFound: 'Project not found',
    },
    it: {
      access: 'Accesso',
      email: 'Il suo indirizzo e-mail',
      share: 'Condividi il progetto',
      shared: 'Condiviso con te · sola lettura',
      revoke: 'Revoca',
      confirm: "Revoca l'accesso",
      edit: 'Modifica dettagli',
      notFound: 'Progetto non trovato',
    },
  }[lng];

  test(`${lng}: a proponent shares a project with an investor (read); the investor sees it marked, cannot edit; revoked, it is gone`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const proponent = await registerUser(request, 'proponent');
    const investor = await registerUser(request, 'investor', `Ivo Investor ${lng}`);
    const owner = await actorPage(browser, proponent, { console: watch, lng, height: 720 });
    const shared = (await apiPost(owner.request, '/api/projects', project(`Agrivoltaic ${lng}`))) as { id: string };

    await owner.goto(`/projects/${shared.id}`);
    const panel = owner.getByTestId('access-panel');
    await expect(panel.getByRole('heading', { name: T.access, exact: true })).toBeVisible({ timeout: 20_000 });
    await panel.getByLabel(T.email).fill(investor.email);
    await panel.getByRole('button', { name: T.share }).click();
    await expect(panel.getByTestId('grant-row')).toHaveAttribute('data-status', 'active');

    // The investor: the project in /projects, marked as shared, readable, without the editing actions.
    const inv = await actorPage(browser, investor, { console: watch, lng, height: 720 });
    await inv.goto('/projects');
    const row = inv.getByTestId('project-row').filter({ hasText: `Agrivoltaic ${lng}` });
    await expect(row.getByTestId('shared-badge')).toHaveText(T.shared, { timeout: 20_000 });
    await row.getByRole('link', { name: `Agrivoltaic ${lng}` }).click();
    await expect(inv.getByTestId('project-details')).toBeVisible();
    await expect(inv.getByRole('button', { name: T.edit })).toHaveCount(0);
    await expect(inv.getByTestId('access-panel')).toHaveCount(0);
    const patch = await inv.request.patch(`${baseUrl()}/api/projects/${shared.id}`, { headers: headers(), data: { title: 'Mine now' } });
    expect(patch.status()).toBe(403);

    // Revoked: gone from the list, and the page answers "not found".
    await panel.getByRole('button', { name: new RegExp(`^${T.revoke} `) }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: T.confirm }).click();
    await expect(panel.getByTestId('grant-row')).toHaveAttribute('data-status', 'revoked');
    await inv.reload();
    await expect(inv.getByTestId('project-not-found')).toBeVisible({ timeout: 20_000 });
    await expect(inv.getByRole('heading', { level: 1 })).toHaveText(T.notFound);
    await inv.goto('/projects');
    await expect(inv.getByTestId('projects-empty').or(inv.getByTestId('projects-no-match'))).toBeVisible({ timeout: 20_000 });
    await expect(inv.getByText(`Agrivoltaic ${lng}`)).toHaveCount(0);
  });
}

test('a consultant with an edit grant changes the evaluation inputs but not the project details', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const proponent = await registerUser(request, 'proponent');
  const consultant = await registerUser(request, 'consultant', 'Carla Consultant');
  const owner = await actorPage(browser, proponent, { console: watch, height: 720 });
  const p = (await apiPost(owner.request, '/api/projects', project('Clinic software'))) as { id: string };
  await apiPost(owner.request, `/api/projects/${p.id}/grants`, { email: consultant.email, access: 'edit' });

  const page = await actorPage(browser, consultant, { console: watch, height: 720 });
  await page.goto(`/projects/${p.id}`);
  await expect(page.getByTestId('shared-badge')).toHaveText('Shared with you · edit inputs', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Evaluation' }).click();
  const price = page.getByLabel('Revenue per customer per year (EUR)', { exact: true });
  await expect(price).toBeEnabled({ timeout: 20_000 });
  const before = Number(await price.inputValue());
  await price.fill(String(before + 1000));
  await page.getByRole('button', { name: 'Save inputs' }).click();
  await expect(page.getByTestId('inputs-source')).toHaveAttribute('data-source', 'saved');
  await expect(page.getByRole('button', { name: 'Run evaluation' })).toBeHidden();
  await expect(page.getByTestId('run-not-allowed')).toBeVisible();

  // The server agrees: the inputs changed for the owner; the details and a run stay refused.
  const inputs = (await (await owner.request.get(`${baseUrl()}/api/projects/${p.id}/evaluation-inputs`)).json()) as { source: string };
  expect(inputs.source).toBe('saved');
  const patch = await page.request.patch(`${baseUrl()}/api/projects/${p.id}`, { headers: headers(), data: { title: 'Renamed' } });
  expect(patch.status()).toBe(403);
  const run = await page.request.post(`${baseUrl()}/api/projects/${p.id}/evaluations`, { headers: headers(), data: { iterations: 1000 } });
  expect(run.status()).toBe(403);
});
