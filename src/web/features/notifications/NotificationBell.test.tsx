import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract/notifications.ts';
import { i18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { NotificationBell } from './NotificationBell.tsx';

/**
 * A keyed notification reads in the reader's language (ADR 0030). Oracle: the Italian catalogue's
 * sentence written out by hand, and the date 2027-03-31 as Italian writes it long ("31 marzo 2027").
 */
beforeAll(async () => {
  await setupI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const shared: Notification = {
  id: '33333333-3333-4333-8333-333333333333',
  type: 'info',
  title: '"Solar farm" was shared with you',
  content: 'Shared by Olivia · read access · until 31 March 2027',
  isRead: false,
  linkUrl: '/projects/p',
  createdAt: '2026-11-25T10:00:00.000Z',
  message: { key: 'grants.shared', params: { project: 'Solar farm', by: 'Olivia', access: 'read', until: '2027-03-31' } },
};
const old: Notification = {
  ...shared,
  id: '44444444-4444-4444-8444-444444444444',
  title: 'An older notice',
  content: 'stored text',
  message: null,
};
const question: Notification = {
  ...shared,
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Question from an investor on "Solar farm"',
  content: 'What is the churn?',
  message: { key: 'dealFlow.questionAsked', params: { project: 'Solar farm' } },
};

function renderBell(list: Notification[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(list), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationBell in the reader language', () => {
  it("words a keyed notification in Italian for an Italian reader; keeps stored text for old rows and a person's words", async () => {
    await i18n.changeLanguage('it');
    await i18n.loadNamespaces(['shell', 'notifications']);
    renderBell([shared, question, old]);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByText('"Solar farm" è stato condiviso con te')).toBeTruthy();
    expect(screen.getByText('Condiviso da Olivia · sola lettura · scade: 31 marzo 2027')).toBeTruthy();
    expect(screen.getByText('Domanda di un investitore su "Solar farm"')).toBeTruthy();
    expect(screen.getByText('What is the churn?')).toBeTruthy();
    expect(screen.getByText('An older notice')).toBeTruthy();
    expect(screen.queryByText('"Solar farm" was shared with you')).toBeNull();
  });

  it('words the same notification in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['shell', 'notifications']);
    renderBell([shared]);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByText('"Solar farm" was shared with you')).toBeTruthy();
    expect(screen.getByText('Shared by Olivia · read access · ends: 31 March 2027')).toBeTruthy();
  });
});
