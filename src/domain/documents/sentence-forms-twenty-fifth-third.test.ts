import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-fifth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-fifth pass: exchange rates as a basis', () => {
  it('"sales increased by 10% at actual exchange rates to 5.60 billion euros": the rates qualify the change, they own no amount', () => {
    expect(
      read(
        'Larkspur reported that first-half 2017 sales increased by 10% at actual exchange rates to 5.60 billion euros, and by 12% at constant exchange rates.',
        'en',
        '2017-11-10',
      ),
    ).toEqual([['revenue', 5_600_000_000, '2017H1']]);
  });

  it('guard: "the effect of exchange rates of €12 million" stays another measure\'s', () => {
    expect(
      read('Larkspur reported 2017 sales of €5.60 billion, including the effect of exchange rates of €12 million.', 'en', '2018-02-10'),
    ).toEqual([['revenue', 5_600_000_000, '2017']]);
  });
});

describe("twenty-fifth pass: an Italian division's revenue", () => {
  it('"…, mentre la divisione Pubblicità di Orsa ha registrato ricavi per 173,6 milioni": a division named mid-sentence as the subject is a part', () => {
    expect(
      read(
        'Il fatturato consolidato nel primo semestre 2005 è stato di 825,5 milioni. I ricavi diffusionali sono saliti del 7,2% a 312 milioni, mentre la divisione Pubblicità di Orsa ha registrato ricavi per 173,6 milioni (+3,1%).',
        'it',
        '2005-09-28',
      ),
    ).toEqual([['revenue', 825_500_000, '2005H1']]);
  });

  it('guard: "Il gruppo ha registrato ricavi per 825,5 milioni" is the group\'s', () => {
    expect(read('Nel primo semestre 2005 il gruppo ha registrato ricavi per 825,5 milioni.', 'it', '2005-09-28')).toEqual([
      ['revenue', 825_500_000, '2005H1'],
    ]);
  });
});

describe('twenty-fifth pass: an Italian sentence that opens on the sign', () => {
  it('"Negativa per 28,7 milioni la posizione finanziaria netta del gruppo": net debt, named after the amount', () => {
    expect(
      read(
        'Orsa ha chiuso il primo semestre 2005 con ricavi per 825,5 milioni. Negativa per 28,7 milioni la posizione finanziaria netta del gruppo.',
        'it',
        '2005-09-28',
      ),
    ).toEqual([
      ['revenue', 825_500_000, '2005H1'],
      ['debt', 28_700_000, '2005-06-30'],
    ]);
  });
});

describe("twenty-fifth pass: 'l'ammontare' speaks of the measure before", () => {
  it('"Nel 2021 il fatturato … a 1.544,2 milioni. Nel 2020 l\'ammontare era stato di 1.527,1 milioni": the same measure, a year before', () => {
    expect(
      read(
        "Nel 2021 il fatturato di Orsa è in crescita a 1.544,2 milioni di euro. Nel 2020 l'ammontare era stato di 1.527,1 milioni di euro.",
        'it',
        '2021-12-21',
      ),
    ).toEqual([
      ['revenue', 1_544_200_000, '2021'],
      ['revenue', 1_527_100_000, '2020'],
    ]);
  });
});

describe('twenty-fifth pass: an Italian change that opens its sentence', () => {
  it('"Diminuiscono invece da 223 a 102 milioni gli utili di esercizio della Orsa Spa nel 2021": both amounts are the profit\'s', () => {
    expect(read('Diminuiscono invece da 223 a 102 milioni gli utili di esercizio della Orsa Spa nel 2021.', 'it', '2021-12-21')).toEqual([
      ['net_income', 223_000_000, '2020'],
      ['net_income', 102_000_000, '2021'],
    ]);
  });
});

describe('twenty-fifth pass: a level first passed', () => {
  it('"in costante aumento dal 2010, quando ha superato per la prima volta i 3 miliardi": a milestone of history, not a figure', () => {
    expect(
      read(
        'Nel 2023 Orsa ha registrato ricavi per 4,4 miliardi, con un fatturato consolidato in costante aumento dal 2010, quando ha superato per la prima volta i 3 miliardi.',
        'it',
        '2024-03-10',
      ),
    ).toEqual([['revenue', 4_400_000_000, '2023']]);
  });
});

describe("twenty-fifth pass: a headline's rounded figure", () => {
  it('"Orsa/ In 2012 ricavi 29,5 miliardi" above "ricavi consolidati pari a 29,503 miliardi": one figure, the finer', () => {
    expect(
      read(
        "Orsa/ In 2012 ricavi 29,5 miliardi\nMilano, 8 feb. – Il gruppo Orsa ha chiuso il 2012 con ricavi consolidati pari a 29,503 miliardi, in calo dell'1,5% rispetto al 2011.",
        'it',
        '2013-02-08',
      ),
    ).toEqual([['revenue', 29_503_000_000, '2012']]);
  });
});

describe("twenty-fifth pass: a range's end in full digits", () => {
  it('"revenue to be in the range of $895,000,000 to 905,000,000": one range, its currency written once', () => {
    const text = 'For the full year 2024 Kestrel expects revenue to be in the range of $895,000,000 to 905,000,000.';
    expect(read(text, 'en', '2024-02-06')).toEqual([['revenue', 895_000_000, '2024']]);
    const doc = sentenceDocument(text, null, 'en', { date: '2024-02-06', source: 'metadata' });
    expect(readSentences(text, 'en', doc)[0]?.marks).toMatchObject({ high: 905_000_000, approximate: true });
  });
});

describe("twenty-fifth pass: a region's block under its heading", () => {
  it('"Kestrel North America" above "Third-quarter sales of $2.5 billion declined 9 percent": the region\'s', () => {
    expect(
      read(
        'Kestrel reported third-quarter 2009 sales of $4.5 billion.\n\nRegional Review\n\nKestrel North America\n\nThird-quarter sales of $2.5 billion declined 9 percent from the prior year.',
        'en',
        '2009-10-23',
      ),
    ).toEqual([['revenue', 4_500_000_000, '2009Q3']]);
  });

  it('guard: a heading that names no region ("Kestrel Third Quarter Results") leaves the block the company\'s', () => {
    expect(
      read(
        'Kestrel Third Quarter Results\n\nThird-quarter 2009 sales of $4.5 billion declined 9 percent from the prior year.',
        'en',
        '2009-10-23',
      ),
    ).toEqual([['revenue', 4_500_000_000, '2009Q3']]);
  });
});
