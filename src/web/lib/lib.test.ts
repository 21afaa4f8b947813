import { describe, expect, it } from 'vitest';
import { ApiRequestError, throwIfNotOk } from './api.ts';
import { detectLanguage } from './language.ts';
import { CACHE_TIERS, createQueryClient, retryDelay } from './query-client.ts';

describe('language detection from the browser (no third-party call)', () => {
  it('takes the first supported preference', () => {
    expect(detectLanguage(['de-DE', 'it-IT', 'en'])).toBe('it');
    expect(detectLanguage(['en-GB', 'it'])).toBe('en');
    expect(detectLanguage(['fr-FR'])).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
});

describe('query client (seed section 9)', () => {
  it('uses the cache tiers in minutes', () => {
    expect(CACHE_TIERS.static).toEqual({ staleTime: 30 * 60_000, gcTime: 60 * 60_000 });
    expect(CACHE_TIERS.realtime).toEqual({ staleTime: 60_000, gcTime: 5 * 60_000 });
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });
  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});

describe('API errors (seed section 8)', () => {
  it('read "status: text" and keep the server code', async () => {
    const res = new Response(JSON.stringify({ code: 'EMAIL_TAKEN', message: 'Taken.' }), { status: 409 });
    const error = await throwIfNotOk(res).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('409: Taken.');
    expect((error as ApiRequestError).code).toBe('EMAIL_TAKEN');
  });
  it('fall back to the status text when the body is empty', async () => {
    const error = await throwIfNotOk(new Response('', { status: 502, statusText: 'Bad Gateway' })).catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
  });
});

describe('one display rule for every CR score (docs/methodology/cr-score.md, Display)', () => {
  it('shows exactly one decimal in the interface language, the precision the methodology rounds the total to', async () => {
    const { formatScore } = await import('./format.ts');
    // Hand-written oracles: a one-decimal total keeps its tenth, a whole total gains ".0", Italian uses a comma.
    expect(formatScore('en', 15.2)).toBe('15.2');
    expect(formatScore('en', 44)).toBe('44.0');
    expect(formatScore('it', 15.2)).toBe('15,2');
    expect(formatScore('it', 100)).toBe('100,0');
    // An average of scores (the dashboard's) rounds half away from zero to one decimal: (15.2 + 44.3) / 2 = 29.75 → 29.8.
    expect(formatScore('en', (15.2 + 44.3) / 2)).toBe('29.8');
  });
});
