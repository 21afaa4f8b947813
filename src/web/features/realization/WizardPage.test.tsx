import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { WizardPage } from './WizardPage.tsx';
import { P, json, sampleRoadmap, serve } from './test-server.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WizardPage', () => {
  it('walks the draft by origin; an unticked item is not saved; nothing is sent before the confirmation', async () => {
    const draft = sampleRoadmap().phases.map((p) => ({
      ...p,
      items: p.items.map((i) => ({
        ...i,
        origin: i.id === 'M' ? { kind: 'obligation' as const, ref: 'T1' } : { kind: 'template' as const },
      })),
    }));
    const calls = serve((method, path) => {
      if (path.startsWith(`/api/projects/${P}/roadmap/draft`)) return json({ phases: draft });
      if (path === `/api/projects/${P}/roadmap` && method === 'PUT') return json(sampleRoadmap());
      return undefined;
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/roadmap-wizard?projectId=${P}`]}>
          <Routes>
            <Route path="/roadmap-wizard" element={<WizardPage />} />
            <Route path="/project/:projectId/roadmap" element={<p>roadmap page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByTestId('wizard-step-plan');
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-step-obligations').textContent).toContain('(T1)');
    fireEvent.click(screen.getByTestId('wizard-next'));
    fireEvent.click(screen.getByTestId('wizard-next'));
    const template = screen.getByTestId('wizard-step-template');
    expect(template.querySelectorAll('[data-testid="draft-item"]')).toHaveLength(2);
    fireEvent.click(template.querySelector('input[type="checkbox"]')!);
    fireEvent.click(screen.getByTestId('wizard-next'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('wizard-save'));
    await screen.findByText('roadmap page');
    const put = calls.find((c) => c.method === 'PUT')!.body as { phases: { items: { id: string; dependsOn: unknown[] }[] }[] };
    // A was unticked: B keeps no dependency on it.
    expect(put.phases.flatMap((p) => p.items.map((i) => [i.id, i.dependsOn.length]))).toEqual([
      ['B', 0],
      ['M', 0],
    ]);
  });
});
