/// <reference lib="dom" />
import { apiPost, baseUrl, expect, test } from './support/fixtures.ts';
import { FIRST_LOAD, minimal, newProponent } from './projects-setup.ts';

test('a proponent creates a project through the wizard, with industry search and validation', async ({ page, consoleProblems }) => {
  await newProponent(page);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('project-usage')).toHaveText('0 of 1 project on the Free plan');
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);

  // Step 1: the title is required before moving on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Basics' })).toBeVisible();
  await page.getByLabel('Project title').fill('Code clinic');
  await page.getByLabel('Description (optional)').fill('Software for small clinics');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the industry is searched, not typed blind.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Industry' })).toBeVisible();
  const industry = page.getByRole('combobox', { name: 'Industry (NACE Rev. 2 / ATECO 2007)' });
  await industry.fill('computer programming');
  await page.getByRole('option', { name: /^62\.01 Computer programming activities/ }).click();
  await expect(page.getByTestId('industry-selected')).toHaveText('Selected: 62.01 — Computer programming activities');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: market and location, country and region picked by name (ISO 3166-1, NUTS 2).
  await page.getByLabel('Target market').fill('Private clinics in Lombardy');
  const country = page.getByRole('combobox', { name: 'Country (optional)' });
  await country.fill('ital');
  await page.getByRole('option', { name: /^Italy/ }).click();
  await expect(country).toHaveValue('Italy');
  await expect(page.getByTestId('country-picker-selected')).toHaveText('Selected: Italy (IT)');
  // English names of Italian regions find the official one.
  const region = page.getByRole('combobox', { name: 'Region (optional)' });
  await region.fill('lombardy');
  await page.getByRole('option', { name: /^Lombardia/ }).click();
  await expect(page.getByTestId('region-picker-selected')).toHaveText('Selected: Lombardia (ITC4)');
  // Another country takes the region with it.
  await country.fill('fran');
  await page.getByRole('option', { name: /^France/ }).click();
  await expect(region).toHaveValue('');
  await region.fill('Bretagne');
  await region.press('Enter');
  await country.fill('Italy');
  await country.press('Enter');
  await region.fill('lomb');
  await region.press('ArrowDown');
  await region.press('Enter');
  await expect(region).toHaveValue('Lombardia');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: money, validated.
  await page.getByLabel('Stage (optional)').selectOption({ label: 'Growth' });
  await page.getByLabel('Estimated budget').fill('250000');
  await page.getByLabel('Funding sought (optional)').fill('100000');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: review, create.
  const review = page.getByTestId('wizard-review');
  await expect(review).toContainText('Code clinic');
  await expect(review).toContainText('62.01 — Computer programming activities');
  await expect(review).toContainText('€250,000');
  await expect(review).toContainText('Growth');
  await expect(review).toContainText('Italy');
  await expect(review).toContainText('Lombardia (ITC4)');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\?tab=evaluation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code clinic');
  await expect(page.getByRole('tab', { name: 'Evaluation' })).toHaveAttribute('aria-selected', 'true');
  // The draft is gone once the project exists.
  expect(await page.evaluate(() => sessionStorage.getItem('projects:new-draft'))).toBeNull();
  expect(consoleProblems).toEqual([]);
});

