import { act, cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth.ts';
import { setupI18n } from '../test/i18n.ts';
import { LanguageProvider } from './language-context.tsx';
import { createQueryClient, USER_QUERY_KEY } from './query-client.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (over: Partial<User> = {}): User =>
  ({
    id: 'u1',
    email: 'ada@example.com',
    username: 'Ada',
    avatar: null,
    role: 'proponent',
    subscriptionTier: 'free',
    emailVerified: true,
    effectiveTier: 'free',
    tierView: null,
    language: null,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    ...over,
  }) as User;

/** The PATCHes of the account's language the provider sends (the oracle: the API call itself). */
function patches() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH' && String(url).endsWith('/api/account/profile')) sent.push(JSON.parse(String(init.body)));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

describe('an account that never chose a language takes the one in use', () => {
  it('when it is already signed in as the app starts', async () => {
    const sent = patches();
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, user());
    render(
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <p>x</p>
        </LanguageProvider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(sent).toEqual([{ language: 'en' }]));
    expect(client.getQueryData<User>(USER_QUERY_KEY)?.language).toBe('en');
  });

  it('when it signs in after the app started signed out, and only once', async () => {
    const sent = patches();
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, null);
    render(
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <p>x</p>
        </LanguageProvider>
      </QueryClientProvider>,
    );
    act(() => void client.setQueryData(USER_QUERY_KEY, user()));
    await vi.waitFor(() => expect(sent).toEqual([{ language: 'en' }]));
    act(() => void client.setQueryData(USER_QUERY_KEY, user({ language: 'en' })));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(1);
  });

  it('an account that chose keeps its choice: nothing is sent', async () => {
    const sent = patches();
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, user({ language: 'en' }));
    render(
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <p>x</p>
        </LanguageProvider>
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
  });
});
