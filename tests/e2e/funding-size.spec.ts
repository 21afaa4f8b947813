/// <reference lib="dom" />
import pg from 'pg';
import { actorPage, apiPost, consoleWatchOfEachTest, expect, PROVOKED_4XX, registerUser, test } from './support/fixtures.ts';
import { databaseUrl, ENV } from './support/server.ts';

/**
 * Issue 14's "unknown, with a link to fill it" for the applicant size (ADR 0027): a call open only to
 * micro and small enterprises is "possibly eligible" for a project that records no size, its size
 * criterion says so and links to the project's details; the proponent follows the link, picks
 * "Small enterprise" in the edit form, saves, and the same call is now eligible with the size
 * criterion met. Every other criterion of the call is met by the project (all of Italy, sector 62,
 * €50,000–250,000 against €150,000 sought, open since 30 days for 60 more), so the size alone moves
 * the call from unknown to yes. In English and in Italian.
 */

const watch = consoleWatchOfEachTest(PROVOKED_4XX);

// The words on screen, from src/web/locales/{en,it}/{funding,projects}.json.
const TEXT = {
  en: {
    notRecorded: 'does not record its applicant size yet',
    unknown: 'Applicant size (unknown)',
    met: 'Applicant size (met)',
    accepted: 'Small enterprise: accepted',
    edit: 'Edit details',
    field: 'Applicant size (optional)',
    option: 'Small enterprise',
    save: 'Save changes',
  },
  it: {
    notRecorded: 'non indica ancora la dimensione del richiedente',
    unknown: 'Dimensione del richiedente (da verificare)',
    met: 'Dimensione del richiedente (soddisfatto)',
    accepted: 'Piccola impresa: ammessa',
    edit: 'Modifica dettagli',
    field: 'Dimensione del richiedente (facoltativa)',
    option: 'Piccola impresa',
    save: 'Salva modifiche',
  },
} as const;

async function insertSmallBusinessCall(title: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl(process.env[ENV.database]!) });
  await client.connect();
  try {
    const res = await client.query<{ id: string }>(
      `insert into funding_calls (source, source_record_id, title, funder, description, aid_form, min_amount, max_amount, regions, sectors, sizes, opens_at, closes_at, content_hash, url)
       values ('curated', $1, $1, 'Ministero delle Imprese', 'Voucher per la digitalizzazione delle micro e piccole imprese', 'grant', 50000, 250000, '["IT"]'::jsonb, '["62"]'::jsonb, '["micro","small"]'::jsonb, current_date - 30, current_date + 60, $1, 'https://example.org/voucher')
       returning id`,
      [title],
    );
    return res.rows[0]!.id;
  } finally {
    await client.end();
  }
}

for (const lng of ['en', 'it'] as const) {
  test(`a proponent records the applicant size in the project's form and the size criterion becomes met (${lng})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lng];
    const callId = await insertSmallBusinessCall(`Voucher piccole imprese ${lng} ${Date.now().toString(36)}${process.pid}`);
    const owner = await registerUser(request, 'proponent');
    const page = await actorPage(browser, owner, { console: watch, lng });
    const project = (await apiPost(page.request, '/api/projects', {
      title: `Cloud software ${lng}`,
      industry: '62.01',
      targetMarket: 'Italian SMEs',
      estimatedBudget: 400_000,
      country: 'IT',
      region: 'ITC4',
      fundingSought: 150_000,
    })) as { id: string };

    // No size recorded: the call is possibly eligible, the size criterion says why and links to the details.
    await page.goto(`/projects/${project.id}?tab=funding`);
    const item = page.locator(`[data-testid="match-item"][data-call="${callId}"]`);
    await expect(item).toHaveAttribute('data-eligible', 'unknown', { timeout: 20_000 });
    const size = item.locator('[data-criterion="size"]');
    await expect(size).toHaveAttribute('data-outcome', 'unknown');
    await expect(size).toContainText(text.unknown);
    await expect(size).toContainText(text.notRecorded);
    await size.getByTestId('fix-applicantSize').click();

    // The project's details: edit, choose the size class, save.
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}\\?tab=overview`));
    await page.getByRole('button', { name: text.edit }).click();
    const form = page.getByTestId('edit-form');
    await form.getByLabel(text.field).selectOption({ label: text.option });
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByTestId('project-details').locator('[data-field="applicantSize"]')).toHaveText(text.option);

    // Back on the Funding tab: the same call is eligible, the size criterion met with the class named.
    await page.goto(`/projects/${project.id}?tab=funding`);
    await expect(item).toHaveAttribute('data-eligible', 'yes', { timeout: 20_000 });
    await expect(size).toHaveAttribute('data-outcome', 'met');
    await expect(size).toContainText(text.met);
    await expect(size).toContainText(text.accepted);
    await expect(size.getByTestId('fix-applicantSize')).toHaveCount(0);
    // The API says the same (the screen's oracle).
    const matches = (await (await page.request.get(`/api/projects/${project.id}/funding-matches?limit=100`)).json()) as Array<{
      callId: string;
      eligible: string;
      criteria: Array<{ name: string; outcome: string }>;
    }>;
    const match = matches.find((m) => m.callId === callId);
    expect(match?.eligible).toBe('yes');
    expect(match?.criteria.find((c) => c.name === 'size')?.outcome).toBe('met');
    await page.context().close();
  });
}