test('the list shows a project with its usage against the Free plan limit, and keeps its filters in the URL', async ({
  page,
  consoleProblems,
}) => {
  await newProponent(page);
  await apiPost(page.request, '/api/projects', {
    title: 'Code clinic',
    industry: '62.01',
    targetMarket: 'Private clinics',
    estimatedBudget: 250_000,
  });
  await page.goto('/projects');
  const row = page.getByTestId('project-row');
  await expect(row).toHaveCount(1, FIRST_LOAD);
  await expect(row.getByRole('link', { name: 'Code clinic' })).toBeVisible();
  await expect(row).toContainText('62.01 — Computer programming activities');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('€250,000');
  await expect(row.getByTestId('row-score')).toHaveText('Not evaluated yet');
  await expect(page.getByTestId('project-usage')).toHaveText('1 of 1 project on the Free plan');
  const create = page.getByRole('button', { name: 'New project' });
  await expect(create).toBeDisabled();
  // The prompt leads to the quick checkout of the next plan with room for more (Professional), and back here.
  await expect(page.getByRole('link', { name: 'See the plans to add more' })).toHaveAttribute(
    'href',
    '/quick-checkout?plan=professional_monthly&returnTo=%2Fprojects',
  );

  // Filters live in the URL and survive a reload.
  // The filter speaks the project page's lifecycle (issue 27: one vocabulary).
  await page.getByLabel('Stage').selectOption({ label: 'Funded' });
  await expect(page).toHaveURL(/stage=funded/);
  await expect(page.getByTestId('projects-no-match')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Stage')).toHaveValue('funded');
  await page.getByRole('searchbox', { name: 'Search' }).fill('clinic');
  await expect(page).toHaveURL(/q=clinic/);
  await expect(page.getByTestId('projects-no-match')).toBeVisible();
  await page.getByLabel('Stage').selectOption({ label: 'Draft' });
  await expect(page).toHaveURL(/q=clinic&stage=draft|stage=draft.*q=clinic/);
  await expect(page.getByTestId('project-row')).toHaveCount(1);
  expect(consoleProblems).toEqual([]);
});

test('a project is edited with validation and moved through its allowed statuses', async ({ page, consoleProblems }) => {
  await newProponent(page);
  const project = (await apiPost(page.request, '/api/projects', minimal('Solar farm in Puglia'))) as { id: string };
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar farm in Puglia', FIRST_LOAD);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  // Edit: required fields stay required; an optional field emptied is removed; a change is saved.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByTestId('edit-form');
  await form.getByLabel('Target market').fill('');
  await form.getByLabel('Country (optional)').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Target market is required.')).toBeVisible();
  await form.getByLabel('Target market').fill('Energy traders in southern Italy');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('project-details')).toContainText('Energy traders in southern Italy');
  const saved = (await (await page.request.get(`${baseUrl()}/api/projects/${project.id}`)).json()) as {
    country: string | null;
    targetMarket: string;
  };
  expect(saved).toMatchObject({ country: null, targetMarket: 'Energy traders in southern Italy' });

  // Status: the badge is the lifecycle (docs/methodology/lifecycle.md); only the moves that mean
  // something are offered — never "Completed" for a project that is not ready, never "Analyzing" by hand.
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('lifecycle-badge')).toHaveText('Stage: Draft');
  await expect(page.getByTestId('lifecycle-next').first()).toContainText('Run a first evaluation of your plan.');
  await expect(page.getByRole('button', { name: 'Move to Completed' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move to Analyzing' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move to Funded' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('an archived project leaves the default list and can be restored', async ({ page, consoleProblems }) => {
  await newProponent(page);
  const project = (await apiPost(page.request, '/api/projects', minimal('Solar farm in Puglia'))) as { id: string };
  await page.goto(`/projects/${project.id}`);

  // Archive: hidden from the default list, shown when archived ones are included.
  await page.getByRole('button', { name: 'Archive project' }).click();
  await expect(page.getByTestId('archived-badge')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByTestId('projects-no-match')).toContainText('Archived projects are hidden', FIRST_LOAD);
  await page.getByLabel('Archived projects').selectOption({ label: 'Include archived' });
  await expect(page.getByTestId('project-row')).toContainText('Archived');
  await page.getByRole('link', { name: 'Solar farm in Puglia' }).click();
  await page.getByRole('button', { name: 'Restore from archive' }).click();
  await expect(page.getByTestId('archived-badge')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('a project is deleted only once its title is typed in the confirmation', async ({ page, consoleProblems }) => {
  await newProponent(page);
  const project = (await apiPost(page.request, '/api/projects', minimal('Solar farm in Puglia'))) as { id: string };
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the project title, Solar farm in Puglia, to confirm').fill('Solar farm');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the project title, Solar farm in Puglia, to confirm').fill('Solar farm in Puglia');
  await confirm.click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expect(page.getByTestId('project-usage')).toHaveText('0 of 1 project on the Free plan');
  expect(consoleProblems).toEqual([]);
});

test('the wizard keeps its draft across a reload, and shows the limit refusal with an upgrade link without losing anything', async ({
  page,
  consoleProblems,
}) => {
  await newProponent(page);
  await apiPost(page.request, '/api/projects', minimal('First project'));
  await page.goto('/projects/new');
  await expect(page.getByTestId('wizard-limit-notice')).toContainText("Your plan's project limit is reached", FIRST_LOAD);
  await page.getByLabel('Project title').fill('Second project');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Industry (NACE Rev. 2 / ATECO 2007)' }).fill('86.10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('industry-selected')).toContainText('86.10');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Target market').fill('Patients in Milan');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Stage and money' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Stage and money' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Target market')).toHaveValue('Patients in Milan');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Estimated budget').fill('50000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create project' }).click();
  const alert = page.getByTestId('wizard-error');
  await expect(alert).toContainText('You already have 1 of 1 project allowed on the Free plan.');
  await expect(alert.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    '/quick-checkout?plan=professional_monthly&returnTo=%2Fprojects%2Fnew',
  );
  await expect(page.getByTestId('wizard-review')).toContainText('Second project');
  await expect(page.getByTestId('wizard-review')).toContainText('Patients in Milan');
  expect(consoleProblems.filter((p) => !/status of 403|Mutation failed: ApiRequestError: 403/.test(p))).toEqual([]);
});
