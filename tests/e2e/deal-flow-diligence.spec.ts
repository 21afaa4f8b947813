/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';

/**
 * Due diligence with documents (ADR 0026, "Due dates and attachments"), as the two people live it:
 * a proponent uploads a document and sends a funding request; the investor opens the card, asks a
 * question with an "answer by" date picked in the form (a past one is not accepted there), links a
 * checklist item to the document with the picker and follows the link to the document's page; the
 * proponent reads the question with its date on the project's Questions tab and answers it attaching
 * the document; the investor reads the answer and opens the attachment. No page scrolls sideways at
 * 375 px. In English (browser in New York, behind UTC: a due date must not show as the day before)
 * and in Italian (browser in Rome). "Overdue" needs a past due date, which the server refuses: it is
 * left to the server tests.
 */

const watch = consoleWatchOfEachTest();

const TEXT = {
  en: {
    timezoneId: 'America/New_York',
    tab: 'Questions',
    panel: 'Questions from investors',
    ask: 'Ask a question',
    dueLabel: 'Answer by (optional)',
    send: 'Send the question',
    due: (date: string) => `due ${date}`,
    item: 'Key documents checked',
    choose: (item: string) => `Link “${item}” to a record of the project`,
    answer: 'Your answer',
    sendAnswer: 'Send the answer',
    answered: 'Answered',
    attachments: 'Attachments:',
  },
  it: {
    timezoneId: 'Europe/Rome',
    tab: 'Domande',
    panel: 'Domande degli investitori',
    ask: 'Fai una domanda',
    dueLabel: 'Risposta entro (facoltativo)',
    send: 'Invia la domanda',
    due: (date: string) => `entro il ${date}`,
    item: 'Documenti chiave verificati',
    choose: (item: string) => `Collega «${item}» a un dato del progetto`,
    answer: 'La tua risposta',
    sendAnswer: 'Invia la risposta',
    answered: 'Con risposta',
    attachments: 'Allegati:',
  },
} as const;

/** A one-page PDF with a text layer: the document the proponent uploads. */
async function agreementPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  [
    'Grid connection agreement',
    'Signed with the regional grid operator on 3 March 2026.',
    'Connection expected in the second quarter of 2027.',
  ].forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: 13, font }));
  return Buffer.from(await doc.save());
}

