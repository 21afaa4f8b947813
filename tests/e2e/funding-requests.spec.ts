/// <reference lib="dom" />
import { AxeBuilder } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, registerUser, test } from './support/fixtures.ts';

/**
 * Issue 14's wizard and requests as the two people live them: a proponent runs the funding wizard for
 * a project, addresses an investor found by e-mail, assembles the package and submits; the investor,
 * in Italian, finds the request in their incoming list, takes it into review and asks a question; the
 * proponent reads it. Run twice: the proponent in English and the investor in Italian at a phone's
 * width, then the other way round, so each side's screens are checked in both languages.
 */

const watch = consoleWatchOfEachTest();

/** Serious and critical axe findings on the page's main region. */
async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// The words each screen must show in the user's language (from src/web/locales/{en,it}/fundingRequests.json).
const TEXT = {
  en: {
    wizard: 'Apply for funding',
    email: "Investor's e-mail address",
    choose: 'Choose',
    ownCriteria: 'Ivo Investor decides on their own criteria',
    draftSaved: 'Draft saved',
    amount: '€150,000',
    requests: 'Funding requests',
    submitted: 'Submitted',
    underReview: 'Under review',
  },
  it: {
    wizard: 'Chiedi un finanziamento',
    email: "Indirizzo e-mail dell'investitore",
    choose: 'Scegli',
    ownCriteria: 'Ivo Investor decide con i propri criteri',
    draftSaved: 'Bozza salvata',
    amount: '150.000',
    requests: 'Richieste di finanziamento',
    submitted: 'Inviata',
    underReview: 'In valutazione',
  },
} as const;

for (const [ownerLng, investorLng] of [
  ['en', 'it'],
  ['it', 'en'],
] as const) {
  test(`a proponent (${ownerLng}) applies to an investor through the wizard; the investor (${investorLng}, 375 px) reviews it and asks a question`, async ({
    browser,
    request,
  }) => {
    // Two people, four screens and two axe runs: some 40 s alone, much more on a loaded machine.
    test.setTimeout(180_000);
    const proponent = await registerUser(request, 'proponent', 'Paola Proponent');
    const investor = await registerUser(request, 'investor', 'Ivo Investor');
    const o = TEXT[ownerLng];
    const i = TEXT[investorLng];
    const owner = await actorPage(browser, proponent, { console: watch, lng: ownerLng });
    const p = (await apiPost(owner.request, '/api/projects', {
      title: 'Rooftop solar',
      industry: '35.11',
      targetMarket: 'Italian SMEs',
      estimatedBudget: 250_000,
      fundingSought: 180_000,
    })) as { id: string };

    await owner.goto(`/funding-wizard/${p.id}`);
    const wizard = owner.getByTestId('funding-wizard');
    await expect(wizard.getByRole('heading', { name: o.wizard })).toBeVisible({ timeout: 20_000 });
    await expect(wizard.getByTestId('wizard-step-target')).toHaveAttribute('aria-current', 'step');
    await expect(wizard.getByTestId('wizard-step-package')).toBeDisabled();
    expect(await axe(owner)).toEqual([]);

    // An investor, found by e-mail (there is no directory), with the keyboard.
    await wizard.getByTestId('target-investor').click();
    await wizard.getByLabel(o.email).fill(investor.email);
    await wizard.getByLabel(o.email).press('Enter');
    await wizard.getByTestId('investor-results').getByRole('button', { name: o.choose }).click();
    await expect(wizard.getByTestId('wizard-step-eligibility')).toHaveAttribute('aria-current', 'step');
    await expect(owner).toHaveURL(/request=/);
    await expect(wizard.getByTestId('eligibility-step')).toContainText(o.ownCriteria);
    await wizard.getByTestId('wizard-next').click();

    // The package: the amount starts from the project's funding sought; the draft saves on leaving a field.
    await expect(wizard.getByTestId('amount')).toHaveValue('180000');
    await wizard.getByTestId('amount').fill('150000');
    await wizard.getByTestId('message').fill('We seek a first ticket for the rooftop plant.');
    await wizard.getByTestId('amount').focus();
    await expect(wizard.getByText(o.draftSaved)).toBeVisible();
    await wizard.getByTestId('wizard-next').click();
    const review = wizard.getByTestId('review-step');
    await expect(review).toContainText(o.amount);
    await expect(review).toContainText('We seek a first ticket for the rooftop plant.');
    await review.getByTestId('submit-request').click();

    await expect(owner).toHaveURL(/\/funding-requests\?id=/);
    const detail = owner.getByTestId('request-detail');
    await expect(detail.getByTestId('request-summary').getByTestId('request-state')).toHaveText(o.submitted);
    await expect(detail.getByTestId('transition-withdrawn')).toBeVisible();
    expect(await axe(owner)).toEqual([]);

    // The investor, in the other language at a phone's width: the incoming list, review, a question.
    const inv = await actorPage(browser, investor, { console: watch, lng: investorLng, width: 375 });
    await inv.goto('/funding-requests');
    await expect(inv.getByRole('heading', { level: 1 })).toHaveText(i.requests, { timeout: 20_000 });
    const item = inv.getByTestId('request-item');
    await expect(item).toHaveCount(1, { timeout: 20_000 });
    await expect(item.getByTestId('request-state')).toHaveText(i.submitted);
    await item.click();
    const invDetail = inv.getByTestId('request-detail');
    await invDetail.getByTestId('transition-under_review').click();
    await expect(invDetail.getByTestId('request-summary').getByTestId('request-state')).toHaveText(i.underReview);
    await invDetail.getByTestId('message-body').fill('Qual è il prezzo del PPA?');
    await invDetail.getByTestId('send-message').click();
    await expect(invDetail.getByTestId('request-message')).toHaveCount(1);
    // The project is shared with them while the request is open.
    await inv.goto(`/projects/${p.id}`);
    await expect(inv.getByRole('heading', { name: 'Rooftop solar' })).toBeVisible({ timeout: 20_000 });

    // The proponent reads the question and the new state.
    await owner.reload();
    await expect(owner.getByTestId('request-message')).toContainText('Qual è il prezzo del PPA?', { timeout: 20_000 });
    await expect(owner.getByTestId('request-summary').getByTestId('request-state')).toHaveText(o.underReview);
    await expect(owner.getByTestId('timeline-event')).toHaveCount(3);
  });
}
