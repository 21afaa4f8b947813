import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-eighth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe("twenty-eighth pass: a UK comparison bracket's profit or loss", () => {
  it('"an Adjusted EBITDA loss of £147,000 in the period (H1 2019: profit of £379,000)": the measure\'s profit a year before', () => {
    expect(
      read('Ferlano delivered an Adjusted EBITDA loss of £147,000 in the period (H1 2019: profit of £379,000).', 'en', '2020-07-21'),
    ).toEqual([
      ['ebitda', -147_000, '2020H1'],
      ['ebitda', 379_000, '2019H1'],
    ]);
  });

  it('guard: "Adjusted EBITDA of £210,000 in the period (H1 2019: loss of £379,000)": the measure\'s loss a year before', () => {
    expect(read('Ferlano delivered Adjusted EBITDA of £210,000 in the period (H1 2019: loss of £379,000).', 'en', '2020-07-21')).toEqual([
      ['ebitda', 210_000, '2020H1'],
      ['ebitda', -379_000, '2019H1'],
    ]);
  });
});

describe('twenty-eighth pass: a subsidiary named as the subject', () => {
  it('guard: "La controllata greca Ferlano Hellas ha realizzato ricavi per 183 milioni": a part of the group\'s', () => {
    expect(
      read(
        'Il cda di Ferlano ha approvato i risultati del primo trimestre 2003, chiuso con ricavi per 2.149 milioni di euro. La controllata greca Ferlano Hellas ha realizzato ricavi per 183 milioni di euro, in crescita del 26,2%.',
        'it',
        '2003-05-05',
      ),
    ).toEqual([['revenue', 2_149_000_000, '2003Q1']]);
  });

  it('"Con riferimento alla controllata Marelo, al 30 giugno 2021 la Società ha registrato ricavi pari a 18,5 milioni": the subsidiary\'s', () => {
    expect(
      read(
        'Ferlano ha chiuso il primo semestre 2021 con ricavi pari a 920,7 milioni. Con riferimento alla controllata Marelo, al 30 giugno 2021 la Società ha registrato ricavi consolidati pari a 18,5 milioni.',
        'it',
        '2021-09-02',
      ),
    ).toEqual([['revenue', 920_700_000, '2021H1']]);
  });

  it('guard: "La controllata di Mediaset delle torri archivia il quarto trimestre 2016 con ricavi … a 64,9 milioni": the text\'s own company', () => {
    expect(
      read(
        'La controllata di Ferlano delle torri archivia il quarto trimestre 2016 con ricavi in crescita del 4,8% a 64,9 milioni.',
        'it',
        '2017-03-24',
      ),
    ).toEqual([['revenue', 64_900_000, '2016Q4']]);
  });
});

describe("twenty-eighth pass: the parent's own figure, its name written with a company form", () => {
  it('"La Capogruppo Ferlano S.p.A. ha fatto registrare un utile netto di 395 mln": the parent\'s, beside the group\'s 416', () => {
    expect(
      read(
        "Nel 2001 l'utile netto consolidato di Ferlano e' di 416 mln di euro, con un incremento del 16,4% rispetto al 2000. La Capogruppo Ferlano S.p.A. ha fatto registrare un utile netto di 395 mln di euro (+ 21%).",
        'it',
        '2002-03-21',
      ),
    ).toEqual([['net_income', 416_000_000, '2001']]);
  });
});

describe('twenty-eighth pass: the day of publication on its own line is a dateline, not a heading', () => {
  it('"Release of 09.02.2016", then the year\'s highlights: the year reported, not the day published', () => {
    expect(
      read(
        'Release of 09.02.2016\nToday, the Ferlano Group announces its results for the full year and fourth quarter 2015, ending 31 December 2015.\nHighlights\n- Group revenues stable at EUR 4,026.6 mn reported\n- Net income of EUR 392.8 mn (2014: EUR -185.4 mn)',
        'en',
        '2016-02-09',
      ),
    ).toEqual([
      ['revenue', 4_026_600_000, '2015'],
      ['net_income', 392_800_000, '2015'],
      ['net_income', -185_400_000, '2014'],
    ]);
  });
});