/** A calendar date `days` from the server's today (UTC), as the date field takes it. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** How the screens write a calendar date (medium style, en-GB or it-IT): the oracle for the due date. */
const dayText = (lng: 'en' | 'it', iso: string) =>
  new Intl.DateTimeFormat(lng === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function noSideScrollAt375(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const lng of ['en', 'it'] as const) {
  test(`an investor asks with an answer-by date and links the checklist to a document; the proponent answers attaching it (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const s = TEXT[lng];
    const tag = Date.now().toString(36);
    const title = `Hydro plant ${lng} ${tag}`;
    const docName = `grid-agreement-${tag}.pdf`;
    const question = `When is the grid connection, and who signed it? (${tag})`;
    const reply = `Q2 2027: the signed agreement is attached. (${tag})`;
    const proponent = await registerUser(request, 'proponent');
    const investor = await registerUser(request, 'investor');

    // The proponent's project and its document, uploaded from the Documents tab.
    const owner = await actorPage(browser, proponent, { console: watch, lng, timezoneId: s.timezoneId });
    const p = (await apiPost(owner.request, '/api/projects', {
      title,
      industry: '35.11',
      targetMarket: 'Italian utilities',
      estimatedBudget: 3_000_000,
    })) as { id: string };
    await owner.goto(`/projects/${p.id}?tab=documents`);
    await expect(owner.getByTestId('project-documents')).toBeVisible({ timeout: 20_000 });
    await owner.getByTestId('upload-input').setInputFiles([{ name: docName, mimeType: 'application/pdf', buffer: await agreementPdf() }]);
    await expect(owner.locator('[data-testid="upload-item"][data-state="done"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(owner.locator(`[data-testid="document-row"][data-filename="${docName}"]`)).toHaveCount(1);

    // The request reaches the investor (as deal-flow.spec.ts sends it).
    const r = (await apiPost(owner.request, '/api/funding-requests', {
      projectId: p.id,
      investorId: investor.user.id,
      message: 'First ticket',
      amountRequested: 500_000,
    })) as { id: string };
    await apiPost(owner.request, `/api/funding-requests/${r.id}/transitions`, { to: 'submitted' });

    // The investor opens the card from the board.
    const inv = await actorPage(browser, investor, { console: watch, lng, timezoneId: s.timezoneId });
    await inv.goto('/deal-flow');
    await expect(inv.getByTestId('deal-board')).toBeVisible({ timeout: 20_000 });
    await inv.getByRole('link', { name: title }).click();
    const detail = inv.getByTestId('deal-card-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    const cardUrl = inv.url();

    // A question with an answer-by date picked in the form: a past day is not accepted there.
    const questions = detail.getByTestId('dd-questions');
    const body = questions.getByLabel(s.ask);
    const dueField = questions.getByLabel(s.dueLabel);
    expect((await dueField.getAttribute('min'))! >= isoDay(0)).toBe(true);
    await body.fill(question);
    await dueField.fill(isoDay(-1));
    await questions.getByRole('button', { name: s.send }).click();
    expect(await dueField.evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
    await expect(questions.getByTestId('dd-question')).toHaveCount(0);
    const due = isoDay(21);
    await dueField.fill(due);
    await questions.getByRole('button', { name: s.send }).click();
    const asked = questions.getByTestId('dd-question');
    await expect(asked).toHaveCount(1);
    await expect(asked).toContainText(question);
    await expect(asked).toContainText(s.due(dayText(lng, due)));
    // Ready for the next question: the form is empty and keeps the focus.
    await expect(body).toHaveValue('');
    await expect(dueField).toHaveValue('');
    await expect(body).toBeFocused();

    // The checklist item points at the document, picked from the project's records, and opens it.
    const item = detail.getByTestId('dd-item').filter({ hasText: s.item });
    await item.getByLabel(s.choose(s.item)).selectOption({ label: docName });
    const link = item.getByTestId('dd-item-link');
    await expect(link).toContainText(docName);
    await link.click();
    await expect(inv).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
    await expect(inv.getByTestId('review-page').getByRole('heading', { name: docName })).toBeVisible({ timeout: 20_000 });
    await inv.goBack();
    await expect(detail.getByTestId('dd-item').filter({ hasText: s.item }).getByTestId('dd-item-link')).toContainText(docName);
    await noSideScrollAt375(inv);

    // The proponent reads the question, with its date, on the project's Questions tab.
    await owner.goto(`/projects/${p.id}?tab=questions`);
    await expect(owner.getByRole('tab', { name: s.tab, selected: true })).toBeVisible({ timeout: 20_000 });
    const panel = owner.getByTestId('investor-questions');
    await expect(panel.getByRole('heading', { name: s.panel })).toBeVisible();
    const open = panel.getByTestId('investor-question');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText(question);
    await expect(open).toContainText(s.due(dayText(lng, due)));
    await noSideScrollAt375(owner);
    // On a phone the row of tabs scrolls inside itself: the selected one is brought into view.
    await expect(owner.getByRole('tab', { name: s.tab, selected: true })).toBeInViewport({ ratio: 1 });
    await owner.setViewportSize({ width: 1280, height: 900 });

    // …and answers it, attaching the document.
    await open.getByLabel(s.answer).fill(reply);
    await open.getByRole('checkbox', { name: docName }).check();
    await open.getByRole('button', { name: s.sendAnswer }).click();
    await expect(open).toContainText(reply);
    await expect(open.getByTestId('answer-attachments').getByRole('link', { name: docName })).toBeVisible();
    await expect(open).toContainText(s.attachments);
    // The form is gone; the focus stays on the answered question, not lost to the page.
    await expect(open).toBeFocused();
    await noSideScrollAt375(owner);

    // The investor reads the answer and opens the attachment.
    await inv.setViewportSize({ width: 1280, height: 900 });
    await inv.goto(cardUrl);
    const answered = detail.getByTestId('dd-question');
    await expect(answered.getByTestId('dd-answer')).toHaveText(reply, { timeout: 20_000 });
    await expect(answered).toContainText(s.answered);
    await expect(answered).toContainText(s.attachments);
    await answered.getByTestId('answer-attachments').getByRole('link', { name: docName }).click();
    await expect(inv).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
    await expect(inv.getByTestId('review-page').getByRole('heading', { name: docName })).toBeVisible({ timeout: 20_000 });
  });
}
