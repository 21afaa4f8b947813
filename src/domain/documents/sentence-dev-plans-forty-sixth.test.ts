import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real185 from '../../../tests/fixtures/documents/sentences/dev-real185.json' with { type: 'json' };
import real186 from '../../../tests/fixtures/documents/sentences/dev-real186.json' with { type: 'json' };
import real187 from '../../../tests/fixtures/documents/sentences/dev-real187.json' with { type: 'json' };
import real188 from '../../../tests/fixtures/documents/sentences/dev-real188.json' with { type: 'json' };
import real189 from '../../../tests/fixtures/documents/sentences/dev-real189.json' with { type: 'json' };
import real190 from '../../../tests/fixtures/documents/sentences/dev-real190.json' with { type: 'json' };
import real191 from '../../../tests/fixtures/documents/sentences/dev-real191.json' with { type: 'json' };

// Oracle: the truths of development sets of real texts (rankings and round-ups, interviews, private companies' accounts, yearly accounts
// in prose, call transcripts, Italian press on foreign companies, founders' posts, agency flashes, loans, telecoms and media), written by
// helpers who never opened the reader, before any reading (tests/fixtures/documents/sentences/README.md). The floors hold what the
// reader of the forty-sixth pass reads, truncated to two decimals; a later rule that loses here fails.
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);

// Held back for the whole forty-fifth pass, opened and tuned on in this one. At this pass's start (879d5f58) / end (recall / precision /
// periods right): dev-real185 0.462 / 0.486 / 0.852 and 0.709 / 0.838 / 0.892; dev-real186 0.838 / 0.827 / 0.567 and 0.863 / 0.896 /
// 0.551; dev-real187 0.571 / 1.000 / 0.875 and 0.643 / 1.000 / 0.889; dev-real188 1.000 / 1.000 / 0.500, the same (two texts);
// dev-real189 0.818 / 0.837 / 0.833 and 0.909 / 0.851 / 0.850; dev-real190 0.810 / 0.895 / 0.765 and 0.857 / 0.947 / 0.722; dev-real191
// 0.844 / 0.833 / 0.585 and 0.844 / 0.833 / 0.615. (dev-real186's and dev-real190's periods right fell with no right period lost: a
// round-up's "net profits, including … , rose to $401.3 million" and "staff numbers have grown to 373" are read now, with a year the
// builders did not give them.)
describe('sets held back in the forty-fifth pass, tuned on in the forty-sixth', () => {
  it('hundred-and-eighty-fifth set (Italian): recall ≥ 0.70, precision ≥ 0.83, periods right ≥ 0.89', () =>
    floors(real185, 0.7, 0.83, 0.89));
  it('hundred-and-eighty-sixth set (English): recall ≥ 0.86, precision ≥ 0.89, periods right ≥ 0.55', () =>
    floors(real186, 0.86, 0.89, 0.55));
  it('hundred-and-eighty-seventh set (Italian): recall ≥ 0.64, precision ≥ 1.00, periods right ≥ 0.88', () =>
    floors(real187, 0.64, 1, 0.88));
  it('hundred-and-eighty-eighth set (English): recall ≥ 1.00, precision ≥ 1.00, periods right ≥ 0.50', () => floors(real188, 1, 1, 0.5));
  it('hundred-and-eighty-ninth set (Italian): recall ≥ 0.90, precision ≥ 0.85, periods right ≥ 0.85', () =>
    floors(real189, 0.9, 0.85, 0.85));
  it('hundred-and-ninetieth set (English): recall ≥ 0.85, precision ≥ 0.94, periods right ≥ 0.72', () => floors(real190, 0.85, 0.94, 0.72));
  it('hundred-and-ninety-first set (English): recall ≥ 0.84, precision ≥ 0.83, periods right ≥ 0.61', () =>
    floors(real191, 0.84, 0.83, 0.61));
});

// The seven sets held back in this pass (dev-real192-198) were opened and tuned on in the forty-seventh; their floors are in
// sentence-dev-plans-forty-seventh.test.ts.
