import { AxeBuilder } from './support/axe.ts';
import pg from 'pg';
import { adminAccount, expect, registerUser, signIn, switchToDarkTheme, test } from './support/fixtures.ts';
import { databaseUrl, ENV } from './support/server.ts';

// Issue 26 (ADR 0053): an admin reads provider health (the database answers, SMTP is not configured in the e2e
// server) and repairs a stuck job planted in the test database from /auto-heal: dry run first (nothing changes),
// then the fix (the row is queued again). The shared admin in English; the Italian screens with an admin of
// this spec's own (promoted by SQL, as the admin command does), at 375 px in the dark theme, with axe.

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(process.env[ENV.database]!) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('an admin reads provider health and fixes a planted stuck job from /auto-heal', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signIn(page, adminAccount());

  await page.goto('/provider-health');
  await expect(page.getByRole('heading', { name: 'Provider health', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('health-check-now').click();
  const database = page.getByTestId('health-database');
  await expect(database).toContainText('OK', { timeout: 20_000 });
  await expect(database).toContainText(/\d+ ms/);
  await expect(page.getByTestId('health-smtp')).toContainText('Not configured');
  await expect(page.getByTestId('health-smtp')).toContainText('SMTP_URL is not set');
  await expect(page.getByTestId('health-history')).toContainText('Database');
  const axeHealth = await new AxeBuilder({ page }).include('main').analyze();
  expect(axeHealth.violations.map((v) => v.id)).toEqual([]);

  // A job killed mid-run: still `running`, its lease over a minute ago (a kind no handler claims, so only the fix moves it).
  const [job] = await sql<{ id: string }>(
    `insert into jobs (kind, payload, status, attempts, lease_until) values ('e2e.killed', '{}'::jsonb, 'running', 1, now() - interval '1 minute') returning id`,
  );
  await page.goto('/auto-heal');
  const card = page.getByTestId('heal-stuck-jobs');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('heal-stuck-jobs-count')).not.toHaveText('0 found');
  await expect(card.getByTestId('heal-stuck-jobs-fix')).toBeDisabled();
  await card.getByTestId('heal-stuck-jobs-dry').click();
  await expect(card.getByTestId('heal-result')).toContainText('Dry run');
  await expect(card.getByTestId('heal-result')).toContainText('e2e.killed');
  expect((await sql<{ status: string }>('select status from jobs where id = $1', [job!.id]))[0]!.status).toBe('running');
  await card.getByTestId('heal-stuck-jobs-fix').click();
  await expect(card.getByTestId('heal-result')).toContainText(/Fix: \d+ found, [1-9]\d* changed/);
  expect(
    (await sql<{ status: string; lease_until: Date | null }>('select status, lease_until from jobs where id = $1', [job!.id]))[0],
  ).toEqual({
    status: 'queued',
    lease_until: null,
  });
  const audited = await sql<{ details: { changed: number } }>(
    `select details from audit_log where action = 'admin.autoHeal.fix' and target = 'stuck-jobs' order by seq desc limit 1`,
  );
  expect(audited[0]!.details.changed).toBeGreaterThanOrEqual(1);
  const axeHeal = await new AxeBuilder({ page }).include('main').analyze();
  expect(axeHeal.violations.map((v) => v.id)).toEqual([]);

  // Not for anyone else: the server refuses a proponent.
  const other = await registerUser(page.request, 'proponent');
  await page.context().clearCookies();
  await signIn(page, other);
  expect((await page.request.get('/api/admin/health')).status()).toBe(403);
  expect((await page.request.get('/api/admin/auto-heal')).status()).toBe(403);
});

test('the Italian screens at 375 px in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await registerUser(page.request, 'proponent', 'Amministratrice Operativa');
  await sql(`update users set role = 'admin' where id = $1`, [admin.user.id]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('language', 'it'));
  await signIn(page, admin);
  await page.goto('/provider-health');
  await expect(page.getByRole('heading', { name: 'Stato dei fornitori', level: 1 })).toBeVisible({ timeout: 20_000 });
  await switchToDarkTheme(page);
  await page.getByRole('button', { name: 'Verifica ora' }).click();
  await expect(page.getByTestId('health-database')).toContainText('OK', { timeout: 20_000 });
  // The probes' details in Italian, from their codes (the API's English detail is not shown).
  await expect(page.getByTestId('health-database')).toContainText('PostgreSQL: andata e ritorno riuscita');
  await expect(page.getByTestId('health-smtp')).toContainText('SMTP_URL non è impostato');
  await expect(page.getByTestId('health-smtp')).not.toContainText('is not set');
  // The history names the instance that ran each probe.
  await page.getByTestId('health-history').locator('summary').first().click();
  await expect(page.getByTestId('health-instance').first()).toContainText(/eseguito su .+:\d+/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto('/auto-heal');
  await expect(page.getByRole('heading', { name: 'Auto-riparazione', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('heal-audit-chain')).toContainText('Catena di audit');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);
});
