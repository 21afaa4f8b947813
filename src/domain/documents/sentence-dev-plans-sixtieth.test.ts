import { describe, expect, it } from 'vitest';
import { belowFloors } from './sentence-test-read.ts';
import real283 from '../../../tests/fixtures/documents/sentences/dev-real283.json' with { type: 'json' };
import real284 from '../../../tests/fixtures/documents/sentences/dev-real284.json' with { type: 'json' };
import real285 from '../../../tests/fixtures/documents/sentences/dev-real285.json' with { type: 'json' };
import real286 from '../../../tests/fixtures/documents/sentences/dev-real286.json' with { type: 'json' };
import real287 from '../../../tests/fixtures/documents/sentences/dev-real287.json' with { type: 'json' };
import real288 from '../../../tests/fixtures/documents/sentences/dev-real288.json' with { type: 'json' };
import real289 from '../../../tests/fixtures/documents/sentences/dev-real289.json' with { type: 'json' };
// Oracle: the truths of development sets of real texts (gym and leisure operators, Italian football and basketball clubs, cannabis,
// hemp and CBD companies, Italian agri-food cooperatives, law, accountancy and consulting firms, Italian trade-fair operators,
// Australian and New Zealand listed companies), written by helpers who never opened the reader, before any reading
// (tests/fixtures/documents/sentences/README.md). The floors hold what the reader of the sixtieth pass reads, truncated to two
// decimals; a later rule that loses here fails. (The sets held back in the sixtieth pass, dev-real290-296, are tuned on from the
// sixty-first: their floors are in sentence-dev-plans-sixty-first.test.ts.)
const floors = (set: { texts: unknown }, r: number, p: number, per: number) => expect(belowFloors(set, r, p, per)).toEqual([]);
// Held back for the whole fifty-ninth pass, opened and tuned on in this one. At this pass's start (6d9ca486), recall / precision /
// periods right: dev-real283 0.894 / 0.938 / 0.868; dev-real284 0.683 / 0.800 / 0.536; dev-real285 0.885 / 0.875 / 0.753;
// dev-real286 0.857 / 0.837 / 0.806; dev-real287 0.553 / 0.737 / 0.667; dev-real288 0.837 / 0.794 / 0.909; dev-real289 0.855 / 0.956 /
// 0.338. At its end: dev-real283 and dev-real286 the same; dev-real284 0.707 / 0.806 / 0.862; dev-real285 0.908 / 0.878 / 0.911;
// dev-real287 0.566 / 0.811 / 0.698; dev-real288 0.848 / 0.821 / 0.910; dev-real289 0.855 / 0.956 / 0.569.
describe('sets held back in the fifty-ninth pass, tuned on in the sixtieth', () => {
  it('two-hundred-and-eighty-third set (English): recall ≥ 0.89, precision ≥ 0.93, periods right ≥ 0.86', () =>
    floors(real283, 0.89, 0.93, 0.86));
  it('two-hundred-and-eighty-fourth set (Italian): recall ≥ 0.70, precision ≥ 0.80, periods right ≥ 0.86', () =>
    floors(real284, 0.7, 0.8, 0.86));
  it('two-hundred-and-eighty-fifth set (English): recall ≥ 0.90, precision ≥ 0.87, periods right ≥ 0.91', () =>
    floors(real285, 0.9, 0.87, 0.91));
  it('two-hundred-and-eighty-sixth set (Italian): recall ≥ 0.85, precision ≥ 0.83, periods right ≥ 0.80', () =>
    floors(real286, 0.85, 0.83, 0.8));
  it('two-hundred-and-eighty-seventh set (English): recall ≥ 0.56, precision ≥ 0.81, periods right ≥ 0.69', () =>
    floors(real287, 0.56, 0.81, 0.69));
  it('two-hundred-and-eighty-eighth set (Italian): recall ≥ 0.84, precision ≥ 0.82, periods right ≥ 0.91', () =>
    floors(real288, 0.84, 0.82, 0.91));
  it('two-hundred-and-eighty-ninth set (English): recall ≥ 0.85, precision ≥ 0.95, periods right ≥ 0.56', () =>
    floors(real289, 0.85, 0.95, 0.56));
});
