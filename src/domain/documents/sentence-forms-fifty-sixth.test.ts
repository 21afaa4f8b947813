import { describe, expect, it } from 'vitest';
import { readLabels as read } from './sentence-test-read.ts';

// Oracle: each expected figure is written by hand from the sentence by the evaluation sets' rules
// (tests/fixtures/documents/sentences/README.md): the company's own key figures with the period each is stated for; parts,
// other companies' and estimates' amounts are none. Sentences written for these tests (fifty-sixth pass, 2026-12-06), with invented
// companies and figures; none is a held-out text's.

describe('fifty-sixth pass: a flattened head of a day and its years (from dev-real258)', () => {
  it('"March 31, 2025 2024(2)" over "Net Sales $ 4,321 $ 3,210": the two first quarters', () => {
    const text = [
      'Ferlano Packaging plc’s performance for the three months ended March 31, 2025 and 2024 (in millions, except margins):',
      '',
      'March 31, 2025 2024(2)',
      'Net Sales $ 4,321 $ 3,210',
      'Net Income $ 212 $ 187',
    ].join('\n');
    expect(read(text, 'en', '2025-05-01')).toEqual([
      ['revenue', 4_321_000_000, '2025Q1'],
      ['revenue', 3_210_000_000, '2024Q1'],
      ['net_income', 212_000_000, '2025Q1'],
      ['net_income', 187_000_000, '2024Q1'],
    ]);
  });

  it('"2025 2024(2)": a footnote’s mark on a year is still the year', () => {
    const text = ['Ferlano Packaging plc, results (in millions):', '', '2025 2024(2)', 'Net Sales $ 4,321 $ 3,210'].join('\n');
    expect(read(text, 'en', '2026-02-20')).toEqual([
      ['revenue', 4_321_000_000, '2025'],
      ['revenue', 3_210_000_000, '2024'],
    ]);
  });
});

describe('fifty-sixth pass: gross sales are no revenue (from dev-real256)', () => {
  it('"Gross sales … to $812 million … Net sales … to $701.4 million": the net sales alone', () => {
    const text =
      'Gross sales for the 2019 second quarter increased 6.1 percent to $812 million from $765.3 million in the 2018 second quarter. Net sales of Ferlano Beverage for the 2019 second quarter rose 7.2 percent to $701.4 million.';
    expect(read(text, 'en', '2019-08-07')).toEqual([['revenue', 701_400_000, '2019Q2']]);
  });

  it('(guard) "gross revenue of $12.4 million" stays revenue', () => {
    expect(read('Ferlano Media reported gross revenue of $12.4 million for 2019.', 'en', '2020-03-01')).toEqual([
      ['revenue', 12_400_000, '2019'],
    ]);
  });
});

describe('fifty-sixth pass: a net financial position below zero in a table is net debt (from dev-real261)', () => {
  it('"| Posizione finanziaria netta | (84,2) | (77,9) |": debt of 84.2 and 77.9 million at the two year ends', () => {
    const text = [
      'Ferlano Macchine S.p.A., principali dati consolidati',
      '',
      '| (milioni di euro) | 2024 | 2023 |',
      '| Ricavi netti | 301,5 | 288,0 |',
      '| Posizione finanziaria netta | (84,2) | (77,9) |',
    ].join('\n');
    expect(read(text, 'it', '2025-03-13')).toEqual([
      ['revenue', 301_500_000, '2024'],
      ['revenue', 288_000_000, '2023'],
      ['debt', 84_200_000, '2024-12-31'],
      ['debt', 77_900_000, '2023-12-31'],
    ]);
  });
});

describe('fifty-sixth pass: a measure that swings from a loss to a profit, and a bracket that defines it (from dev-real259)', () => {
  it('"l’EBITDA (cioè l’utile prima di interessi, imposte e ammortamenti) passa da una perdita di 2,1 milioni … a un utile di 4,3 milioni"', () => {
    const text =
      'Per Ferlano Arredi l’EBITDA (cioè l’utile prima di interessi, imposte e ammortamenti) passa da una perdita di 2,1 milioni di euro nel 2019 a un utile di 4,3 milioni nel 2020.';
    expect(read(text, 'it', '2021-03-01')).toEqual([
      ['ebitda', -2_100_000, '2019'],
      ['ebitda', 4_300_000, '2020'],
    ]);
  });

  it('"adjusted EBITDA swung from a loss of $1.2 million in 2019 to a profit of $3.4 million in 2020"', () => {
    const text = 'At Ferlano Furniture, adjusted EBITDA swung from a loss of $1.2 million in 2019 to a profit of $3.4 million in 2020.';
    expect(read(text, 'en', '2021-03-01')).toEqual([
      ['ebitda', -1_200_000, '2019'],
      ['ebitda', 3_400_000, '2020'],
    ]);
  });

  it('"l’Ebit passa da una perdita … a un utile …": another measure’s, none of them key figures', () => {
    const text = 'Per Ferlano Arredi l’Ebit passa da una perdita di 2,1 milioni di euro nel 2019 a un utile di 4,3 milioni nel 2020.';
    expect(read(text, 'it', '2021-03-01')).toEqual([]);
  });

  it('(guard) "net income swung from a loss … to a profit …" stays net income', () => {
    const text = 'At Ferlano Furniture, net income swung from a loss of $1.2 million in 2019 to a profit of $3.4 million in 2020.';
    expect(read(text, 'en', '2021-03-01')).toEqual([
      ['net_income', -1_200_000, '2019'],
      ['net_income', 3_400_000, '2020'],
    ]);
  });
});

