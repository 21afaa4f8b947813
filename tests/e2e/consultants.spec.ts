/// <reference lib="dom" />
import {
  actorPage,
  adminAccount,
  apiPost,
  apiPut,
  baseUrl,
  consoleWatchOfEachTest,
  expect,
  PROVOKED_4XX_AND_REFUSED_MUTATIONS,
  registerUser,
  test,
} from './support/fixtures.ts';

/**
 * Issue 25, consultants (ADR 0042): a proponent whose project fails GDPR items finds the GDPR consultant the platform
 * suggests from that gap, requests an engagement; the consultant (verified by the admin through the API) accepts,
 * closes the gap task by answering the compliance item through the engagement's grant; the re-run evaluation's
 * compliance pillar moves up. On the engagement screen the proponent assigns the gap task and the consultant links a
 * deliverable by choosing among the project's documents; the credential's evidence is chosen among their uploads. Oracle: the compliance pillar of the evaluation before and after (the server's own
 * score), strictly greater after.
 */
const watch = consoleWatchOfEachTest(PROVOKED_4XX_AND_REFUSED_MUTATIONS);
type Evaluation = { result: { score: { pillars: { id: string; score: number }[] } } };
const compliancePillar = (e: Evaluation) => e.result.score.pillars.find((p) => p.id === 'compliance')!.score;

