import { describe, expect, it } from 'vitest';
import { evaluate, periodsRightRate, precision, recall } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import dev from '../../../tests/fixtures/documents/sentences/dev.json' with { type: 'json' };
import written from '../../../tests/fixtures/documents/sentences/dev-written.json' with { type: 'json' };
import real2 from '../../../tests/fixtures/documents/sentences/dev-real2.json' with { type: 'json' };
import real3 from '../../../tests/fixtures/documents/sentences/dev-real3.json' with { type: 'json' };
import real4 from '../../../tests/fixtures/documents/sentences/dev-real4.json' with { type: 'json' };
import real5 from '../../../tests/fixtures/documents/sentences/dev-real5.json' with { type: 'json' };
import real6 from '../../../tests/fixtures/documents/sentences/dev-real6.json' with { type: 'json' };
import real7 from '../../../tests/fixtures/documents/sentences/dev-real7.json' with { type: 'json' };
import real8 from '../../../tests/fixtures/documents/sentences/dev-real8.json' with { type: 'json' };
import real9 from '../../../tests/fixtures/documents/sentences/dev-real9.json' with { type: 'json' };
import real10 from '../../../tests/fixtures/documents/sentences/dev-real10.json' with { type: 'json' };
import real11 from '../../../tests/fixtures/documents/sentences/dev-real11.json' with { type: 'json' };
import real12 from '../../../tests/fixtures/documents/sentences/dev-real12.json' with { type: 'json' };
import real13 from '../../../tests/fixtures/documents/sentences/dev-real13.json' with { type: 'json' };
import real14 from '../../../tests/fixtures/documents/sentences/dev-real14.json' with { type: 'json' };
import real15 from '../../../tests/fixtures/documents/sentences/dev-real15.json' with { type: 'json' };
import real16 from '../../../tests/fixtures/documents/sentences/dev-real16.json' with { type: 'json' };
import real17 from '../../../tests/fixtures/documents/sentences/dev-real17.json' with { type: 'json' };
import real18 from '../../../tests/fixtures/documents/sentences/dev-real18.json' with { type: 'json' };
import real19 from '../../../tests/fixtures/documents/sentences/dev-real19.json' with { type: 'json' };
import real20 from '../../../tests/fixtures/documents/sentences/dev-real20.json' with { type: 'json' };
import real21 from '../../../tests/fixtures/documents/sentences/dev-real21.json' with { type: 'json' };
import real22 from '../../../tests/fixtures/documents/sentences/dev-real22.json' with { type: 'json' };
import real23 from '../../../tests/fixtures/documents/sentences/dev-real23.json' with { type: 'json' };

