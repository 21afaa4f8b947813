/// <reference lib="dom" />
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAdmin, createDatabase, dropDatabase, freePort, startServer } from './support/server.ts';

// Issue 26, restore from a screen (ADR 0063), walked by an Italian admin. A restore replaces every row and
// ends every session, so it runs on a server and database of its own (the suite's shared admin and data
// stay untouched): back up, change data (a new account), restore the backup from /r4-readiness with the
// typed name and a reason, and find the change gone, everyone signed out, and the restore in the audit trail.

const PASSWORD = 'admin password restore 2026';
const json = (origin: string) => ({ Origin: origin, 'Content-Type': 'application/json' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.describe('restore from the backups screen', () => {
  // One server for both tests, and the restore ends every session: one after the other.
  test.describe.configure({ mode: 'serial' });
  const database = `cr_e2e_restore_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cr-e2e-restore-'));
  let server: ChildProcess | null = null;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    createDatabase(database);
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startServer(port, database, {
      BACKUP_SCHEDULE: 'off',
      DATA_DIR: dataDir,
      REGISTER_PER_ADDRESS_HOUR: '100000',
    });
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    dropDatabase(database);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the restore dialog at 375 px in the dark theme, in English: the warning before the confirmation, axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `restore.dark.${Date.now().toString(36)}@e2e.test`;
    createAdmin(database, email, PASSWORD);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('theme', 'dark');
    });
    expect(
      (await page.request.post(`${origin}/api/auth/login`, { headers: json(origin), data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    expect((await page.request.post(`${origin}/api/admin/backups`, { headers: json(origin), data: {} })).status()).toBe(202);
    await page.goto(`${origin}/r4-readiness`);
    await expect(page.getByTestId('stored-backup').first()).toBeVisible({ timeout: 60_000 });
    await page
      .getByTestId('stored-backup')
      .first()
      .getByRole('button', { name: /^Restore cr-backup-/ })
      .click();
    const dialog = page.getByTestId('restore-dialog');
    await expect(dialog.getByTestId('restore-warning')).toContainText('everyone signs in again, you included');
    await expect(dialog.getByRole('button', { name: 'Restore this backup' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('an admin restores a backup in Italian: the change is gone, everyone signs in again, the audit trail says who and why', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = `restore.admin.${Date.now().toString(36)}@e2e.test`;
    createAdmin(database, email, PASSWORD);
    await page.addInitScript(() => localStorage.setItem('language', 'it'));
    const login = await page.request.post(`${origin}/api/auth/login`, { headers: json(origin), data: { email, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    expect((await page.request.patch(`${origin}/api/account/profile`, { headers: json(origin), data: { language: 'it' } })).status()).toBe(
      200,
    );

    // A backup, then a change after it (an account registered).
    const queued = await page.request.post(`${origin}/api/admin/backups`, { headers: json(origin), data: {} });
    expect(queued.status()).toBe(202);
    const queuedId = ((await queued.json()) as { id: string }).id;
    let name = '';
    await expect
      .poll(
        async () => {
          const runs = (
            (await (await page.request.get(`${origin}/api/admin/backups`)).json()) as {
              runs: { id: string; status: string; backupName: string }[];
            }
          ).runs;
          const run = runs.find((r) => r.id === queuedId);
          name = run?.backupName ?? '';
          return run?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('succeeded');
    const lateEmail = `late.${Date.now().toString(36)}@e2e.test`;
    // Registered from another client (registering signs in, and the admin's browser keeps the admin's session).
    const late = await request.post(`${origin}/api/auth/register`, {
      headers: json(origin),
      data: { email: lateEmail, password: 'late password long enough', username: 'Late', role: 'proponent' },
    });
    expect(late.status()).toBe(201);

    await page.goto(`${origin}/r4-readiness`);
    const stored = page.getByTestId('stored-backup').filter({ hasText: name });
    await expect(stored).toBeVisible({ timeout: 20_000 });
    await stored.getByRole('button', { name: `Ripristina ${name}` }).click();
    const dialog = page.getByTestId('restore-dialog');
    await expect(dialog.getByRole('heading', { name: `Ripristina ${name}` })).toBeVisible();
    // Said beforehand: everyone signs in again, the admin too.
    await expect(dialog.getByTestId('restore-warning')).toContainText('anche tu');
    const submit = dialog.getByRole('button', { name: 'Ripristina questo backup' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(`Scrivi il nome del backup (${name}) per confermare`).fill(name);
    await dialog.getByLabel('Motivo', { exact: true }).fill('Annullare l’importazione errata');
    expect(await violations(page)).toEqual([]);
    await submit.click();
    await expect(dialog.getByTestId('restore-status')).toContainText('è stato ripristinato', { timeout: 90_000 });
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Accedi di nuovo' }).click();
    await expect(page).toHaveURL(/\/login/);

    // The change is gone; the admin's session ended and signing in again works; the trail records the restore.
    expect((await page.request.get(`${origin}/api/admin/backups`)).status()).toBe(401);
    const lateLogin = await request.post(`${origin}/api/auth/login`, {
      headers: json(origin),
      data: { email: lateEmail, password: 'late password long enough' },
    });
    expect(lateLogin.status()).toBe(401);
    const again = await page.request.post(`${origin}/api/auth/login`, { headers: json(origin), data: { email, password: PASSWORD } });
    expect(again.status()).toBe(200);
    const adminId = ((await again.json()) as { user: { id: string } }).user.id;
    const runs = (
      (await (await page.request.get(`${origin}/api/admin/backups`)).json()) as {
        runs: { kind: string; status: string; backupName: string; detail: string | null }[];
      }
    ).runs;
    const restored = runs.find((r) => r.kind === 'restore');
    expect(restored, JSON.stringify(restored)).toMatchObject({ status: 'succeeded', backupName: name, detail: null });
    const audit = (await (await page.request.get(`${origin}/api/admin/audit`)).json()) as {
      action: string;
      target: string | null;
      actorId: string | null;
    }[];
    // The newest entries: the restore (appended after the restored chain), then this sign-in.
    const entry = audit.find((a) => a.action === 'admin.backup.restore');
    expect(entry).toMatchObject({ target: name, actorId: adminId, outcome: 'success' });
    expect(audit.some((a) => a.action === 'admin.backup.restoreRequest')).toBe(false);
    const verify = (await (await page.request.get(`${origin}/api/admin/audit/verify`)).json()) as { ok: boolean };
    expect(verify.ok).toBe(true);
  });
});
