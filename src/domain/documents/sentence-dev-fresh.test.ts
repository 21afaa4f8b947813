import { describe, expect, it } from 'vitest';
import { evaluate, periodsRightRate, precision, recall } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import real24 from '../../../tests/fixtures/documents/sentences/dev-real24.json' with { type: 'json' };
import real25 from '../../../tests/fixtures/documents/sentences/dev-real25.json' with { type: 'json' };
import real26 from '../../../tests/fixtures/documents/sentences/dev-real26.json' with { type: 'json' };
import real27 from '../../../tests/fixtures/documents/sentences/dev-real27.json' with { type: 'json' };
import real28 from '../../../tests/fixtures/documents/sentences/dev-real28.json' with { type: 'json' };
import real29 from '../../../tests/fixtures/documents/sentences/dev-real29.json' with { type: 'json' };
import real30 from '../../../tests/fixtures/documents/sentences/dev-real30.json' with { type: 'json' };
import real31 from '../../../tests/fixtures/documents/sentences/dev-real31.json' with { type: 'json' };
import real32 from '../../../tests/fixtures/documents/sentences/dev-real32.json' with { type: 'json' };
import real33 from '../../../tests/fixtures/documents/sentences/dev-real33.json' with { type: 'json' };
import real34 from '../../../tests/fixtures/documents/sentences/dev-real34.json' with { type: 'json' };
import real35 from '../../../tests/fixtures/documents/sentences/dev-real35.json' with { type: 'json' };
import real36 from '../../../tests/fixtures/documents/sentences/dev-real36.json' with { type: 'json' };
import real37 from '../../../tests/fixtures/documents/sentences/dev-real37.json' with { type: 'json' };
import real38 from '../../../tests/fixtures/documents/sentences/dev-real38.json' with { type: 'json' };
import real39 from '../../../tests/fixtures/documents/sentences/dev-real39.json' with { type: 'json' };
import real40 from '../../../tests/fixtures/documents/sentences/dev-real40.json' with { type: 'json' };
import real41 from '../../../tests/fixtures/documents/sentences/dev-real41.json' with { type: 'json' };
import real42 from '../../../tests/fixtures/documents/sentences/dev-real42.json' with { type: 'json' };
import real43 from '../../../tests/fixtures/documents/sentences/dev-real43.json' with { type: 'json' };
import real44 from '../../../tests/fixtures/documents/sentences/dev-real44.json' with { type: 'json' };
import real45 from '../../../tests/fixtures/documents/sentences/dev-real45.json' with { type: 'json' };
import real46 from '../../../tests/fixtures/documents/sentences/dev-real46.json' with { type: 'json' };
import real47 from '../../../tests/fixtures/documents/sentences/dev-real47.json' with { type: 'json' };
import real48 from '../../../tests/fixtures/documents/sentences/dev-real48.json' with { type: 'json' };
import real49 from '../../../tests/fixtures/documents/sentences/dev-real49.json' with { type: 'json' };
import real50 from '../../../tests/fixtures/documents/sentences/dev-real50.json' with { type: 'json' };

