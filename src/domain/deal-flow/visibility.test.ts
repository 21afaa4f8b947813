import { describe, expect, it } from 'vitest';
import { cardView, showcaseCardFacts } from './visibility.ts';

describe('deal card visibility (ADR 0029)', () => {
  it('is full with access, showcase only when followed and published, hidden otherwise (the truth table, all 8 rows)', () => {
    const rows: Array<[boolean, boolean, boolean, string]> = [
      [true, true, true, 'full'],
      [true, true, false, 'full'],
      [true, false, true, 'full'],
      [true, false, false, 'full'],
      [false, true, true, 'showcase'],
      [false, true, false, 'hidden'],
      [false, false, true, 'hidden'],
      [false, false, false, 'hidden'],
    ];
    for (const [canViewProject, followed, published, want] of rows)
      expect(cardView({ canViewProject, followed, published }), `${canViewProject},${followed},${published}`).toBe(want);
  });

  it('shows a published fact only when its field was chosen', () => {
    const base = { industry: '35.11', country: 'IT', fundingSought: 400_000, score: 71.5 };
    expect(showcaseCardFacts({ ...base, fields: [] })).toEqual({ industry: null, region: null, ticket: null, crScore: null });
    expect(showcaseCardFacts({ ...base, fields: ['industry', 'score'] })).toEqual({
      industry: '35.11',
      region: null,
      ticket: null,
      crScore: 71.5,
    });
    expect(showcaseCardFacts({ ...base, fields: ['country', 'fundingSought', 'description'] })).toEqual({
      industry: null,
      region: 'IT',
      ticket: 400_000,
      crScore: null,
    });
  });
});
