import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplianceItem } from '../../../contract/compliance.ts';
import { i18n } from '../../lib/i18n.ts';
import { ComplianceHubPage } from './ComplianceHubPage.tsx';
import { P, json, summary, item, serve, show, complianceHooks } from './ComplianceTab-setup.tsx';

complianceHooks();

/** The compliance screens against a fetch that answers like the server (the shapes of src/contract/compliance.ts and features/compliance/api.ts). */

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