// Oracle: the truths of each set, written by hand from public texts by helpers who never opened the reader, committed before
// any reading (tests/fixtures/documents/sentences/README.md). A proposal matches a truth of the same key within 0.5 %.
// Regression floors, a little under the readings of the twenty-fourth pass (ADR 0073), in the manner of sentence-dev.test.ts.
describe('the sentence reader on the twenty-fourth to forty-sixth sets of real texts (issue 28)', () => {
  // dev-real24.json (34 texts published in odd years, 156 figures): never tuned on in the twenty-third pass (0.910 / 0.802 /
  // 0.901 on arrival and after it alike); tuned on in the twenty-fourth, 0.968 / 0.893 / 0.947 after it
  it('twenty-fourth set: recall ≥ 0.96, precision ≥ 0.88, periods right ≥ 0.94', () => {
    const { all } = evaluate(real24.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.96);
    expect(precision(all)).toBeGreaterThanOrEqual(0.88);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.94);
  });

  // dev-real25.json (32 texts published in even years, 148 figures): 0.919 / 0.805 / 0.801 on arrival, tuned on since;
  // 0.932 / 0.868 / 0.819 after the twenty-fourth pass
  it('twenty-fifth set: recall ≥ 0.92, precision ≥ 0.86, periods right ≥ 0.81', () => {
    const { all } = evaluate(real25.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.92);
    expect(precision(all)).toBeGreaterThanOrEqual(0.86);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.81);
  });

  // dev-real26.json (35 texts published in odd years, 141 figures): 0.780 / 0.780 / 0.755 on arrival; tuned on in the
  // twenty-fifth pass (ADR 0074), 0.901 / 0.901 / 0.795 after it
  it('twenty-sixth set: recall ≥ 0.89, precision ≥ 0.88, periods right ≥ 0.78', () => {
    const { all } = evaluate(real26.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.88);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.78);
  });

  // dev-real27.json (35 texts published in even years, 151 figures): untouched in the twenty-fifth to twenty-eighth passes, read
  // as aggregates only; 0.874 / 0.863 / 0.848 on arrival; 0.894 / 0.900 / 0.852 after the twenty-ninth, whose space-grouped
  // thousands ('5 313 million USD') came from one of its texts
  it('twenty-seventh set: recall ≥ 0.86, precision ≥ 0.85, periods right ≥ 0.83', () => {
    const { all } = evaluate(real27.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.86);
    expect(precision(all)).toBeGreaterThanOrEqual(0.85);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.83);
  });

  // dev-real28.json (36 texts published in odd years, 176 figures): 0.875 / 0.906 / 0.805 on arrival (commit 1101c472); tuned
  // on in the twenty-sixth pass (ADR 0075), 0.881 / 0.981 / 0.806 after it
  it('twenty-eighth set: recall ≥ 0.87, precision ≥ 0.96, periods right ≥ 0.79', () => {
    const { all } = evaluate(real28.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.96);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.79);
  });

  // dev-real29.json (36 texts published in even years, 173 figures): 0.925 / 0.889 / 0.775 on arrival (commit 1101c472); tuned
  // on in the twenty-sixth pass (ADR 0075), 0.936 / 0.964 / 0.821 after it
  it('twenty-ninth set: recall ≥ 0.92, precision ≥ 0.95, periods right ≥ 0.81', () => {
    const { all } = evaluate(real29.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.92);
    expect(precision(all)).toBeGreaterThanOrEqual(0.95);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.81);
  });

  // dev-real30.json (28 Italian texts published in odd years, 137 figures): 0.912 / 0.862 / 0.896 on arrival (commit 2d0fd355, the
  // reader as the twenty-sixth pass left it); tuned on in the twenty-seventh pass (ADR 0076)
  it('thirtieth set: recall ≥ 0.92, precision ≥ 0.95, periods right ≥ 0.91', () => {
    const { all } = evaluate(real30.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.92);
    expect(precision(all)).toBeGreaterThanOrEqual(0.95);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.91);
  });

  // dev-real31.json (28 Italian texts published in even years, 126 figures): 0.873 / 0.833 / 0.873 on arrival; tuned on in the
  // twenty-seventh pass (ADR 0076); periods 0.89 → 0.88 in the thirty-sixth pass (ADR 0087): a headcount whose sentence gives no period
  // is read with none, and Mediobanca's ranking of hospital groups states its 2014 staff that way; 0.87 in the thirty-seventh (ADR 0088):
  // a match gained, ArcelorMittal's second-quarter profit listed for two periods, read with the year's label (no right period lost); 0.85
  // in the forty-fifth (no right period lost): the same ranking's two more groups' staff, "seguono l'Humanitas … 2.811 dipendenti e il
  // gruppo Villa Maria … 2.554 dipendenti", now read, with no period of their own as that rule gives
  it('thirty-first set: recall ≥ 0.88, precision ≥ 0.92, periods right ≥ 0.85', () => {
    const { all } = evaluate(real31.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.88);
    expect(precision(all)).toBeGreaterThanOrEqual(0.92);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.85);
  });

  // dev-real32.json (28 Italian texts published in odd years, 141 figures): 0.929 / 0.897 / 0.962 on arrival, the same as the reader before
  // the twenty-seventh pass gave (its earlier rules did not move it); tuned on in that pass (ADR 0076)
  it('thirty-second set: recall ≥ 0.94, precision ≥ 0.93, periods right ≥ 0.95', () => {
    const { all } = evaluate(real32.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.94);
    expect(precision(all)).toBeGreaterThanOrEqual(0.93);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.95);
  });

  // dev-real33.json (26 Italian texts published in even years, 116 figures): 0.922 / 0.863 / 0.935 on arrival, the same as the reader before
  // the twenty-seventh pass gave (its earlier rules did not move it); tuned on in that pass (ADR 0076)
  it('thirty-third set: recall ≥ 0.93, precision ≥ 0.89, periods right ≥ 0.95', () => {
    const { all } = evaluate(real33.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.89);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.95);
  });

  // dev-real34.json (24 Italian texts published in odd years, 102 figures): 0.853 / 0.821 / 0.839 on arrival, the same as the reader before
  // the twenty-seventh pass gave (its earlier rules did not move it); tuned on in that pass (ADR 0076)
  it('thirty-fourth set: recall ≥ 0.85, precision ≥ 0.83, periods right ≥ 0.83', () => {
    const { all } = evaluate(real34.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.85);
    expect(precision(all)).toBeGreaterThanOrEqual(0.83);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.83);
  });

  // dev-real35.json (24 Italian texts published in even years, 98 figures): 0.878 / 0.819 / 0.895 on arrival, the same as the reader before
  // the twenty-seventh pass gave (its earlier rules did not move it); tuned on in that pass (ADR 0076)
  it('thirty-fifth set: recall ≥ 0.87, precision ≥ 0.85, periods right ≥ 0.91', () => {
    const { all } = evaluate(real35.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.85);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.91);
  });

  // dev-real36.json (28 English newswire releases, 144 figures after the continuing-operations correction): 0.807 / 0.890 / 0.818 on
  // arrival (150 figures), the same as the reader before the twenty-eighth pass gave; tuned on in that pass (ADR 0077)
  it('thirty-sixth set: recall ≥ 0.93, precision ≥ 0.94, periods right ≥ 0.85', () => {
    const { all } = evaluate(real36.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.94);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.85);
  });

  // dev-real37.json (26 Italian releases and their newswire copies, 122 figures after the correction): 0.847 / 0.724 / 0.905 on arrival
  // (124 figures), the same as the reader before the twenty-eighth pass gave; tuned on in that pass (ADR 0077)
  it('thirty-seventh set: recall ≥ 0.86, precision ≥ 0.77, periods right ≥ 0.90', () => {
    const { all } = evaluate(real37.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.86);
    expect(precision(all)).toBeGreaterThanOrEqual(0.77);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.9);
  });
  // dev-real38.json (26 English releases, 139 figures) and dev-real39.json (24 Italian releases, 141 figures): 0.921 / 0.865 / 0.859
  // and 0.936 / 0.868 / 0.932 on arrival, the same as the reader before the twenty-ninth pass gave; tuned on in it (ADR 0078)
  it('thirty-eighth set: recall ≥ 0.91, precision ≥ 0.92, periods right ≥ 0.91', () => {
    const { all } = evaluate(real38.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.91);
    expect(precision(all)).toBeGreaterThanOrEqual(0.92);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.91);
  });

  it('thirty-ninth set: recall ≥ 0.93, precision ≥ 0.93, periods right ≥ 0.92', () => {
    const { all } = evaluate(real39.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.93);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.92);
  });

  // dev-real40.json (29 English texts from Nordic, Hong Kong, Singapore and Australian releases and wraps, 102 figures) and
  // dev-real41.json (24 Italian texts, 91 figures): 0.755 / 0.846 / 0.688 and 0.868 / 0.908 / 0.848 with the reader before the
  // twenty-ninth pass; tuned on in it (ADR 0078)
  it('fortieth set: recall ≥ 0.87, precision ≥ 0.87, periods right ≥ 0.80', () => {
    const { all } = evaluate(real40.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.87);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.8);
  });

  it('forty-first set: recall ≥ 0.87, precision ≥ 0.95, periods right ≥ 0.84', () => {
    const { all } = evaluate(real41.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.95);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.84);
  });

  // dev-real42.json (27 English texts from South African, Philippine, Japanese, Gulf, Israeli and other releases, 99 figures),
  // dev-real43.json (24 Italian texts, 67 figures) and dev-real44.json (29 English texts of small US and UK companies, 92
  // figures): 0.677 / 0.779 / 0.687, 0.806 / 0.692 / 0.759 and 0.837 / 0.786 / 0.818 on arrival, with the reader the twenty-ninth
  // pass left; tuned on in the thirtieth (ADR 0079). The peso by its letter made the Philippine conglomerates' subsidiaries'
  // figures readable, which the reader proposed as the group's until the thirty-first pass told a conglomerate's units apart (ADR
  // 0080: 0.879 / 0.791 / 0.839 after it; 0.836 / 0.757 / 0.857 and 0.902 / 0.822 / 0.843 on the forty-third and forty-fourth).
  it('forty-second set: recall ≥ 0.87, precision ≥ 0.78, periods right ≥ 0.83', () => {
    const { all } = evaluate(real42.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.78);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.83);
  });

  it('forty-third set: recall ≥ 0.83, precision ≥ 0.75, periods right ≥ 0.84', () => {
    const { all } = evaluate(real43.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.83);
    expect(precision(all)).toBeGreaterThanOrEqual(0.75);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.84);
  });

  it('forty-fourth set: recall ≥ 0.89, precision ≥ 0.81, periods right ≥ 0.83', () => {
    const { all } = evaluate(real44.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.81);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.83);
  });

  // dev-real45.json (26 Italian texts, 132 figures) and dev-real46.json (30 English texts from Canada, Australia, Ireland, the Nordics
  // and continental Europe, 104 figures): 0.932 / 0.879 / 0.911 and 0.865 / 0.849 / 0.667 on arrival, with the reader of the
  // thirty-first pass before it was tuned on them (ADR 0080); tuned on since.
  it('forty-fifth set: recall ≥ 0.92, precision ≥ 0.87, periods right ≥ 0.91', () => {
    const { all } = evaluate(real45.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.92);
    expect(precision(all)).toBeGreaterThanOrEqual(0.87);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.91);
  });

  it('forty-sixth set: recall ≥ 0.87, precision ≥ 0.90, periods right ≥ 0.85', () => {
    const { all } = evaluate(real46.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.9);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.85);
  });

  // dev-real47 (plans, project finance and offers, 34 texts, 49 figures after the integrator's funding correction), dev-real48
  // (quarters and nine months, 30 texts, 143 figures), dev-real49 (Italian plans, listings and offers, 30 texts, 63 figures) and
  // dev-real50 (English plans, projects and offers, 33 texts, 56 figures), on arrival with the reader of the thirty-second pass as it
  // stood then: 0.571 / 0.757 / 0.643, 0.937 / 0.912 / 0.851, 0.635 / 0.702 / 0.625 and 0.696 / 0.722 / 0.641 (ADR 0081); tuned on since
  // (the thirty-fourth pass's floors for 47, 49 and 50 each fail on the reader of fa782ae5, ADR 0084).
  it('forty-seventh set: recall ≥ 0.89, precision ≥ 0.88, periods right ≥ 0.77', () => {
    const { all } = evaluate(real47.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.88);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.77);
  });

  it('forty-eighth set: recall ≥ 0.93, precision ≥ 0.91, periods right ≥ 0.86', () => {
    const { all } = evaluate(real48.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.91);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.86);
  });

  // (precision 0.733 → 0.714 with the numbers in words, thirty-fifth pass: "oltre un milione di euro" is now read, and so are
  // an aggregate's "oltre un miliardo" and a part's "tre milioni", as their digits already were)
  it('forty-ninth set: recall ≥ 0.71, precision ≥ 0.71, periods right ≥ 0.84', () => {
    const { all } = evaluate(real49.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.71);
    expect(precision(all)).toBeGreaterThanOrEqual(0.71);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.84);
  });

  it('fiftieth set: recall ≥ 0.87, precision ≥ 0.79, periods right ≥ 0.79', () => {
    const { all } = evaluate(real50.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.87);
    expect(precision(all)).toBeGreaterThanOrEqual(0.79);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.79);
  });
});
