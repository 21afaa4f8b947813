import { describe, expect, it } from 'vitest';
import { evaluate, periodsRightRate, precision, proposalsFor, recall } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import heldout from '../../../tests/fixtures/documents/sentences/heldout.json' with { type: 'json' };

// Oracle: the held-out set of real texts written by other hands (tests/fixtures/documents/sentences/
// heldout.json), each stated figure annotated by hand with its key, value, period and marks before
// any sentence rule was written; it was never used to write rules. A proposal matches a truth of
// the same key within 0.5 % of its value (README.md there).
//
// Issue 28's goals are recall ≥ 0.8, precision ≥ 0.95 and periods right on ≥ 90 % of the recalled
// figures. Recall meets its goal. Precision and periods do NOT yet: the floors below are the levels
// the reader reached (held-out: recall 0.939, precision 0.933, periods right 0.649, unchanged by the
// second pass of 2026-11-28), so the test fails on any regression; raise them to the goals when reached.
const GOAL_RECALL = 0.8;
const FLOOR_PRECISION = 0.93; // goal 0.95, not reached
const FLOOR_PERIODS = 0.64; // goal 0.90, not reached

describe('the sentence reader on the held-out set of real texts', () => {
  const texts = heldout.texts as unknown as EvalText[];

  it('holds at least 150 stated figures in Italian and English, roughly balanced', () => {
    const by = (lang: string) => texts.filter((t) => t.lang === lang).reduce((n, t) => n + t.figures.length, 0);
    expect(by('it') + by('en')).toBeGreaterThanOrEqual(150);
    expect(Math.min(by('it'), by('en')) / Math.max(by('it'), by('en'))).toBeGreaterThan(0.8);
  });

  it(`recall ≥ ${GOAL_RECALL} (goal), precision ≥ ${FLOOR_PRECISION} and periods right ≥ ${FLOOR_PERIODS} (floors reached, under the goals)`, () => {
    const { all } = evaluate(texts);
    expect(recall(all)).toBeGreaterThanOrEqual(GOAL_RECALL);
    expect(precision(all)).toBeGreaterThanOrEqual(FLOOR_PRECISION);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(FLOOR_PERIODS);
  });

  it('quotes every proposal from the text it cites', () => {
    for (const t of texts) for (const f of proposalsFor(t)) expect(t.text.includes(f.quote), `${t.id}: ${f.quote}`).toBe(true);
  });
});
