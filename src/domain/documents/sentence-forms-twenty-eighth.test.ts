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

describe('twenty-eighth pass: the scale a document states for its amounts', () => {
  it('"($ in thousands except per share amounts)", then "Revenues of $8,412": thousands of dollars; per-share values stay out', () => {
    expect(
      read(
        'Ferlano Labs Announces Results For the Fourth Quarter Ended December 31, 2021\n\n($ in thousands except per share amounts)\n\nDALLAS, March 30, 2022 -- Ferlano Labs today announced its results for the fourth quarter ended December 31, 2021.\n\n  • Revenues of $8,412, a 5.1% increase compared to the fourth quarter of 2020.\n  • GAAP net loss of ($45) or ($0.03) per diluted share, compared to GAAP net income of $18 in the fourth quarter of 2020.',
        'en',
        '2022-03-30',
      ),
    ).toEqual([
      ['revenue', 8_412_000, '2021Q4'],
      ['net_income', -45_000, '2021Q4'],
      ['net_income', 18_000, '2020Q4'],
    ]);
  });

  it('"(importi in migliaia di euro)", then "pari a € 12.345": thousands of euro', () => {
    expect(
      read(
        'Ferlano S.p.A.: approvato il bilancio 2023\n\n(importi in migliaia di euro)\n\nIl fatturato del 2023 è pari a € 12.345, in crescita del 4% rispetto al 2022. L’utile netto si attesta a € 1.210.',
        'it',
        '2024-04-02',
      ),
    ).toEqual([
      ['revenue', 12_345_000, '2023'],
      ['net_income', 1_210_000, '2023'],
    ]);
  });

  it("guard: a unit note between a table's cells is the table's: its cells are not read as sentences in that scale", () => {
    const text =
      'Ferlano Services issues guidance for its Fiscal Year 2020, which begins July 1, 2019.\nGuidance for Fiscal Year 2020\nThe table below summarizes our FY20 guidance ranges:\n|\n(In millions except for tax rate and earnings per share)\n|\nFiscal Year 2020\nGuidance\n|Revenue\n|$4,100 - $4,300\n|Net income\n|$210 - $230\n|Diluted earnings per share\n|$8.10 - $8.60';
    expect(read(text, 'en', '2019-06-19').filter(([, , period]) => period === null)).toEqual([]);
  });
});

describe('twenty-eighth pass: a period inside what a figure leaves out', () => {
  it('"Operating expenses, excluding a third quarter 2020 impairment loss …" under the year\'s heading: no topic for the next bullet', () => {
    expect(
      read(
        'Financial Results for the Year Ended December 31, 2021\n\n  • Revenues of $52.9 million, a 12.3% decrease compared to the prior year.\n  • Operating expenses, excluding a third quarter 2020 impairment loss of $0.9 million, were down 17.6% to $17.6 million.\n  • GAAP net income of $4.4 million, compared to GAAP net loss of $9.0 million in the prior year.',
        'en',
        '2022-03-30',
      ),
    ).toEqual([
      ['revenue', 52_900_000, '2021'],
      ['net_income', 4_400_000, '2021'],
      ['net_income', -9_000_000, '2020'],
    ]);
  });

  it("the same bullet in a list that names its period once: the list's period goes on", () => {
    expect(
      read(
        'Highlights\n\n  • Revenues of $52.9 million for fiscal 2021.\n  • Operating expenses, excluding a third quarter 2020 impairment loss of $0.9 million, were down 17.6% to $17.6 million.\n  • GAAP net income of $4.4 million.',
        'en',
        '2022-03-30',
      ),
    ).toEqual([
      ['revenue', 52_900_000, '2021'],
      ['net_income', 4_400_000, '2021'],
    ]);
  });
});

describe("twenty-eighth pass: a footnote's star between a measure and its loss", () => {
  it('"an Adjusted EBITDA* loss in the period of £147,000": below zero', () => {
    expect(
      read('Ferlano reported an Adjusted EBITDA* loss in the period of £147,000 (H1 2019: profit of £379,000).', 'en', '2020-07-21'),
    ).toEqual([
      ['ebitda', -147_000, '2020H1'],
      ['ebitda', 379_000, '2019H1'],
    ]);
  });
});

