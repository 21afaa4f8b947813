import { describe, expect, it } from 'vitest';
import { CONFIDENCE_BANDS, confidenceBand, evaluate, proposalsFor } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import dev from '../../../tests/fixtures/documents/sentences/dev.json' with { type: 'json' };
import real30 from '../../../tests/fixtures/documents/sentences/dev-real30.json' with { type: 'json' };

// Oracle: the bands partition the proposals, so their counts add up to the whole set's (an identity, not a reading); and a text
// whose truths are the reader's own proposals is read with every band's precision 1.
describe("precision by the reader's confidence (issue 28, ADR 0076)", () => {
  it('the bands split at 0.95 and 0.85', () => {
    expect([1, 0.95, 0.9, 0.85, 0.8, 0.5].map(confidenceBand)).toEqual(['certain', 'certain', 'likely', 'likely', 'unsure', 'unsure']);
  });

  it.each([
    ['dev', dev],
    ['dev-real30', real30],
  ])('on %s the bands hold every proposal and every match once', (_, set) => {
    const { all, byConfidence } = evaluate(set.texts as unknown as EvalText[]);
    const sum = (k: 'proposed' | 'matched') => CONFIDENCE_BANDS.reduce((n, b) => n + byConfidence[b][k], 0);
    expect(sum('proposed')).toBe(all.proposed);
    expect(sum('matched')).toBe(all.matched);
    expect(CONFIDENCE_BANDS.every((b) => byConfidence[b].truths === 0)).toBe(true);
  });

  it('a text whose truths are its own proposals is right in every band', () => {
    const text: EvalText = {
      id: 'written',
      lang: 'it',
      date: null,
      text: 'Nel 2019 Ferlano ha registrato ricavi per 120,5 milioni di euro (110 milioni nel 2018) e un Ebitda di 20 milioni.',
      figures: [],
    };
    const own = proposalsFor(text).map((f) => ({ key: f.key, value: f.value, currency: f.currency, period: null, page: 1 }));
    expect(own.length).toBeGreaterThan(1);
    const { byConfidence } = evaluate([{ ...text, figures: own }]);
    for (const b of CONFIDENCE_BANDS) expect(byConfidence[b].matched).toBe(byConfidence[b].proposed);
  });
});

// Oracle: the README's matching rule (a range matches on both ends); a range and a point that share their lower end are two proposals.
describe('a range and a point with the same lower end are two proposals (forty-second pass)', () => {
  it('"ricavi superiori a 3,4 miliardi … previsione compresa tra 3,4 e 3,6 miliardi": both are proposed, both match', () => {
    const text: EvalText = {
      id: 'written-range',
      lang: 'it',
      date: '2020-08-03',
      text: 'Ferlano per il 2020 si attende ricavi superiori a 2,4 miliardi di euro rispetto alla passata previsione compresa tra 2,4 e 2,6 miliardi.',
      figures: [
        { key: 'revenue', value: 2_400_000_000, currency: 'EUR', period: '2020', page: 1 },
        { key: 'revenue', value: 2_400_000_000, high: 2_600_000_000, currency: 'EUR', period: '2020', page: 1 },
      ],
    };
    expect(proposalsFor(text).map((f) => [f.value, f.marks.high])).toEqual([
      [2_400_000_000, undefined],
      [2_400_000_000, 2_600_000_000],
    ]);
    expect(evaluate([text]).all.matched).toBe(2);
  });
});
