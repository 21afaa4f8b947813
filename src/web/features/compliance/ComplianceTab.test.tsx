import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplianceItem, Control, ProjectCompliance } from '../../../contract/compliance.ts';
import type { ScopeView } from './api.ts';
import { i18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { ComplianceHubPage } from './ComplianceHubPage.tsx';
import { ComplianceTab } from './ComplianceTab.tsx';

/** The compliance screens against a fetch that answers like the server (the shapes of src/contract/compliance.ts and features/compliance/api.ts). */

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const P = '11111111-1111-4111-8111-111111111111';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const summary: ProjectCompliance = {
  frameworks: [
    { id: 'gdpr', applicable: true, score: 85, status: 'compliant', answered: 40, total: 40, gaps: [] },
    {
      id: 'tcfd',
      applicable: true,
      score: 40,
      status: 'non-compliant',
      answered: 3,
      total: 22,
      gaps: [{ itemId: 'TCFD-GOV-a', weight: 5, result: 0 }],
    },
    { id: 'pnrr', applicable: false, score: null, status: null, answered: 0, total: 0, gaps: [] },
  ],
};
const controls: Control[] = [
  { id: 'CTL-BOARD', title: 'Board oversight of sustainability', items: ['TCFD-GOV-a', 'GRI-2-9', 'ESRS2-GOV-1'] },
];
/** An item as GET …/compliance/items sends it (src/contract/compliance.ts complianceItem). */
const item = (over: Partial<ComplianceItem> & Pick<ComplianceItem, 'id' | 'framework'>): ComplianceItem => ({
  version: '2024',
  sectionId: 'S1',
  section: 'Section',
  sections: { en: 'Section', it: 'Sezione' },
  title: over.id,
  titles: { en: over.title ?? over.id, it: over.title ?? over.id },
  evidenceExpected: over.evidenceExpected ?? '',
  evidenceExpectedTexts: { en: over.evidenceExpected ?? '', it: over.evidenceExpected ?? '' },
  weight: 3,
  reference: '',
  applicable: true,
  reason: null,
  answer: null,
  result: null,
  answerReason: null,
  remedy: null,
  deadline: null,
  evidence: [],
  owner: null,
  dueDate: null,
  notes: null,
  controlIds: [],
  overridden: false,
  answeredViaControl: null,
  answeredAt: null,
  answeredBy: null,
  ...over,
});
const pnrrItem = item({ id: 'PNRR-DNSH-01', framework: 'pnrr', title: 'Ex-ante DNSH assessment', weight: 5 });
/** GET …/compliance/scope before the first save: the defaults, scoped false. */
const scope: ScopeView = {
  entitySize: null,
  csrdScope: 'out-of-scope',
  sector: null,
  reporting: [],
  sasbIndustry: null,
  sasbTopics: [],
  griMaterialTopics: [],
  esrsMaterialTopics: [],
  taxonomyActivities: [],
  taxonomyTotals: { turnover: null, capex: null, opex: null },
  gdpr: {
    role: 'controller',
    consent: false,
    children: false,
    specialCategories: false,
    criminalData: false,
    automatedDecisions: false,
    jointControllers: false,
    establishedOutsideEu: false,
    dpoRequired: false,
    transfersOutsideEea: false,
  },
  exposure231: 'none',
  offenceFamilies231: [],
  pnrr: {
    role: 'none',
    amount: null,
    mission: null,
    component: null,
    measure: null,
    cup: null,
    dnshRegime: null,
    climateField: null,
    climateCoefficient: null,
    digitalField: null,
    digitalCoefficient: null,
  },
  scoped: false,
  updatedAt: null,
  applicability: [],
};

type Call = { method: string; url: string; body: unknown };
function serve(answer: (c: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const own = answer(call);
      if (own) return own;
      if (call.url.endsWith('/compliance')) return json(summary);
      if (call.url.includes('/compliance/items')) return json([]);
      if (call.url.endsWith('/compliance/scope')) return json(scope);
      if (call.url.endsWith('/api/compliance/controls')) return json(controls);
      if (call.url.endsWith('/documents')) return json([]);
      return json({});
    }),
  );
  return calls;
}
const show = (path: string, ui = <ComplianceTab project={{ id: P, title: 'Solar', access: { capabilities: { editInputs: true } } }} />) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('ComplianceTab', () => {
  it('heads with the ESG matrix: status in words with an icon, score, progress; a framework that does not apply says so', async () => {
    serve(() => undefined);
    show(`/projects/${P}?tab=compliance`);
    // The first render loads the lazy screens and the locales: allow for a loaded machine.
    const matrix = await screen.findByTestId('esg-matrix');
    expect(within(matrix).getByTestId('matrix-gdpr').textContent).toContain('Compliant');
    expect(within(matrix).getByTestId('matrix-gdpr-score').textContent).toBe('85 / 100');
    expect(within(matrix).getByTestId('matrix-tcfd').textContent).toContain('Non-compliant');
    expect(within(matrix).getByTestId('matrix-tcfd').textContent).toContain('3 of 22 answered');
    expect(within(matrix).getByTestId('matrix-pnrr').textContent).toContain('Does not apply');
  });

  it('answers a control once: its current answer preselected, how far it reaches, one PUT; an overridden item can follow it again', async () => {
    // GET /api/projects/:id/compliance/controls (contract projectControl): four mapped items, one out of scope,
    // one answered on its own. By hand: 3 applicable items in TCFD, GRI and CSRD/ESRS → "3 items in 3 frameworks".
    const projectControls = [
      {
        ...controls[0]!,
        items: [...controls[0]!.items, 'E1-1'],
        answer: 'partial',
        answeredAt: '2026-11-20T10:00:00.000Z',
        applicableItems: 3,
        answeredItems: 3,
        overriddenItems: ['GRI-2-9'],
      },
    ];
    const items = [
      item({
        id: 'TCFD-GOV-a',
        framework: 'tcfd',
        answer: 'partial',
        owner: 'Bea',
        answeredViaControl: 'CTL-BOARD',
        controlIds: ['CTL-BOARD'],
      }),
      item({ id: 'GRI-2-9', framework: 'gri', answer: 'met', overridden: true, controlIds: ['CTL-BOARD'] }),
      item({ id: 'ESRS2-GOV-1', framework: 'csrd-esrs', answer: 'partial', answeredViaControl: 'CTL-BOARD', controlIds: ['CTL-BOARD'] }),
      item({ id: 'E1-1', framework: 'csrd-esrs', applicable: false, reason: 'esrs-topic-not-material' }),
    ];
    const calls = serve((c) => {
      if (c.method === 'PUT') return json({ ok: true });
      if (c.method === 'DELETE') return json({ itemId: 'GRI-2-9', controlId: 'CTL-BOARD', answer: 'partial' });
      if (c.url.endsWith(`/api/projects/${P}/compliance/controls`)) return json(projectControls);
      if (c.url.includes('/compliance/items')) return json(items);
      return undefined;
    });
    show(`/projects/${P}?tab=compliance&section=controls`);
    const control = await screen.findByTestId('control');
    await waitFor(() => expect(within(control).getByTestId('control-reach').textContent).toBe('answers 3 items in 3 frameworks'));
    expect(calls.some((c) => c.url.endsWith('/api/compliance/controls'))).toBe(false);
    const details = control.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect((await within(control).findByRole<HTMLInputElement>('radio', { name: 'Partial' })).checked).toBe(true);
    expect((within(control).getByLabelText('Owner') as HTMLInputElement).value).toBe('Bea');
    const overridden = within(control)
      .getAllByTestId('control-item')
      .find((li) => li.dataset.itemId === 'GRI-2-9')!;
    expect(within(overridden).getByTestId('answered-separately').textContent).toBe('answered separately');
    fireEvent.click(within(overridden).getByRole('button', { name: 'Follow the control again for GRI-2-9' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/projects/${P}/compliance/items/GRI-2-9/override`));
    fireEvent.click(within(control).getByRole('radio', { name: 'Met' }));
    fireEvent.change(within(control).getByLabelText('Owner'), { target: { value: 'Ada' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Save answer' }));
    expect(await within(control).findByText('Saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/projects/${P}/compliance/controls/CTL-BOARD`);
    expect(put.body).toEqual({ answer: 'met', owner: 'Ada' });
  });

  it("enforces the PNRR rule in the form, and words a server refusal in the reader's language", async () => {
    const calls = serve((c) => {
      if (c.url.includes('/compliance/items?framework=pnrr')) return json([pnrrItem]);
      if (c.method === 'PUT')
        return json({ code: 'VALIDATION_FAILED', message: 'x', details: { fields: [{ path: 'deadline', code: 'custom' }] } }, 400);
      return undefined;
    });
    show(`/projects/${P}?tab=compliance&section=items&framework=pnrr`);
    const row = await screen.findByTestId('item');
    const details = row.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    fireEvent.click(await within(row).findByRole('radio', { name: 'Not met' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    expect(within(row).getByText('An ex-ante “no” needs a remedy.')).toBeTruthy();
    expect(within(row).getByText('An ex-ante “no” needs a deadline.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(row).getByLabelText('Remedy'), { target: { value: 'Complete the checklist' } });
    fireEvent.change(within(row).getByLabelText('Remedy deadline'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save answer' }));
    // The server still refuses (say, a deadline past the plan's end): its field is named in words, not codes.
    expect(await within(row).findByText('An ex-ante “no” needs a deadline.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      answer: 'not_met',
      remedy: 'Complete the checklist',
      deadline: '2026-12-31',
      evidence: [],
    });
  });
});

describe('GapsView (inside the tab)', () => {
  it("lists the gaps in the server's order, links both exports, turns a gap into a task and marks it done", async () => {
    const gdpr = (id: string, weight: number, answer: ComplianceItem['answer'], result: number | null) =>
      item({
        id,
        framework: 'gdpr',
        weight,
        title: `Title ${id}`,
        reference: `Ref ${id}`,
        evidenceExpected: `Proof ${id}`,
        answer,
        result,
      });
    // GET …/compliance/gaps (contract gapRow), in the server's order; the screen must not re-sort it.
    const row = (itemId: string, weight: number, answer: ComplianceItem['answer'], result: number) => ({
      itemId,
      framework: 'gdpr',
      title: itemId,
      weight,
      result,
      answer,
      reference: `Ref ${itemId}`,
      evidenceExpected: `Proof ${itemId}`,
      evidenceMissing: `Proof ${itemId}`,
      owner: null,
      dueDate: null,
      taskId: null,
    });
    const task = {
      id: '22222222-2222-4222-8222-222222222222',
      itemId: 'GDPR-ART30',
      framework: 'gdpr',
      owner: 'Dana',
      assignee: null,
      dueDate: '2026-06-30',
      notes: null,
      status: 'open',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    let tasks: (typeof task)[] = [];
    const calls = serve((c) => {
      // Deliberately not the client's own order (weight 4 before weight 5): the server's order is shown as sent.
      if (c.url.includes('/compliance/gaps?framework=gdpr'))
        return json([row('GDPR-ART32', 4, 'partial', 0.5), row('GDPR-ART05', 5, 'not_met', 0), row('GDPR-ART30', 5, null, 0)]);
      if (c.url.includes('/compliance/items?framework=gdpr'))
        return json([
          gdpr('GDPR-ART32', 4, 'partial', 0.5),
          gdpr('GDPR-ART30', 5, null, null),
          gdpr('GDPR-ART33', 5, 'met', 1),
          gdpr('GDPR-ART05', 5, 'not_met', 0),
        ]);
      if (c.url.endsWith('/compliance/tasks') && c.method === 'GET') return json(tasks);
      if (c.url.endsWith('/compliance/assignees')) return json([{ id: 'u-dana', name: 'Dana' }]);
      if (c.url.endsWith('/compliance/tasks') && c.method === 'POST') {
        tasks = [task];
        return json(task, 201);
      }
      if (c.url.endsWith(`/compliance/tasks/${task.id}`) && c.method === 'PATCH') {
        tasks = [{ ...task, status: 'done' }];
        return json(tasks[0]);
      }
      return undefined;
    });
    show(`/projects/${P}?tab=compliance&section=gaps&framework=gdpr`);
    await screen.findByTestId('gaps-list');
    expect(screen.getAllByTestId('gap').map((g) => g.getAttribute('data-item-id'))).toEqual(['GDPR-ART32', 'GDPR-ART05', 'GDPR-ART30']);
    expect(screen.getByTestId('gaps-csv').getAttribute('href')).toBe(`/api/projects/${P}/compliance/gaps.csv?framework=gdpr`);
    expect(screen.getByTestId('gaps-xlsx').getAttribute('href')).toBe(`/api/projects/${P}/compliance/gaps.xlsx?framework=gdpr`);
    const gap = () => screen.getAllByTestId('gap')[2]!;
    expect(gap().textContent).toContain('Proof GDPR-ART30');
    await waitFor(() => expect(gap().textContent).toContain('Title GDPR-ART30'));
    fireEvent.click(within(gap()).getByRole('button', { name: 'Create remediation task' }));
    expect(within(gap()).getByText('A task needs an owner and a due date.')).toBeTruthy();
    fireEvent.change(within(gap()).getByLabelText('Owner'), { target: { value: 'Dana' } });
    fireEvent.change(within(gap()).getByLabelText('Due date'), { target: { value: '2026-06-30' } });
    // The picker offers the people who see the project (GET …/assignees).
    await within(gap()).findByRole('option', { name: 'Dana' });
    fireEvent.change(within(gap()).getByLabelText('Assigned to'), { target: { value: 'u-dana' } });
    fireEvent.click(within(gap()).getByRole('button', { name: 'Create remediation task' }));
    fireEvent.click(await within(gap()).findByRole('button', { name: 'Mark done' }));
    expect(await within(gap()).findByTestId('gap-task-done')).toBeTruthy();
    // A task is its own record (POST, then PATCH { status: 'done' }); the item's answer is not touched.
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/projects/${P}/compliance/tasks`,
      body: { itemId: 'GDPR-ART30', owner: 'Dana', assigneeId: 'u-dana', dueDate: '2026-06-30' },
    });
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/projects/${P}/compliance/tasks/${task.id}`,
      body: { status: 'done' },
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('GapsView in the reader language', () => {
  it("shows the expected evidence in the screen's language from the items, though the gap rows came in the browser's language", async () => {
    // Oracle: the items' two texts (contract complianceItem.evidenceExpectedTexts); the gap rows carry the English.
    const en = 'Controller and processor records';
    const it_ = 'Registro delle attività di trattamento del titolare e del responsabile';
    const row = (itemId: string, missing: string | null) => ({
      itemId,
      framework: 'gdpr',
      title: itemId,
      weight: 5,
      result: 0,
      answer: null,
      reference: 'Art. 30',
      evidenceExpected: en,
      evidenceMissing: missing,
      owner: null,
      dueDate: null,
      taskId: null,
    });
    const both = (id: string) => ({
      ...item({ id, framework: 'gdpr', weight: 5, evidenceExpected: en }),
      evidenceExpectedTexts: { en, it: it_ },
    });
    serve((c) => {
      if (c.url.includes('/compliance/gaps?framework=gdpr')) return json([row('GDPR-ART30', en), row('GDPR-ART05', null)]);
      if (c.url.includes('/compliance/items?framework=gdpr')) return json([both('GDPR-ART30'), both('GDPR-ART05')]);
      if (c.url.endsWith('/compliance/tasks') || c.url.endsWith('/compliance/assignees')) return json([]);
      return undefined;
    });
    await i18n.changeLanguage('it');
    try {
      show(`/projects/${P}?tab=compliance&section=gaps&framework=gdpr`);
      await screen.findByTestId('gaps-list');
      const [missing, partly] = screen.getAllByTestId('gap');
      await waitFor(() => expect(missing!.textContent).toContain(`Evidenza mancante: ${it_}`));
      expect(partly!.textContent).toContain(`Evidenza allegata; attesa per intero: ${it_}`);
      expect(missing!.textContent).not.toContain(en);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('ComplianceHubPage', () => {
  it("shows each project's applicable frameworks and links the server's next step to the project's Compliance tab", async () => {
    const cells = summary.frameworks.map(({ gaps, ...f }) => ({ ...f, gapCount: gaps.length }));
    serve((c) =>
      c.url.endsWith('/api/compliance/overview')
        ? json({
            projects: [{ projectId: P, title: 'Solar roofs', scoped: true, frameworks: cells, nextStep: 'close-gaps' }],
            frameworks: [],
          })
        : undefined,
    );
    show('/compliance', <ComplianceHubPage />);
    const card = await screen.findByTestId('hub-project');
    expect(within(card).getByTestId('hub-gdpr').textContent).toContain('Compliant');
    expect(within(card).queryByTestId('hub-pnrr')).toBeNull();
    // The server's next step (close-gaps) links to the gap list.
    expect(within(card).getByTestId('hub-next').textContent).toContain('close the open gaps');
    const link = within(card).getByRole('link', { name: 'See the gaps' });
    expect(link.getAttribute('href')).toBe(`/projects/${P}?tab=compliance&section=gaps`);
    // Totals by hand: TCFD is non-compliant in the one project → compliant 0, partial 0, non-compliant 1, does not apply 0.
    expect([...screen.getByTestId('hub-total-tcfd').querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0', '0', '1', '0']);
  });
});
