import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { proposalsFor } from '../../../../domain/documents/sentence-eval.ts';
import type { EvalText } from '../../../../domain/documents/sentence-eval.ts';
import { FIGURE_REASONS } from '../../../../domain/documents/figure-reasons.ts';
// every development set in the sets' folder (the held-out sets are never read here), so a new set is covered without registering it
// (a server test: the domain's tests compile for the browser too, where no file system is)
const DIR = fileURLToPath(new URL('../../../../../tests/fixtures/documents/sentences/', import.meta.url));
const num = (f: string) => (f === 'dev.json' ? 1 : f === 'dev-written.json' ? 0 : Number(/(\d+)\.json$/u.exec(f)?.[1] ?? 0));
const FILES = readdirSync(DIR)
  .filter((f) => /^dev(?:-[\w-]+)?\.json$/u.test(f))
  .sort((x, y) => num(x) - num(y));
// (one test per set: reading all of them in one test ran past the time limit on a loaded machine)
const SETS = FILES.map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { texts: unknown });
const seen = new Set<string>();
describe('the reasons of a lower confidence', () => {
  it.each(FILES.map((f, i) => [f, SETS[i] as { texts: unknown }] as const))(
    'every reason the reader gives on %s is a listed one',
    (_, set) => {
      const here = new Set<string>();
      for (const t of set.texts as unknown as EvalText[])
        for (const f of proposalsFor(t)) for (const r of (f.reason ?? '').split(',')) if (r) here.add(r);
      for (const r of here) seen.add(r);
      expect([...here].filter((r) => !(FIGURE_REASONS as readonly string[]).includes(r))).toEqual([]);
    },
  );

  it('the sets, read above, give several reasons', () => {
    expect(seen.size).toBeGreaterThan(5);
    expect(FILES.length).toBeGreaterThanOrEqual(353); // dev, dev-written and dev-real2 to dev-real352
  });
});
