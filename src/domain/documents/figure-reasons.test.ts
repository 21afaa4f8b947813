import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { proposalsFor } from './sentence-eval.ts';
import type { EvalText } from './sentence-eval.ts';
import { FIGURE_REASONS } from './figure-reasons.ts';

// Oracle: the list the reviewer's screen translates (figure-reasons.ts). Every reason the sentence reader gives on the
// development sets' real texts must be in it, or the screen would show a bare code. (The held-out sets are not read.)
describe('the reasons of a lower confidence', () => {
  it('every reason the reader gives on the development sets is a listed one', () => {
    const dir = join(import.meta.dirname, '../../../tests/fixtures/documents/sentences');
    const seen = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => /^dev.*\.json$/u.test(f))) {
      const { texts } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { texts: EvalText[] };
      for (const t of texts) for (const f of proposalsFor(t)) for (const r of (f.reason ?? '').split(',')) if (r) seen.add(r);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen].filter((r) => !(FIGURE_REASONS as readonly string[]).includes(r))).toEqual([]);
  });
});
