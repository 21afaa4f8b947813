/// <reference lib="dom" />
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AxeBuilder } from './support/axe.ts';
import { actorPage, apiPost, baseUrl, consoleWatch, expect, registerUser, switchToDarkTheme, test } from './support/fixtures.ts';

/**
 * The document's date (ADR 0107), in English and in Italian, on the real app and analyser: a release that
 * writes "third quarter" and no year, in a PDF made on 8 November 2023, is read as 2023's third quarter
 * against the file's date; the proponent states the day it was published (25 October 2024), the document is
 * read again in the job queue, and the figure is 2024's. Oracle: the calendar (the last quarter ended by
 * 25 October 2024 is 2024's third). At 375 px and 1280 px the section fits; axe finds nothing serious, light and dark.
 */
const SENTENCE = {
  en: 'Third quarter revenue was EUR 42.1 million, compared to EUR 38.0 million a year ago.',
  it: 'Nel terzo trimestre i ricavi sono stati pari a 42,1 milioni di euro, contro 38,0 milioni un anno prima.',
};
const TEXT = {
  en: { metadata: 'the date the file was created', stated: 'the date stated for this document', state: 'State the date' },
  it: { metadata: 'la data di creazione del file', stated: 'la data indicata per questo documento', state: 'Indica la data' },
};
const SAVE = { en: 'Save and read again', it: 'Salva e rileggi' };

async function release(lng: 'en' | 'it'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2023, 10, 8, 9, 30)));
  doc.setModificationDate(new Date(Date.UTC(2023, 10, 8, 9, 30)));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(SENTENCE[lng], { x: 40, y: 780, size: 10, font });
  return Buffer.from(await doc.save());
}

for (const lng of ['en', 'it'] as const) {
  test(`the document's date: read against the file's, stated by the proponent, read again (${lng})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const watch = consoleWatch();
    const proponent = await registerUser(request, 'proponent');
    const page = await actorPage(browser, proponent, { console: watch, lng, width: 375, height: 800 });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Quarterly release ${lng}`,
      industry: '62.01',
      targetMarket: 'Clinics',
      estimatedBudget: 600_000,
    })) as { id: string };
    const upload = await page.request.post(`${baseUrl()}/api/projects/${project.id}/documents`, {
      headers: { Origin: baseUrl() },
      multipart: { file: { name: 'q3-release.pdf', mimeType: 'application/pdf', buffer: await release(lng) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const doc = (await upload.json()) as { id: string };

    await page.goto(`/documents/${doc.id}`);
    const section = page.getByTestId('document-date');
    await expect(section.getByTestId('document-dated')).toContainText(TEXT[lng].metadata, { timeout: 60_000 });
    const revenue = page.getByTestId('figure-row').filter({ hasText: '42' }).first();
    await expect(revenue).toContainText('2023');

    await section.getByRole('button', { name: TEXT[lng].state }).click();
    await section.getByTestId('document-date-input').fill('2024-10-25');
    await section.getByRole('button', { name: SAVE[lng] }).click();
    await expect(section.getByTestId('document-dated')).toContainText(TEXT[lng].stated, { timeout: 60_000 });
    await expect(page.getByTestId('figure-row').filter({ hasText: '42' }).first()).toContainText('2024');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // and wide: the section keeps its words on one screen beside the figures
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(section.getByTestId('document-dated')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.setViewportSize({ width: 375, height: 800 });

    for (const dark of [false, true]) {
      if (dark) await switchToDarkTheme(page);
      const builder = new AxeBuilder({ page }).include('[data-testid="document-date"]');
      const r = await (dark ? builder.withRules(['color-contrast']) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])).analyze();
      expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
    expect(watch.problems).toEqual([]);
  });
}
