/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { actorPage, apiPost, baseUrl, consoleWatch, expect, registerUser, switchToDarkTheme, test } from './support/fixtures.ts';
import type { Control } from './compliance-setup.ts';
import { load, text, headers, frameworkOf, onePagePdf, summary, axe } from './compliance-setup.ts';

/**
 * Issue 13's journey, in English and in Italian: a proponent scopes a project, answers once a control
 * that serves three frameworks, attaches a page of an uploaded document as evidence, sees the three
 * frameworks' scores and the CR score move, and exports the gap list. The scores' arithmetic is checked
 * by the server's tests against hand-computed cases; here the oracle is the server's own contract
 * (GET /api/projects/:id/compliance) before and after, and the screen must show what it says.
 */

for (const lng of ['en', 'it'] as const) {
  test(`scope, answer once for three frameworks, evidence a page, watch the scores move, export the gaps (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const c = load(lng, 'compliance');
    const s = load(lng, 'score');
    const watch = consoleWatch();
    const proponent = await registerUser(request, 'proponent', lng === 'it' ? 'Paola Proponente' : 'Paola Proponent');
    const page = await actorPage(browser, proponent, { console: watch, lng, acceptDownloads: true });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Solar roofs ${lng}`,
      industry: '35.11',
      targetMarket: 'Italian SMEs',
      estimatedBudget: 400_000,
    })) as { id: string };

    // A small PDF uploaded the way the Documents tab does (issue 12's route).
    const upload = await page.request.post(`${baseUrl()}/api/projects/${project.id}/documents`, {
      headers: headers(),
      multipart: {
        file: {
          name: 'privacy-register.pdf',
          mimeType: 'application/pdf',
          buffer: onePagePdf('Records of processing activities (GDPR Art. 30)'),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const doc = (await upload.json()) as { id: string };

    // Scoping, on the screen.
    await page.goto(`/projects/${project.id}?tab=compliance&section=scoping`);
    const tab = page.getByTestId('compliance-tab');
    await expect(tab.getByTestId('esg-matrix')).toBeVisible({ timeout: 20_000 });
    const form = tab.getByTestId('scope-form');
    await form.getByLabel(text(c, 'scope.entitySize')).selectOption('large');
    await form.getByLabel(text(c, 'scope.csrd')).selectOption('in-scope');
    await form.getByLabel(text(c, 'scope.gdprRole')).selectOption('controller');
    await form.getByLabel(text(c, 'scope.exposure231')).selectOption('high');
    // The entity also reports under GRI and TCFD (voluntary frameworks apply only when reported under).
    await form.getByLabel(text(c, 'frameworks.gri'), { exact: true }).check();
    await form.getByLabel(text(c, 'frameworks.tcfd'), { exact: true }).check();
    await form.getByRole('button', { name: text(c, 'scope.save') }).click();
    await expect(form.getByTestId('scope-status')).toHaveText(text(c, 'scope.saved'));
    const before = await summary(page.request, project.id);
    // The CR score before any answer, under the same scope (so only the answers differ between the two runs).
    const first = (await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 7 })) as {
      version: number;
      score: { total: number };
    };
    const applicable = new Set(before.frameworks.filter((f) => f.applicable).map((f) => f.id));
    expect(applicable.has('gdpr'), 'GDPR applies to a controller').toBe(true);

    // The control that serves the most applicable frameworks (at least three), counting only the items the
    // scope makes applicable (an item can be out of scope inside an applicable framework, e.g. an ESRS topic
    // that is not material).
    const controls = (await (await page.request.get(`${baseUrl()}/api/compliance/controls`)).json()) as Control[];
    const items = (await (await page.request.get(`${baseUrl()}/api/projects/${project.id}/compliance/items`)).json()) as {
      id: string;
      framework: string;
      applicable: boolean;
    }[];
    const applicableItems = new Set(items.filter((i) => i.applicable && applicable.has(i.framework)).map((i) => i.id));
    const reach = (ctl: Control) => new Set(ctl.items.filter((i) => applicableItems.has(i)).map(frameworkOf)).size;
    const control = [...controls].sort((a, b) => reach(b) - reach(a) || a.id.localeCompare(b.id))[0]!;
    const served = [...new Set(control.items.filter((i) => applicableItems.has(i)).map(frameworkOf))];
    expect(served.length, `${control.id} serves ${served.join(', ')}`).toBeGreaterThanOrEqual(3);

    // Answer it once, with the keyboard's radio group.
    await tab.getByTestId('section-controls').click();
    await tab.getByLabel(text(c, 'controls.filter')).fill(control.id);
    const row = tab.locator(`[data-testid="control"][data-control-id="${control.id}"]`);
    await row.locator('summary').click();
    const met = row.getByRole('radio', { name: text(c, 'answer.met'), exact: true });
    await met.focus();
    await met.press('Space');
    await expect(met).toBeChecked();
    await row.getByRole('button', { name: text(c, 'form.save') }).click();
    await expect(row.getByTestId('answer-status')).toHaveText(text(c, 'form.saved'));

    // Three (or more) framework scores moved, per the server, and the matrix shows the new ones.
    await expect
      .poll(async () => {
        const after = await summary(page.request, project.id);
        return served.filter((id) => {
          const b = before.frameworks.find((f) => f.id === id)!;
          const a = after.frameworks.find((f) => f.id === id)!;
          return a.answered > b.answered && (a.score ?? 0) > (b.score ?? 0);
        }).length;
      })
      .toBeGreaterThanOrEqual(3);
    const after = await summary(page.request, project.id);
    for (const id of served) {
      const f = after.frameworks.find((x) => x.id === id)!;
      await expect(tab.getByTestId(`matrix-${id}-score`)).toHaveText(`${f.score} / 100`);
    }

    // Evidence: page 1 of the uploaded document, on one of the control's items.
    const itemId = control.items.find((i) => applicableItems.has(i) && frameworkOf(i) === served[0])!;
    await tab.getByTestId('section-items').click();
    await tab.getByLabel(text(c, 'items.framework'), { exact: true }).selectOption(served[0]!);
    const item = tab.locator(`[data-testid="item"][data-item-id="${itemId}"]`);
    await item.locator('summary').click();
    const evidence = item.getByTestId('evidence-editor');
    await evidence.getByLabel(text(c, 'evidence.document'), { exact: true }).selectOption(doc.id);
    await evidence.getByLabel(text(c, 'evidence.page'), { exact: true }).fill('1');
    await evidence.getByRole('button', { name: text(c, 'evidence.add') }).click();
    await expect(evidence.getByTestId('evidence-entry')).toContainText('privacy-register.pdf');
    await item.getByRole('button', { name: text(c, 'form.save') }).click();
    await expect(item.getByTestId('answer-status')).toHaveText(text(c, 'form.saved'));
    // The server stores it as a document evidence row (its id, kind and file name beside the reference).
    const stored = (await (
      await page.request.get(`${baseUrl()}/api/projects/${project.id}/compliance/items?framework=${served[0]}`)
    ).json()) as {
      id: string;
      evidence: { kind: string; documentId: string | null; page: number | null; filename: string | null; url: string | null }[];
    }[];
    expect(
      stored
        .find((i) => i.id === itemId)!
        .evidence.map(({ kind, documentId, page, filename, url }) => ({ kind, documentId, page, filename, url })),
    ).toEqual([{ kind: 'document', documentId: doc.id, page: 1, filename: 'privacy-register.pdf', url: null }]);

    // Back on the control: its answer is preselected (from the per-project list), the item answered on its
    // own is marked "answered separately", and "Follow the control again" clears the override on the server.
    await tab.getByTestId('section-controls').click();
    await tab.getByLabel(text(c, 'controls.filter')).fill(control.id);
    const again = tab.locator(`[data-testid="control"][data-control-id="${control.id}"]`);
    await again.locator('summary').click();
    await expect(again.getByRole('radio', { name: text(c, 'answer.met'), exact: true })).toBeChecked();
    const overriddenRow = again.locator(`[data-testid="control-item"][data-item-id="${itemId}"]`);
    await expect(overriddenRow.getByTestId('answered-separately')).toHaveText(text(c, 'controls.separately'));
    await overriddenRow.getByRole('button', { name: text(c, 'controls.followAgainFor').replace('{{item}}', itemId) }).click();
    await expect(overriddenRow.getByTestId('answered-separately')).toHaveCount(0);
    const ctlState = (await (await page.request.get(`${baseUrl()}/api/projects/${project.id}/compliance/controls`)).json()) as {
      id: string;
      answer: string | null;
      overriddenItems: string[];
    }[];
    expect(ctlState.find((x) => x.id === control.id)).toMatchObject({ answer: 'met', overriddenItems: [] });

    // The CR score: a new run takes the hub's answers (cr-v2) and moves; the page says which methodology.
    const second = (await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1_000, seed: 7 })) as {
      version: number;
      score: { total: number };
      methodologyVersion?: string;
    };
    expect(second.score.total).toBeGreaterThan(first.score.total);
    await page.goto(`/projects/${project.id}?tab=score`);
    await expect(page.getByTestId('score-panel')).toContainText('cr-v2');
    const shown = new Intl.NumberFormat(lng === 'it' ? 'it-IT' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      second.score.total,
    );
    await expect(page.getByTestId('score-total')).toContainText(`${shown} / 100`);
    await expect(page.getByTestId('compliance-note')).toContainText(text(s, 'complianceLink'));
    await page.goto(`/projects/${project.id}?tab=history`);
    await expect(page.getByTestId(`history-methodology-${second.version}`)).toHaveText('cr-v2');

    // The gap list of the first served framework: CSV by download, XLSX by its link.
    await page.goto(`/projects/${project.id}?tab=compliance&section=gaps&framework=${served[0]}`);
    const gaps = page.getByTestId('gaps-view');
    await expect(gaps.getByTestId('gap').first()).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), gaps.getByTestId('gaps-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const header = csv.split(/\r?\n/)[0]!.toLowerCase();
    expect(header).toMatch(/weight|peso/);
    expect(header).toMatch(/reference|riferimento/);
    const firstGap = await gaps.getByTestId('gap').first().getAttribute('data-item-id');
    expect(csv).toContain(firstGap!);
    const xlsx = await page.request.get(`${baseUrl()}${await gaps.getByTestId('gaps-xlsx').getAttribute('href')}`);
    expect(xlsx.status()).toBe(200);
    expect((await xlsx.body()).subarray(0, 2).toString('latin1')).toBe('PK'); // an XLSX is a ZIP

    // The hub lists the project and its next step; the tab is axe-clean in light and dark.
    await page.goto('/compliance');
    const card = page.locator(`[data-testid="hub-project"][data-project-id="${project.id}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByTestId(`hub-${served[0]}`)).toBeVisible();
    await page.goto(`/projects/${project.id}?tab=compliance&section=controls`);
    await expect(page.getByTestId('esg-matrix')).toBeVisible({ timeout: 20_000 });
    expect(await axe(page)).toEqual([]);
    await switchToDarkTheme(page);
    expect(await axe(page, true)).toEqual([]);
    expect(watch.problems).toEqual([]);
    await page.context().close();
  });
}
