import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Obligation, UpcomingReminder } from '../../../contract/realization.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { ObligationsPanel } from './ObligationsPanel.tsx';
import { RemindersSection } from './RemindersSection.tsx';
import { json, P, serve } from './test-server.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const obligation = (patch: Partial<Obligation>): Obligation => ({
  id: '22222222-2222-4222-8222-222222222222',
  requestId: null,
  kind: 'target',
  title: 'PNRR T1',
  dueOn: '2099-06-30',
  status: 'open',
  indicator: 'Machines interconnected',
  targetValue: 40,
  unit: 'machines',
  baselineValue: 0,
  currentValue: 10,
  currentOn: '2099-01-10',
  progress: 0.25,
  reportId: null,
  periodStart: null,
  periodEnd: null,
  itemId: null,
  ...patch,
});

const wrap = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('ObligationsPanel targets and periods', () => {
  it("shows a target's indicator and progress, records a value, and seals a period through the reports route", async () => {
    const period = obligation({
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'report',
      title: 'Q1 report',
      indicator: null,
      targetValue: null,
      unit: null,
      currentValue: null,
      progress: null,
      periodStart: '2099-01-01',
      periodEnd: '2099-03-31',
    });
    const calls = serve((method, path) => {
      if (path === `/api/projects/${P}/obligations` && method === 'GET') return json([obligation({}), period]);
      if (method === 'PATCH') return json(obligation({ currentValue: 20, progress: 0.5 }));
      if (path === `/api/projects/${P}/reports` && method === 'POST')
        return json(
          { id: '44444444-4444-4444-8444-444444444444', sha256: 'a'.repeat(64), createdAt: '2099-01-10T00:00:00Z', verifyUrl: 'x' },
          201,
        );
      return undefined;
    });
    wrap(<ObligationsPanel projectId={P} canEdit />);
    expect((await screen.findByTestId('target-indicator')).textContent).toContain('Machines interconnected');
    expect(screen.getByTestId('target-progress')!.textContent).toContain('25%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    fireEvent.change(screen.getByLabelText('Value of Machines interconnected measured today'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record value' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ currentValue: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Seal the report of Q1 report' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/projects/${P}/reports`)).toBe(true));
    expect(calls.find((c) => c.path === `/api/projects/${P}/reports`)!.body).toEqual({
      kind: 'progress',
      obligationId: period.id,
      language: 'en',
    });
  });
});

describe('RemindersSection', () => {
  it('words each reminder: overdue, days left, the next reminder day and its offset', async () => {
    const base = { projectId: P, projectName: 'Wind farm', ref: 'x' };
    const rows: UpcomingReminder[] = [
      {
        ...base,
        kind: 'obligation',
        title: 'Missed report',
        dueOn: '2099-05-30',
        daysLeft: -2,
        nextReminderOn: null,
        nextReminderOffset: null,
      },
      {
        ...base,
        kind: 'milestone',
        title: 'Grid connection',
        dueOn: '2099-06-20',
        daysLeft: 19,
        nextReminderOn: '2099-06-13',
        nextReminderOffset: 7,
      },
    ];
    serve((_m, path) => (path === '/api/realization/reminders' ? json(rows) : undefined));
    wrap(<RemindersSection />);
    const items = await screen.findAllByTestId('reminder');
    expect(items[0]!.textContent).toContain('2 days overdue');
    expect(items[0]!.textContent).toContain('No reminder left.');
    expect(items[1]!.textContent).toContain('in 19 days');
    expect(items[1]!.textContent).toContain('Next reminder 13 Jun 2099 (7 days before)');
  });
});
