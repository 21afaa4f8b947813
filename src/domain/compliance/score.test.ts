import { describe, expect, it } from 'vitest';
import { frameworkScore, roundedPercent, type ScoredItem } from './score.ts';

// Oracle: the reference's section 1.2 (compliance-frameworks.md), worked by hand below each case.
// Rounding: "round(100 x sum(W x result) / sum(W))" is read as half-up (JavaScript Math.round, what a
// spreadsheet's ROUND does for positive values): 82.5 → 83, 49.5 → 50. Exact: integer arithmetic.

const item = (id: string, weight: number, answer: ScoredItem['answer'], applicable = true): ScoredItem => ({
  id,
  weight,
  applicable,
  answer,
});

describe('framework score (reference 1.2)', () => {
  it('weights: met 1, partial 0.5, not met 0', () => {
    // W 4 met (4), W 3 partial (1.5), W 2 not met (0), W 1 met (1): 6.5 / 10 = 65 % → partial
    const s = frameworkScore([item('A', 4, 'met'), item('B', 3, 'partial'), item('C', 2, 'not_met'), item('D', 1, 'met')]);
    expect(s.score).toBe(65);
    expect(s.status).toBe('partial');
    expect(s.answered).toBe(4);
    expect(s.total).toBe(4);
  });

  it('unanswered counts as not met; not applicable leaves both sums', () => {
    // A W4 met (4), B W4 unanswered (0), C W3 N/A (out): 4 / 8 = 50 % → partial (not < 50)
    const s = frameworkScore([item('A', 4, 'met'), item('B', 4, null), item('C', 3, 'not_applicable')]);
    expect(s.score).toBe(50);
    expect(s.status).toBe('partial');
    expect(s.answered).toBe(2);
    expect(s.total).toBe(3);
    expect(s.gaps).toEqual([{ itemId: 'B', weight: 4, result: 0 }]);
  });

  it('items the scope makes inapplicable are out of score and counts', () => {
    const s = frameworkScore([item('A', 2, 'met'), item('B', 5, null, false)]);
    expect(s).toMatchObject({ score: 100, status: 'compliant', total: 1, answered: 1 });
  });

  it('weight-5 gating: a W5 item not met makes it non-compliant even at a high score', () => {
    // 4×W4 met (16) + W5 not met: 16/21 = 76.19 → 76; W5 not met → non-compliant
    const items = [item('A', 4, 'met'), item('B', 4, 'met'), item('C', 4, 'met'), item('D', 4, 'met'), item('E', 5, 'not_met')];
    expect(frameworkScore(items)).toMatchObject({ score: 76, status: 'non-compliant' });
  });

  it('a W5 item only partial keeps a ≥ 80 score at partial', () => {
    // 10×W4 met (40) + W5 partial (2.5): 42.5/45 = 94.4 → 94; partial (reference: "score >= 80 with a W5 item only partially met")
    const items = [...Array.from({ length: 10 }, (_, i) => item(`A${i}`, 4, 'met')), item('W5', 5, 'partial')];
    expect(frameworkScore(items)).toMatchObject({ score: 94, status: 'partial' });
  });

  it('compliant needs ≥ 80 and every W5 met; < 50 is non-compliant', () => {
    // W5 met (5) + W3 met (3) + W2 not met (0): 8/10 = 80 → compliant
    expect(frameworkScore([item('A', 5, 'met'), item('B', 3, 'met'), item('C', 2, 'not_met')])).toMatchObject({
      score: 80,
      status: 'compliant',
    });
    // W3 met (3) + W4 not met (0): 3/7 = 42.86 → 43 → non-compliant
    expect(frameworkScore([item('A', 3, 'met'), item('B', 4, 'not_met')])).toMatchObject({ score: 43, status: 'non-compliant' });
  });

  it('rounding half-up at the boundaries: 79.5 → 80 (compliant), 49.5 → 50 (partial)', () => {
    // 200 items of weight 1: 158 met + 2 partial = 159 of 200 = 79.5 % → 80 (half up) → compliant (no W5 item)
    const ones = (n: number, kind: ScoredItem['answer']) => Array.from({ length: n }, (_, i) => item(`${kind}${i}`, 1, kind));
    const s = frameworkScore([...ones(158, 'met'), ...ones(2, 'partial'), ...ones(40, 'not_met')]);
    expect(s.score).toBe(80);
    expect(s.status).toBe('compliant');
    // 99 / 200 = 49.5 → 50 → partial, not non-compliant
    const t = frameworkScore([...ones(99, 'met'), ...ones(101, 'not_met')]);
    expect(t.score).toBe(50);
    expect(t.status).toBe('partial');
  });

  it('82.5 rounds to 83 exactly where floating point reads 82.49999…', () => {
    expect(roundedPercent(16.5, 20)).toBe(83);
    expect(roundedPercent(0.825 * 40, 40)).toBe(83);
    // 2/3 = 66.67 → 67; 1/3 = 33.33 → 33
    expect(roundedPercent(2, 3)).toBe(67);
    expect(roundedPercent(1, 3)).toBe(33);
  });

  it('gaps: result < 1, by weight descending then id', () => {
    const s = frameworkScore([
      item('B-2', 3, 'partial'),
      item('A-9', 5, 'not_met'),
      item('A-1', 3, null),
      item('Z', 5, 'met'),
      item('C', 1, 'not_met'),
    ]);
    expect(s.gaps.map((g) => g.itemId)).toEqual(['A-9', 'A-1', 'B-2', 'C']);
  });

  it('nothing counting: score and status null', () => {
    expect(frameworkScore([item('A', 3, 'not_applicable')])).toMatchObject({ score: null, status: null, answered: 1, total: 1 });
    expect(frameworkScore([])).toMatchObject({ score: null, status: null, total: 0 });
  });

  it('not assessed: nothing answered gives no score and no status (issue 27), not "non-compliant 0"', () => {
    // Oracle: hand — 3 applicable items, none answered: answered 0 of 3, no verdict; one answer brings the rule back.
    const none = frameworkScore([item('A', 5, null), item('B', 3, null), item('C', 1, null)]);
    expect(none.score).toBeNull();
    expect(none.status).toBeNull();
    expect(none.answered).toBe(0);
    expect(none.total).toBe(3);
    const one = frameworkScore([item('A', 5, null), item('B', 3, 'met'), item('C', 1, null)]);
    // 3 / 9 = 33.3 % → 33, non-compliant (< 50; and the W5 item unanswered counts as not met)
    expect(one.score).toBe(33);
    expect(one.status).toBe('non-compliant');
  });
});
