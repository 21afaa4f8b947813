import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units, period) is written by hand from the sentence by the evaluation sets'
// rules (tests/fixtures/documents/sentences/README.md). The sentences are written for these tests (thirty-ninth pass, 2026-12-03,
// from the capex misses of dev-real123, 129, 130, 145 and 147), with invented companies and figures; none is a held-out text's.

const capex = (text: string, lang: 'en' | 'it', date: string) => read(text, lang, date).map((f) => f.slice(0, 2));

describe('thirty-ninth pass: what a company spends on itself', () => {
  it('"We continued to invest, spending £30 million on site acquisitions, branch refurbishments and IT"', () => {
    expect(capex('We continued to invest, spending £26 million on branch refurbishments and IT at Ferlano.', 'en', '2017-05-16')).toEqual([
      ['capex', 26_000_000],
    ]);
  });

  it('"invested a record amount of £45.6 million during the year"', () => {
    expect(capex('The Ferlano society invested a record amount of £38.2 million during the year.', 'en', '2017-05-04')).toEqual([
      ['capex', 38_200_000],
    ]);
  });

  it('"has plans for investment of up to £30m in a series of farm-based AD plants"', () => {
    expect(capex('Ferlano has plans for investment of up to £25m in a series of farm-based AD plants.', 'en', '2010-11-08')).toEqual([
      ['capex', 25_000_000],
    ]);
  });

  it('"The company spent $13.6 million on a renovation."', () => {
    expect(capex('The company spent $11.2 million on a renovation of the Ferlano casino.', 'en', '2017-06-02')).toEqual([
      ['capex', 11_200_000],
    ]);
  });

  it('"upward of $128 million in upgrades to its six hills"', () => {
    expect(capex('Ferlano Resorts is leading the charge with upward of $97 million in upgrades to its hills.', 'en', '2011-08-30')).toEqual(
      [['capex', 97_000_000]],
    );
  });

  it('"a controversial $1 billion Gold Coast residential complex": an adjective before the amount', () => {
    expect(capex('The minister approved a controversial $1.3 billion Ferlano Beach residential complex.', 'en', '2012-09-06')).toEqual([
      ['capex', 1_300_000_000],
    ]);
  });

  it('"il centro oncologico del terzo millennio da 450 milioni di euro": a centre’s cost', () => {
    expect(
      capex('Parliamo del centro oncologico del terzo millennio da 380 milioni di euro voluto da Ferlano.', 'it', '2023-03-27'),
    ).toEqual([['capex', 380_000_000]]);
  });

  it('"il centro sportivo da 400 posti", "the company spent $2 million on dividends": no cost of a build (guards)', () => {
    expect(read('Ferlano ha aperto il centro sportivo da 400 posti.', 'it', '2023-03-27')).toEqual([]);
    expect(read('The company spent $2 million on dividends to Ferlano shareholders.', 'en', '2017-06-02')).toEqual([]);
  });
});
