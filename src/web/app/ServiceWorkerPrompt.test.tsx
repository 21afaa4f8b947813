import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/i18n.ts';

beforeAll(setupI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A browser whose registration already holds a waiting worker while an older one controls the page. */
function stubWaitingWorker() {
  const registration = { waiting: { postMessage: vi.fn() }, update: vi.fn(async () => undefined), addEventListener: vi.fn() };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register: vi.fn(async () => registration), controller: {}, addEventListener: vi.fn() },
  });
}

describe('the update prompt (seed section 4)', () => {
  it('shows a version that was found waiting before the prompt was mounted', async () => {
    vi.stubEnv('PROD', true);
    stubWaitingWorker();
    const sw = await import('./service-worker.ts');
    sw.registerServiceWorker(); // jsdom's document is complete: registers now
    await vi.waitFor(() => expect(sw.updateWaiting()).toBe(true), { timeout: 10_000 });
    const { LazyServiceWorkerPrompt } = await import('./LazyServiceWorkerPrompt.tsx');
    render(<LazyServiceWorkerPrompt />);
    // The prompt is a lazy chunk: on a loaded runner its first import can take seconds, not the default 1 s.
    expect(await screen.findByText('New version available! Refresh to update?', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows nothing while no new version waits', async () => {
    const { LazyServiceWorkerPrompt } = await import('./LazyServiceWorkerPrompt.tsx');
    const { container } = render(<LazyServiceWorkerPrompt />);
    expect(container.innerHTML).toBe('');
  });
});