test('a proponent engages the consultant suggested from a GDPR gap and the compliance pillar moves', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const owner = await registerUser(request, 'proponent');
  const consultant = await registerUser(request, 'consultant', `GDPR Specialist ${Date.now().toString(36)}`);
  const page = await actorPage(browser, owner, { console: watch, width: 375 });
  const cPage = await actorPage(browser, consultant, { console: watch });
  const admin = await actorPage(browser, adminAccount(), { console: watch });

  // The consultant publishes a GDPR profile; the admin verifies it (setup through the API).
  await apiPut(cPage.request, '/api/consultant-profile', {
    headline: 'Data protection audits for SMEs',
    bio: 'Records of processing, DPIAs, processor contracts.',
    specialties: ['gdpr'],
    regions: ['IT'],
    languages: ['it', 'en'],
    dayRateCents: 70_000,
    hourlyRateCents: null,
    credentials: [{ register: 'Ordine degli Avvocati di Milano', number: 'E2E-1', documentId: null }],
  });
  await apiPost(cPage.request, '/api/consultant-profile/submit', {});
  await apiPost(admin.request, `/api/admin/consultants/${consultant.user.id}/review`, { decision: 'verified', note: 'Register checked' });

  // A project with a low compliance pillar: GDPR items answered "not met", then evaluated.
  const project = (await apiPost(page.request, '/api/projects', {
    title: `Consultants e2e ${Date.now().toString(36)}`,
    industry: '62.01',
    targetMarket: 'Clinics',
    estimatedBudget: 600_000,
  })) as { id: string; title: string };
  for (const item of ['GDPR-ART5', 'GDPR-ART6', 'GDPR-ART30'])
    await apiPut(page.request, `/api/projects/${project.id}/compliance/items/${item}`, { answer: 'not_met' });
  const {
    source: _s,
    savedAt: _a,
    complianceHub: _h,
    ...inputs
  } = (await (await page.request.get(`/api/projects/${project.id}/evaluation-inputs`)).json()) as Record<string, unknown>;
  await apiPut(page.request, `/api/projects/${project.id}/evaluation-inputs`, {
    ...inputs,
    market: { tamEur: 300_000_000, competitorCount: 6, competitiveIntensity: 'medium', expectedGrowthRate: 0.05 },
    revenueModel: 'recurring',
  });
  const before = compliancePillar(
    (await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1000, seed: 3 })) as Evaluation,
  );

  // The proponent finds the consultant from the gap and requests an engagement.
  await page.goto('/consultants');
  await page.getByLabel('Project', { exact: true }).selectOption(project.id);
  const card = page.getByRole('listitem').filter({ hasText: consultant.username });
  await expect(card.first()).toContainText('GDPR-ART30');
  await card.first().getByRole('button', { name: 'Request engagement' }).click();
  await page.getByLabel('Scope').fill('Close the GDPR gaps: records of processing first.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request sent.' })).toBeVisible();

  // The consultant accepts on their side of /consultants.
  await cPage.goto('/consultants');
  const request_ = cPage.getByRole('listitem').filter({ hasText: project.title });
  await request_.getByRole('button', { name: 'Accept' }).click();
  await expect(request_).toContainText('accepted');
  const [engagement] = (await (await page.request.get('/api/engagements')).json()) as { id: string; state: string }[];
  expect(engagement!.state).toBe('accepted');

  // The proponent assigns the gap task on the engagement screen (the task picker, not a typed id).
  const task = (await apiPost(page.request, `/api/projects/${project.id}/compliance/tasks`, {
    itemId: 'GDPR-ART30',
    owner: consultant.username,
    dueDate: '2099-01-15',
  })) as { id: string };
  await page.goto(`/consultants/engagements/${engagement!.id}`);
  await page.getByLabel('Compliance task to assign to the consultant').selectOption(task.id);
  await page.getByRole('button', { name: 'Assign task' }).click();
  await expect(page.getByText('GDPR-ART30 · open')).toBeVisible();
  await expect(page.getByText('No open compliance task to assign')).toBeVisible();

  // The consultant uploads the records of processing (through the grant) and links it as a deliverable by choosing
  // it among the project's documents; the proponent's own upload is offered too but not chosen.
  const upload = async (who: typeof page, name: string, body: string) => {
    const res = await who.request.post(`${baseUrl()}/api/projects/${project.id}/documents`, {
      headers: { Origin: baseUrl() },
      multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(body) } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  await upload(page, 'business-plan.csv', 'Voce;2025\nRicavi;1000\n');
  const records = await upload(cPage, 'records-of-processing.csv', 'Trattamento;Base giuridica\nClienti;Contratto\n');
  await cPage.goto(`/consultants/engagements/${engagement!.id}`);
  const picker = cPage.getByRole('group', { name: "Choose the project's documents to link" });
  await expect(picker.getByLabel(/business-plan\.csv/)).toBeVisible();
  await picker.getByLabel(/records-of-processing\.csv/).check();
  await cPage.getByRole('button', { name: 'Link 1 document' }).click();
  await expect(cPage.getByRole('link', { name: 'records-of-processing.csv' })).toBeVisible();
  const detail = (await (await page.request.get(`/api/engagements/${engagement!.id}`)).json()) as {
    deliverables: { documentId: string }[];
  };
  expect(detail.deliverables.map((x) => x.documentId)).toEqual([records.id]);

  // The consultant closes the gap through the grant.
  for (const item of ['GDPR-ART5', 'GDPR-ART6', 'GDPR-ART30'])
    await apiPut(cPage.request, `/api/projects/${project.id}/compliance/items/${item}`, { answer: 'met' });
  const closed = await cPage.request.patch(`/api/projects/${project.id}/compliance/tasks/${task.id}`, {
    data: { status: 'done' },
    headers: { Origin: baseUrl(), 'Content-Type': 'application/json' },
  });
  expect(closed.ok(), await closed.text()).toBeTruthy();
  await cPage.goto(`/consultants/engagements/${engagement!.id}`);
  await expect(cPage.getByText('GDPR-ART30 · done')).toBeVisible();

  // Re-evaluated, the compliance pillar moves up.
  const after = compliancePillar(
    (await apiPost(page.request, `/api/projects/${project.id}/evaluations`, { iterations: 1000, seed: 3 })) as Evaluation,
  );
  expect(after).toBeGreaterThan(before);

  // The consultant's credential gets its evidence from their own uploads (the proponent's are not offered).
  await cPage.goto('/consultants');
  const evidence = cPage.getByLabel('Evidence document');
  await expect(evidence.locator('option', { hasText: 'business-plan.csv' })).toHaveCount(0);
  await evidence.selectOption({ label: `records-of-processing.csv · ${project.title}` });
  await cPage.getByRole('button', { name: 'Save draft' }).click();
  await expect
    .poll(
      async () =>
        ((await (await cPage.request.get('/api/consultant-profile')).json()) as { credentials: { documentId: string }[] }).credentials[0]
          ?.documentId,
    )
    .toBe(records.id);

  // Submitted again, the profile is back in the admin's queue, where the credential links its evidence and the file opens.
  await cPage.getByRole('button', { name: 'Save and submit for verification' }).click();
  await admin.goto('/professionisti');
  const link = admin.getByRole('link', { name: 'Open the evidence for Ordine degli Avvocati di Milano' });
  await expect(link).toHaveAttribute('href', `/api/documents/${records.id}/content`);
  const file = await admin.request.get(`/api/documents/${records.id}/content`);
  expect(file.status()).toBe(200);
});