describe('fifty-sixth pass: items set apart from the result are no result (from dev-real256)', () => {
  it('"reflecting post-tax material items loss of $41.2 million": the net profit alone', () => {
    const text =
      'In fiscal 2024 Ferlano Wines’ net profit fell 12.4 per cent to $88.7 million, reflecting post-tax material items loss of $41.2 million.';
    expect(read(text, 'en', '2024-08-15')).toEqual([['net_income', 88_700_000, '2024']]);
  });

  it('"while earnings before interest, tax, and material items (EBITS) rose … to $512.3 million": no revenue', () => {
    const text =
      'In fiscal 2024 Ferlano Wines’ net sales grew 9.1 per cent to $2.31 billion, while earnings before interest, tax, and material items (EBITS) rose 8.8 per cent to $512.3 million.';
    expect(read(text, 'en', '2024-08-15')).toEqual([['revenue', 2_310_000_000, '2024']]);
  });

  it('(guard) "a net profit after tax before significant items of $211.8 million" is the net profit', () => {
    const text = 'For fiscal 2024 Ferlano Lotteries announced a net profit after tax before significant items of $211.8 million.';
    expect(read(text, 'en', '2024-08-20')).toEqual([['net_income', 211_800_000, '2024']]);
  });
});

describe('fifty-sixth pass: a caption with its unit above a table’s columns (from dev-real260)', () => {
  it('"Third Quarter ($ in millions, except EPS) Q3 FY18 Q3 FY19 YOY % Change" on one line, over "Revenue $2,110 $2,345 11%"', () => {
    const text = [
      'Ferlano Engineering reports third-quarter fiscal year 2019 results',
      '',
      'Third Quarter ($ in millions, except EPS) Q3 FY18 Q3 FY19 YOY % Change',
      '',
      'Revenue $2,110 $2,345 11%',
    ].join('\n');
    expect(read(text, 'en', '2019-08-06')).toEqual([
      ['revenue', 2_110_000_000, '2018Q3'],
      ['revenue', 2_345_000_000, '2019Q3'],
    ]);
  });

  it('the caption in a cell of its own ("Third Quarter ($ in millions)  Q3 FY18  Q3 FY19") gives the head its unit', () => {
    const text = ['Third Quarter ($ in millions)  Q3 FY18  Q3 FY19', '', 'Revenue $2,110 $2,345'].join('\n');
    expect(read(text, 'en', '2019-08-06')).toEqual([
      ['revenue', 2_110_000_000, '2018Q3'],
      ['revenue', 2_345_000_000, '2019Q3'],
    ]);
  });
});

describe('fifty-sixth pass: a statement of the year the figures are of (from dev-real257)', () => {
  it('"(i dati per omogeneità sono riferiti al 2013)" in an undated ranking: the year of the figures named after it', () => {
    const text =
      'Nella classifica delle aziende tessili, i dati per omogeneità sono riferiti al 2013. Guida Ferlano Seta, con un fatturato sopra i 100 milioni di euro.';
    expect(read(text, 'it', null)).toEqual([['revenue', 100_000_000, '2013']]);
  });

  it('"The figures of this ranking refer to 2019", in a ranking published in 2021: the year of a figure written without one', () => {
    const text =
      'The figures of this ranking refer to 2019; the ranking was published in 2021. Ferlano Mills posted revenue of $42.5 million.';
    expect(read(text, 'en', null)).toEqual([['revenue', 42_500_000, '2019']]);
  });
});

describe('fifty-sixth pass: assets under management are no key figure (from dev-real255)', () => {
  it('"ebitda (+16%, a quota 2,7 milioni) e masse in gestione (+15%, a quota 23 miliardi)": the EBITDA alone', () => {
    const text =
      'Nel primo semestre 2020 Ferlano Sgr ha visto crescere ebitda (+16%, a quota 2,7 milioni di euro) e masse in gestione (+15%, a quota 23 miliardi di euro).';
    expect(read(text, 'it', '2020-09-20')).toEqual([['ebitda', 2_700_000, '2020H1']]);
  });

  it('(guard) "revenue of $41.2 million and assets under management of $6.3 billion": the revenue alone', () => {
    const text = 'In 2020 Ferlano Capital reported revenue of $41.2 million and assets under management of $6.3 billion.';
    expect(read(text, 'en', '2021-02-10')).toEqual([['revenue', 41_200_000, '2020']]);
  });
});
