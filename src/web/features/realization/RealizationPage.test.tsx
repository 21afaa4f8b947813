import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealizationRow } from '../../../contract/realization.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { RealizationPage } from './RealizationPage.tsx';
import { json, serve } from './test-server.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (n: number, name: string, patch: Partial<RealizationRow>): RealizationRow => ({
  projectId: `00000000-0000-4000-8000-00000000000${n}`,
  projectName: name,
  status: 'on_track',
  statusReason: '',
  statusDetail: { code: 'on_track', items: [], dueSoon: [] },
  nextMilestone: null,
  budgetCents: 0,
  actualCents: 0,
  burn: null,
  overdueObligations: 0,
  currency: 'EUR',
  ...patch,
});

describe('RealizationPage', () => {
  it('lists the server rows worst first, with reason and burn; the status filter narrows them', async () => {
    serve((_m, path) =>
      path === '/api/realization'
        ? json([
            row(1, 'Wind farm', { status: 'on_track', budgetCents: 200000, actualCents: 50000, burn: 0.25 }),
            row(2, 'Solar plant', {
              status: 'late',
              statusReason: 'Past its end and not done: Grid connection',
              statusDetail: { code: 'overdue', items: ['Grid connection'], dueSoon: [] },
              overdueObligations: 1,
            }),
          ])
        : undefined,
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <RealizationPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('realization-row');
    expect(rows.map((r) => r.querySelector('th')!.textContent)).toEqual(['Solar plant', 'Wind farm']);
    // The reason is worded on the screen from the server's code and items (the English sentence is for API clients).
    expect(rows[0]!.textContent).toContain('Past its end and not done: Grid connection');
    // Oracle: 50,000 / 200,000 cents = 25 %.
    expect(rows[1]!.textContent).toContain('25%');
    fireEvent.change(screen.getByTestId('rl-status'), { target: { value: 'on_track' } });
    expect(screen.getAllByTestId('realization-row').map((r) => r.querySelector('th')!.textContent)).toEqual(['Wind farm']);
  });
});
