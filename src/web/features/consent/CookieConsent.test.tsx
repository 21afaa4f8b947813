import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/i18n.ts';
import { CONSENT_BANNER_DELAY_MS, CookieConsent } from './CookieConsent.tsx';

beforeAll(setupI18n);
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 201 })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const show = (signedIn = false) =>
  render(
    <MemoryRouter>
      <CookieConsent signedIn={signedIn} />
    </MemoryRouter>,
  );

describe('CookieConsent (seed sections 4, 5, 9)', () => {
  it('appears 1 s after load when nothing is saved', () => {
    show();
    act(() => vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS - 1));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });

  it('Manage shows the necessary switch fixed on; Save Preferences stores the choice with its date', async () => {
    show(true);
    act(() => vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Functional' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' })));
    const saved = JSON.parse(localStorage.getItem('cookie-consent') ?? '{}');
    expect(saved).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: true });
    expect(Date.parse(saved.consentDate)).not.toBeNaN();
    const body = JSON.parse(String((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).body));
    expect(body).toEqual({
      necessary_cookies: true,
      analytics_cookies: false,
      marketing_cookies: false,
      functional_cookies: true,
      policyVersion: '2025-01',
    });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('logs and ignores a saved value it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cookie-consent', '{"analytics":"yes"}');
    show();
    act(() => vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS));
    expect(warn).toHaveBeenCalled();
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });

  it('stays away when a valid choice is saved', () => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false, consentDate: '2025-01-01T00:00:00Z' }),
    );
    show();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });
});
