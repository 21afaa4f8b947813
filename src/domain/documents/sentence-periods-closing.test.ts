import { describe, expect, it } from 'vitest';
import { findPeriods } from './sentence-period-patterns.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each text below was written for the test (ADR 0055 pass, 2026-11-29) with invented
// figures; the expected key, value (base units) and period of every figure are read off the text by
// hand as an analyst would, with no date given (these texts carry none). Each test names its shape.
function brief(text: string, lang: 'en' | 'it'): [string, number, string | null][] {
  return readSentences(text, lang, sentenceDocument(text, null, lang)).map((f) => [f.key, f.value, periodLabel(f.period)]);
}

describe('a period written without its year, then the date it closes on', () => {
  it('"Nel semestre chiuso al 30 giugno 2022 …" is that half, one mention', () => {
    const text =
      "Nel semestre chiuso al 30 giugno 2022 i ricavi del gruppo sono pari a 118 milioni di euro (104 milioni al 30 giugno 2021); l'Ebitda è di 17,5 milioni di euro.";
    expect(findPeriods('Nel semestre chiuso al 30 giugno 2022')).toEqual([
      { start: 0, end: 37, period: { kind: 'half', year: 2022, half: 1 } },
    ]);
    expect(brief(text, 'it')).toEqual([
      ['revenue', 118_000_000, '2022H1'],
      ['revenue', 104_000_000, '2021H1'],
      ['ebitda', 17_500_000, '2022H1'],
    ]);
  });

  it('"la relazione semestrale al 30 giugno 2023. I ricavi sono pari a …": the report\'s half, not a date', () => {
    const text =
      "Il consiglio di amministrazione ha approvato la relazione semestrale al 30 giugno 2023. I ricavi sono pari a 63 milioni di euro (57 milioni nel primo semestre 2022), l'Ebitda a 9,4 milioni e l'utile netto a 3,1 milioni.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 63_000_000, '2023H1'],
      ['revenue', 57_000_000, '2022H1'],
      ['ebitda', 9_400_000, '2023H1'],
      ['net_income', 3_100_000, '2023H1'],
    ]);
  });

  it('"For the quarter ending June 30, 2022, revenue was $X"', () => {
    expect(brief('For the quarter ending June 30, 2022, revenue was $14.6 million and net loss was $3.3 million.', 'en')).toEqual([
      ['revenue', 14_600_000, '2022Q2'],
      ['net_income', -3_300_000, '2022Q2'],
    ]);
  });

  it('a date after other words is not the period\'s close ("nel semestre la cassa al 30 giugno 2022")', () => {
    expect(findPeriods('nel semestre la cassa al 30 giugno 2022').map((m) => m.period?.kind ?? m.relative)).toEqual(['this', 'date']);
  });
});

describe("a text whose only year is a comparison's", () => {
  it('"ricavi del primo semestre a X milioni (Y milioni nel 2020)": the half is 2021\'s, the bracket the same half of 2020', () => {
    const text =
      "I ricavi consolidati del primo semestre si attestano a 74,8 milioni di euro (69,3 milioni nel 2020). L'utile netto è pari a 5,6 milioni di euro.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 74_800_000, '2021H1'],
      ['revenue', 69_300_000, '2020H1'],
      ['net_income', 5_600_000, '2021H1'],
    ]);
  });

  it('"$X for the three months ended September 30, compared to $Y for the same period in 2016"', () => {
    const text =
      'Total revenues were $6.7 million for the three months ended September 30, compared to $5.2 million for the same period in 2016. Net loss was $2.4 million.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 6_700_000, '2017Q3'],
      ['revenue', 5_200_000, '2016Q3'],
      ['net_income', -2_400_000, '2017Q3'],
    ]);
  });

  it('"Ebitda 2024 previsto a X milioni (Y milioni nel 2019)" in a text about years keeps the bracket\'s year', () => {
    expect(brief('Ebitda 2024 previsto a 40 milioni di euro (25 milioni nel 2019).', 'it')).toEqual([
      ['ebitda', 40_000_000, '2024'],
      ['ebitda', 25_000_000, '2019'],
    ]);
  });
});

describe('half-year texts that do not write which half or which year', () => {
  it('"I ricavi del semestre … contro … dello stesso periodo del 2021 … rispetto ai … al 31 dicembre 2021"', () => {
    const text =
      "I ricavi del semestre ammontano a 86,5 milioni di euro, contro i 79,2 milioni dello stesso periodo del 2021. La posizione finanziaria netta è negativa per 41 milioni, rispetto ai 44,6 milioni al 31 dicembre 2021. L'Ebitda è di 12,3 milioni e l'utile netto di 4,8 milioni.";
    expect(brief(text, 'it')).toEqual([
      ['revenue', 86_500_000, '2022H1'],
      ['revenue', 79_200_000, '2021H1'],
      ['debt', 41_000_000, '2022-06-30'],
      ['debt', 44_600_000, '2021-12-31'],
      ['ebitda', 12_300_000, '2022H1'],
      ['net_income', 4_800_000, '2022H1'],
    ]);
  });

  it('"Al 30 giugno 2020 i ricavi sono pari a X": a flow at a date is the year to that date', () => {
    expect(brief('Al 30 giugno 2020 i ricavi sono pari a 27,4 milioni di euro, rispetto ai 25,9 milioni al 30 giugno 2019.', 'it')).toEqual(
      [
        ['revenue', 27_400_000, '2020H1'],
        ['revenue', 25_900_000, '2019H1'],
      ],
    );
  });

  it('"rispetto ai X milioni dell\'analogo periodo 2022": the same half of 2022', () => {
    expect(
      brief(
        "Nel primo semestre 2023 il fatturato è stato di 15,2 milioni di euro, rispetto ai 13,7 milioni dell'analogo periodo 2022.",
        'it',
      ),
    ).toEqual([
      ['revenue', 15_200_000, '2023H1'],
      ['revenue', 13_700_000, '2022H1'],
    ]);
  });

  it('"rispetto ai X al 30 giugno 2018; l\'Ebitda è di Y": a comparison\'s date does not cross the semicolon (the text\'s own half, "Al 30 giugno 2019")', () => {
    const text =
      "Al 30 giugno 2019 i ricavi sono pari a 120 milioni di euro, rispetto ai 110 milioni al 30 giugno 2018; l'Ebitda è di 20 milioni.";
    // a flow at 30 June is the first half (README of the sets); since the seventh pass the text's first date that is
    // no comparison's gives the period reported, where the text states no other (before: none, rather than 2018's)
    expect(brief(text, 'it').find((f) => f[0] === 'ebitda')?.[2]).toBe('2019H1');
  });
});
