import { describe, expect, it } from 'vitest';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';

// Oracle: each text below was written for the test; the expected key, value (base units) and period
// of every figure are read off the text by hand. Values compare exactly.
function brief(text: string, lang: 'en' | 'it', date: string | null = null): [string, number, string | null][] {
  return readSentences(text, lang, sentenceDocument(text, date, lang)).map((f) => [f.key, f.value, periodLabel(f.period)]);
}

describe('comparison periods in a sentence, both languages (issue 28)', () => {
  it('"X for the six months … compared to Y for the same period in <year>": the sentence\'s period in that year', () => {
    const text =
      'Revenue was $4.0 million for Q2 2024.\nRevenue for the six months ended June 30, 2024 was $9.0 million compared to $7.0 million for the same period in 2023.';
    expect(brief(text, 'en')).toEqual([
      ['revenue', 4_000_000, '2024Q2'],
      ['revenue', 9_000_000, '2024H1'],
      ['revenue', 7_000_000, '2023H1'],
    ]);
  });

  it('"X nel primo semestre 2024 rispetto a Y dello stesso periodo del 2023"', () => {
    const text = 'I ricavi del primo semestre 2024 sono pari a 9 milioni di euro, rispetto a 7 milioni dello stesso periodo del 2023.';
    expect(brief(text, 'it')).toEqual([
      ['revenue', 9_000_000, '2024H1'],
      ['revenue', 7_000_000, '2023H1'],
    ]);
  });

  it('"X for the quarter" after a sentence about the year: the quarter the document reports; "prior year quarter" a year before', () => {
    const text =
      'Net income for the third quarter of 2024 was $2.0 million.\nFor 2024, income rose.\nEBITDA for the quarter was $12.0 million compared to $7.0 million in the prior year quarter.';
    expect(brief(text, 'en')).toEqual([
      ['net_income', 2_000_000, '2024Q3'],
      ['ebitda', 12_000_000, '2024Q3'],
      ['ebitda', 7_000_000, '2023Q3'],
    ]);
  });

  it('"X nel trimestre" after a sentence about the year: the quarter the document reports', () => {
    const text =
      "Nel terzo trimestre 2024 l'utile netto è pari a 2 milioni di euro.\nNel 2024 la crescita continua.\nL'Ebitda nel trimestre è pari a 12 milioni di euro.";
    expect(brief(text, 'it')).toEqual([
      ['net_income', 2_000_000, '2024Q3'],
      ['ebitda', 12_000_000, '2024Q3'],
    ]);
  });

  it('"X, or $Y per share, from Z, or $W per share, in the first quarter of fiscal <year>": the reported quarter is a year later', () => {
    const text =
      'Net earnings rose to $2.3 million, or $0.21 per share, from $1.1 million, or $0.10 per share, in the first quarter of fiscal 2009;\nNet sales rose to $29.4 million.';
    expect(brief(text, 'en')).toEqual([
      ['net_income', 2_300_000, '2010Q1'],
      ['net_income', 1_100_000, '2009Q1'],
      ['revenue', 29_400_000, '2010Q1'],
    ]);
  });

  it('"the second quarter of calendar <year>" is that quarter', () => {
    expect(brief('Revenue was $167.3 million in the second quarter of calendar 2012.', 'en')).toEqual([['revenue', 167_300_000, '2012Q2']]);
  });

  it('"X rispetto a Y del periodo di confronto": the comparison is the prior year\'s', () => {
    const text = "Nei primi nove mesi del 2019 l'Ebitda ammonta a 2,9 milioni di euro, rispetto a 0,3 milioni del periodo di confronto.";
    expect(brief(text, 'it')).toEqual([
      ['ebitda', 2_900_000, '2019M9'],
      ['ebitda', 300_000, '2018M9'],
    ]);
  });
});
