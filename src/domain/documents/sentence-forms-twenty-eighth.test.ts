import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';
import { withoutRepeatedValues } from './sentence-repeats.ts';
import { readSentences, sentenceDocument } from './sentence-reader.ts';
import { periodLabel } from './types.ts';
import type { SentenceFigure } from './sentence-figure.ts';
import type { FigurePeriod } from './types.ts';

// Oracle: each expected figure (key, value in base units with its sign, period) is written by hand from the
// sentence by the evaluation sets' rules (tests/fixtures/documents/sentences/README.md). The sentences are written for
// these tests (twenty-eighth pass, 2026-12-01), with invented companies and figures; none is a held-out text's.

describe('twenty-eighth pass: one value read for a year and for a part of it', () => {
  it('a headline split over two lines ("Third Quarter / Fiscal Year 2013") and the body: the quarter\'s, once', () => {
    expect(
      read(
        'Ferlano Systems Announces Third Quarter\n\nFiscal Year 2013 Financial Results\n\nNet revenue of $512 million, up 9% sequentially\n\nGAAP gross margin of 45.1 percent\n\nBOSTON – August 29, 2013 – Ferlano Systems today reported financial results for the third quarter of its fiscal year 2013.\n\nNet revenue was $512 million, an increase of 9 percent compared with the previous quarter.',
        'en',
        '2013-08-29',
      ),
    ).toEqual([['revenue', 512_000_000, '2013Q3']]);
  });

  it('guard: a value that truly repeats a year apart stays for both years', () => {
    expect(
      read(
        'Net loss for the third quarter of 2020 was $2.8 million, compared to a net loss of $2.8 million for the third quarter of 2019.',
        'en',
        '2020-11-12',
      ),
    ).toEqual([
      ['net_income', -2_800_000, '2020Q3'],
      ['net_income', -2_800_000, '2019Q3'],
    ]);
  });

  it('guard: "utile netto rettificato … 15,7 milioni" and "utile netto … 15,7 milioni": a reported and an adjusted figure of one value both stay', () => {
    expect(
      read(
        "Nel primo semestre 2022 l'utile netto rettificato di Ferlano è di 15,7 milioni di euro. L'utile netto del primo semestre 2021 era stato di 15,7 milioni di euro.",
        'it',
        '2022-09-10',
      ),
    ).toEqual([
      ['net_income', 15_700_000, '2022H1'],
      ['net_income', 15_700_000, '2021H1'],
    ]);
  });
});

describe('twenty-eighth pass: the Swiss franc as the Swiss press writes it', () => {
  it('"to SFr246.5 million ($273 million)": the francs are the figure, in CHF; the dollars in brackets convert it', () => {
    const text = 'Ferlano said net profit rose 1.9 per cent in 2011 to SFr246.5 million ($273 million), just ahead of forecasts.';
    const doc = sentenceDocument(text, null, 'en', { date: '2012-03-06', source: 'metadata' });
    expect(readSentences(text, 'en', doc).map((f) => [f.key, f.value, f.currency, periodLabel(f.period)])).toEqual([
      ['net_income', 246_500_000, 'CHF', '2011'],
    ]);
  });
});

describe('twenty-eighth pass: which of two readings of one value stands', () => {
  const period = (label: string): FigurePeriod =>
    label.includes('Q')
      ? { kind: 'quarter', year: Number(label.slice(0, 4)), quarter: Number(label.slice(5)) as 1 | 2 | 3 | 4 }
      : label.includes('M9')
        ? { kind: 'nine_months', year: Number(label.slice(0, 4)) }
        : { kind: 'year', year: Number(label) };
  const fig = (label: string, confidence: number, adjusted = false): SentenceFigure => ({
    key: 'revenue',
    value: 15_900_000,
    currency: 'USD',
    period: period(label),
    marks: adjusted ? { adjusted: true } : {},
    confidence,
    quote: 'revenue of $15.9 million',
    start: 0,
  });
  const kept = (figures: SentenceFigure[]) => withoutRepeatedValues(figures).map((f) => [f.confidence, f.period?.kind]);

  it('a year and its quarter, as sure of each: the quarter (a year cannot equal one of its quarters)', () => {
    expect(kept([fig('2023', 1), fig('2023Q3', 1)])).toEqual([[1, 'quarter']]);
  });
  it('a year and its quarter, surer of the year ("Full Year Net Revenue Grew to …"): the year', () => {
    expect(kept([fig('2023', 1), fig('2023Q3', 0.5)])).toEqual([[1, 'year']]);
  });
  it('a quarter and nine months, surer of the quarter: the quarter', () => {
    expect(kept([fig('2023Q3', 1), fig('2023M9', 0.5)])).toEqual([[1, 'quarter']]);
  });
  it('guard: two quarters a year apart, as sure of each: both', () => {
    expect(kept([fig('2023Q3', 1), fig('2022Q3', 1)])).toEqual([
      [1, 'quarter'],
      [1, 'quarter'],
    ]);
  });
  it('guard: adjusted and reported: both', () => {
    expect(kept([fig('2023', 1, true), fig('2023Q3', 0.85)])).toEqual([
      [1, 'year'],
      [0.85, 'quarter'],
    ]);
  });
});
