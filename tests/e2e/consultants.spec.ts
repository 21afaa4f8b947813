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
 * compliance pillar moves up. Oracle: the compliance pillar of the evaluation before and after (the server's own
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

  // The proponent assigns the gap task; the consultant closes it through the grant.
  const task = (await apiPost(page.request, `/api/projects/${project.id}/compliance/tasks`, {
    itemId: 'GDPR-ART30',
    owner: consultant.username,
    dueDate: '2099-01-15',
  })) as { id: string };
  await apiPost(page.request, `/api/engagements/${engagement!.id}/tasks`, { taskId: task.id });
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
});
