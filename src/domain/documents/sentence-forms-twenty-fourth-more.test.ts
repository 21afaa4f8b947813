import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-fourth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe("twenty-fourth pass: another company's figure", () => {
  it('"agreed to acquire Lumio Inc., which had revenue of $48 million": the bought company\'s, not the buyer\'s', () => {
    expect(
      read(
        'Ardent reported 2021 revenue of $640 million. The company agreed to acquire Lumio Inc., which had revenue of $48 million in 2021.',
        'en',
        '2022-02-10',
      ),
    ).toEqual([['revenue', 640_000_000, '2021']]);
  });

  it('"ha acquisito Velox, società con un fatturato di 35 milioni" and "l\'acquisizione di Velox, che … ha realizzato ricavi per 35 milioni"', () => {
    expect(
      read(
        'Brenta ha chiuso il 2021 con ricavi per 210 milioni. Nel 2021 Brenta ha acquisito Velox, società con un fatturato di 35 milioni.',
        'it',
        '2022-03-01',
      ),
    ).toEqual([['revenue', 210_000_000, '2021']]);
    expect(
      read(
        "Brenta ha chiuso il 2021 con ricavi per 210 milioni. L'acquisizione di Velox, che nel 2021 ha realizzato ricavi per 35 milioni, sarà completata entro giugno.",
        'it',
        '2022-03-01',
      ),
    ).toEqual([['revenue', 210_000_000, '2021']]);
  });

  it('"The acquired business generated revenue of …" and "Rival Korvo Corp reported revenue of …"', () => {
    expect(
      read(
        'Ardent reported 2021 revenue of $640 million. The acquired business generated revenue of $48 million in 2021.',
        'en',
        '2022-02-10',
      ),
    ).toEqual([['revenue', 640_000_000, '2021']]);
    expect(
      read('Ardent reported 2021 revenue of $640 million. Rival Korvo Corp reported revenue of $2.1 billion for 2021.', 'en', '2022-02-10'),
    ).toEqual([['revenue', 640_000_000, '2021']]);
  });

  it('guard: "Ardent, which acquired Lumio last year, reported revenue of $640 million" is the buyer\'s own', () => {
    expect(read('Ardent, which acquired Lumio last year, reported 2021 revenue of $640 million.', 'en', '2022-02-10')).toEqual([
      ['revenue', 640_000_000, '2021'],
    ]);
  });
});

describe("twenty-fourth pass: a whole market's figure", () => {
  it('"industry revenue reached $13 billion", "revenue in the Italian market reached …", "il comparto ha registrato ricavi per …"', () => {
    expect(read('In 2019 industry revenue reached $13 billion.', 'en', '2020-03-01')).toEqual([]);
    expect(read('In 2019 revenue in the Italian market reached $2.2 billion.', 'en', '2020-03-01')).toEqual([]);
    expect(read('Nel 2019 il comparto ha registrato ricavi per 13 miliardi di euro.', 'it', '2020-03-01')).toEqual([]);
  });

  it('guard: a market\'s size is still the TAM ("il mercato italiano vale 4 miliardi")', () => {
    expect(read('Nel 2019 il mercato italiano degli integratori vale 4 miliardi di euro.', 'it', '2020-03-01')).toEqual([
      ['tam', 4_000_000_000, null],
    ]);
  });
});

describe('twenty-fourth pass: a figure said again rounded, with no word for it', () => {
  it('"Revenue totaled $3.4 billion" in the summary and "revenue of $3,412 million" further on: one figure, the exact one', () => {
    const text = [
      'Korvex posted a net loss of $210 million in the first half of 2015. Revenue totaled $3.4 billion.',
      'The steelmaker said demand in its home market stayed weak through the spring, while export prices fell for a third quarter in a row and two furnaces were idled for maintenance.',
      'In the first half of 2015 Korvex reported revenue of $3,412 million, against $4,020 million a year earlier.',
    ].join('\n\n');
    expect(read(text, 'en', '2015-08-20')).toEqual([
      ['net_income', -210_000_000, '2015H1'],
      ['revenue', 3_412_000_000, '2015H1'],
      ['revenue', 4_020_000_000, '2014H1'],
    ]);
  });

  it('guard: a guidance raised from $490 million to $500 million keeps both', () => {
    const text =
      'In May Velto gave 2022 revenue guidance of $490 million. The company was encouraged by strong demand across its enterprise customers in every region it serves and by the renewals it closed in the spring. Velto now sees 2022 revenue of $500 million.';
    expect(read(text, 'en', '2022-08-10').filter(([k]) => k === 'revenue').length).toBe(2);
  });
});

describe('twenty-fourth pass: more lines of the revenue named by a word before it', () => {
  it('"collaborative revenue was $4.0 million", "advertising revenue reached $2.2 million" beside the total: only the total', () => {
    expect(
      read(
        'Total revenues for the second quarter of 2009 were $31.5 million, while collaborative revenue was $4.0 million and advertising revenue reached $2.2 million.',
        'en',
        '2009-08-06',
      ),
    ).toEqual([['revenue', 31_500_000, '2009Q2']]);
  });

  it('guard: "In 2021 collaborative revenue was $12 million" alone stands for the revenue (with a lower confidence)', () => {
    expect(read('In 2021 collaborative revenue was $12 million.', 'en', '2022-02-01')).toEqual([['revenue', 12_000_000, '2021']]);
  });
});

describe("twenty-fourth pass: one country's or region's revenue", () => {
  it('"Revenue derived from Ireland was €12.7 million" and "i ricavi in Germania sono saliti a 12,7 milioni" beside the total', () => {
    expect(read('Group revenue for 2015 was €40 million. Revenue derived from Ireland was €12.7 million.', 'en', '2016-03-01')).toEqual([
      ['revenue', 40_000_000, '2015'],
    ]);
    expect(
      read('Nel 2015 i ricavi del gruppo sono stati 40 milioni. I ricavi in Germania sono saliti a 12,7 milioni.', 'it', '2016-03-01'),
    ).toEqual([['revenue', 40_000_000, '2015']]);
  });
});

describe('twenty-fourth pass, review: a goal is not a bought company', () => {
  it('"The target for 2025 is revenue of €500 million" is the company\'s own guidance', () => {
    expect(read('The target for 2025 is revenue of €500 million.', 'en', '2024-03-01')).toEqual([['revenue', 500_000_000, '2025']]);
  });
});