// Oracle: the development sets (tests/fixtures/documents/sentences/): real texts by other hands
// (dev.json) and texts written to reproduce the held-out set's error categories (dev-written.json),
// each figure annotated by hand; their publication dates reach the reader as the file's metadata date
// (ADR 0055). The rules are tuned on them, so these are regression floors at the
// levels reached on 2026-11-29 (periods 0.924, then 0.939 after the date-inference pass), not measures of
// the reader: the held-out set is that. The floors of the second to twelfth sets were raised on 2026-11-30 to the levels
// after the eleventh to sixteenth passes (ADR 0065, amendment of that day's second session).
describe('the sentence reader on its development sets', () => {
  it('real texts: recall ≥ 0.98, precision ≥ 0.97, periods right ≥ 0.93', () => {
    const { all } = evaluate(dev.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.98);
    expect(precision(all)).toBeGreaterThanOrEqual(0.97);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.93);
  });

  // dev-real2.json: 37 more real texts (25 Italian, 12 English), annotated before the reader ran on them;
  // before the periods pass of 2026-11-29 the reader had recall 0.898, precision 0.914, periods 0.824 on them
  it('second set of real texts: recall ≥ 0.98, precision ≥ 0.99, periods right ≥ 0.99', () => {
    const { all } = evaluate(real2.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.98);
    expect(precision(all)).toBeGreaterThanOrEqual(0.99);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.99); // 0.994 after the seventh pass (2026-11-30)
  });

  // dev-real3.json: 51 more real texts (25 Italian, 26 English, 263 figures), annotated before the reader ran
  // on them; the reader had recall 0.806, precision 0.902, periods 0.821 on them before the pass of 2026-11-29 (evening)
  // (0.863 / 0.970 / 0.943 after the seventh pass, 2026-11-30)
  it('third set of real texts: recall ≥ 0.89, precision ≥ 0.975, periods right ≥ 0.95', () => {
    const { all } = evaluate(real3.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.975);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.95);
  });

  // dev-real4.json (44 texts, 236 figures) and dev-real5.json (35 texts, 171 figures), annotated before the reader
  // ran on them; first readings 0.822 / 0.836 / 0.820 and 0.842 / 0.823 / 0.757 (recall / precision / periods)
  // (0.877 / 0.950 / 0.937 after the seventh pass, 2026-11-30)
  // (periods right lowered from 0.95 in the forty-fifth pass, with no right period lost: a Mediobanca ranking's three employers'
  // headcounts, "seguono Ferrovie dello Stato (83.764 unità) e Edizione (80.044)", are now read, with the year the undated text's
  // context gives, 2018, where the study's is 2019)
  it('fourth set of real texts: recall ≥ 0.915, precision ≥ 0.965, periods right ≥ 0.94', () => {
    const { all } = evaluate(real4.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.915);
    expect(precision(all)).toBeGreaterThanOrEqual(0.965);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.94);
  });

  // (0.860 / 0.865 / 0.884 after the seventh pass, 2026-11-30)
  it('fifth set of real texts: recall ≥ 0.89, precision ≥ 0.93, periods right ≥ 0.905', () => {
    const { all } = evaluate(real5.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.93);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.905);
  });

  // dev-real6.json (45 texts, 285 figures: earnings round-ups, fiscal years to March, May, June, August or September),
  // annotated before the reader ran on it; first reading 0.635 / 0.826 / 0.652, 0.905 / 0.928 / 0.826 after its pass
  // (0.905 / 0.935 / 0.888 after the seventh pass, 2026-11-30)
  // (periods 0.903 after the ninth pass's rule on halves named only by a comparison's date)
  it('sixth set of real texts: recall ≥ 0.91, precision ≥ 0.94, periods right ≥ 0.9', () => {
    const { all } = evaluate(real6.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.91);
    expect(precision(all)).toBeGreaterThanOrEqual(0.94);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.9);
  });

  // dev-real7.json (43 texts, 230 figures: results releases with several periods, balances at two dates, guidance),
  // annotated before the reader ran on it; first reading 0.804 / 0.801 / 0.773 (recall / precision / periods), then
  // 0.870 / 0.939 / 0.885 after the eighth pass tuned on it (2026-11-30)
  it('seventh set of real texts: recall ≥ 0.91, precision ≥ 0.97, periods right ≥ 0.915', () => {
    const { all } = evaluate(real7.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.91);
    expect(precision(all)).toBeGreaterThanOrEqual(0.97);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.915); // 0.913 / 0.972 / 0.919 after the eighteenth pass (tables as laid out)
  });

  // dev-real8.json (47 texts, 223 figures, 31 English: results releases with quarter and year side by side, fiscal years,
  // balances at two dates, guidance), annotated before the reader ran on it; first reading 0.874 / 0.844 / 0.779
  // (recall / precision / periods), 0.888 / 0.865 / 0.783 with the seventh and eighth passes' rules, then
  // 0.901 / 0.893 / 0.861 after the ninth pass tuned on it (2026-11-30)
  it('eighth set of real texts: recall ≥ 0.955, precision ≥ 0.97, periods right ≥ 0.89', () => {
    const { all } = evaluate(real8.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.955);
    expect(precision(all)).toBeGreaterThanOrEqual(0.97);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.89);
  });

  // dev-real9.json (45 texts, 211 figures: startup, SME and plan texts, headcount, funding sought, releases dense with
  // figures that are not key ones), annotated before the reader ran on it; first reading 0.725 / 0.769 / 0.882
  // (recall / precision / periods), then 0.725 / 0.841 / 0.882 after the tenth pass tuned on it (2026-11-30)
  it('ninth set of real texts: recall ≥ 0.89, precision ≥ 0.95, periods right ≥ 0.94', () => {
    const { all } = evaluate(real9.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.89);
    expect(precision(all)).toBeGreaterThanOrEqual(0.95);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.94);
  });

  // dev-real10.json (46 dated texts, 211 figures, 21 English: several periods per text, fiscal years not ending in
  // December, guidance), annotated before the reader ran on it; first reading 0.877 / 0.841 / 0.822 (recall / precision /
  // periods) with the rules of the tenth pass, before the passes of 2026-11-30's second session, which never saw it
  it('tenth set of real texts: recall ≥ 0.935, precision ≥ 0.97, periods right ≥ 0.905', () => {
    const { all } = evaluate(real10.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.935);
    expect(precision(all)).toBeGreaterThanOrEqual(0.97);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.905);
  });

  // dev-real11.json (53 dated texts, 232 figures, 26 English: results and their news coverage, plans, budgets and guidance,
  // SME, startup, cooperative and public-body texts), annotated before the reader ran on it; first reading 0.845 / 0.852 /
  // 0.837 (recall / precision / periods) with the rules of the tenth pass, before the passes that never saw it
  it('eleventh set of real texts: recall ≥ 0.845, precision ≥ 0.865, periods right ≥ 0.925', () => {
    const { all } = evaluate(real11.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.845);
    expect(precision(all)).toBeGreaterThanOrEqual(0.865);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.925);
  });

  // dev-real12.json (45 dated texts, 228 figures, 22 English: results releases and their copies from small and mid caps,
  // half-year and annual extracts, guidance; no utilities or banks), annotated before the reader ran on it; first reading
  // 0.807 / 0.885 / 0.891 with the reader before the passes of 2026-11-30's second session, 0.829 / 0.904 / 0.894 after
  // four of them, none of which saw it (0.829 / 0.904 / 0.905 after all six); 0.851 / 0.911 / 0.928 after the seventeenth
  // pass tuned on it
  it('twelfth set of real texts: recall ≥ 0.915, precision ≥ 0.92, periods right ≥ 0.935', () => {
    const { all } = evaluate(real12.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.915);
    expect(precision(all)).toBeGreaterThanOrEqual(0.92);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.935); // 0.917 / 0.921 / 0.938 after the eighteenth pass
  });

  // dev-real13.json (42 dated texts, 212 figures, 19 English: results releases of 2008–2023 with tables inside them, a
  // round-up, placings, an Italian study of several companies), annotated before the reader ran on it; first reading
  // 0.745 / 0.782 / 0.842 with the reader of the session's start and with its fiscal-calendar rules (which it never
  // exercised), 0.868 / 0.829 / 0.875 after the eighteenth pass tuned on it (results tables as releases lay them out)
  it('thirteenth set of real texts: recall ≥ 0.90, precision ≥ 0.875, periods right ≥ 0.89', () => {
    const { all } = evaluate(real13.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.9); // 0.901 / 0.876 / 0.890 at the end of the eighteenth pass
    expect(precision(all)).toBeGreaterThanOrEqual(0.875);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.89);
  });

  // dev-real14.json (41 dated texts, 240 figures, 18 English: UK and US fiscal halves and quarters, Italian Euronext Growth
  // Milan releases, a wine ranking), annotated before the reader ran on it; first reading 0.750 / 0.865 / 0.822 with the
  // session's starting reader, 0.750 / 0.865 / 0.833 with the session's rules written before it arrived; 0.779 / 0.878 /
  // 0.882 after the eighteenth pass continued on it; periods 0.905 after the twenty-first pass's twin reading
  it('fourteenth set of real texts: recall ≥ 0.775, precision ≥ 0.875, periods right ≥ 0.90', () => {
    const { all } = evaluate(real14.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.775);
    expect(precision(all)).toBeGreaterThanOrEqual(0.875);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.9);
  });

  // dev-real15.json (41 dated texts, 201 figures, 17 English: one company per text, 2015–2018 and 2023–2025, retailers'
  // 52-53-week years, a results table whose cells the page glued), annotated before the reader ran on it; first reading
  // 0.826 / 0.830 / 0.831, the same with every rule of the eighteenth pass (ADR 0067); 0.836 / 0.848 / 0.857 after the
  // rules then written for it
  it('fifteenth set of real texts: recall ≥ 0.835, precision ≥ 0.845, periods right ≥ 0.855', () => {
    const { all } = evaluate(real15.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.835);
    expect(precision(all)).toBeGreaterThanOrEqual(0.845);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.855);
  });

  // dev-real16.json (38 texts published in odd years, 199 figures, 17 English: Nordic 'MSEK 8,350 (7,852)' releases,
  // analysts' consensus previews, UK interims), annotated before the reader ran on it; first reading 0.764 / 0.776 / 0.836;
  // 0.839 / 0.898 / 0.880 after the nineteenth pass, tuned on it (ADR 0068)
  it('sixteenth set of real texts: recall ≥ 0.83, precision ≥ 0.89, periods right ≥ 0.87', () => {
    const { all } = evaluate(real16.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.83);
    expect(precision(all)).toBeGreaterThanOrEqual(0.89);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.87);
  });

  // dev-real17.json (21 texts published in even years, 98 figures, 9 English), never tuned on in the nineteenth pass: its
  // reading measured what the pass carried to texts it had not seen (0.918 / 0.882 / 0.878 before, 0.939 / 0.885 / 0.870
  // after; ADR 0068); a regression floor from now on
  it('seventeenth set of real texts: recall ≥ 0.93, precision ≥ 0.88, periods right ≥ 0.865', () => {
    const { all } = evaluate(real17.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.88);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.865);
  });

  // dev-real18.json (33 texts published in odd years, 134 figures) and dev-real19.json (33 texts in even years, 145 figures),
  // built at once by two helpers who never opened the reader (2026-11-30, fifth session). dev-real19 was read with the
  // session's start reader (0.924 / 0.905 / 0.918) and with the rules written before it arrived (the same), then tuned on
  // (ADR 0069); dev-real18 was never tuned on: 0.933 / 0.862 / 0.824 at the session's start, 0.933 / 0.856 / 0.824 after
  // the pass. Regression floors from now on (periods 0.864 after the twenty-first pass).
  it('eighteenth set of real texts (never tuned on in the twentieth pass): recall ≥ 0.93, precision ≥ 0.85, periods right ≥ 0.86', () => {
    const { all } = evaluate(real18.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.93);
    expect(precision(all)).toBeGreaterThanOrEqual(0.85);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.86);
  });

  it('nineteenth set of real texts: recall ≥ 0.94, precision ≥ 0.95, periods right ≥ 0.94', () => {
    const { all } = evaluate(real19.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.94);
    expect(precision(all)).toBeGreaterThanOrEqual(0.95);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.94);
  });

  // dev-real20.json (33 texts published in odd years, 138 figures) and dev-real21.json (33 texts in even years, 139 figures),
  // built at once by two helpers who never opened the reader (2026-11-30, sixth session). Read on arrival with the session's
  // start reader: dev-real21 0.849 / 0.837 / 0.746, dev-real20 0.913 / 0.887 / 0.754. dev-real21 was then tuned on (ADR
  // 0070; 0.892 / 0.899 / 0.831 after it); dev-real20 never was: 0.913 / 0.881 / 0.770 after the pass (the twin reading:
  // two periods more, one proposal more). Regression floors from now on.
  it('twentieth set of real texts (never tuned on in the twenty-first pass): recall ≥ 0.91, precision ≥ 0.88, periods right ≥ 0.765', () => {
    const { all } = evaluate(real20.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.91);
    expect(precision(all)).toBeGreaterThanOrEqual(0.88);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.765);
  });

  it('twenty-first set of real texts: recall ≥ 0.885, precision ≥ 0.89, periods right ≥ 0.825', () => {
    const { all } = evaluate(real21.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.885);
    expect(precision(all)).toBeGreaterThanOrEqual(0.89);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.825);
  });

  // dev-real22.json (33 texts published in odd years, 143 figures) and dev-real23.json (33 texts in even years, 127 figures),
  // built at once by two helpers who never opened the reader (2026-12-01, seventh session). Read on arrival with the
  // session's start reader: dev-real22 0.818 / 0.842 / 0.855, dev-real23 0.866 / 0.728 / 0.818. Both were tuned on (ADR
  // 0071); dev-real20 stayed the untouched set. Regression floors from now on.
  it('twenty-second set of real texts: recall ≥ 0.82, precision ≥ 0.90, periods right ≥ 0.87', () => {
    const { all } = evaluate(real22.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.82);
    expect(precision(all)).toBeGreaterThanOrEqual(0.9);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.87);
  });

  it('twenty-third set of real texts: recall ≥ 0.86, precision ≥ 0.85, periods right ≥ 0.85', () => {
    const { all } = evaluate(real23.texts as unknown as EvalText[]);
    expect(recall(all)).toBeGreaterThanOrEqual(0.86);
    expect(precision(all)).toBeGreaterThanOrEqual(0.85);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.85);
  });

  it('both sets of real texts together: periods right ≥ 0.90 (issue 28 goal)', () => {
    const { all } = evaluate([...dev.texts, ...real2.texts] as unknown as EvalText[]);
    expect(periodsRightRate(all)).toBeGreaterThanOrEqual(0.9);
  });

  it('written texts, one per error category: every figure, with its period', () => {
    const report = evaluate(written.texts as unknown as EvalText[]);
    expect(report.misses).toEqual([]);
    expect(recall(report.all)).toBe(1);
  });
});
