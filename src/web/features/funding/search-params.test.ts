import { describe, expect, it } from 'vitest';
import { hasFilters, parseSearchState, searchStateToParams, toApiQuery } from './search-params.ts';

describe('/funding URL state', () => {
  it('keeps known filters, drops unknown values, and round-trips', () => {
    const s = parseSearchState(
      new URLSearchParams('q=startup&status=closing&aidForm=bogus&region=itc4&minAmount=1000&deadlineBefore=2026-13&page=3'),
    );
    expect(s).toMatchObject({
      q: 'startup',
      status: 'closing',
      aidForm: '',
      region: 'ITC4',
      minAmount: '1000',
      deadlineBefore: '',
      page: 3,
    });
    expect(parseSearchState(searchStateToParams(s))).toEqual(s);
    expect(hasFilters(s)).toBe(true);
    expect(hasFilters(parseSearchState(new URLSearchParams('sort=amount')))).toBe(false);
  });
  it('asks the API for one page of 20 (page 3 → offset 40)', () => {
    const q = new URLSearchParams(toApiQuery(parseSearchState(new URLSearchParams('q=x&page=3'))));
    expect(Object.fromEntries(q)).toEqual({ q: 'x', limit: '20', offset: '40' });
  });
  it('asks the server to rank by match only with a chosen project (it ranks the whole catalogue, then pages)', () => {
    const ranked = new URLSearchParams(
      toApiQuery(parseSearchState(new URLSearchParams('sort=match&project=11111111-1111-4111-8111-111111111111&page=2'))),
    );
    expect([ranked.get('sort'), ranked.get('project'), ranked.get('offset')]).toEqual([
      'match',
      '11111111-1111-4111-8111-111111111111',
      '20',
    ]);
    const plain = new URLSearchParams(toApiQuery(parseSearchState(new URLSearchParams('sort=match'))));
    expect([plain.get('sort'), plain.get('project')]).toEqual([null, null]);
  });
});
