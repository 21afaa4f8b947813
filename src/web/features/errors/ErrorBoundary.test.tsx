import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../test/i18n.ts';
import { ERROR_RETRY_DELAY_MS, ErrorBoundary } from './ErrorBoundary.tsx';

let failWith: Error | null = null;
function Child() {
  if (failWith) throw failWith;
  return <p>content</p>;
}

beforeAll(setupI18n);
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"id":"1"}', { status: 202 })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ErrorBoundary (seed sections 2, 4, 8)', () => {
  it('shows the error screen, reports the error, and resets a transient one after 5 s', async () => {
    failWith = new Error('Failed to fetch dynamically imported module');
    render(
      <ErrorBoundary onHome={() => undefined}>
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/errors');
    const body = JSON.parse(String((init as RequestInit).body));
    expect(body).toMatchObject({
      message: 'Failed to fetch dynamically imported module',
      errorCount: 1,
      viewport: { width: expect.any(Number) },
    });
    failWith = null;
    await act(async () => {
      vi.advanceTimersByTime(ERROR_RETRY_DELAY_MS);
    });
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('does not retry an error that does not look transient, and falls back to the generic message', () => {
    failWith = new Error('');
    render(
      <ErrorBoundary onHome={() => undefined}>
        <Child />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred while loading the application')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('error-screen')).toBeTruthy();
  });

  it('stops retrying at the third error; Return to Home resets and calls onHome', () => {
    failWith = new Error('network timeout');
    const onHome = vi.fn();
    render(
      <ErrorBoundary onHome={onHome}>
        <Child />
      </ErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(ERROR_RETRY_DELAY_MS));
    act(() => vi.advanceTimersByTime(ERROR_RETRY_DELAY_MS));
    // Third failure: no more automatic retries.
    expect(screen.queryByText(/Trying again/)).toBeNull();
    const counts = vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).errorCount);
    expect(counts).toEqual([1, 2, 3]);
    failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(onHome).toHaveBeenCalled();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
