import { describe, expect, it } from 'vitest';
import { SHARED_LABELS, decimal, formatScore as domainScore, money, percent } from '../../../domain/reports/index.ts';
import { formatScore } from '../../lib/format.ts';
import { decimal as webDecimal, money as webMoney, percent as webPercent } from '../evaluation/display.ts';
import enScore from '../../locales/en/score.json';
import itScore from '../../locales/it/score.json';
import enEvaluation from '../../locales/en/evaluation.json';
import itEvaluation from '../../locales/it/evaluation.json';

/**
 * The sealed PDF formats and names figures with the domain's copy of the screens' rules
 * (src/domain/reports); the oracle here is the screens' own code and locale files: any drift fails.
 */
describe('reports share the screens’ formatting and words', () => {
  const values = [0, 1, -1, 0.1234, -0.0004, 1_784_598.49, -1_784_598.5, 44, 15.25, 99.95];
  it('formats money, percentages, decimals and CR scores exactly as the Results and Score screens', () => {
    for (const lng of ['en', 'it']) {
      for (const v of values) {
        expect(money(lng, v, 'EUR')).toBe(webMoney(lng, v, 'EUR'));
        expect(percent(lng, v)).toBe(webPercent(lng, v));
        expect(decimal(lng, v, 1)).toBe(webDecimal(lng, v, 1));
        expect(domainScore(lng, v)).toBe(formatScore(lng, v));
      }
    }
  });

  it('names tiers, pillars, sub-factors, evidence and drivers as the locale files do', () => {
    for (const [lng, score, evaluation] of [
      ['en', enScore, enEvaluation],
      ['it', itScore, itEvaluation],
    ] as const) {
      const shared = SHARED_LABELS[lng];
      expect(shared.tier).toEqual(score.tier);
      expect(shared.pillar).toEqual(score.pillar);
      expect(shared.subFactor).toEqual(score.subFactor);
      expect(shared.evidence).toEqual(score.evidence);
      expect(shared.status).toEqual(score.status);
      expect(shared.confidenceLevel).toEqual(score.confidenceLevel);
      expect(shared.drivers).toEqual(
        Object.fromEntries(Object.entries(evaluation.drivers).map(([k, d]) => [k, (d as { label: string }).label])),
      );
    }
  });
});
