import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setupI18n } from '../test/i18n.ts';
import { RegisterForm } from './register-form.tsx';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('auth');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** Answers POST /api/auth/register with `answer` and GET /api/auth/user with `me` (the session check after it). */
function serve(answer: () => Response, me: () => Response = () => json({ id: 'u1' })) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/auth/user')) return me();
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return bodies;
}
const show = (props: Partial<Parameters<typeof RegisterForm>[0]> = {}) => {
  const onRegistered = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RegisterForm
          idPrefix="account"
          ariaLabel="Create your account"
          submitLabel="Create account and continue"
          onRegistered={onRegistered}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onRegistered;
};
const fill = () => {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'bianca@example.com' } });
  fireEvent.change(screen.getByLabelText('Name shown to others'), { target: { value: 'Bianca' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'a sound passphrase' } });
};

describe('the shared registration form', () => {
  it('checks before the round trip and focuses the first field wrong', () => {
    const bodies = serve(() => json({}));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(bodies).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });

  it('without the role choice (the checkout), registers a proponent and hands over', async () => {
    const bodies = serve(() => json({ user: { id: 'u1' }, session: {} }, 201));
    const onRegistered = show();
    expect(screen.queryByRole('radio')).toBeNull();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'bianca@example.com', username: 'Bianca', password: 'a sound passphrase', role: 'proponent' }]);
  });

  it('an address that already has an account: the same 201 without a session asks to check the e-mail, and hands over nothing', async () => {
    serve(
      () => json({ user: { id: 'decoy' }, session: {} }, 201),
      () => json({ code: 'UNAUTHENTICATED', message: 'no session' }, 401),
    );
    const onRegistered = show({ roleChoice: true });
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText(/Check your e-mail: we have sent a message to this address/)).toBeTruthy();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
