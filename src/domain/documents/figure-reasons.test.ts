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

// Oracle: the list the reviewer's screen translates (figure-reasons.ts). Every reason the sentence reader gives on the
// development sets' real texts must be in it, or the screen would show a bare code. (The held-out sets are not read.)
describe('the reasons of a lower confidence', () => {
  it('every reason the reader gives on the development sets is a listed one', () => {
    const seen = new Set<string>();
    for (const set of [
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
    ])
      for (const t of set.texts as unknown as EvalText[])
        for (const f of proposalsFor(t)) for (const r of (f.reason ?? '').split(',')) if (r) seen.add(r);
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].filter((r) => !(FIGURE_REASONS as readonly string[]).includes(r))).toEqual([]);
  });
});
