import { describe, expect, it } from 'vitest';
import { proposalsFor } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import { FIGURE_REASONS } from './figure-reasons.ts';
import set0 from '../../../tests/fixtures/documents/sentences/dev.json' with { type: 'json' };
import set1 from '../../../tests/fixtures/documents/sentences/dev-written.json' with { type: 'json' };
import set2 from '../../../tests/fixtures/documents/sentences/dev-real2.json' with { type: 'json' };
import set3 from '../../../tests/fixtures/documents/sentences/dev-real3.json' with { type: 'json' };
import set4 from '../../../tests/fixtures/documents/sentences/dev-real4.json' with { type: 'json' };
import set5 from '../../../tests/fixtures/documents/sentences/dev-real5.json' with { type: 'json' };
import set6 from '../../../tests/fixtures/documents/sentences/dev-real6.json' with { type: 'json' };
import set7 from '../../../tests/fixtures/documents/sentences/dev-real7.json' with { type: 'json' };
import set8 from '../../../tests/fixtures/documents/sentences/dev-real8.json' with { type: 'json' };
import set9 from '../../../tests/fixtures/documents/sentences/dev-real9.json' with { type: 'json' };
import set10 from '../../../tests/fixtures/documents/sentences/dev-real10.json' with { type: 'json' };
import set11 from '../../../tests/fixtures/documents/sentences/dev-real11.json' with { type: 'json' };
import set12 from '../../../tests/fixtures/documents/sentences/dev-real12.json' with { type: 'json' };
import set13 from '../../../tests/fixtures/documents/sentences/dev-real13.json' with { type: 'json' };
import set14 from '../../../tests/fixtures/documents/sentences/dev-real14.json' with { type: 'json' };
import set15 from '../../../tests/fixtures/documents/sentences/dev-real15.json' with { type: 'json' };
import set16 from '../../../tests/fixtures/documents/sentences/dev-real16.json' with { type: 'json' };
import set17 from '../../../tests/fixtures/documents/sentences/dev-real17.json' with { type: 'json' };
import set18 from '../../../tests/fixtures/documents/sentences/dev-real18.json' with { type: 'json' };
import set19 from '../../../tests/fixtures/documents/sentences/dev-real19.json' with { type: 'json' };
import set20 from '../../../tests/fixtures/documents/sentences/dev-real20.json' with { type: 'json' };
import set21 from '../../../tests/fixtures/documents/sentences/dev-real21.json' with { type: 'json' };
import set22 from '../../../tests/fixtures/documents/sentences/dev-real22.json' with { type: 'json' };
import set23 from '../../../tests/fixtures/documents/sentences/dev-real23.json' with { type: 'json' };
import set24 from '../../../tests/fixtures/documents/sentences/dev-real24.json' with { type: 'json' };
import set25 from '../../../tests/fixtures/documents/sentences/dev-real25.json' with { type: 'json' };
import set26 from '../../../tests/fixtures/documents/sentences/dev-real26.json' with { type: 'json' };
import set27 from '../../../tests/fixtures/documents/sentences/dev-real27.json' with { type: 'json' };
import set28 from '../../../tests/fixtures/documents/sentences/dev-real28.json' with { type: 'json' };
import set29 from '../../../tests/fixtures/documents/sentences/dev-real29.json' with { type: 'json' };
import set30 from '../../../tests/fixtures/documents/sentences/dev-real30.json' with { type: 'json' };
import set31 from '../../../tests/fixtures/documents/sentences/dev-real31.json' with { type: 'json' };
import set32 from '../../../tests/fixtures/documents/sentences/dev-real32.json' with { type: 'json' };
import set33 from '../../../tests/fixtures/documents/sentences/dev-real33.json' with { type: 'json' };
import set34 from '../../../tests/fixtures/documents/sentences/dev-real34.json' with { type: 'json' };
import set35 from '../../../tests/fixtures/documents/sentences/dev-real35.json' with { type: 'json' };
import set36 from '../../../tests/fixtures/documents/sentences/dev-real36.json' with { type: 'json' };
import set37 from '../../../tests/fixtures/documents/sentences/dev-real37.json' with { type: 'json' };
import set38 from '../../../tests/fixtures/documents/sentences/dev-real38.json' with { type: 'json' };
import set39 from '../../../tests/fixtures/documents/sentences/dev-real39.json' with { type: 'json' };
import set40 from '../../../tests/fixtures/documents/sentences/dev-real40.json' with { type: 'json' };
import set41 from '../../../tests/fixtures/documents/sentences/dev-real41.json' with { type: 'json' };
import set42 from '../../../tests/fixtures/documents/sentences/dev-real42.json' with { type: 'json' };
import set43 from '../../../tests/fixtures/documents/sentences/dev-real43.json' with { type: 'json' };
import set44 from '../../../tests/fixtures/documents/sentences/dev-real44.json' with { type: 'json' };
import set45 from '../../../tests/fixtures/documents/sentences/dev-real45.json' with { type: 'json' };
import set46 from '../../../tests/fixtures/documents/sentences/dev-real46.json' with { type: 'json' };
import set47 from '../../../tests/fixtures/documents/sentences/dev-real47.json' with { type: 'json' };
import set48 from '../../../tests/fixtures/documents/sentences/dev-real48.json' with { type: 'json' };
import set49 from '../../../tests/fixtures/documents/sentences/dev-real49.json' with { type: 'json' };
import set50 from '../../../tests/fixtures/documents/sentences/dev-real50.json' with { type: 'json' };
import set51 from '../../../tests/fixtures/documents/sentences/dev-real51.json' with { type: 'json' };
import set52 from '../../../tests/fixtures/documents/sentences/dev-real52.json' with { type: 'json' };
import set53 from '../../../tests/fixtures/documents/sentences/dev-real53.json' with { type: 'json' };
import set54 from '../../../tests/fixtures/documents/sentences/dev-real54.json' with { type: 'json' };
import set55 from '../../../tests/fixtures/documents/sentences/dev-real55.json' with { type: 'json' };
import set56 from '../../../tests/fixtures/documents/sentences/dev-real56.json' with { type: 'json' };
import set57 from '../../../tests/fixtures/documents/sentences/dev-real57.json' with { type: 'json' };
import set58 from '../../../tests/fixtures/documents/sentences/dev-real58.json' with { type: 'json' };
import set59 from '../../../tests/fixtures/documents/sentences/dev-real59.json' with { type: 'json' };
import set60 from '../../../tests/fixtures/documents/sentences/dev-real60.json' with { type: 'json' };
import set61 from '../../../tests/fixtures/documents/sentences/dev-real61.json' with { type: 'json' };
import set62 from '../../../tests/fixtures/documents/sentences/dev-real62.json' with { type: 'json' };
import set63 from '../../../tests/fixtures/documents/sentences/dev-real63.json' with { type: 'json' };
import set64 from '../../../tests/fixtures/documents/sentences/dev-real64.json' with { type: 'json' };
import set65 from '../../../tests/fixtures/documents/sentences/dev-real65.json' with { type: 'json' };
import set66 from '../../../tests/fixtures/documents/sentences/dev-real66.json' with { type: 'json' };
import set67 from '../../../tests/fixtures/documents/sentences/dev-real67.json' with { type: 'json' };
import set68 from '../../../tests/fixtures/documents/sentences/dev-real68.json' with { type: 'json' };
import set69 from '../../../tests/fixtures/documents/sentences/dev-real69.json' with { type: 'json' };
import set70 from '../../../tests/fixtures/documents/sentences/dev-real70.json' with { type: 'json' };
import set71 from '../../../tests/fixtures/documents/sentences/dev-real71.json' with { type: 'json' };
import set72 from '../../../tests/fixtures/documents/sentences/dev-real72.json' with { type: 'json' };
import set73 from '../../../tests/fixtures/documents/sentences/dev-real73.json' with { type: 'json' };
import set74 from '../../../tests/fixtures/documents/sentences/dev-real74.json' with { type: 'json' };
import set75 from '../../../tests/fixtures/documents/sentences/dev-real75.json' with { type: 'json' };
import set76 from '../../../tests/fixtures/documents/sentences/dev-real76.json' with { type: 'json' };
import set77 from '../../../tests/fixtures/documents/sentences/dev-real77.json' with { type: 'json' };
import set78 from '../../../tests/fixtures/documents/sentences/dev-real78.json' with { type: 'json' };
import set79 from '../../../tests/fixtures/documents/sentences/dev-real79.json' with { type: 'json' };
import set80 from '../../../tests/fixtures/documents/sentences/dev-real80.json' with { type: 'json' };
import set81 from '../../../tests/fixtures/documents/sentences/dev-real81.json' with { type: 'json' };
import set82 from '../../../tests/fixtures/documents/sentences/dev-real82.json' with { type: 'json' };
import set83 from '../../../tests/fixtures/documents/sentences/dev-real83.json' with { type: 'json' };
import set84 from '../../../tests/fixtures/documents/sentences/dev-real84.json' with { type: 'json' };
import set85 from '../../../tests/fixtures/documents/sentences/dev-real85.json' with { type: 'json' };
import set86 from '../../../tests/fixtures/documents/sentences/dev-real86.json' with { type: 'json' };
import set87 from '../../../tests/fixtures/documents/sentences/dev-real87.json' with { type: 'json' };
import set88 from '../../../tests/fixtures/documents/sentences/dev-real88.json' with { type: 'json' };
import set89 from '../../../tests/fixtures/documents/sentences/dev-real89.json' with { type: 'json' };
import set90 from '../../../tests/fixtures/documents/sentences/dev-real90.json' with { type: 'json' };
import set91 from '../../../tests/fixtures/documents/sentences/dev-real91.json' with { type: 'json' };
import set92 from '../../../tests/fixtures/documents/sentences/dev-real92.json' with { type: 'json' };
import set93 from '../../../tests/fixtures/documents/sentences/dev-real93.json' with { type: 'json' };
import set94 from '../../../tests/fixtures/documents/sentences/dev-real94.json' with { type: 'json' };
import set95 from '../../../tests/fixtures/documents/sentences/dev-real95.json' with { type: 'json' };
import set96 from '../../../tests/fixtures/documents/sentences/dev-real96.json' with { type: 'json' };
import set97 from '../../../tests/fixtures/documents/sentences/dev-real97.json' with { type: 'json' };
import set98 from '../../../tests/fixtures/documents/sentences/dev-real98.json' with { type: 'json' };
import set99 from '../../../tests/fixtures/documents/sentences/dev-real99.json' with { type: 'json' };
import set100 from '../../../tests/fixtures/documents/sentences/dev-real100.json' with { type: 'json' };
import set101 from '../../../tests/fixtures/documents/sentences/dev-real101.json' with { type: 'json' };
import set102 from '../../../tests/fixtures/documents/sentences/dev-real102.json' with { type: 'json' };
import set103 from '../../../tests/fixtures/documents/sentences/dev-real103.json' with { type: 'json' };
import set104 from '../../../tests/fixtures/documents/sentences/dev-real104.json' with { type: 'json' };
import set105 from '../../../tests/fixtures/documents/sentences/dev-real105.json' with { type: 'json' };
import set106 from '../../../tests/fixtures/documents/sentences/dev-real106.json' with { type: 'json' };
import set107 from '../../../tests/fixtures/documents/sentences/dev-real107.json' with { type: 'json' };
import set108 from '../../../tests/fixtures/documents/sentences/dev-real108.json' with { type: 'json' };
import set109 from '../../../tests/fixtures/documents/sentences/dev-real109.json' with { type: 'json' };
import set110 from '../../../tests/fixtures/documents/sentences/dev-real110.json' with { type: 'json' };
import set111 from '../../../tests/fixtures/documents/sentences/dev-real111.json' with { type: 'json' };
import set112 from '../../../tests/fixtures/documents/sentences/dev-real112.json' with { type: 'json' };
import set113 from '../../../tests/fixtures/documents/sentences/dev-real113.json' with { type: 'json' };
import set114 from '../../../tests/fixtures/documents/sentences/dev-real114.json' with { type: 'json' };
import set115 from '../../../tests/fixtures/documents/sentences/dev-real115.json' with { type: 'json' };
import set116 from '../../../tests/fixtures/documents/sentences/dev-real116.json' with { type: 'json' };

