import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { setupI18n } from '../../test/i18n.ts';
import { CalendarSection } from './CalendarSection.tsx';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('CalendarSection', () => {
  it('creates a feed, shows its absolute URL, rotates it to a new one and revokes it', async () => {
    let feed: { url: string; createdAt: string } | null = null;
    let n = 0;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push(method);
        if (method === 'POST') feed = { url: `/api/calendar/token${++n}.ics`, createdAt: '2026-11-28T10:00:00.000Z' };
        if (method === 'DELETE') {
          feed = null;
          return json({ ok: true });
        }
        return json({ feed }, method === 'POST' ? 201 : 200);
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CalendarSection />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('calendar-create'));
    const url = (await screen.findByLabelText('Feed URL')) as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}/api/calendar/token1.ics`);
    fireEvent.click(screen.getByTestId('calendar-rotate'));
    await vi.waitFor(() => expect((screen.getByLabelText('Feed URL') as HTMLInputElement).value).toMatch(/token2\.ics$/));
    fireEvent.click(screen.getByTestId('calendar-revoke'));
    expect(await screen.findByTestId('calendar-create')).toBeTruthy();
    expect(calls).toEqual(['GET', 'POST', 'POST', 'DELETE']);
  });

  it('an existing feed read later has no URL (stored hashed): it says so and offers rotate, not copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ feed: { url: '', createdAt: '2026-11-28T10:00:00.000Z' } })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CalendarSection />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('calendar-hidden')).toBeTruthy();
    expect(screen.queryByTestId('calendar-copy')).toBeNull();
    expect(screen.getByTestId('calendar-rotate')).toBeTruthy();
  });
});