describe('twenty-eighth pass: more words for a key', () => {
  it('"l\'Utile Netto Adjusted delle continuing operations si attesta a 8,4 milioni": the continuing operations\' profit, another measure', () => {
    expect(
      read(
        "Nel primo semestre del 2025 i Ricavi di Ferlano risultano pari a 235,6 milioni e l'Utile Netto Adjusted delle continuing operations si attesta a 8,4 milioni.",
        'it',
        '2025-07-31',
      ),
    ).toEqual([['revenue', 235_600_000, '2025H1']]);
  });

  it('"la liquidità finanziaria netta ammonta a 41,3 milioni": net cash, net debt below zero', () => {
    expect(
      read(
        'Dal lato patrimoniale, al 30 giugno 2019 la liquidità finanziaria netta di Ferlano ammonta a 41,3 milioni.',
        'it',
        '2019-08-02',
      ),
    ).toEqual([['debt', -41_300_000, '2019-06-30']]);
  });
});

describe("twenty-eighth pass: a results list's pre-tax line and the parent's own line", () => {
  it('"- Utile consolidato ante imposte: 97,1 milioni", "- Utile netto Capogruppo: 50,5 milioni": neither is the group\'s net income', () => {
    expect(
      read(
        'Approvato il progetto di bilancio 2021 di Ferlano:\n- Ricavi consolidati: 812,4 milioni (+8,2%)\n- Utile consolidato ante imposte: 97,1 milioni (+5,4%)\n- Utile netto consolidato: 63,6 milioni (-12,2%)\n- Utile netto Capogruppo: 50,5 milioni (+81%)',
        'it',
        '2022-03-20',
      ),
    ).toEqual([
      ['revenue', 812_400_000, '2021'],
      ['net_income', 63_600_000, '2021'],
    ]);
  });
});

describe("twenty-eighth pass: a channel's or an area's revenue, and a facility's size", () => {
  it('"i ricavi digitali sono cresciuti del 3,1% a 124 milioni": a part of the revenue', () => {
    expect(
      read(
        'Nel semestre i ricavi di Ferlano sono pari a 160,2 milioni; i ricavi digitali sono cresciuti del 3,1% a 124 milioni.',
        'it',
        '2019-08-02',
      ),
    ).toEqual([['revenue', 160_200_000, '2019H1']]);
  });

  it('"I ricavi dell\'Area Cultura passano da 10,8 a 17,3 milioni": an area\'s', () => {
    expect(
      read(
        'Nel 2014 i ricavi consolidati di Ferlano sono pari a 318,2 milioni. I ricavi dell’Area Cultura passano da 10,8 a 17,3 milioni di euro.',
        'it',
        '2015-03-12',
      ),
    ).toEqual([['revenue', 318_200_000, '2014']]);
  });

  it('"no borrowings under its existing $20 million line of credit": the line\'s size is no debt', () => {
    expect(
      read(
        'At the end of the quarter Ferlano had cash of $17.8 million and no borrowings under its existing $20 million line of credit.',
        'en',
        '2009-02-03',
      ),
    ).toEqual([['cash', 17_800_000, '2008-12-31']]);
  });
});

describe("twenty-eighth pass: debt's expenses and events are no debt", () => {
  it('"a bad debt expense reserve recorded of $0.6 million": an expense', () => {
    expect(
      read(
        'The loss is primarily the result of the decrease in revenues and a bad debt expense reserve recorded of $0.6 million relating to a client of Ferlano.',
        'en',
        '2003-08-13',
      ),
    ).toEqual([]);
  });

  it('"costs associated with the recently completed debt restructuring, and a $544,000 loss on the sale": a charge and a loss', () => {
    expect(
      read(
        'The loss reflected a $4.2 million charge for costs associated with the recently completed debt restructuring, and a $544,000 loss on the sale of discontinued operations.',
        'en',
        '2009-06-25',
      ),
    ).toEqual([]);
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