// Oracle: the list the reviewer's screen translates (figure-reasons.ts). Every reason the sentence reader gives on the
// development sets' real texts must be in it, or the screen would show a bare code. (The held-out sets are not read.)
// (one test per set: reading all of them in one test ran past the time limit on a loaded machine)
const SETS = [
  set0,
  set1,
  set2,
  set3,
  set4,
  set5,
  set6,
  set7,
  set8,
  set9,
  set10,
  set11,
  set12,
  set13,
  set14,
  set15,
  set16,
  set17,
  set18,
  set19,
  set20,
  set21,
  set22,
  set23,
  set24,
  set25,
  set26,
  set27,
  set28,
  set29,
  set30,
  set31,
  set32,
  set33,
  set34,
  set35,
  set36,
  set37,
  set38,
  set39,
  set40,
  set41,
  set42,
  set43,
  set44,
  set45,
  set46,
  set47,
  set48,
  set49,
  set50,
  set51,
  set52,
  set53,
  set54,
  set55,
  set56,
  set57,
  set58,
  set59,
  set60,
  set61,
  set62,
  set63,
  set64,
  set65,
  set66,
  set67,
  set68,
  set69,
  set70,
  set71,
  set72,
  set73,
  set74,
  set75,
  set76,
  set77,
  set78,
  set79,
  set80,
  set81,
  set82,
  set83,
  set84,
  set85,
  set86,
  set87,
  set88,
  set89,
  set90,
  set91,
  set92,
  set93,
  set94,
  set95,
  set96,
  set97,
  set98,
  set99,
  set100,
  set101,
  set102,
  set103,
  set104,
  set105,
  set106,
  set107,
  set108,
  set109,
  set110,
  set111,
  set112,
  set113,
  set114,
  set115,
  set116,
] as const;
const seen = new Set<string>();
describe('the reasons of a lower confidence', () => {
  it.each(SETS.map((set, i) => [i, set] as const))('every reason the reader gives on development set %i is a listed one', (_, set) => {
    const here = new Set<string>();
    for (const t of set.texts as unknown as EvalText[])
      for (const f of proposalsFor(t)) for (const r of (f.reason ?? '').split(',')) if (r) here.add(r);
    for (const r of here) seen.add(r);
    expect([...here].filter((r) => !(FIGURE_REASONS as readonly string[]).includes(r))).toEqual([]);
  });

  it('the sets, read above, give several reasons', () => {
    expect(seen.size).toBeGreaterThan(5);
  });
});
