import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { LoginPage } from './LoginPage.tsx';

beforeAll(async () => {
  await setupI18n();
  await i18n.loadNamespaces('auth');
});
afterEach(cleanup);

const at = (url: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The server's unlock route (src/server/modules/auth/unlock-routes.ts) redirects to /login?unlocked=1|0 (ADR 0048).
describe('the sign-in page after an e-mailed unlock link', () => {
  it('says the account is unlocked on ?unlocked=1', () => {
    at('/login?unlocked=1');
    expect(screen.getByRole('status').textContent).toBe('Your account is unlocked. You can sign in again now.');
  });

  it('says a spent link is no longer valid on ?unlocked=0', () => {
    at('/login?unlocked=0');
    expect(screen.getByRole('alert').textContent).toContain('This unlock link is no longer valid.');
  });

  it('says nothing of unlocking on a plain sign-in', () => {
    at('/login');
    expect(screen.queryByTestId('form-success')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
