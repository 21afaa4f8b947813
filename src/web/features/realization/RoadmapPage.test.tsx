import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RELATION_CAPABILITIES } from '../../../domain/access/index.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { RoadmapPage } from './RoadmapPage.tsx';
import { P, json, sampleRoadmap, serve } from './test-server.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = (level: 'owner' | 'grant:read') => ({
  id: P,
  title: 'Solar plant',
  access: {
    via: level === 'owner' ? 'member' : 'grant',
    level: level === 'owner' ? 'owner' : 'read',
    capabilities: { ...RELATION_CAPABILITIES[level] },
  },
  readOnlyReason: null,
});

function show() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/project/${P}/roadmap`]}>
        <Routes>
          <Route path="/project/:projectId/roadmap" element={<RoadmapPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RoadmapPage', () => {
  it('an editor moves a bar with the keyboard; its dependant follows; the save sends both with the revision', async () => {
    const calls = serve((method, path, body) => {
      if (path === `/api/projects/${P}`) return json(project('owner'));
      if (path === `/api/projects/${P}/roadmap` && method === 'GET') return json(sampleRoadmap());
      if (path === `/api/projects/${P}/roadmap` && method === 'PUT') return json({ ...sampleRoadmap(), ...(body as object), revision: 4 });
      if (path.endsWith('/compliance/assignees')) return json([{ id: 'u1', name: 'Olivia' }]);
      return undefined;
    });
    show();
    const bars = await screen.findAllByTestId('gantt-bar');
    expect(bars.filter((b) => b.dataset.critical === 'true').map((b) => b.dataset.item)).toEqual(['A', 'B']);
    expect(screen.getByTestId('realization-status').dataset.status).toBe('at_risk');
    const a = bars.find((b) => b.dataset.item === 'A')!;
    fireEvent.keyDown(a, { key: 'ArrowRight' });
    fireEvent.keyDown(
      screen.getAllByTestId('gantt-bar').find((b) => b.dataset.item === 'A')!,
      { key: 'ArrowRight', shiftKey: true },
    );
    fireEvent.click(screen.getByTestId('roadmap-save'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      revision: number;
      phases: { items: { id: string; start: string; end: string }[] }[];
    };
    expect(put.revision).toBe(3);
    // Hand-computed: A moved a day (2–11 Mar) then its end one more (12 Mar); B may start 12 + 1 + 2 = 15 Mar, 3 days → 17 Mar.
    expect(put.phases[0]!.items.map((i) => `${i.id} ${i.start}..${i.end}`)).toEqual([
      'A 2026-03-02..2026-03-12',
      'B 2026-03-15..2026-03-17',
    ]);
  });

  it('a reader sees the roadmap without the save bar or the progress buttons', async () => {
    serve((method, path) => {
      if (path === `/api/projects/${P}`) return json(project('grant:read'));
      if (path === `/api/projects/${P}/roadmap`) return json(sampleRoadmap());
      return undefined;
    });
    show();
    await screen.findAllByTestId('gantt-bar');
    expect(screen.queryByTestId('roadmap-savebar')).toBeNull();
    fireEvent.mouseDown(screen.getByTestId('tab-list'));
    fireEvent.click(screen.getByTestId('tab-list'));
    expect(await screen.findByTestId('roadmap-list')).toBeTruthy();
    expect(screen.queryByTestId('progress-open')).toBeNull();
  });

  it('"done" without evidence: the form warns, and the server\'s own message is shown when it refuses', async () => {
    serve((method, path) => {
      if (path === `/api/projects/${P}`) return json(project('owner'));
      if (path === `/api/projects/${P}/roadmap`) return json(sampleRoadmap());
      if (path === `/api/projects/${P}/documents`) return json([]);
      if (path.endsWith('/progress')) return json({ code: 'VALIDATION_FAILED', message: 'Il finanziatore richiede un’evidenza.' }, 422);
      if (path.endsWith('/compliance/assignees')) return json([]);
      return undefined;
    });
    show();
    fireEvent.keyDown(
      (await screen.findAllByTestId('gantt-bar')).find((b) => b.dataset.item === 'M')!,
      { key: 'Enter' },
    );
    const dialog = await screen.findByTestId('progress-dialog');
    fireEvent.change(within(dialog).getByTestId('progress-status'), { target: { value: 'done' } });
    expect(within(dialog).getByTestId('progress-needs-evidence')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('progress-save'));
    expect((await within(dialog).findByTestId('progress-error')).textContent).toBe('Il finanziatore richiede un’evidenza.');
  });

  it('the budget tab shows the server forecast and each item planned against actual', async () => {
    serve((method, path) => {
      if (path === `/api/projects/${P}`) return json(project('grant:read'));
      if (path === `/api/projects/${P}/roadmap`) return json(sampleRoadmap());
      return undefined;
    });
    show();
    await screen.findAllByTestId('gantt-bar');
    fireEvent.mouseDown(screen.getByTestId('tab-budget'));
    fireEvent.click(screen.getByTestId('tab-budget'));
    // Oracle: the fixture's cents / 100 in en-GB currency format.
    expect((await screen.findByTestId('forecast-eac')).textContent).toMatch(/1,600/);
    expect(screen.getByTestId('budget-panel').textContent).toMatch(/€100/);
  });
});
