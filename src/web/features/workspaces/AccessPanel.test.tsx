import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RELATION_CAPABILITIES } from '../../../domain/access/index.ts';
import type { ProjectAccessDto, ProjectAccessList } from '../../../contract/workspaces.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { AccessPanel } from './AccessPanel.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const P = '11111111-1111-4111-8111-111111111111';
const grantee = (name: string, role: 'investor' | 'consultant') => ({ id: name, username: name, email: `${name}@x.test`, role });
const grant = (id: string, name: string, status: 'active' | 'expired' | 'revoked', extra: Record<string, unknown> = {}) => ({
  id,
  projectId: P,
  grantee: grantee(name, 'investor'),
  access: 'read',
  grantedBy: 'u1',
  expiresAt: null,
  revokedAt: status === 'revoked' ? '2026-01-02T10:00:00.000Z' : null,
  createdAt: '2026-01-01T10:00:00.000Z',
  status,
  ...extra,
});
const LIST: ProjectAccessList = {
  workspace: { id: '22222222-2222-4222-8222-222222222222', name: 'Acme', kind: 'team' },
  members: [{ userId: 'u1', username: 'Olivia', email: 'olivia@x.test', role: 'owner', joinedAt: '2026-01-01T10:00:00.000Z' }],
  grants: [
    grant('g1', 'ivo', 'active'),
    grant('g2', 'eve', 'expired', { expiresAt: '2026-01-05T10:00:00.000Z' }),
    grant('g3', 'bob', 'revoked'),
  ] as ProjectAccessList['grants'],
};

function serve(answer: (method: string, url: string, body: unknown) => Response) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call.method, call.url, call.body);
    }),
  );
  return calls;
}

const access = (level: 'owner' | 'viewer' | 'grant:read'): ProjectAccessDto => ({
  via: level === 'grant:read' ? 'grant' : 'member',
  level: level === 'grant:read' ? 'read' : level,
  capabilities: { ...RELATION_CAPABILITIES[level] },
});

const show = (a: ProjectAccessDto) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccessPanel project={{ id: P, access: a }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('AccessPanel', () => {
  it('lists members and every grant with its status; an owner may revoke only the active one', async () => {
    serve(() => json(LIST));
    show(access('owner'));
    const rows = await screen.findAllByTestId('grant-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['active', 'expired', 'revoked']);
    expect(rows.map((r) => within(r).getByTestId('grant-status').textContent)).toEqual(['Active', 'Expired', 'Revoked']);
    expect(within(rows[0]!).getByRole('button', { name: 'Revoke the access of ivo' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('access-members').textContent).toContain('olivia@x.test');
    expect(screen.getByTestId('grant-form')).toBeTruthy();
  });

  it('a viewer sees who has access but neither grants nor revokes; a grantee sees nothing and asks nothing', async () => {
    const calls = serve(() => json(LIST));
    show(access('viewer'));
    await screen.findAllByTestId('grant-row');
    expect(screen.queryByTestId('grant-form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    cleanup();
    calls.length = 0;
    show(access('grant:read'));
    expect(screen.queryByTestId('access-panel')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shares with an expiry at the end of the chosen local day, and explains a refused e-mail next to the field', async () => {
    const calls = serve((method) =>
      method === 'POST'
        ? json({ code: 'VALIDATION_FAILED', message: 'invalid', details: { fields: [{ path: 'email', code: 'invalid' }] } }, 400)
        : json({ ...LIST, grants: [] }),
    );
    show(access('owner'));
    await screen.findByTestId('no-grants');
    fireEvent.change(screen.getByLabelText('Their e-mail address'), { target: { value: 'someone@x.test' } });
    fireEvent.change(screen.getByLabelText('Access', { selector: 'select' }), { target: { value: 'comment' } });
    fireEvent.change(screen.getByLabelText('Expires on (optional)'), { target: { value: '2099-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share project' }));
    expect(await screen.findByText('No investor or consultant account has this e-mail address.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    // Oracle: 15 March 2099, 23:59:59 in the test's local time zone, written as an ISO instant.
    expect(post.body).toEqual({ email: 'someone@x.test', access: 'comment', expiresAt: new Date(2099, 2, 15, 23, 59, 59).toISOString() });
    expect(screen.getByLabelText('Their e-mail address').getAttribute('aria-invalid')).toBe('true');
  });
});
