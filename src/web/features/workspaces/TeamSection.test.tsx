import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient, USER_QUERY_KEY } from '../../lib/query-client.ts';
import { TierProvider } from '../../lib/tier.tsx';
import type { User } from '../../../contract/auth.ts';
import { setupI18n } from '../../test/i18n.ts';
import { TeamSection } from './TeamSection.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const W = '22222222-2222-4222-8222-222222222222';
const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const member = (userId: string, username: string, role: string) => ({
  userId,
  username,
  email: `${userId}@x.test`,
  role,
  joinedAt: '2026-01-01T10:00:00.000Z',
});

function serve(members: ReturnType<typeof member>[], createAnswer?: Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/workspaces') return createAnswer ?? json({}, 500);
      if (method === 'PATCH') return json({ ...member('x', 'x', 'editor') });
      if (url === '/api/workspaces')
        return json([
          { id: 'p', name: 'Personal', kind: 'personal', role: 'owner' },
          { id: W, name: 'Acme', kind: 'team', role: 'owner' },
        ]);
      if (url.endsWith('/members')) return json(members);
      if (url.endsWith('/invitations')) return json([]);
      return json({ code: 'NOT_FOUND', message: 'not found' }, 404);
    }),
  );
  return calls;
}

function show() {
  const client = createQueryClient();
  const user = { id: 'me', email: 'me@x.test', username: 'Me', role: 'proponent', subscriptionTier: 'enterprise' } as User;
  client.setQueryData(USER_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <TierProvider user={user}>
        <MemoryRouter>
          <TeamSection />
        </MemoryRouter>
      </TierProvider>
    </QueryClientProvider>,
  );
}

describe('TeamSection', () => {
  it('the only owner is told why they cannot leave instead of being offered the button', async () => {
    serve([member('me', 'Me', 'owner'), member('bo', 'Bo', 'editor')]);
    show();
    expect(await screen.findByTestId('last-owner-note')).toBeTruthy();
    expect(screen.queryByTestId('leave-workspace')).toBeNull();
  });

  it('transferring ownership makes the other person owner first, then the caller editor', async () => {
    const calls = serve([member('me', 'Me', 'owner'), member('bo', 'Bo', 'editor')]);
    show();
    const row = (await screen.findAllByTestId('member-row')).find((r) => r.dataset.email === 'bo@x.test')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Transfer ownership to Bo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      [`/api/workspaces/${W}/members/bo`, { role: 'owner' }],
      [`/api/workspaces/${W}/members/me`, { role: 'editor' }],
    ]);
  });

  it('a refusal for the plan is translated, with the way to upgrade', async () => {
    serve([member('me', 'Me', 'owner')], json({ code: 'PLAN_REQUIRED', message: 'This needs the Enterprise plan.' }, 403));
    show();
    fireEvent.change(await screen.findByLabelText('Workspace name'), { target: { value: 'New team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    const error = await screen.findByTestId('create-team-error');
    expect(error.textContent).toContain('Team workspaces need the Enterprise plan. Upgrade to create one.');
    expect(within(error).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing?returnTo=%2F');
  });
});
